package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Structs the crate declares, their {@code impl} constants, associated functions and methods, and
 * functions written inside functions, on values known when the kernel is read: each computes the
 * DM address {@code at} of a copy of the add-one kernel's input (at DM address 0), so the
 * {@code DM::OVERLAP} finding (at 0) or its absence shows the value computed, as in
 * {@link LoopsAndPlacesTest}; verify and simulate read them alike.
 */
class StructsAndImplsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String PLAN = """
            struct Plan {
                base: u64,
                step: u64,
                flags: (bool, [u64; 2]),
            }

            #[derive(Clone, Copy)]
            struct Pair(u64, u64);

            struct Outer {
                plan: Plan,
                pair: Pair,
            }

            impl Plan {
                const STEP: u64 = 0x2000;

                const fn staging() -> Self {
                    Self { base: 0x1000, step: Self::STEP, flags: (true, [0x100, 0x200]) }
                }

                fn slot(&self, i: u64) -> u64 {
                    if self.flags.0 { self.base + i * self.step } else { self.flags.1[1] }
                }

                fn shifted(&self, by: u64) -> Plan {
                    Plan { base: self.base + by, ..Plan::staging() }
                }
            }

            impl Pair {
                fn sum(self) -> u64 {
                    self.0 + self.1
                }
            }

            const PAIR: Pair = Pair(0x3000, 0x1000);
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, PLAN);

    @Test
    void anAssociatedFunctionBuildsAStructWhoseMethodReadsItsFields() {
        String slot = """
                    let plan = Plan::staging();
                    let at = plan.slot(2) - 0x5000 + SHIFT;""";
        PLACED.assertAtIsShift(slot); // 0x1000 + 2 * 0x2000
        String fields = """
                    let plan = Plan { base: 0x4000, step: 0, flags: (false, [0x100, 0x8000]) };
                    let at = plan.slot(9) - plan.base * 2 + plan.flags.1[0] - WHICH;""";
        assertEquals(PLACED.overlap(fields), PLACED.rules(fields.replace("WHICH", "0x100")));
        assertEquals(List.of(), PLACED.rules(fields.replace("WHICH", "0")));
    }

    @Test
    void aStructUpdateTupleStructsNestedStructsAndStructConstantsReadTheirFields() {
        String nested = """
                    let outer = Outer { plan: Plan::staging().shifted(0x1000), pair: PAIR };
                    let at = outer.plan.base + outer.plan.step - outer.pair.sum() - SHIFT;""";
        // base 0x2000, step Plan::STEP 0x2000 (from ..Plan::staging()), the pair sums to 0x4000
        assertEquals(PLACED.overlap(nested), PLACED.rules(nested.replace("SHIFT", "0")));
        assertEquals(List.of(), PLACED.rules(nested.replace("SHIFT", "0").replace("0x1000)", "0x2000)")));
        String tuple = """
                    let p = Pair(0x1000, 0x2000).clone();
                    let at = Pair::sum(p) - p.1 - p.0;""";
        assertEquals(PLACED.overlap(tuple), PLACED.rules(tuple));
    }

    @Test
    void aTypeArgumentWithNoLayoutBindsNothingAndAWhereBoundIsLeftAside() {
        String typed = """
                    fn pick<T: Copy, const N: u64>(_x: T) -> u64
                    where
                        [(); N as usize]:,
                        T: Copy,
                    {
                        N
                    }
                    let at = pick::<usize, 0x1000>(1) + pick::<Pair, 0>(PAIR) - SHIFT;""";
        PLACED.assertOverlapOnlyAt(typed, "0x1000", "0");
    }

    @Test
    void simulateRunsWhatVerifyReads() {
        Simulation s = RUNS.simulate(Kernels.of(Kernels.withBodyText(RustShapesTest.placedAt("""
                    let plan = Plan::staging();
                    let at = plan.slot(1);""")) + PLAN));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void aFieldOrMethodTheStructLacksIsAnError() {
        KernelError field = PLACED.error("""
                    let plan = Plan { base: 0, step: 0, width: 2, flags: (true, [0, 0]) };
                    let at = plan.base;""");
        assertEquals("the struct Plan has no field width (it has: base, step, flags)", field.reason());
        KernelError method = PLACED.error("""
                    let at = Plan::staging().slots(1);""");
        assertEquals("Plan has no method slots", method.reason());
    }

    @Test
    void functionsInsideFunctionsAreScopedToThemAndSeeTheirConstants() {
        String prelude = """
                    const HERE: u64 = 0x3000;
                    fn through<const AT: u64>() -> u64 {
                        AT - HERE
                    }
                    let at = through::<HERE>() + other() - SHIFT;""";
        String text = Kernels.withBodyText(RustShapesTest.placedAt(prelude)) + """
                fn other() -> u64 {
                    fn through() -> u64 {
                        0x2000
                    }
                    through()
                }
                """;
        assertEquals(PLACED.overlap(prelude), RUNS.rules(Kernels.of(text.replace("SHIFT", "0x2000"))));
        assertEquals(List.of(), RUNS.rules(Kernels.of(text.replace("SHIFT", "0x1000"))));
    }
}
