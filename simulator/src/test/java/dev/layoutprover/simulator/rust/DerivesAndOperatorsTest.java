package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Items engineers write around a kernel: a {@code #[derive(Default)]} struct's {@code default()},
 * an {@code impl std::ops::Add} (its {@code type Output = Page;} naming the struct) called by
 * {@code +}, and a {@code static} table read as a constant; each computes the DM address
 * {@code at} of a copy of the add-one kernel's input ({@link PlacedCopies}).
 */
class DerivesAndOperatorsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            #[derive(Default, Clone, Copy)]
            struct Inner { at: u64, on: bool }
            #[derive(Clone, Default)]
            struct Plan { base: u64, inner: Inner, slots: [u64; 3], pair: (u64, bool), next: Option<u64>,
                    list: Vec<u64>, scale: f32 }
            #[derive(Default)]
            struct Wrapped(u64, Inner);
            #[derive(Clone, Copy)]
            struct Page(u64);
            impl std::ops::Add for Page {
                type Output = Page;
                fn add(self, other: Page) -> Page { Page(self.0 + other.0) }
            }
            impl std::ops::Mul<u64> for Page {
                type Output = Page;
                fn mul(self, k: u64) -> Page { Page(self.0 * k) }
            }
            static PAGES: [u64; 2] = [0x1000, 0x2000];
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void aDerivedDefaultIsEachFieldsDefault() {
        PLACED.assertAtIsShift("""
                    let p = Plan::default();
                    let q: Plan = Default::default();
                    let w = Wrapped::default();
                    let zeros = p.base + p.inner.at + p.slots[2] + p.pair.0 + p.list.len() as u64 + w.0 + w.1.at;
                    let off = p.inner.on || p.pair.1 || p.next.is_some() || q.base != 0;
                    let at = zeros + if off { 1 } else { SHIFT };
                """);
        PLACED.assertAtIsShift("""
                    let p = Plan { base: 0x40, ..Default::default() };
                    let at = p.base - 0x40 + p.slots.len() as u64 - 3 + SHIFT;
                """);
    }

    @Test
    void anOperatorCallsTheCratesImpl() {
        PLACED.assertAtIsShift("""
                    let p = Page(0x1000) + Page(0x2000) * 2;
                    let at = p.0 - 0x5000 + SHIFT;
                """);
        KernelError e = PLACED.error("""
                    let p = Page(1) - Page(1);
                    let at = p.0;
                """);
        assertEquals("'-' on Page needs its impl std::ops::Sub, which the crate does not have", e.reason());
    }

    @Test
    void aStaticIsReadAsAConstant() {
        PLACED.assertAtIsShift("""
                    let at = PAGES[1] - PAGES[0] - 0x1000 + SHIFT;
                """);
    }
}
