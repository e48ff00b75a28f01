package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.rust.InterpreterValues.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The known values of a kernel's control flow: comparisons and boolean logic ({@code chunk % 2 == 0},
 * {@code a && b}), ranges and arrays of constants ({@code 0..19}, {@code [0x8000, 0xc000]}), their
 * indexing and the iterator methods a {@code for} loop uses ({@code .iter()}, {@code .enumerate()},
 * {@code .len()}), and numeric casts ({@code i as u64}).
 *
 * <p>Example: {@code for (g, addr) in ADDRS.iter().enumerate()} runs over the tuples
 * {@code (0, 0x8000)}, {@code (1, 0xc000)}, ….
 */
final class Logic {

    /** The longest range a loop is unrolled over. */
    static final long MAX_RANGE = 1 << 20;

    private Logic() {}

    static boolean isLogic(String op) {
        return switch (op) {
            case "==", "!=", "<", "<=", ">", ">=", "&&", "||", "&", "|", "^" -> true;
            default -> false;
        };
    }

    static Object binary(Ast.Binary b, Supplier<Object> left, Supplier<Object> right) {
        Object l = left.get();
        if (l == InterpreterValues.POISON) {
            return l;
        }
        if (b.op().equals("&&") || b.op().equals("||")) {
            boolean lv = bool(b.left(), l);
            if (b.op().equals("&&") ? !lv : lv) {
                return lv;
            }
            Object r = right.get();
            return r == InterpreterValues.POISON ? r : bool(b.right(), r);
        }
        Object r = right.get();
        if (r == InterpreterValues.POISON) {
            return r;
        }
        if (l instanceof Boolean x && r instanceof Boolean y) {
            return switch (b.op()) {
                case "==" -> x.equals(y);
                case "!=" -> !x.equals(y);
                case "&" -> x & y;
                case "|" -> x | y;
                case "^" -> x ^ y;
                default -> throw new KernelError(b.at(), "the operator " + b.op() + " takes numbers, not booleans");
            };
        }
        if (UnsignedMax.either(l, r)) {
            return UnsignedMax.compare(b, l, r);
        }
        if (l instanceof Long x && r instanceof Long y) {
            return switch (b.op()) {
                case "==", "!=", "<", "<=", ">", ">=" -> compared(b.op(), x < y, x.longValue() == y.longValue(), x > y);
                case "&" -> x & y;
                case "|" -> x | y;
                case "^" -> x ^ y;
                default -> throw new KernelError(b.at(), "the operator " + b.op() + " takes booleans");
            };
        }
        if ((b.op().equals("==") || b.op().equals("!=")) && isData(l) && isData(r)) {
            // a struct, enum variant, tuple, array, Option or Result of known values: equal field by field (#[derive(PartialEq)])
            return l.equals(r) == b.op().equals("==");
        }
        if ((l instanceof Long || l instanceof Double) && (r instanceof Long || r instanceof Double)) {
            double x = ((Number) l).doubleValue();
            double y = ((Number) r).doubleValue();
            return switch (b.op()) {
                case "==", "!=", "<", "<=", ">", ">=" -> compared(b.op(), x < y, x == y, x > y);
                default -> throw new KernelError(b.at(), "the operator " + b.op() + " takes integers");
            };
        }
        throw new KernelError(b.at(), "the operator " + b.op() + " takes known numbers or booleans, got "
                + InterpreterValues.describe(l) + " and " + InterpreterValues.describe(r));
    }

    private static boolean bool(Ast.Expr at, Object v) {
        if (v instanceof Boolean b) {
            return b;
        }
        throw new KernelError(at.at(), "expected a boolean, got " + InterpreterValues.describe(v));
    }

    static Object not(Ast.Not n, Object v) {
        return switch (v) {
            case Boolean b -> !b;
            case Long l -> ~l;
            case InterpreterValues.Poison p -> p;
            default -> throw new KernelError(n.at(), "! takes a boolean or an integer, got " + InterpreterValues.describe(v));
        };
    }

