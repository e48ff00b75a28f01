package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A {@code Vec}'s in-place edits by index and closure ({@link VecEdits}), the slice queries
 * {@code contains}, {@code first}, {@code concat} and {@code partition}, {@code clamp}, boxed closures and
 * {@code std::iter::zip} and {@code once}: each computes the DM address {@code at} of a copy of
 * the add-one kernel's input ({@link PlacedCopies}).
 */
class VecEditsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    @Test
    void swapRemoveRetainAndDedupChangeTheVariable() {
        // [3, 1, 2, 2, 5] -> swap 0, 4: [5, 1, 2, 2, 3] -> remove(1) = 1: [5, 2, 2, 3] -> dedup: [5, 2, 3]
        // -> retain odd: [5, 3]
        PLACED.assertAtIsShift("""
                    let mut v = vec![3u64, 1, 2, 2, 5];
                    v.swap(0, 4);
                    let removed = v.remove(1);
                    v.dedup();
                    let three = v.len();
                    v.retain(|&x| x % 2 == 1);
                    let at = v[0] * 100 + v[1] * 10 + removed + three - 534 + SHIFT;
                """);
    }

    @Test
    void sortByKeyAndSortByAreStable() {
        // by k % 3: [3, 6, 1, 4, 7] keeps 3 before 6 and 1 before 4 before 7; reversed by cmp: [7, 6, 4, 3, 1]
        PLACED.assertAtIsShift("""
                    let mut v = vec![1u64, 3, 4, 6, 7];
                    v.sort_by_key(|&k| k % 3);
                    let keyed = v[0] * 10000 + v[1] * 1000 + v[2] * 100 + v[3] * 10 + v[4];
                    v.sort_by(|a, b| b.cmp(a));
                    let at = keyed - 36147 + v[0] * 10 + v[4] - 71 + SHIFT;
                """);
    }

    @Test
    void containsFirstConcatAndClamp() {
        PLACED.assertAtIsShift("""
                    let v = [[1u64, 2], [3, 4]].concat();
                    let first = v.first().copied().unwrap();
                    let (odd, even): (Vec<u64>, Vec<u64>) = v.iter().partition(|&&x| x % 2 == 1);
                    let seen = v.contains(&3) && !v.contains(&9) && odd == vec![1, 3] && even == vec![2, 4];
                    let clamped = 9u64.clamp(2, 5) + 0u64.clamp(2, 5);
                    let at = v.len() as u64 + first + clamped - 12 + if seen { SHIFT } else { 1 };
                """);
        KernelError e = PLACED.error("""
                    let at = 3u64.clamp(5, 2);
                """);
        assertEquals(".clamp takes two integers, the first not above the second: the host code panics otherwise",
                e.reason());
    }

    @Test
    void boxedClosuresAndStdIterFunctions() {
        PLACED.assertAtIsShift("""
                    let fs: Vec<Box<dyn Fn(u64) -> u64>> = vec![Box::new(|k| k * 2), Box::new(move |k| k + 1)];
                    let pairs: Vec<(u64, u64)> = std::iter::zip(0..3u64, [7u64, 8, 9]).collect();
                    let one: Vec<u64> = std::iter::once(4u64).chain(5..6).collect();
                    let at = fs[0](3) + fs[1](3) + pairs[2].0 + pairs[2].1 + one[1] - 26 + SHIFT;
                """);
    }

    @Test
    void aStandardLibraryFunctionNotModelledIsNamedAsOne() {
        KernelError e = PLACED.error("""
                    let v: Vec<u64> = std::iter::repeat_with(|| 1u64).take(4).collect();
                    let at = v[0];
                """);
        assertEquals("the reader does not model the standard library's std::iter::repeat_with (of its free functions "
                + "it reads std::mem::swap, replace and size_of, std::cmp::min and max, std::array::from_fn, std::iter::zip, "
                + "once, repeat, repeat_n and successors, and Box::new)", e.reason());
        assertEquals(16, e.location().line());
        assertEquals(23, e.location().column()); // at std::iter::repeat
    }

    @Test
    void aStandardLibraryMethodNotModelledLeavesTheFunctionUnmodelled() {
        KernelError reduce = PLACED.error("    let at = [1u64, 2].iter().copied().reduce(|a, b| a + b).unwrap();");
        assertEquals(Unmodelled.class, reduce.getClass());
        assertEquals("the simulator does not model .reduce of an iterator, slice or Vec yet", reduce.reason());
        KernelError mapErr = PLACED.error("    let at = u64::try_from(7i64).map_err(|_| 0u64).unwrap();");
        assertEquals(Unmodelled.class, mapErr.getClass());
        assertEquals("the simulator does not model .map_err of an Option or Result yet", mapErr.reason());
        // a name no std type has is rustc's error too
        KernelError unknown = PLACED.error("    let at = Some(1u64).fetch();");
        assertFalse(unknown instanceof Unmodelled, unknown.reason());
        assertTrue(unknown.reason().startsWith("unknown method 'fetch' on an Option"), unknown.reason());
    }

    @Test
    void aNoneWithItsTypeWrittenIsNone() {
        PLACED.assertAtIsShift("    let at = None::<u64>.unwrap_or(SHIFT);");
    }

    @Test
    void anIndexPastTheEndIsWhereTheHostCodePanics() {
        KernelError e = PLACED.error("""
                    let mut v = vec![1u64];
                    let at = v.remove(1);
                """);
        assertEquals(".remove takes an index below the length 1, got the integer 1: the host code panics there",
                e.reason());
    }
}
