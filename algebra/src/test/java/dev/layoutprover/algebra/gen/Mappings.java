package dev.layoutprover.algebra.gen;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Skew;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

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
    }

    /** Declarations and two mappings over them. */
    public record Two(Declarations declarations, Mapping left, Mapping right) {
        @Override public String toString() {
            return "(" + declarations.axes() + "; " + left + "  vs  " + right + ")";
        }
    }

    /** Random axes: one to three of A, B, C with small sizes, sometimes a skewed B' = B - A. */
    public static Arbitrary<Declarations> declarations() {
        return Arbitraries.randomValue(Mappings::declarations);
    }

    /** A random mapping over random axes. */
    public static Arbitrary<Scenario> scenarios() {
        return Arbitraries.randomValue(r -> {
            Declarations d = declarations(r);
            return new Scenario(d, mapping(r, d, 4));
        });
    }

    /** Two independent random mappings over the same random axes. */
    public static Arbitrary<Two> independentPairs() {
        return Arbitraries.randomValue(r -> {
            Declarations d = declarations(r);
            return new Two(d, mapping(r, d, 3), mapping(r, d, 3));
        });
    }

    public static Declarations declarations(Random r) {
        int count = 1 + r.nextInt(NAMES.length);
        Axes axes = Axes.empty();
        for (int i = 0; i < count; i++) {
            axes = axes.with(new Axis(NAMES[i], AXIS_SIZES[r.nextInt(AXIS_SIZES.length)]));
        }
        if (count >= 2 && r.nextInt(4) == 0) {
            axes = axes.withSkew("B'", "B", "A");
        }
        return Declarations.of(axes);
    }

    /** A random well-formed mapping over {@code d}, of nesting depth at most {@code depth}. */
    public static Mapping mapping(Random r, Declarations d, int depth) {
        for (int attempt = 0; attempt < 20; attempt++) {
            Mapping m = attempt(r, d, depth);
            if (m.size() <= MAX_SIZE && Evaluator.of(m).costPerPosition() <= MAX_COST / m.size()) {
                return m;
            }
        }
        return leaf(r, d);
    }

    private static Mapping attempt(Random r, Declarations d, int depth) {
        if (depth <= 0 || r.nextInt(5) == 0) {
            return leaf(r, d);
        }
        int choice = r.nextInt(12);
        return switch (choice) {
            case 0, 1, 2 -> new Mapping.Pair(mapping(r, d, depth - 1), mapping(r, d, depth - 1));
            case 3 -> {
                Mapping e = mapping(r, d, depth - 1);
                yield new Mapping.Stride(e, divisor(r, e.size()));
            }
            case 4 -> {
                Mapping e = mapping(r, d, depth - 1);
                yield new Mapping.Modulo(e, divisor(r, e.size()));
            }
            case 5 -> {
                Mapping e = mapping(r, d, depth - 1);
                yield new Mapping.Resize(e, 1 + (long) r.nextInt((int) e.size()));
            }
            case 6 -> {
                Mapping e = mapping(r, d, depth - 1);
                yield new Mapping.Padding(e, e.size() + r.nextInt(5), r.nextInt(3) == 0);
            }
            case 7 -> new Mapping.OuterSum(mapping(r, d, depth - 1), mapping(r, d, depth - 1));
            case 8 -> {
                int terms = 1 + r.nextInt(3);
                List<Mapping.Term> list = new ArrayList<>();
                for (int k = 0; k < terms; k++) {
                    list.add(new Mapping.Term(mapping(r, d, depth - 2), r.nextInt(5)));
                }
                yield new Mapping.LinearCombination(list);
            }
            case 9 -> {
                Mapping target = mapping(r, d, depth - 1);
                // Named after its target, so one name never stands for two different mappings.
                yield new Mapping.Alias("E" + Integer.toHexString(target.toString().hashCode()), target);
            }
            default -> leaf(r, d);
        };
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

    /** A random divisor of {@code n}. */
    public static long divisor(Random r, long n) {
        List<Long> divisors = new ArrayList<>();
        for (long k = 1; k * k <= n; k++) {
            if (n % k == 0) {
                divisors.add(k);
                divisors.add(n / k);
            }
        }
        return divisors.get(r.nextInt(divisors.size()));
    }
}
