package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleCaseTest {

    private static final Path FILE = Path.of("Row", "time.rs");

    @Test
    void aCaseWithoutEditsIsTheKernelAsWrittenWithItsHeaderBlanked() {
        List<RuleCase> cs = RuleCase.of(FILE, "// valid Row::TIME  (Row 2 within Time 2)\nfn f() { g::<2>() }\n");
        assertEquals(List.of(new RuleCase(FILE, 1, "Row::TIME", List.of(), true, "Row 2 within Time 2",
                "\nfn f() { g::<2>() }\n")), cs);
    }

    @Test
    void anInvalidCaseStartsFromTheValidCaseOfItsRule() {
        String text = """
                // valid Row::TIME: "<2>" => "<3>"
                // invalid Row::TIME: "<3>" => "<4>"; "f()" => "h()"  (Row 4 > Time 2)
                // invalid Row::SIZE: "<2>" => "<\\"x\\"\\n>"
                fn f() { g::<2>() }""";
        List<RuleCase> cs = RuleCase.of(FILE, text);
        assertEquals(List.of("\n\n\nfn f() { g::<3>() }", "\n\n\nfn h() { g::<4>() }", "\n\n\nfn f() { g::<\"x\"\n>() }"),
                cs.stream().map(RuleCase::kernel).toList());
        assertEquals(List.of("", "Row 4 > Time 2", ""), cs.stream().map(RuleCase::reason).toList());
        assertEquals("Row/time.rs:2 invalid Row::TIME", cs.get(1).name());
    }

    @Test
    void anInvalidCaseMayNameSeveralRulesTheFirstStartingFromItsValidCase() {
        String text = """
                // valid Row::TIME: "<2>" => "<3>"
                // invalid Row::TIME + Row::SIZE + TRF::LAYOUT: "<3>" => "<4>"  (three calls)
                fn f() { g::<2>() }""";
        RuleCase c = RuleCase.of(FILE, text).get(1);
        assertEquals(List.of("Row::TIME", "Row::SIZE", "TRF::LAYOUT"), c.rules());
        assertEquals("\n\nfn f() { g::<4>() }", c.kernel());
        assertEquals("Row/time.rs:2 invalid Row::TIME + Row::SIZE + TRF::LAYOUT", c.name());
        IllegalArgumentException valid = assertThrows(IllegalArgumentException.class,
                () -> RuleCase.of(FILE, "// valid Row::TIME + Row::SIZE\nfn f() {}"));
        assertEquals("Row/time.rs:1: a valid case names one rule", valid.getMessage());
    }

    @Test
    void anEditWhoseTextIsNotFoundExactlyOnceFailsLoudly() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> RuleCase.of(FILE, "// invalid Row::TIME: \"<9>\" => \"<4>\"\nfn f() { g::<2>() }"));
        assertEquals("Row/time.rs:1: the edit's text \"<9>\" is not found in the kernel", missing.getMessage());
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> RuleCase.of(FILE, "// invalid Row::TIME: \"g\" => \"h\"\nfn f() { g::<2>(); g() }"));
        assertEquals("Row/time.rs:1: the edit's text \"g\" is found more than once in the kernel", twice.getMessage());
    }

    @Test
    void aCaseLineThatDoesNotReadFailsLoudly() {
        assertThrows(IllegalArgumentException.class, () -> RuleCase.of(FILE, "// invalid row time\nfn f() {}"));
        assertThrows(IllegalArgumentException.class,
                () -> RuleCase.of(FILE, "// invalid Row::TIME: \"a\" -> \"b\"\nfn f() { a }"));
        assertThrows(IllegalArgumentException.class, () -> RuleCase.of(FILE, "// valid Row::TIME because\nfn f() {}"));
    }

    @Test
    void aBaseLineMakesTheCasesBelowItStartFromTheKernelWithItsEdits() {
        String text = """
                // valid Row::TIME: "<2>" => "<3>"
                // base: "f()" => "h()"  (another function)
                // invalid Row::TIME: "<2>" => "<4>"  (not from the valid case above the base line)
                // valid Row::TIME: "<2>" => "<5>"
                // invalid Row::TIME: "<5>" => "<6>"
                fn f() { g::<2>() }""";
        assertEquals(List.of("\n\n\n\n\nfn f() { g::<3>() }", "\n\n\n\n\nfn h() { g::<4>() }",
                "\n\n\n\n\nfn h() { g::<5>() }", "\n\n\n\n\nfn h() { g::<6>() }"),
                RuleCase.of(FILE, text).stream().map(RuleCase::kernel).toList());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> RuleCase.of(FILE, "// base: \"x\" => \"y\"\nfn f() {}"));
        assertEquals("Row/time.rs:1: the edit's text \"x\" is not found in the kernel", missing.getMessage());
    }
}
