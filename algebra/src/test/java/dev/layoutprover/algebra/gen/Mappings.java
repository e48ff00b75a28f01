package dev.layoutprover.algebra.gen;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Skew;
import dev.layoutprover.algebra.Slot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * The shared generator of random well-formed mappings over random axes, small enough for the
 * enumeration oracle. Every constructor of the algebra appears: identity, symbols, skewed axes,
 * pairs, top and bottom padding, resize, stride, modulo, aliases, linear combinations and outer
 * sums.
 *
 * <p>Example: {@code Mappings.scenarios()} yields values like
 * {@code (A = 4, B = 6, B' = B - A; [A, B / 2] # 16 = 13)}.
 */
public final class Mappings {

    /** The most positions a generated mapping has. */
    public static final long MAX_SIZE = 1 << 12;
    /** The most evaluation steps enumerating a generated mapping may take. */
    public static final long MAX_COST = 1 << 16;

    private static final long[] AXIS_SIZES = {1, 2, 3, 4, 5, 6, 8, 12, 16};
    private static final String[] NAMES = {"A", "B", "C"};

    private Mappings() {}

    /** Declarations and one mapping over them. */
    public record Scenario(Declarations declarations, Mapping mapping) {
        @Override public String toString() {
            return "(" + declarations.axes() + "; " + mapping + ")";
        }

        /**
         * Runs {@code check} at each position of the mapping, in order, with the slot its evaluator
         * reads there; returns that evaluator.
         */
        public Evaluator eachSlot(SlotCheck check) {
            Evaluator e = Evaluator.of(mapping);
            for (long p = 0; p < mapping.size(); p++) {
                check.at(e, p, e.slot(p));
            }
            return e;
        }
    }

    /** A check of what an evaluator reads at one position. */
    @FunctionalInterface
    public interface SlotCheck {
        void at(Evaluator e, long position, Slot slot);
    }

    /** Declarations and two mappings over them. */
    public record Two(Declarations declarations, Mapping left, Mapping right) {
        @Override public String toString() {
            return "(" + declarations.axes() + "; " + left + "  vs  " + right + ")";
        }
    }

    /**
     * Random axes: one to three of A, B, C with small sizes, sometimes a skewed B' = B - A. Built
     * from combinators, so a failing case shrinks towards fewer and smaller axes without a skew.
     */
    public static Arbitrary<Declarations> declarations() {
        Arbitrary<Long> size = Arbitraries.of(Arrays.stream(AXIS_SIZES).boxed().toList());
        return Combinators.combine(size.list().ofMinSize(1).ofMaxSize(NAMES.length), Arbitraries.of(false, false, false, true))
                .as((sizes, skew) -> {
                    Axes axes = Axes.empty();
                    for (int i = 0; i < sizes.size(); i++) {
                        axes = axes.with(new Axis(NAMES[i], sizes.get(i)));
                    }
                    if (sizes.size() >= 2 && skew) {
                        axes = axes.withSkew("B'", "B", "A");
                    }
                    return Declarations.of(axes);
                });
    }

    /** A random mapping over random axes. */
    public static Arbitrary<Scenario> scenarios() {
        return declarations().flatMap(d -> mappings(d, 4).map(m -> new Scenario(d, m)));
    }

    /** Two independent random mappings over the same random axes. */
    public static Arbitrary<Two> independentPairs() {
        return declarations().flatMap(d -> Combinators.combine(mappings(d, 3), mappings(d, 3)).as((l, r) -> new Two(d, l, r)));
    }

    /**
     * Random well-formed mappings over {@code d}, of nesting depth at most {@code depth}, with at
     * most {@link #MAX_SIZE} positions and {@link #MAX_COST} steps to enumerate. A third are leaves
     * (a symbol, a skewed symbol, the identity), a fifth pairs, and the rest strides, moduli,
     * resizes, paddings, outer sums, linear combinations and aliases in equal parts; a failing case
     * shrinks towards a leaf.
     */
    public static Arbitrary<Mapping> mappings(Declarations d, int depth) {
        if (depth <= 0) {
            return leaves(d);
        }
        // The kind is drawn first and only its parts are built, so a mapping costs its own size.
        return Arbitraries.frequency(Tuple.of(20, Kind.LEAF), Tuple.of(12, Kind.PAIR), Tuple.of(4, Kind.STRIDE),
                        Tuple.of(4, Kind.MODULO), Tuple.of(4, Kind.RESIZE), Tuple.of(4, Kind.PADDING), Tuple.of(4, Kind.OUTER_SUM),
                        Tuple.of(4, Kind.LINEAR), Tuple.of(4, Kind.ALIAS))
                .flatMap(kind -> node(kind, d, depth))
                .filter(Mappings::small)
                // Edge cases of a recursive generator multiply at every level; random cases cover them.
                .withoutEdgeCases();
    }

    private enum Kind { LEAF, PAIR, STRIDE, MODULO, RESIZE, PADDING, OUTER_SUM, LINEAR, ALIAS }

    private static Arbitrary<Mapping> node(Kind kind, Declarations d, int depth) {
        Arbitrary<Mapping> sub = mappings(d, depth - 1);
        return switch (kind) {
            case LEAF -> leaves(d);
            case PAIR -> Combinators.combine(sub, sub).as(Mapping.Pair::new);
            case STRIDE -> sub.flatMap(e -> Arbitraries.of(divisors(e.size())).map(k -> new Mapping.Stride(e, k)));
            case MODULO -> sub.flatMap(e -> Arbitraries.of(divisors(e.size())).map(k -> new Mapping.Modulo(e, k)));
            case RESIZE -> sub.flatMap(e -> Arbitraries.longs().between(1, e.size()).map(n -> new Mapping.Resize(e, n)));
            case PADDING -> sub.flatMap(e -> Combinators.combine(Arbitraries.longs().between(0, 4), Arbitraries.of(false, false, true))
                    .as((extra, bottom) -> new Mapping.Padding(e, e.size() + extra, bottom)));
            case OUTER_SUM -> Combinators.combine(sub, sub).as(Mapping.OuterSum::new);
            case LINEAR -> Combinators.combine(mappings(d, depth - 2), Arbitraries.longs().between(0, 4)).as(Mapping.Term::new)
                    .list().ofMinSize(1).ofMaxSize(3).map(Mapping.LinearCombination::new);
            // Named after its target, so one name never stands for two different mappings.
            case ALIAS -> sub.map(t -> new Mapping.Alias("E" + Integer.toHexString(t.toString().hashCode()), t));
        };
    }

    private static boolean small(Mapping m) {
        return m.size() <= MAX_SIZE && Evaluator.of(m).costPerPosition() <= MAX_COST / m.size();
    }

    /** A symbol, a skewed symbol or the identity of {@code d}, shrinking towards the first axis. */
    public static Arbitrary<Mapping> leaves(Declarations d) {
        List<Mapping> leaves = new ArrayList<>();
        d.axes().list().forEach(a -> leaves.add(new Mapping.Symbol(a)));
        d.axes().skews().forEach(k -> leaves.add(new Mapping.Skewed(k)));
        leaves.add(new Mapping.Identity());
        return Arbitraries.of(leaves);
    }

    /** {@code d} with every alias that {@code m} mentions defined, so that its printed text parses. */
    public static Declarations withAliasesOf(Declarations d, Mapping m) {
        java.util.Map<String, Mapping> found = new java.util.LinkedHashMap<>();
        m.walk(x -> {
            if (x instanceof Mapping.Alias a) {
                found.putIfAbsent(a.name(), a.target());
            }
        });
        for (var e : found.entrySet()) {
            if (d.alias(e.getKey()).isEmpty()) {
                d = d.withAlias(e.getKey(), e.getValue());
            }
        }
        return d;
    }

    /** A symbol, a skewed symbol or the identity. */
    public static Mapping leaf(Random r, Declarations d) {
        List<Axis> axes = d.axes().list();
        List<Skew> skews = d.axes().skews();
        int pick = r.nextInt(axes.size() + skews.size() + 1);
        if (pick < axes.size()) {
            return new Mapping.Symbol(axes.get(pick));
        }
        if (pick < axes.size() + skews.size()) {
            return new Mapping.Skewed(skews.get(pick - axes.size()));
        }
        return new Mapping.Identity();
    }

    /**
     * A mapping that cuts one padded group of whole axes in several terms, as the reference's
     * kernels do: the group is {@code [A, B] # n}, {@code [A # n1, B] # n} or {@code A # n} (every
     * axis once, top padding only), and each term is {@code G / s % m}, sometimes resized and padded
     * back ({@code (G % 4) = 3 # 4}). Most such cuts do not fall on the group's digits, so the group
     * is read as a composite. Example: {@code (A = 9, B = 7; [A, B] # 64 / 8 % 2, [A, B] # 64 % 8)}.
     */
    public static Arbitrary<Scenario> groupCuts() {
        return paddedGroups()
                .flatMap(g -> groupTerm(g.mapping()).list().ofMinSize(1).ofMaxSize(3)
                        .map(terms -> new Scenario(g.declarations(), pairs(terms))))
                .filter(sc -> sc.mapping().size() <= MAX_SIZE);
    }

    /**
     * Two mappings of {@link #groupCuts()}'s kind that cut the same group, often of one size:
     * {@code [A, B] # 64 / 16, [A, B] # 64 % 16} against {@code [A, B] # 64 % 8, [A, B] # 64 / 8}.
     */
    public static Arbitrary<Two> groupCutPairs() {
        return paddedGroups().flatMap(g -> {
            Arbitrary<Mapping> cuts = groupTerm(g.mapping()).list().ofMinSize(1).ofMaxSize(2).map(Mappings::pairs)
                    .filter(m -> m.size() <= MAX_SIZE);
            Arbitrary<Mapping> whole = Arbitraries.of(divisors(g.mapping().size())).map(k -> pairs(List.of(
                    new Mapping.Stride(g.mapping(), k), new Mapping.Modulo(g.mapping(), k))));
            Arbitrary<Mapping> either = Arbitraries.oneOf(cuts, whole);
            return Combinators.combine(either, either).as((l, r) -> new Two(g.declarations(), l, r));
        });
    }

    /** Two axes and one group over them, padded: {@code (A = 9, B = 7; [A, B] # 64)}. */
    private static Arbitrary<Scenario> paddedGroups() {
        Arbitrary<Long> size = Arbitraries.of(2L, 3L, 4L, 5L, 6L, 7L);
        return Combinators.combine(size, size, Arbitraries.integers().between(0, 2), Arbitraries.of(1L, 2L, 4L, 8L))
                .as((a, b, shape, round) -> {
                    Axes axes = Axes.empty().with(new Axis("A", a)).with(new Axis("B", b));
                    Mapping sa = new Mapping.Symbol(axes.list().get(0));
                    Mapping sb = new Mapping.Symbol(axes.list().get(1));
                    Mapping group = switch (shape) {
                        case 0 -> new Mapping.Pair(sa, sb);
                        case 1 -> new Mapping.Pair(new Mapping.Padding(sa, a + 1, false), sb);
                        default -> sa;
                    };
                    long padded = Math.ceilDiv(group.size() + 1, round) * round;
                    return new Scenario(Declarations.of(axes), new Mapping.Padding(group, padded, false));
                });
    }

    /** One term {@code G / s % m}, sometimes {@code = r # m} after it. */
    private static Arbitrary<Mapping> groupTerm(Mapping group) {
        return Arbitraries.of(divisors(group.size())).flatMap(s -> {
            long rest = group.size() / s;
            return Combinators.combine(Arbitraries.of(divisors(rest)), Arbitraries.longs().between(0, 3))
                    .as((m, cut) -> {
                        Mapping t = new Mapping.Modulo(new Mapping.Stride(group, s), m);
                        if (cut > 0 && cut < m) {
                            t = new Mapping.Padding(new Mapping.Resize(t, m - cut), m, false);
                        }
                        return t;
                    });
        });
    }

    private static Mapping pairs(List<Mapping> terms) {
        Mapping out = terms.get(terms.size() - 1);
        for (int i = terms.size() - 2; i >= 0; i--) {
            out = new Mapping.Pair(terms.get(i), out);
        }
        return out;
    }

    /** A random divisor of {@code n}. */
    public static long divisor(Random r, long n) {
        List<Long> divisors = divisors(n);
        return divisors.get(r.nextInt(divisors.size()));
    }

    /** The divisors of {@code n}, smallest first. */
    public static List<Long> divisors(long n) {
        List<Long> divisors = new ArrayList<>();
        for (long k = 1; k <= n; k++) {
            if (n % k == 0) {
                divisors.add(k);
            }
        }
        return divisors;
    }
}
