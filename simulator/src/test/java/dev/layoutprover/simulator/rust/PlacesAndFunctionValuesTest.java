package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Host code that changes a list's items in place ({@code iter_mut()}, {@code for x in &mut v}) or
 * an {@code Option} variable ({@code take()}, {@code replace(x)}, read by {@code as_ref()}),
 * calls a function a helper returned ({@code fn pick(…) -> fn(u64) -> u64}), and binds tensors by
 * a tuple {@code let}: each computes the DM address {@code at} of a copy of the add-one kernel's
 * input ({@link PlacedCopies}), or names the tensors of a finding.
 */
class PlacesAndFunctionValuesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ITEMS = """
            fn pick(up: bool) -> fn(u64) -> u64 {
                fn double(k: u64) -> u64 { k * 2 }
                fn half(k: u64) -> u64 { k / 2 }
                if up { double } else { half }
            }
            fn shifted(by: u64) -> impl Fn(u64) -> u64 {
                move |k| k + by
            }
            struct Page(u64);
            fn page_of(k: u64) -> u64 { k * 0x1000 }
            fn times<const K: u64>(k: u64) -> u64 { k * K }
            fn bump(v: &mut Vec<u64>) {
                for x in v.iter_mut() {
                    *x += 1;
                }
            }
            """;

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, ITEMS);

    @Test
    void iterMutWritesEachItemOfTheVariable() {
        // [0, 1, 2, 3] becomes [0, 10, 20, 30], then [1, 11, 21, 31]: the sum is 64
        PLACED.assertAtIsShift("""
                    let mut steps = [0u64; 4];
                    for (k, s) in steps.iter_mut().enumerate() {
                        *s = k as u64 * 10;
                    }
                    let mut v: Vec<u64> = steps.to_vec();
                    bump(&mut v);
                    let at = v.iter().sum::<u64>() - 64 + steps[3] - 30 + SHIFT;
                """);
        PLACED.assertAtIsShift("""
                    let mut v = vec![5u64, 6];
                    for x in &mut v {
                        *x *= 2;
                    }
                    v.iter_mut().for_each(|x| *x += 1);
                    let at = v[0] * v[1] - 143 + SHIFT;
                """);
    }

    @Test
    void anItemOfAnArrayOfArraysIsAssigned() {
        // grid[2][1] = 5, then += 1: 6; grid[0][0] takes it; grid[1] is untouched
        PLACED.assertAtIsShift("""
                    let mut grid = [[0u64; 2]; 3];
                    grid[2][1] = 5;
                    grid[2][1] += 1;
                    grid[0][0] = grid[2][1];
                    let at = grid[0][0] * 10 + grid[2][1] - 66 + grid[1][0] + grid[1][1] + grid[2][0] + SHIFT;
                """);
    }

    @Test
    void takeAndReplaceChangeTheOptionVariable() {
        // take leaves None behind, replace puts Some(7) there: 0x1000 + 5 + 7 - 0x100c is 0
        PLACED.assertAtIsShift("""
                    let mut slot = Some(0x1000u64);
                    let first = slot.take().unwrap();
                    let gone = slot.is_none();
                    let old = slot.replace(5);
                    let mut other = Some(5u64);
                    let five = other.replace(7).unwrap();
                    let seven = *other.as_ref().unwrap();
                    let at = first + five + seven - 0x100c + SHIFT + if gone && old.is_none() { 0 } else { 1 };
                """);
    }

    @Test
    void aFunctionAHelperReturnedIsCalled() {
        PLACED.assertAtIsShift("""
                    let f = pick(true);
                    let g = pick(false);
                    let h = shifted(3);
                    let at = f(8) + g(8) + h(1) - 24 + SHIFT;
                """);
    }

    @Test
    void aGenericFunctionNamedWithItsArgumentsIsCalledWithThem() {
        // times::<3>(5) = 15, then [1, 2] mapped by times::<4>: 4 and 8
        PLACED.assertAtIsShift("""
                    let f = times::<3>;
                    let fours: Vec<u64> = [1u64, 2].iter().copied().map(times::<4>).collect();
                    let at = f(5) - 15 + fours[0] * fours[1] - 32 + SHIFT;
                """);
    }

    @Test
    void aFunctionNamedWhereAClosureGoesIsCalledAsOne() {
        // map(page_of): 0x1000, 0x2000; map(Page) then .0; map(u64::from) of u8s; Some and unwrap_or
        PLACED.assertAtIsShift("""
                    let pages: Vec<u64> = (1..3u64).map(page_of).collect();
                    let wrapped: Vec<u64> = pages.iter().copied().map(Page).map(|p| p.0).collect();
                    let widened: Vec<u64> = [1u8, 2].iter().copied().map(u64::from).collect();
                    let some = pages.first().copied().and_then(Some).unwrap_or(0);
                    let at = wrapped[1] - 0x2000 + widened[0] + widened[1] - 3 + some - 0x1000 + SHIFT;
                """);
        KernelError e = PLACED.error("""
                    let v: Vec<u64> = [Some(1u64)].iter().copied().map(Option::unwrap).collect();
                    let at = v[0];
                """);
        assertEquals("the method Option::unwrap named as a value is not read: write the closure calling it "
                + "(|x| x.unwrap(…))", e.reason());
    }

    @Test
    void iterMutOfAFieldNamesWhatItChanges() {
        KernelError e = PLACED.error("""
                    let mut t = ([0u64; 2], 1u64);
                    for x in t.0.iter_mut() { *x = 1; }
                    let at = 0;
                """);
        assertEquals("iter_mut() changes the items of a variable here (let mut v = …; v.iter_mut()), not of field",
                e.reason());
    }

    @Test
    void aTupleLetNamesEachTensorInFindings() {
        String commit = "ctx.main.begin(dm.view())" + Kernels.ADD_ONE_STAGES + ".commit::<m![A % 8]>(1 << 12)";
        String body = "    let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);\n"
                + "    let (first, second) = (" + commit + ", " + commit + ");\n"
                + "    first.to_hbm(&mut ctx.tdma, 1 << 20)";
        List<String> messages = Verification.run(Kernels.withBody(body), RUNS.prover).findings().stream()
                .map(f -> f.rule() + ": " + f.message()).toList();
        assertEquals(List.of("DM::OVERLAP: DM tensor first at [4096, 4128) is read after second at [4096, 4128) "
                + "overwrote it"), messages);
    }
}
