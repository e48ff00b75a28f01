package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
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

    /** A copy of an i8 tensor through DM, its DM tensor types and one of its mappings written by macros. */
    private static final String TYPE_MACROS = """
            use furiosa_visa_std::prelude::*;

            axes![A = 2048];

            type Chip = m![1];
            type Cluster = m![1 # 2];

            macro_rules! rows {
                () => { m![A / 8] };
            }

            macro_rules! dm_of {
                ($t:ty) => { DmTensor<$t, Chip, Cluster, rows!(), m![A % 8]> };
            }

            fn load(ctx: &mut Context, t: HbmTensorView<i8, Chip, m![A]>, at: u64) -> dm_of!(i8) {
                t.to_dm::<Cluster, rows!(), m![A % 8]>(&mut ctx.tdma, at)
            }

            #[device(chip = 1)]
            pub fn copy(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                let (first, second): (dm_of!(i8), dm_of!(i8)) = (load(ctx, input.view(), 0), load(ctx, input.view(), 0x8000));
                let kept: dm_of!(i8) = second;
                kept.to_hbm(&mut ctx.tdma, 0x1000_0000)
            }
            """;

    @Test
    void aMacroWrittenWhereATypeOrAMappingIsExpandsToIt() {
        Simulation s = Simulation.run(Kernels.of(TYPE_MACROS), Optional.of("copy"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(Map.of(), Optional.of(SpecParser.parse("input[A] -> [A]"))));
        SpecVerdict v = s.expectation().orElseThrow();
        assertTrue(s.passed() && v.matches(), String.join("\n", v.describe()));
        assertEquals(2048, v.elements());
        // the macro's mapping is checked as written: rows of A / 8 % 128 drop A / 1024, which each copy's source holds
        List<String> broken = RUNS.rules(Kernels.of(TYPE_MACROS.replace("m![A / 8] }", "m![A / 8 % 128] }")));
        assertEquals(List.of("DMA::COVERAGE at 17", "DMA::COVERAGE at 17"), broken);
    }

    @Test
    void aTypeMacroExpandingToNoTypeLeavesTheBodyUnreadAtItsInvocation() {
        String bad = TYPE_MACROS.replace("($t:ty) => { DmTensor<$t, Chip, Cluster, rows!(), m![A % 8]> };",
                "($t:ty) => { DmTensor<$t, Chip, Cluster, rows!(), m![A % 8]> + ; };");
        assertEquals(List.of("Kernel::UNMODELLED at 22"), RUNS.rules(Kernels.of(bad)));
        dev.layoutprover.kernel.syntax.KernelError e = assertThrows(dev.layoutprover.kernel.syntax.KernelError.class,
                () -> RUNS.simulate(Kernels.of(bad)));
        assertEquals("k.rs:22:27", e.location().toString());
        assertEquals("the body of copy is not read: the macro dm_of! cannot be expanded here: its expansion is no one "
                + "type or mapping: DmTensor<i8, Chip, Cluster, rows!(), m![A % 8]> + ;", e.reason());
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
