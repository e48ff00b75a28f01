package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Type parameters bound to the crate's struct types and the traits they implement: {@code T::X}
 * and {@code T::f()} in a generic helper (the type given by a turbofish or inferred from an
 * argument), a trait's default constants and methods with {@code Self} the type they are called
 * on, {@code <T as Trait>::X}, and a struct generic over a type ({@code Plan<T: Tiling>}). Each
 * computes the DM address {@code at} of a copy of the add-one kernel's input (at 0), so a
 * {@code DM::OVERLAP} finding at 0, or none, shows the value computed ({@link PlacedCopies}).
 */
class TraitGenericsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String TILING = """
            const BASE: u64 = 0x1000;
            trait Tiling {
                const PARTS: u64;
                const STEP: u64 = 0x1000;
                const SPAN: u64 = Self::PARTS * Self::STEP;
                fn slot(i: u64) -> u64 { Self::STEP * i }
                fn source(&self, j: u64) -> u64 { j }
            }
            struct Quarters;
            impl Tiling for Quarters {
                const PARTS: u64 = 4;
            }
            struct Turned { turn: u64 }
            impl Tiling for Turned {
                const PARTS: u64 = 4;
                const STEP: u64 = BASE * 2;
                fn source(&self, j: u64) -> u64 { (j + self.turn) % Self::PARTS }
            }
            fn span<T: Tiling>() -> u64 { T::PARTS * T::STEP }
            fn last_slot<T>(t: &T) -> u64 where T: Tiling { T::slot(t.source(T::PARTS - 1)) }
            struct Reversed<T: Tiling> { inner: T }
            impl<T: Tiling> Tiling for Reversed<T> {
                const PARTS: u64 = T::PARTS;
                fn source(&self, j: u64) -> u64 { self.inner.source(T::PARTS - 1 - j) }
            }
            trait Pick { fn pick(&self) -> u64; }
            impl Pick for Turned { fn pick(&self) -> u64 { self.turn } }
            fn picked(p: &dyn Pick) -> u64 { p.pick() }
            fn sourced(t: impl Tiling, j: u64) -> u64 { t.source(j) }
            struct Plan<T: Tiling> { tiling: T, base: u64 }
            impl<T: Tiling> Plan<T> {
                fn new(tiling: T) -> Self { Plan { tiling, base: T::STEP } }
                fn at(&self, i: u64) -> u64 { self.base + <T as Tiling>::STEP * self.tiling.source(i) }
            }
            struct Marked<T: Tiling> { base: u64, marker: PhantomData<T> }
            impl<T: Tiling> Marked<T> {
                fn at(&self, i: u64) -> u64 { self.base + T::STEP * i }
            }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, TILING);

    @Test
    void aTypeParameterReadsTheConstantsOfTheTypeItIsBoundTo() {
        // 4 pages of Quarters' default step, 4 of Turned's own two
        PLACED.assertAtIsShift("    let at = span::<Quarters>() - 0x4000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = span::<Turned>() - 0x8000 + SHIFT;");
    }

    @Test
    void aDefaultConstantReadsSelfAsTheTypeItIsReachedThrough() {
        // Quarters: 4 · 0x1000; Turned: 4 · 0x2000, through a type parameter too
        PLACED.assertAtIsShift("    let at = Quarters::SPAN - 0x4000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = <Turned as Tiling>::SPAN - 0x8000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = span::<Turned>() - Turned::SPAN + SHIFT;");
    }

    @Test
    void aDefaultMethodReadsSelfAsTheTypeItIsCalledOn() {
        PLACED.assertAtIsShift("    let at = Quarters::slot(3) - 0x3000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = Turned::slot(3) - 0x6000 + SHIFT;");
        // the default source of Quarters, Turned's own
        PLACED.assertAtIsShift("    let at = Quarters.source(2) + Turned { turn: 3 }.source(2) - 3 + SHIFT;");
    }

    @Test
    void aTypeParameterIsInferredFromTheArgumentOfItsType() {
        // Turned: slot(source(3)) = slot(0) = 0; Quarters: slot(3) = 0x3000
        PLACED.assertAtIsShift("    let at = last_slot(&Turned { turn: 1 }) + SHIFT;");
        PLACED.assertAtIsShift("    let at = last_slot(&Quarters) - 0x3000 + SHIFT;");
    }

    @Test
    void aStructGenericOverATypeCarriesItToItsMethods() {
        PLACED.assertAtIsShift("    let at = Plan::new(Quarters).at(2) - 0x3000 + SHIFT;");
        // base 0, Turned's step 0x2000, source(1) = 3
        PLACED.assertAtIsShift("    let plan: Plan<Turned> = Plan { tiling: Turned { turn: 2 }, base: 0 };\n"
                + "    let at = plan.at(1) - 0x6000 + SHIFT;");
        // T inferred from the field of type T, as Rust infers it
        PLACED.assertAtIsShift("    let plan = Plan { tiling: Turned { turn: 2 }, base: 0 };\n"
                + "    let at = plan.at(1) - 0x6000 + SHIFT;");
    }

    /** {@code PhantomData}, however its path is written, is a value of no data; the struct's type argument is read. */
    @Test
    void aMarkerHoldsTheTypeAStructDoesNotStore() {
        // Turned's step 0x2000 · 2
        PLACED.assertAtIsShift("    let m = Marked::<Turned> { base: 0, marker: PhantomData };\n"
                + "    let at = m.at(2) - 0x4000 + SHIFT;");
        // 0x1000 + Quarters' step 0x1000 · 3
        PLACED.assertAtIsShift("    let m: Marked<Quarters> = Marked { base: 0x1000, marker: std::marker::PhantomData };\n"
                + "    let at = m.at(3) - 0x4000 + SHIFT;");
        PLACED.assertAtIsShift("    let m = Marked::<Quarters> { base: 0, marker: core::marker::PhantomData::<Quarters> };\n"
                + "    let at = m.at(1) - 0x1000 + SHIFT;");
    }

    @Test
    void aGenericImplOfATraitReadsItsTypesArguments() {
        // Reversed<Quarters>: slot(source(3)) = slot(Quarters.source(0)) = 0
        PLACED.assertAtIsShift("    let at = last_slot(&Reversed { inner: Quarters }) + SHIFT;");
        // Reversed<Turned { turn: 1 }>: source(1) = Turned.source(2) = 3
        PLACED.assertAtIsShift("    let r = Reversed { inner: Turned { turn: 1 } };\n"
                + "    let at = r.source(1) * 0x1000 - 0x3000 + SHIFT;");
        PLACED.assertAtIsShift("    let at = Reversed::<Turned>::PARTS * 0x1000 - 0x4000 + SHIFT;");
    }

    @Test
    void aTraitObjectOrAnImplTraitArgumentCallsTheMethodsOfItsValuesType() {
        PLACED.assertAtIsShift("    let at = (picked(&Turned { turn: 3 }) - 3) * 0x1000 + SHIFT;");
        // Quarters' default source(2) = 2, Turned { turn: 1 }'s own (2 + 1) % 4 = 3
        PLACED.assertAtIsShift("    let at = (sourced(Quarters, 2) + sourced(Turned { turn: 1 }, 2) - 5) * 0x1000 + SHIFT;");
    }

    @Test
    void aTraitConstantWithoutADefaultThatTheImplLeavesOutIsAnError() {
        KernelError e = assertThrows(KernelError.class, () -> RUNS.simulate(Kernels.of(Kernels.withBodyText(
                RustShapesTest.placedAt("    let at = span::<Bare>();")) + TILING
                + "struct Bare;\nimpl Tiling for Bare {}\n")));
        assertEquals("T is Bare, which has no constant PARTS (neither its impl nor a default of its traits gives one)",
                e.reason());
    }
}