    static Object range(Ast.Range r, Object start, Object end) {
        if (start == InterpreterValues.POISON || end == InterpreterValues.POISON) {
            return InterpreterValues.POISON;
        }
        if (!(start instanceof Long s) || !(end instanceof Long e)) {
            throw new KernelError(r.at(), "a range runs between known integers, got " + InterpreterValues.describe(start)
                    + " and " + InterpreterValues.describe(end));
        }
        long last = r.inclusive() ? e : e - 1;
        if (last - s + 1 > MAX_RANGE) {
            throw new KernelError(r.at(), "the range has " + (last - s + 1) + " items, more than the " + MAX_RANGE
                    + " a loop is unrolled over");
        }
        return new RangeItems(s, e, r.inclusive());
    }

    static Object index(Ast.Index x, Object value, Object index) {
        if (value == InterpreterValues.POISON || index == InterpreterValues.POISON) {
            return InterpreterValues.POISON;
        }
        if (!(value instanceof List<?> list)) {
            throw new KernelError(x.at(), "only arrays of known values are indexed here, not " + InterpreterValues.describe(value));
        }
        if (!(index instanceof Long i)) {
            throw new KernelError(x.at(), "an index is a known integer, got " + InterpreterValues.describe(index));
        }
        if (i < 0 || i >= list.size()) {
            throw new KernelError(x.at(), "index " + i + " is out of bounds of an array of " + list.size());
        }
        return list.get((int) (long) i);
    }

    /**
     * {@code value[start..end]} (or {@code ..=end}): the items from {@code start} up to {@code end},
     * as Rust's slicing, which panics unless {@code start <= end <= len}. {@code [3, 2, 1, 0][1..3]}
     * is {@code [2, 1]}.
     */
    static Object slice(Ast.Index x, Ast.Range r, Object value, Object start, Object end) {
        if (value == InterpreterValues.POISON || start == InterpreterValues.POISON || end == InterpreterValues.POISON) {
            return InterpreterValues.POISON;
        }
        if (!(value instanceof List<?> list)) {
            throw new KernelError(x.at(), "only arrays of known values are sliced here, not "
                    + InterpreterValues.describe(value));
        }
        if (!(start instanceof Long s) || !(end instanceof Long e)) {
            throw new KernelError(r.at(), "a slice's bounds are known integers, got " + InterpreterValues.describe(start)
                    + " and " + InterpreterValues.describe(end));
        }
        long stop = r.inclusive() ? Math.addExact(e, 1) : e;
        if (s < 0 || s > stop || stop > list.size()) {
            throw new KernelError(r.at(), "the range " + s + ".." + stop + " is out of bounds of an array of "
                    + list.size());
        }
        return java.util.Collections.unmodifiableList(new ArrayList<>(list.subList((int) (long) s, (int) stop)));
    }

    /** {@code [value; count]}: {@code count} copies of {@code value}, at most {@link #MAX_RANGE}. */
    private static Object repeated(Ast.MethodCall c, Object value, Object count) {
        if (!(count instanceof Long n) || n < 0) {
            throw new KernelError(c.args().get(0).at(), "an array's length is a known integer of 0 or more, got "
                    + InterpreterValues.describe(count));
        }
        if (n > MAX_RANGE) {
            throw new KernelError(c.at(), "the array has " + n + " items, more than the " + MAX_RANGE + " read here");
        }
        return java.util.Collections.nCopies((int) (long) n, value);
    }

    /** {@code a[i] = v}: a copy of {@code list} with item {@code i} set to {@code v}, in bounds as Rust's indexing. */
    private static Object withItem(Ast.MethodCall c, List<?> list, Object index, Object value) {
        if (!(index instanceof Long i)) {
            throw new KernelError(c.args().get(0).at(), "an index is a known integer, got "
                    + InterpreterValues.describe(index));
        }
        if (i < 0 || i >= list.size()) {
            throw new KernelError(c.args().get(0).at(), "index " + i + " is out of bounds of an array of "
                    + list.size());
        }
        List<Object> out = new ArrayList<>(list);
        out.set((int) (long) i, value);
        return java.util.Collections.unmodifiableList(out);
    }

