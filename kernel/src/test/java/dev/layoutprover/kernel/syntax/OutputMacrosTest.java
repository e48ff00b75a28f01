package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which macros only write text: the console's always, the {@code log} crate's when qualified or imported. */
class OutputMacrosTest {

    @Test
    void theConsoleMacrosWriteOnlyInEveryFile() {
        OutputMacros none = OutputMacros.of("fn k() {}");
        for (String name : new String[] {"println", "print", "eprintln", "eprint", "std::println"}) {
            assertTrue(none.writesOnly(name), name);
        }
        assertFalse(none.writesOnly("dbg")); // it returns its argument
        assertFalse(none.writesOnly("format"));
    }

    @Test
    void theLogMacrosWriteOnlyQualifiedOrImportedFromLog() {
        OutputMacros none = OutputMacros.of("fn k() {}");
        assertTrue(none.writesOnly("log::debug"));
        assertTrue(none.writesOnly("::log::warn"));
        assertFalse(none.writesOnly("debug")); // a bare debug! may be the crate's own macro
        assertFalse(none.writesOnly("log::debug_assert"));
        OutputMacros some = OutputMacros.of("use log::{debug, info as note};\nuse log::trace;\n");
        assertTrue(some.writesOnly("debug"));
        assertTrue(some.writesOnly("note"));
        assertTrue(some.writesOnly("trace"));
        assertFalse(some.writesOnly("warn"));
        assertTrue(OutputMacros.of("use log::*;").writesOnly("error"));
    }
}
