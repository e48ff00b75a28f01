package dev.layoutprover.simulator.rust;

import static dev.layoutprover.simulator.rust.RustShapesTest.placedAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code while}, {@code loop} with {@code break} and {@code continue}, {@code if let},
 * {@code while let} and assignments through {@code &mut} references, on values known when the
 * kernel is read: each computes the DM address {@code at} of a copy of the add-one kernel's input
 * (at DM address 0), so the {@code DM::OVERLAP} finding (at 0) or its absence shows the value
 * computed, with {@link RustShapesTest}'s kernel. A loop that cannot end stops with its position.
 */
class LoopsAndPlacesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    private static List<String> rules(String prelude) {
        return PLACED.rules(prelude);
    }

    private static List<String> overlap(String prelude) {
        return PLACED.overlap(prelude);
    }

    @Test
    void aWhileLoopRunsWhileItsConditionHolds() {
        String w = """
                    let mut at = 0;
                    let mut i = 0;
                    while i < LIMIT {
                        at += 0x1000;
                        i += 1;
                    }""";
        assertEquals(List.of(), rules(w.replace("LIMIT", "3")));
        assertEquals(overlap(w), rules(w.replace("LIMIT", "0")));
    }

    @Test
    void aLoopEndsAtItsBreakAndContinueSkipsTheRestOfAnIteration() {
        String l = """
                    let mut at = 0;
                    let mut n = 0;
                    loop {
                        n += 1;
                        if n % 2 == 0 {
                            continue;
                        }
                        if n > LAST {
                            break;
                        }
                        at += 0x1000;
                    }
                    at -= 0x3000;""";
        assertEquals(overlap(l), rules(l.replace("LAST", "5"))); // n = 1, 3, 5 add: at = 0
        assertEquals(List.of(), rules(l.replace("LAST", "7")));
        String inFor = """
                    let mut at = 0;
                    for i in 0..10 {
                        if i == STOP { break; }
                        at = i * 0x1000;
                    }""";
        assertEquals(overlap(inFor), rules(inFor.replace("STOP", "1")));
        assertEquals(List.of(), rules(inFor.replace("STOP", "4")));
    }

    @Test
    void ifLetAndWhileLetTestThePatternAndBindItsNames() {
        String ifLet = """
                    const ADDRS: [u64; 3] = [0, 0x4000, 0x8000];
                    let at = if let Some(a) = ADDRS.get(WHICH) { a } else { 0x2000 };""";
        assertEquals(overlap(ifLet), rules(ifLet.replace("WHICH", "0")));
        assertEquals(List.of(), rules(ifLet.replace("WHICH", "1")));
        assertEquals(List.of(), rules(ifLet.replace("WHICH", "7")));
        String tuple = """
                    let pair = (3, 0);
                    let at = if let (3, z) = pair { z } else { 0x4000 };""";
        assertEquals(overlap(tuple), rules(tuple));
        String whileLet = """
                    const ADDRS: [u64; 3] = [0x1000, 0x2000, 0x3000];
                    let mut at = 0;
                    let mut i = 0;
                    while let Some(&a) = ADDRS.get(i) {
                        at = a * FACTOR;
                        i += 1;
                    }""";
        assertEquals(List.of(), rules(whileLet.replace("FACTOR", "1")));
        assertEquals(overlap(whileLet), rules(whileLet.replace("FACTOR", "0")));
        String match = """
                    let at = match [0u64, 0x8000].last() { Some(0) | None => 0, Some(a) if a > 0x100 => a, _ => 0 };""";
        assertEquals(List.of(), rules(match));
    }

    @Test
    void anAssignmentThroughAMutableReferenceChangesTheVariableItRefersTo() {
        String helper = """
                fn bump(at: &mut u64, by: u64) {
                    *at += by;
                    again(at, by);
                }
                fn again(at: &mut u64, by: u64) {
                    *at = *at + by;
                }
                """;
        String twice = """
                    let mut at = 0;
                    bump(&mut at, STEP);
                    let r = &mut at;
                    *r -= STEP;""";
        PlacedCopies withHelper = new PlacedCopies(RUNS, helper);
        assertEquals(List.of(), withHelper.rules(twice.replace("STEP", "0x1000")));
        assertEquals(overlap(twice), withHelper.rules(twice.replace("STEP", "0")));
    }

    @Test
    void aMatchArmThatIsOneAssignmentRunsIt() {
        // 3 odd of [1, 3, 2, 5, 4] each add 0x100 (0x300), 2 even each take 0x180 off (0x300): START again
        String arms = """
                    let mut at = START;
                    for k in [1u64, 3, 2, 5, 4] {
                        match k % 2 { 1 => at += 0x100, _ => at -= 0x180, }
                    }""";
        assertEquals(overlap(arms), rules(arms.replace("START", "0u64")));
        assertEquals(List.of(), rules(arms.replace("START", "0x1000u64")));
        String left = """
                    let mut at = 0x1000u64;
                    match Some(2u64) { Some(k) => at = k * SCALE, None => at = 0, }""";
        assertEquals(List.of(), rules(left.replace("SCALE", "0x1000")));
        assertEquals(overlap(left), rules(left.replace("SCALE", "0")));
    }

    @Test
    void anAssignmentTakesTheGenericsItLeavesOutFromTheTensorItsVariableHolds() {
        Simulation s = RUNS.simulate(Kernels.withBody("""
                    let mut dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                    for i in 1..3 {
                        dm = input.to_dm(&mut ctx.tdma, i * 0x1000);
                    }
                    let r = ctx.main.begin(dm.view())
                """ + Kernels.ADD_ONE_STAGES + """
                        .commit::<m![A % 8]>(1 << 16);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)"""));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void aLoopThatCannotEndStopsWithItsPositionInsteadOfHanging() {
        KernelError same = assertThrows(KernelError.class, () -> RUNS.simulate(Kernels.withBody(placedAt("""
                    let mut at = 0;
                    let i = 0;
                    while i < 4 {
                        at = 0x1000;
                    }"""))));
        assertEquals("the while loop never ends: an iteration leaves every variable as it found it (at = 4096, "
                + "i = 0), so each runs the same way again", same.reason());
        assertEquals("k.rs:18:1", same.location().toString());
        long t0 = System.nanoTime();
        KernelError counting = assertThrows(KernelError.class, () -> RUNS.simulate(Kernels.withBody(placedAt("""
                    let mut at = 0;
                    loop {
                        at += 8;
                    }"""))));
        assertEquals("the loop did not end after 65536 iterations, the most a loop runs here (at = 524288)",
                counting.reason());
        assertTrue(System.nanoTime() - t0 < 5_000_000_000L);
        // a break no loop encloses leaves the kernel's body unread: a warning at the break, not a run
        assertEquals(List.of("Kernel::UNMODELLED at 16"), RUNS.rules(Kernels.withBody("    break;\n" + Kernels.addOne(0))));
        assertEquals(List.of("Kernel::UNMODELLED at 16"), RUNS.rules(Kernels.withBody(
                "    'outer: loop { break 'inner; }\n" + Kernels.addOne(0))));
    }

    @Test
    void aLoopIsAnExpressionWhoseValueItsBreakGives() {
        String l = """
                    let mut n = 0;
                    let at = loop {
                        n += 1;
                        if n * n > 8 {
                            break n * 0x1000;
                        }
                    } - SHIFT;""";
        assertEquals(overlap(l), rules(l.replace("SHIFT", "0x3000"))); // n = 3 is the first with n² > 8
        assertEquals(List.of(), rules(l.replace("SHIFT", "0x2000")));
        String tail = """
                    let at = {
                        let mut k = 0x8000;
                        loop {
                            k -= 0x1000;
                            if k == STOP { break k; }
                        }
                    };""";
        assertEquals(overlap(tail), rules(tail.replace("STOP", "0")));
        assertEquals(List.of(), rules(tail.replace("STOP", "0x4000")));
    }

    @Test
    void aLabelledBreakOrContinueLeavesTheLoopItNames() {
        String labelled = """
                    let mut at = 0;
                    let mut inner = 0;
                    'rows: for i in 0..4 {
                        let mut j = 0;
                        'cols: loop {
                            j += 1;
                            inner += 1;
                            if j > i { continue 'rows; }
                            if i * j == 4 { break 'rows; }
                            if j == 9 { break 'cols; }
                        }
                    }
                    at = inner * 0x1000 - ITERATIONS;""";
        // i = 0: j = 1 (continue); i = 1: j = 1, 2; i = 2: j = 1, 2 (2 * 2 == 4, break 'rows): 5 iterations
        assertEquals(overlap(labelled), rules(labelled.replace("ITERATIONS", "0x5000")));
        assertEquals(List.of(), rules(labelled.replace("ITERATIONS", "0x4000")));
        String whileLabel = """
                    let mut at = 0x7000;
                    'outer: while at > 0 {
                        for k in 0..3 {
                            if k == 1 { continue 'outer; }
                            at -= 0x1000;
                        }
                    }""";
        assertEquals(overlap(whileLabel), rules(whileLabel));
    }
}
