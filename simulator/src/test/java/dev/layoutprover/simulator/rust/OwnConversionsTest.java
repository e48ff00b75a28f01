package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The crate's own {@code From} and {@code TryFrom} impls: {@code T::from(x)}, {@code x.into()}
 * and {@code x.try_into()} choose the impl by the value's type and the type it becomes, as
 * rustc does; each computes the DM address {@code at} of a copy of the add-one kernel's input,
 * so a {@code DM::OVERLAP} finding at 0, or none, shows the value ({@link PlacedCopies}).
 */
class OwnConversionsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            #[derive(Clone, Copy)]
            struct Page(u64);
            struct Bytes(u64);
            impl From<Page> for u64 {
                fn from(p: Page) -> u64 { p.0 * 0x1000 }
            }
            impl From<u64> for Page {
                fn from(k: u64) -> Self { Page(k / 0x1000) }
            }
            impl From<Page> for Bytes {
                fn from(p: Page) -> Bytes { Bytes(p.0 * 0x1000 + 1) }
            }
            impl TryFrom<u64> for Bytes {
                type Error = ();
                fn try_from(k: u64) -> Result<Self, ()> { if k < 0x10000 { Ok(Bytes(k)) } else { Err(()) } }
            }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void fromPicksTheImplByTheArgumentsTypeAndThePathsType() {
        // Page(3) is 0x3000 as a u64 and 0x3001 as Bytes
        PLACED.assertAtIsShift("""
                    let p = Page(3);
                    let at = u64::from(p) - 0x3000 + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let b = Bytes::from(Page(3));
                    let at = b.0 - 0x3001 + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let p = Page::from(0x5000);
                    let at = (p.0 - 5) * 0x1000 + SHIFT + u64::from(7u8) - 7;
                """);
    }

    @Test
    void intoPicksTheImplByTheLetsType() {
        PLACED.assertAtIsShift("""
                    let p: Page = 0x4000.into();
                    let n: u64 = p.into();
                    let b: Bytes = p.into();
                    let at = n + b.0 - 0x8001 + SHIFT;
                """);
    }

    @Test
    void tryFromAndTryIntoGiveTheImplsResult() {
        PLACED.assertAtIsShift("""
                    let b = Bytes::try_from(0x2000).unwrap();
                    let far = Bytes::try_from(0x20000).is_err();
                    let c: Bytes = (0x2000 as u64).try_into().unwrap();
                    let at = b.0 + c.0 - 0x4000 + if far { SHIFT } else { 1 };
                """);
    }

    @Test
    void anIntegersTryIntoNeedsItsTargetWritten() {
        PLACED.assertAtIsShift("""
                    let small: u8 = 200u64.try_into().unwrap();
                    let big = u8::try_from(300u64).is_err();
                    let at = small as u64 - 200 + if big { SHIFT } else { 1 };
                """);
        KernelError e = PLACED.error("""
                    let at = [5u64].iter().map(|&k| k.try_into().unwrap()).sum::<u64>();
                """);
        assertEquals("5.try_into(): the type it becomes is not written here (write T::try_from(…) or let x: T = "
                + "….try_into().unwrap())", e.reason());
    }

    @Test
    void anIntoOfSeveralTargetsNamesThemAndAsksForTheType() {
        KernelError e = PLACED.error("""
                    let p = Page(1);
                    let at = p.into();
                """);
        assertEquals(".into() converts a Page {0=1} by one of 2 impls (Bytes::from<Page>, u64::from<Page>): write "
                + "the type it becomes (let x: T = ….into(), or T::from(…))", e.reason());
    }

    private static final PlacedCopies GENERIC = new PlacedCopies(RUNS, """
            struct Wide { v: u64 }
            impl<T: Into<u64>> From<T> for Wide {
                fn from(t: T) -> Self { Wide { v: t.into() * 2 } }
            }
            """);

    @Test
    void aGenericImplTakesAnyValueWhereItsTargetIsKnown() {
        // Wide::from(5u32) doubles to 10; let w: Wide = 7u8.into() to 14; twice from 1: 4
        GENERIC.assertAtIsShift("""
                    let a = Wide::from(5u32);
                    let b: Wide = 7u8.into();
                    let c = Wide::from(Wide::from(1u8).v);
                    let at = a.v * 100 + b.v * 10 + c.v - 1144 + SHIFT;
                """);
    }
}
