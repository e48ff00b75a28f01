package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code macro_rules!} macros of a kernel file, expanded where they are invoked: each computes the
 * DM address {@code at} of a copy of the add-one kernel's input (at DM address 0), so the
 * {@code DM::OVERLAP} finding (at 0) or its absence shows the value computed, as in
 * {@link LoopsAndPlacesTest}. An invocation no rule expands is a construct the reader does not
 * model: a warning for verify, bad input for simulate, the rest of the file read.
 */
class MacroKernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String MACROS = """
            macro_rules! addr {
                ($base:expr, $i:expr) => {
                    $base + $i * 0x1000
                };
            }

            macro_rules! sum {
                ($($x:expr),* $(,)?) => { 0 $(+ $x)* };
            }

            macro_rules! place {
                ($name:ident = $value:expr) => {
                    let tmp = $value;
                    let $name = tmp;
                };
            }
            """;

    private static String text(String prelude) {
        return MACROS + Kernels.withBodyText(RustShapesTest.placedAt(prelude));
    }

    private static List<String> rules(String prelude) {
        return RUNS.rules(Kernels.of(text(prelude)));
    }

    @Test
    void anExpressionMacroExpandsInPlaceWithItsArgumentsOneOperandEach() {
        String expr = """
                    let at = addr!(0x2000, sum!(1, 2,)) - SHIFT;""";
        // 0x2000 + 3 * 0x1000
        assertEquals(RustShapesTest.overlap(MACROS + expr), rules(expr.replace("SHIFT", "0x5000")));
        assertEquals(List.of(), rules(expr.replace("SHIFT", "0x4000")));
    }

    @Test
    void aStatementMacroBindsTheNameItIsGivenAndKeepsItsOwnNamesInside() {
        String stmt = """
                    let tmp = SHIFT;
                    place!(at = 0x3000 - tmp);
                    let at = at + tmp - 0x3000 + tmp;""";
        // tmp stays the caller's: at = 0x3000 - tmp, then + tmp - 0x3000 + tmp = tmp
        assertEquals(RustShapesTest.overlap(MACROS + stmt), rules(stmt.replace("SHIFT", "0")));
        assertEquals(List.of(), rules(stmt.replace("SHIFT", "0x1000")));
    }

    @Test
    void anInvocationNoRuleMatchesIsAWarningForVerifyAndUnknownForSimulate() {
        String bad = """
                    let at = addr!(0x2000);""";
        List<String> lines = text(bad).lines().toList();
        int line = 1 + java.util.stream.IntStream.range(0, lines.size()).filter(i -> lines.get(i)
                .contains("addr!(0x2000)")).findFirst().orElseThrow();
        assertEquals(List.of("Kernel::UNMODELLED at " + line), rules(bad));
        Unmodelled u = assertThrows(Unmodelled.class, () -> RUNS.simulate(Kernels.of(text(bad))));
        assertEquals("the reader does not expand the macro addr! here: no rule of addr! matches (0x2000)", u.reason());
        assertEquals("k.rs:" + line + ":" + (lines.get(line - 1).indexOf("addr!") + 1), u.location().toString());
    }

    @Test
    void aMacroNoFileOfTheCrateDefinesIsUnmodelledAndTheFileIsRead() {
        String elsewhere = """
                    let at = elsewhere!(0x2000);""";
        assertEquals(1, rules(elsewhere).size());
        assertTrue(rules(elsewhere).get(0).startsWith("Kernel::UNMODELLED at "), rules(elsewhere).toString());
        Unmodelled u = assertThrows(Unmodelled.class, () -> RUNS.simulate(Kernels.of(text(elsewhere))));
        assertEquals("the reader does not expand the macro elsewhere! here: it is not a macro_rules! of this file",
                u.reason());
    }
}
