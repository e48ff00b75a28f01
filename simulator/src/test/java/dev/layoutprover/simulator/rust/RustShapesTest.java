package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Valid Rust a kernel may be written in beyond the reference crate's own shapes: {@code match} on
 * known values, assignments to {@code let mut} variables, generic helper functions, associated
 * constants of an {@code impl}, raw identifiers. Each computes the DM address {@code at} of a copy
 * placed after the add-one kernel's input (at DM address 0) and before the input is read: at 0 the
 * copy lies over the input ({@code DM::OVERLAP} where the input is then read), elsewhere it does
 * not, so the finding shows which value was computed.
 */
class RustShapesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String COPY = "    let _copy = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, at);";

    /** The add-one body with a copy of its input placed at {@code at}, after {@code prelude}. */
    static String placedAt(String prelude) {
        String addOne = Kernels.addOne(0);
        int cut = addOne.indexOf('\n') + 1;
        return prelude + "\n" + addOne.substring(0, cut) + COPY + "\n" + addOne.substring(cut);
    }

    /** The findings of the add-one kernel whose input address {@code prelude} computes as {@code at}. */
    private static List<String> rules(String prelude) {
        return RUNS.rules(Kernels.withBody(placedAt(prelude)));
    }

    private static int readLine(String prelude) {
        List<String> lines = Kernels.withBodyText(placedAt(prelude)).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("begin(dm.view())")) {
                return i + 1;
            }
        }
        throw new AssertionError("no to_dm");
    }

    static List<String> overlap(String prelude) {
        return List.of("DM::OVERLAP at " + readLine(prelude));
    }

    @Test
    void aMatchOnAKnownValueTakesTheFirstArmItsPatternAndGuardAccept() {
        String match = """
                    const MODE: u64 = VALUE;
                    let at = match MODE {
                        0 | 1 => 0x8000,
                        2..=3 if MODE % 2 == 1 => 0x9000,
                        2..=3 => 0,
                        n if n > 8 => n * 0x1000,
                        _ => 0xA000,
                    };""";
        assertEquals(List.of(), rules(match.replace("VALUE", "1")));
        assertEquals(List.of(), rules(match.replace("VALUE", "3")));
        assertEquals(overlap(match), rules(match.replace("VALUE", "2")));
        assertEquals(List.of(), rules(match.replace("VALUE", "9")));
        assertEquals(List.of(), rules(match.replace("VALUE", "5")));
    }

    @Test
    void anAssignmentInALoopChangesTheVariableTheOuterLetBound() {
        String counter = """
                    let mut at = 0x4000;
                    for _i in 0..STEPS {
                        let step = 1 << 13;
                        at -= step;
                    }
                    {
                        let at = 0x7000; // a shadow: the outer at is unchanged
                        let _ = at;
                    }""";
        assertEquals(overlap(counter), rules(counter.replace("STEPS", "2")));
        assertEquals(List.of(), rules(counter.replace("STEPS", "1")));
        String plain = "    let mut at = 0x9000;\n    if true { at = 0; }";
        assertEquals(overlap(plain), rules(plain));
    }

    @Test
    void aGenericHelperBindsItsConstAndTypeParametersFromTheTurbofishAndItsArguments() {
        String text = Kernels.withBodyText("""
                    let dm = stage::<WHERE, Slice, _>(ctx, input);
                    let _copy = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                    let r = ctx.main.begin(dm.view())
                """ + Kernels.ADD_ONE_STAGES + """
                        .commit::<m![A % 8]>(1 << 12);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)""") + """
                const BASE: u64 = 2048;
                /// Places the input in DM at AT, in slices S; E is the input's layout, read off the argument.
                fn stage<'a, const AT: u64, S: M, E>(
                    ctx: &mut Context,
                    input: &'a HbmTensor<i32, Chip, E>,
                ) -> DmTensor<i32, Chip, Cluster, S, m![A % 8]>
                where
                    E: M,
                {
                    let same: &HbmTensor<i32, Chip, m![A]> = input;
                    let again: &HbmTensor<i32, Chip, E> = same;
                    again.to_dm::<Cluster, S, m![A % 8]>(&mut ctx.tdma, AT)
                }
                """;
        int line = (int) text.lines().takeWhile(l -> !l.contains("begin(dm.view())")).count() + 1;
        assertEquals(List.of("DM::OVERLAP at " + line), RUNS.rules(Kernels.of(text.replace("WHERE", "{ BASE - 2048 }"))));
        assertEquals(List.of(), RUNS.rules(Kernels.of(text.replace("WHERE", "BASE"))));
        Simulation s = RUNS.simulate(Kernels.of(text.replace("WHERE", "0x8000")));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void anAssociatedConstantOfAnImplIsReadThroughItsTypesPath() {
        String text = Kernels.withBodyText(placedAt("    let at = Place::AT + offsets::Place::EXTRA;")) + """
                pub struct Place;
                impl Place {
                    const AT: u64 = BASE - (1 << 10);
                    pub fn unused(&self) -> u64 { Self::AT }
                }
                const BASE: u64 = 1 << 10;
                mod offsets {
                    pub struct Place;
                    impl Place {
                        pub const EXTRA: u64 = 0;
                    }
                }
                """;
        int line = (int) text.lines().takeWhile(l -> !l.contains("begin(dm.view())")).count() + 1;
        assertEquals(List.of("DM::OVERLAP at " + line), RUNS.rules(Kernels.of(text)));
    }

    @Test
    void aRawIdentifierNamesTheSameFunctionAndVariableAsThePlainOne() {
        String text = Kernels.withBodyText(placedAt("    let r#at = 0x8000_u64 as u64;\n    let at = r#at;"))
                .replace("fn kernel(", "fn r#kernel(");
        Simulation s = RUNS.simulate(Kernels.of(text));
        assertTrue(s.passed(), s::toString);
        assertEquals("kernel", Kernels.of(text).functions().get(1).name());
    }
}
