package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Rust as engineers write it around a kernel's addresses: assignments to fields
 * ({@code s.x = …}, {@code s.t.0 += …}), {@code &mut self} methods, user enums matched by
 * variant (unit, tuple and struct variants, guards, {@code if let}, {@code matches!},
 * {@code ==}), generic structs with their impl's constants and methods, {@code const fn}
 * helpers, {@code const} blocks and module items a {@code macro_rules!} writes. Each computes the
 * DM address {@code at} of a copy of the add-one kernel's input (at DM address 0), so the
 * {@code DM::OVERLAP} finding (at 0) or its absence shows the value computed, as in
 * {@link StructsAndImplsTest}.
 */
class EnumsAndPlacesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            struct Cursor {
                at: u64,
                pair: (u64, u64),
            }

            impl Cursor {
                fn bump(&mut self, by: u64) {
                    self.at += by;
                    self.pair.1 = self.pair.0 + by;
                }

                fn twice(&mut self, by: u64) {
                    self.bump(by);
                    self.bump(by);
                }
            }

            #[derive(Clone, Copy, PartialEq)]
            enum Way {
                Plain,
                Offset(u64),
                At { base: u64, step: u64 },
            }

            impl Way {
                fn address(&self, i: u64) -> u64 {
                    match self {
                        Way::Plain => 0,
                        Self::Offset(d) if *d > 0x10 => *d + i * 0x1000,
                        Way::Offset(_) => 0x7000,
                        Way::At { base, step } => base + i * step,
                    }
                }
            }

            enum Choice<'a> {
                Fixed(u64),
                From(&'a Plan),
            }

            #[derive(Clone, Copy)]
            enum Pick<T: Copy> {
                One(T),
                Sum(T, T),
            }

            impl<T: Copy + core::ops::Add<Output = T>> Pick<T> {
                fn value(self) -> T {
                    match self {
                        Pick::One(v) => v,
                        Pick::Sum(a, b) => a + b,
                    }
                }
            }

            impl<'a> Choice<'a> {
                fn base(&self) -> u64 {
                    match self {
                        Choice::Fixed(at) => *at,
                        Choice::From(plan) => plan.base,
                    }
                }
            }

            struct Tiles<const N: u64> {
                base: u64,
            }

            impl<const N: u64> Tiles<N> {
                const SPAN: u64 = N * 0x1000;

                fn last(&self) -> u64 {
                    self.base + Self::SPAN - PAGE
                }
            }

            #[derive(Clone, Copy)]
            struct Plan {
                base: u64,
                step: u64,
            }

            impl Default for Plan {
                fn default() -> Self {
                    Plan { base: 0x1000, step: 0x1000 }
                }
            }

            trait Parted {
                const PARTS: u64;
                fn part(&self, i: u64) -> u64;
            }

            struct Halves;

            impl Parted for Halves {
                const PARTS: u64 = 2;
                fn part(&self, i: u64) -> u64 {
                    i * 0x4000
                }
            }

            const PAGE: u64 = 0x1000;

            const fn double(x: u64) -> u64 {
                x * 2
            }

            const BASE: u64 = double(0x800) + const { 3 * 0x1000 };

            macro_rules! slot_fn {
                ($name:ident, $step:expr) => {
                    const fn $name(i: u64) -> u64 {
                        i * $step
                    }
                    const LAST: u64 = $name(3);
                };
            }

            slot_fn!(slot, 0x1000);
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void anAssignmentToAFieldChangesThatFieldOfTheVariable() {
        String fields = """
                    let mut c = Cursor { at: 0x1000, pair: (0x2000, 0) };
                    c.at = c.at * 4;
                    c.pair.1 += c.pair.0 + 0x1000;
                    let at = c.at + c.pair.1 - c.pair.0 * 2 - 0x1000 - SHIFT;""";
        // at 0x4000, pair (0x2000, 0x3000): 0x4000 + 0x3000 - 0x4000 - 0x1000 = 0x2000
        PLACED.assertOverlapOnlyAt(fields, "0x2000", "0x1000");
    }

    @Test
    void aMutSelfMethodChangesTheVariableItIsCalledOn() {
        String bump = """
                    let mut c = Cursor { at: 0x1000, pair: (0x500, 0) };
                    c.twice(0x800);
                    let at = c.at + c.pair.1 - 0x2D00 + SHIFT;""";
        // two bumps: at 0x2000, pair.1 = 0x500 + 0x800
        PLACED.assertAtIsShift(bump);
    }

    @Test
    void aMatchOnAnEnumTakesTheArmOfItsVariantWithItsFields() {
        String variants = """
                    let ways = [Way::Plain, Way::Offset(0x2000), Way::Offset(0x4), Way::At { base: 0x1000, step: 0x800 }];
                    let at = ways[WHICH].address(2);""";
        assertEquals(PLACED.overlap(variants), PLACED.rules(variants.replace("WHICH", "0")));
        assertEquals(List.of(), PLACED.rules(variants.replace("WHICH", "1"))); // 0x4000
        assertEquals(List.of(), PLACED.rules(variants.replace("WHICH", "2"))); // the guard fails: 0x7000
        assertEquals(List.of(), PLACED.rules(variants.replace("WHICH", "3"))); // 0x2000
        assertEquals(PLACED.overlap(variants), PLACED.rules(variants.replace("WHICH", "3").replace("step: 0x800", "step: 0")
                .replace("base: 0x1000", "base: 0")));
        String tests = """
                    let w = Way::Offset(0x40);
                    let mut at = 0x1000;
                    if let Way::Offset(d) = w {
                        at -= d * 0x40;
                    }
                    if matches!(w, Way::Offset(x) if x > 0x100) || w == Way::Plain || w != Way::Offset(0x40) {
                        at += 0x1000;
                    }
                    at += SHIFT;""";
        PLACED.assertAtIsShift(tests);
    }

    /**
     * Generic enums are read as ones without their parameters: one over a lifetime, a variant
     * borrowing a struct, and one over a type, whose impl's method matches its variants.
     */
    @Test
    void genericEnumsHoldTheValuesTheirVariantsAreBuiltWith() {
        String borrowed = """
                    let plan = Plan { base: 0x3000, step: 0 };
                    let choices = [Choice::Fixed(0x1000), Choice::From(&plan)];
                    let at = choices[0].base() + choices[1].base() - 0x4000 + SHIFT;""";
        // 0x1000 + 0x3000 - 0x4000
        PLACED.assertAtIsShift(borrowed);
        String typed = """
                    let picks: [Pick<u64>; 2] = [Pick::One(0x1000), Pick::Sum(0x2000, 0x800)];
                    let at = picks[0].value() + picks[1].value() - 0x3800 + SHIFT;""";
        // 0x1000 + 0x2800 - 0x3800
        PLACED.assertAtIsShift(typed);
    }

    @Test
    void aGenericStructBindsItsParameterForItsImplsConstantsAndMethods() {
        String tiles = """
                    let t = Tiles::<4> { base: 0x1000 };
                    let u: Tiles<2> = Tiles { base: 0 };
                    let at = t.last() - Tiles::<4>::SPAN + u.last() - SHIFT;""";
        // 0x4000 - 0x4000 + 0x1000
        PLACED.assertOverlapOnlyAt(tiles, "0x1000", "0");
        KernelError missing = assertThrows(KernelError.class, () -> PLACED.rules("""
                    let t = Tiles { base: 0 };
                    let at = t.base;"""));
        assertEquals("the struct Tiles takes 1 generic argument (N): write Tiles::<…> { … } or annotate the let",
                missing.reason());
    }

    @Test
    void constFunctionsConstBlocksAndMacroWrittenItemsAreModuleItems() {
        String items = """
                    let at = BASE + slot(2) + LAST - 0x8000 - SHIFT;""";
        // 0x1000 + 0x3000 + 0x2000 + 0x3000 - 0x8000
        PLACED.assertOverlapOnlyAt(items, "0x1000", "0");
    }

    @Test
    void assertionsThatHoldAreTransparentAndAFailingOneIsWhereTheKernelPanics() {
        String checked = """
                    let at = match Way::Plain { Way::Plain => 0x1000, _ => unreachable!("no other way") };
                    assert!(at % 0x1000 == 0, "aligned: {}", at);
                    assert_eq!(at, 0x1000);
                    debug_assert_ne!(at, 0, "placed");
                    let at = at - SHIFT;""";
        PLACED.assertOverlapOnlyAt(checked, "0x1000", "0");
        List<String> failing = PLACED.rules(checked.replace("assert_eq!(at, 0x1000)", "assert_eq!(at, 0x2000)")
                .replace("SHIFT", "0"));
        assertEquals(1, failing.size(), failing.toString());
        assertTrue(failing.get(0).startsWith("Kernel::UNMODELLED at "), failing.toString());
    }

    @Test
    void aLetDestructuresAStructAndALetElseRunsItsBlockWhenThePatternFails() {
        String lets = """
                    let Plan { base, step: s } = Plan { step: 0x2000, ..Default::default() };
                    let p: Plan = Default::default();
                    let (x, Plan { step, .. }) = (base, p);
                    let Way::At { base: b, .. } = Way::At { base: 0x3000, step: 0 } else { return; };
                    let at = b + x + s + step - 0x7000 + SHIFT;""";
        // 0x3000 + 0x1000 + 0x2000 + 0x1000
        PLACED.assertAtIsShift(lets);
        String otherwise = """
                    let mut at = 0x1000;
                    for w in [Way::Plain, Way::Offset(0x1000)] {
                        let Way::Offset(d) = w else { continue; };
                        at -= d;
                    }
                    at += SHIFT;""";
        PLACED.assertAtIsShift(otherwise);
    }

    @Test
    void aUnitStructIsAValueAndATraitImplGivesItsConstantsAndMethods() {
        String unit = """
                    let h = Halves;
                    let at = h.part(Halves::PARTS - 1) - 0x4000 + SHIFT;""";
        PLACED.assertAtIsShift(unit);
    }

    @Test
    void anAssignmentToAnItemSetsItAndOneThroughWhatIsNoReferenceIsAnError() {
        PLACED.assertAtIsShift("""
                    let mut a = [0, 0x1000];
                    a[1] -= 0x1000;
                    a[0] = a[1] + SHIFT;
                    let at = a[0];""");
        // *&mut b = a writes b through the reference
        PLACED.assertAtIsShift("""
                    let a = SHIFT;
                    let mut b = 1;
                    *&mut b = a;
                    let at = b;""");
        assertEquals("*b.iter().next().unwrap() is not a reference to a variable of known value (b.iter().next().unwrap() is the "
                + "integer 1); pass &mut of a let mut variable", PLACED.error("""
                    let mut a = 0;
                    let b = [1];
                    *b.iter().next().unwrap() = a;
                    let at = a;""").reason());
    }
}