    /**
     * {@code v as T}, as Rust casts: an integer to a narrower integer keeps its low bits
     * ({@code 200 as i8} is {@code -56}, {@code -1 as u8} is {@code 255}); a float to an integer rounds
     * toward zero and saturates at the type's bounds (NaN is 0); to {@code f32}, the nearest {@code f32}.
     */
    static Object cast(Ast.Cast c, Object v) {
        String to = c.type().name();
        boolean toFloat = to.equals("f32") || to.equals("f64");
        java.util.OptionalInt bits = IntegerMethods.width(to);
        boolean narrow = bits.isPresent() && bits.getAsInt() < 64;
        boolean signed = to.startsWith("i");
        return switch (v) {
            case Long l when to.equals("f32") -> (double) (float) (long) l;
            case Long l when narrow -> wrap(l, bits.getAsInt(), signed);
            case Long l -> toFloat ? (Object) l.doubleValue() : l;
            case Double d when to.equals("f32") -> (double) (float) (double) d;
            case Double d when narrow -> d.isNaN() ? 0L : (long) Math.max(signed ? -(1L << (bits.getAsInt() - 1)) : 0,
                    Math.min(signed ? (1L << (bits.getAsInt() - 1)) - 1 : (1L << bits.getAsInt()) - 1, d));
            case Double d -> toFloat ? d : (Object) (long) (double) d;
            case Boolean b -> toFloat ? (Object) (b ? 1.0 : 0.0) : (Object) (b ? 1L : 0L);
            case UnsignedMax m -> m.cast(c);
            case InterpreterValues.Poison p -> p;
            default -> throw new KernelError(c.at(), "cannot cast " + InterpreterValues.describe(v) + " to " + to);
        };
    }

    /** The low {@code bits} bits of {@code l}, read as a signed or an unsigned integer. */
    private static long wrap(long l, int bits, boolean signed) {
        long low = l & ((1L << bits) - 1);
        return signed && low >= 1L << (bits - 1) ? low - (1L << bits) : low;
    }

    /** Calls a closure value with arguments; {@link Interpreter#apply} does so for a run. */
    interface Apply {
        Object apply(InterpreterValues.Closure f, List<Object> args, Location at);
    }

    /** {@code std::array::from_fn(f)} for an array of {@code length}: {@code [f(0), f(1), …]}. */
    static Object fromFn(Ast.Call c, Object f, long length, Apply apply) {
        if (!(f instanceof InterpreterValues.Closure closure)) {
            throw new KernelError(c.args().get(0).at(), "std::array::from_fn takes a closure, got "
                    + InterpreterValues.describe(f));
        }
        if (length < 0 || length > MAX_RANGE) {
            throw new KernelError(c.at(), "an array of " + length + " items is more than the " + MAX_RANGE + " read here");
        }
        List<Object> out = new ArrayList<>();
        for (long i = 0; i < length; i++) {
            out.add(apply.apply(closure, List.of(i), c.at()));
        }
        return java.util.Collections.unmodifiableList(out);
    }

