package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.util.Set;

/**
 * The methods the standard library gives {@code Option} and {@code Result}, and iterators, slices,
 * arrays and {@code Vec}: one the simulator does not compute ({@code r.map_err(…)},
 * {@code it.reduce(…)}) is valid Rust it does not model, so the function calling it is left
 * unmodelled ({@link Unmodelled}) and the file's other functions are still read; any other name is
 * the read error rustc reports too.
 *
 * <p>Example: {@code StdMethodNames.onOption(at, "map_err", error)} is an {@link Unmodelled};
 * {@code onOption(at, "fetch", error)} is {@code error}.
 */
final class StdMethodNames {

    private static final Set<String> OPTION_RESULT = Set.of("and", "and_then", "as_deref", "as_deref_mut", "as_mut",
            "as_ref", "clone", "cloned", "cmp", "copied", "eq", "err", "expect", "expect_err", "filter", "flatten",
            "get_or_insert", "get_or_insert_with", "insert", "inspect", "inspect_err", "into_iter", "is_err",
            "is_err_and", "is_none", "is_none_or", "is_ok", "is_ok_and", "is_some", "is_some_and", "iter", "iter_mut",
            "map", "map_err", "map_or", "map_or_else", "ok", "ok_or", "ok_or_else", "or", "or_else", "replace", "take",
            "take_if", "transpose", "unwrap", "unwrap_err", "unwrap_or", "unwrap_or_default", "unwrap_or_else",
            "unzip", "xor", "zip");

    private static final Set<String> SEQUENCE = Set.of("all", "any", "append", "binary_search", "by_ref",
            "capacity", "chain", "chunks", "chunks_exact", "clear", "clone", "cloned", "cmp", "collect", "concat",
            "contains", "copied", "count", "cycle", "dedup", "drain", "ends_with", "enumerate", "eq", "extend",
            "extend_from_slice", "fill", "filter", "filter_map", "find", "find_map", "first", "first_mut", "flat_map",
            "flatten", "fold", "for_each", "fuse", "get", "get_mut", "inspect", "insert", "into_iter", "is_empty",
            "is_sorted", "iter", "iter_mut", "join", "last", "last_mut", "len", "map", "map_while", "max", "max_by",
            "max_by_key", "min", "min_by", "min_by_key", "next", "next_back", "nth", "nth_back", "partition",
            "peekable", "pop", "position", "product", "push", "rchunks", "reduce", "remove", "repeat", "resize",
            "retain", "rev", "reverse", "rotate_left", "rotate_right", "rposition", "rsplit", "scan", "skip",
            "skip_while", "sort", "sort_by", "sort_by_key", "sort_unstable", "split", "split_at", "split_first",
            "split_last", "starts_with", "step_by", "sum", "swap", "take", "take_while", "to_vec", "truncate",
            "try_fold", "try_for_each", "unzip", "windows", "zip", "as_slice", "as_mut_slice", "into_boxed_slice");

    private StdMethodNames() {}

    /** {@code error}, or an {@link Unmodelled} when {@code Option} or {@code Result} has the method {@code name}. */
    static KernelError onOption(Location at, String name, KernelError error) {
        return OPTION_RESULT.contains(name) ? unmodelled(at, name, "an Option or Result") : error;
    }

    /** {@code error}, or an {@link Unmodelled} when iterators, slices or {@code Vec} have the method {@code name}. */
    static KernelError onSequence(Location at, String name, KernelError error) {
        return SEQUENCE.contains(name) ? unmodelled(at, name, "an iterator, slice or Vec") : error;
    }

    private static Unmodelled unmodelled(Location at, String name, String of) {
        return new Unmodelled(at, "." + name, "the simulator does not model ." + name + " of " + of + " yet");
    }
}