    /**
     * {@code .iter()}, {@code .enumerate()}, {@code .len()}, {@code .clone()}, {@code .rev()} on an
     * array or a range, and the adaptors a loop's items are built with: {@code .step_by(n)},
     * {@code .zip(other)}, {@code .chain(other)}, {@code .take(n)}, {@code .skip(n)}, {@code .map(f)},
     * {@code .filter(f)}, {@code .collect()}, {@code .sum()} and {@code .count()} (iterators are
     * the lists they yield).
     */
    static Object listMethod(Ast.MethodCall c, List<?> list, List<Object> args, Apply apply) {
        return switch (c.name()) {
            case dev.layoutprover.kernel.syntax.Lowering.WITH_ITEM -> withItem(c, list, args.get(0), args.get(1));
            case dev.layoutprover.kernel.syntax.Lowering.REPEATED -> repeated(c, list.get(0), args.get(0));
            case "collect", "to_vec" -> list;
            case "count" -> (long) list.size();
            case "sum" -> UnsignedMax.total(c, list, false);
            case "step_by", "take", "skip" -> {
                long n = count(c, args);
                if (c.name().equals("step_by") && n == 0) {
                    throw new KernelError(c.at(), ".step_by(0) panics");
                }
                List<Object> out = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) {
                    boolean kept = switch (c.name()) {
                        case "step_by" -> i % n == 0;
                        case "take" -> i < n;
                        default -> i >= n;
                    };
                    if (kept) {
                        out.add(list.get(i));
                    }
                }
                yield java.util.Collections.unmodifiableList(out);
            }
            case "chain" -> {
                if (args.size() != 1 || !(args.get(0) instanceof List<?> other)) {
                    throw new KernelError(c.at(), ".chain takes an array or a range");
                }
                List<Object> out = new ArrayList<>(list);
                out.addAll(other);
                yield java.util.Collections.unmodifiableList(out);
            }
            case "zip" -> {
                if (args.size() != 1 || !(args.get(0) instanceof List<?> other)) {
                    throw new KernelError(c.at(), ".zip takes an array or a range");
                }
                List<Object> out = new ArrayList<>();
                for (int i = 0; i < Math.min(list.size(), other.size()); i++) {
                    out.add(new Tuple(List.of(list.get(i), other.get(i))));
                }
                yield java.util.Collections.unmodifiableList(out);
            }
            case "map", "filter" -> {
                if (args.size() != 1 || !(args.get(0) instanceof InterpreterValues.Closure f)) {
                    throw new KernelError(c.at(), "." + c.name() + " takes a closure");
                }
                List<Object> out = new ArrayList<>();
                for (Object item : list) {
                    Object v = apply.apply(f, List.of(item), c.at());
                    if (c.name().equals("map")) {
                        out.add(v);
                    } else if (v instanceof Boolean keep) {
                        if (keep) {
                            out.add(item);
                        }
                    } else {
                        throw new KernelError(c.at(), ".filter's closure gives a boolean, got "
                                + InterpreterValues.describe(v));
                    }
                }
                yield java.util.Collections.unmodifiableList(out);
            }
            case "chunks", "chunks_exact", "windows" -> pieces(c, list, count(c, args));
            case "product" -> UnsignedMax.total(c, list, true);
            case "max", "min" -> extreme(c, list, args);
            case "partition" -> IteratorSearches.partition(c, list, args, apply);
            case "contains" -> {
                if (args.size() != 1) {
                    throw new KernelError(c.at(), ".contains takes the item to look for");
                }
                yield list.contains(args.get(0));
            }
            case "flatten", "concat" -> {
                List<Object> out = new ArrayList<>();
                for (Object o : list) {
                    if (!(o instanceof List<?> inner)) {
                        throw new KernelError(c.at(), "." + c.name() + "() takes arrays of arrays, got "
                                + InterpreterValues.describe(o));
                    }
                    out.addAll(inner);
                }
                yield java.util.Collections.unmodifiableList(out);
            }
            case "position", "find", "any", "all", "take_while", "skip_while" -> IteratorSearches.search(c, list,
                    args, apply);
            case "fold" -> IteratorSearches.fold(c, list, args, apply);
            case "scan" -> IteratorEffects.scan(c, list, args, apply);
            case "for_each", "inspect", "filter_map", "flat_map" -> IteratorEffects.invoke(c, list, args, apply);
            case "last" -> {
                if (!args.isEmpty()) {
                    throw new KernelError(c.at(), ".last takes no argument");
                }
                yield list.isEmpty() ? InterpreterValues.NONE : new InterpreterValues.Opt(list.get(list.size() - 1));
            }
            case "iter", "into_iter", "clone", "copied", "cloned", "by_ref", "as_slice" -> list;
            case "enumerate" -> {
                List<Object> out = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) {
                    out.add(new Tuple(List.of((long) i, list.get(i))));
                }
                yield java.util.Collections.unmodifiableList(out);
            }
            case "split_at", "split_first", "split_last" -> SliceSplits.split(c, list, args);
            case "len" -> (long) list.size();
            case "is_empty" -> list.isEmpty();
            case "rev" -> {
                List<Object> out = new ArrayList<>(list);
                java.util.Collections.reverse(out);
                yield java.util.Collections.unmodifiableList(out);
            }
            default -> throw StdMethodNames.onSequence(c.at(), c.name(),
                    new KernelError(c.at(), "unknown method '" + c.name() + "' on an array (it has: iter, "
                    + "enumerate, len, is_empty, rev, step_by, zip, chain, take, skip, map, filter, collect, sum, count, next, "
                    + "nth, last, chunks, chunks_exact, windows, product, max, min, flatten, position, find, any, all, "
                    + "take_while, skip_while, fold, scan, for_each, inspect, filter_map, flat_map, split_at, split_first, "
                    + "split_last, contains, first, concat, partition, as_slice; on a variable also iter_mut, push, pop, insert, "
                    + "extend, extend_from_slice, truncate, clear, sort, sort_unstable, reverse, swap, remove, retain, "
                    + "dedup, sort_by_key, sort_by)"));
        };
    }

    /**
     * {@code .chunks(n)} (the last one shorter when {@code n} does not divide the length),
     * {@code .chunks_exact(n)} (the remainder left out) and {@code .windows(n)}:
     * {@code [1, 2, 3].chunks(2)} is {@code [[1, 2], [3]]}, {@code .windows(2)} {@code [[1, 2], [2, 3]]}.
     */
    private static List<Object> pieces(Ast.MethodCall c, List<?> list, long n) {
        if (n == 0) {
            throw new KernelError(c.at(), "." + c.name() + "(0) panics: the size is at least 1");
        }
        List<Object> out = new ArrayList<>();
        boolean windows = c.name().equals("windows");
        for (long i = 0; windows ? i + n <= list.size() : i < list.size(); i += windows ? 1 : n) {
            long end = Math.min(i + n, list.size());
            if (end - i < n && c.name().equals("chunks_exact")) {
                break;
            }
            out.add(java.util.Collections.unmodifiableList(new ArrayList<>(list.subList((int) i, (int) end))));
        }
        return java.util.Collections.unmodifiableList(out);
    }

    /**
     * {@code .max()} or {@code .min()} of integers ({@link UnsignedMax} among them): {@code Some} of the largest or
     * smallest, {@code None} when there are none.
     */
    private static Object extreme(Ast.MethodCall c, List<?> list, List<Object> args) {
        if (!args.isEmpty()) {
            throw new KernelError(c.at(), "." + c.name() + "() of an iterator takes no argument");
        }
        Object best = null;
        for (Object o : list) {
            java.math.BigInteger v = UnsignedMax.exact(o);
            if (v == null) {
                throw new KernelError(c.at(), "." + c.name() + "() compares integers, got " + InterpreterValues.describe(o));
            }
            int order = best == null ? 0 : v.compareTo(UnsignedMax.exact(best));
            if (best == null || (c.name().equals("max") ? order > 0 : order < 0)) {
                best = o;
            }
        }
        return best == null ? InterpreterValues.NONE : new InterpreterValues.Opt(best);
    }

    private static long count(Ast.MethodCall c, List<Object> args) {
        if (args.size() != 1 || !(args.get(0) instanceof Long n) || n < 0) {
            throw new KernelError(c.at(), "." + c.name() + " takes a count of 0 or more");
        }
        return n;
    }

    /**
     * The comparison {@code op} ({@code ==}, {@code !=}, {@code <}, {@code <=}, {@code >} or
     * {@code >=}) of two numbers that stand as {@code less}, {@code equal} and {@code greater} say:
     * {@code 2 <= 3} is {@code compared("<=", true, false, false)}, true. Two floats of which one is
     * NaN are none of the three, so only {@code !=} holds.
     */
    static boolean compared(String op, boolean less, boolean equal, boolean greater) {
        return switch (op) {
            case "==" -> equal;
            case "!=" -> !equal;
            case "<" -> less;
            case "<=" -> less || equal;
            case ">" -> greater;
            case ">=" -> greater || equal;
            default -> throw new IllegalArgumentException("not a comparison: " + op);
        };
    }

    /** Whether {@code v} is a composite of known values that {@code ==} compares item by item. */
    private static boolean isData(Object v) {
        return v instanceof InterpreterValues.Struct || v instanceof InterpreterValues.Tuple
                || v instanceof InterpreterValues.Opt || v instanceof InterpreterValues.Res || v instanceof java.util.List<?>
                || v instanceof Comparisons.Ordering;
    }
}
