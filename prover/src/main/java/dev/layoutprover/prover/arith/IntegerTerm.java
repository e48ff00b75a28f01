package dev.layoutprover.prover.arith;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An integer term built from constants and named variables by addition, multiplication by a
 * constant, and floor division and Euclidean remainder by a positive constant: the linear
 * integer arithmetic in which layout functions are stated. A term means the same thing to
 * {@link #valueAt} (exact, {@link BigInteger}) and to the solver.
 *
 * <p>Example: the layout function of {@code (3,2):(2,3)} at index {@code x} is
 * {@code plus(times(2, mod(x, 3)), times(3, div(x, 3)))}; at {@code x = 5} it is
 * {@code 2·2 + 3·1 = 7}.
 *
 * <p>The factories fold constants and drop neutral parts ({@code times(1, t)} is {@code t},
 * {@code div(div(t, a), b)} is {@code div(t, a·b)}), which keeps formulas small without changing
 * their value.
 */
public sealed interface IntegerTerm {

    /** An integer constant. */
    record Constant(BigInteger value) implements IntegerTerm {}

    /** A variable, named uniquely within one question. */
    record Variable(String name) implements IntegerTerm {}

    /** The sum of at least two terms. */
    record Sum(List<IntegerTerm> terms) implements IntegerTerm {
        public Sum {
            terms = List.copyOf(terms);
        }
    }

    /** {@code factor · term}. */
    record Scaled(BigInteger factor, IntegerTerm term) implements IntegerTerm {}

    /** {@code ⌊dividend / divisor⌋}, {@code divisor > 0}. */
    record Quotient(IntegerTerm dividend, long divisor) implements IntegerTerm {
        public Quotient {
            requirePositive(divisor);
        }
    }

    /** {@code dividend mod divisor}, in {@code [0, divisor)}, {@code divisor > 0}. */
    record Remainder(IntegerTerm dividend, long divisor) implements IntegerTerm {
        public Remainder {
            requirePositive(divisor);
        }
    }

    /** The constant {@code value}. */
    static IntegerTerm constant(long value) {
        return new Constant(BigInteger.valueOf(value));
    }

    /** The variable {@code name}. */
    static IntegerTerm variable(String name) {
        return new Variable(name);
    }

    /** {@code a + b}, flattening nested sums and folding constants. */
    static IntegerTerm plus(IntegerTerm a, IntegerTerm b) {
        return sum(List.of(a, b));
    }

    /** The sum of {@code terms}; {@code 0} when there are none. */
    static IntegerTerm sum(List<IntegerTerm> terms) {
        List<IntegerTerm> parts = new ArrayList<>();
        BigInteger constant = BigInteger.ZERO;
        for (IntegerTerm t : terms) {
            List<IntegerTerm> flat = t instanceof Sum s ? s.terms() : List.of(t);
            for (IntegerTerm f : flat) {
                if (f instanceof Constant c) {
                    constant = constant.add(c.value());
                } else {
                    parts.add(f);
                }
            }
        }
        if (constant.signum() != 0 || parts.isEmpty()) {
            parts.add(new Constant(constant));
        }
        return parts.size() == 1 ? parts.get(0) : new Sum(parts);
    }

    /** {@code factor · t}. */
    static IntegerTerm times(long factor, IntegerTerm t) {
        return times(BigInteger.valueOf(factor), t);
    }

    /** {@code factor · t}, distributing over sums and folding nested factors. */
    static IntegerTerm times(BigInteger factor, IntegerTerm t) {
        if (factor.signum() == 0) {
            return new Constant(BigInteger.ZERO);
        }
        if (factor.equals(BigInteger.ONE)) {
            return t;
        }
        return switch (t) {
            case Constant c -> new Constant(c.value().multiply(factor));
            case Scaled s -> times(factor.multiply(s.factor()), s.term());
            case Sum s -> sum(s.terms().stream().map(x -> times(factor, x)).toList());
            default -> new Scaled(factor, t);
        };
    }

    /** {@code ⌊t / divisor⌋} for {@code divisor > 0}. */
    static IntegerTerm div(IntegerTerm t, long divisor) {
        requirePositive(divisor);
        if (divisor == 1) {
            return t;
        }
        if (t instanceof Constant c) {
            return new Constant(floorDiv(c.value(), divisor));
        }
        if (t instanceof Quotient q) {
            BigInteger product = BigInteger.valueOf(q.divisor()).multiply(BigInteger.valueOf(divisor));
            if (product.bitLength() < 63) {
                return new Quotient(q.dividend(), product.longValueExact());
            }
        }
        return new Quotient(t, divisor);
    }

    /** {@code t mod divisor} (Euclidean, in {@code [0, divisor)}) for {@code divisor > 0}. */
    static IntegerTerm mod(IntegerTerm t, long divisor) {
        requirePositive(divisor);
        if (divisor == 1) {
            return new Constant(BigInteger.ZERO);
        }
        if (t instanceof Constant c) {
            return new Constant(c.value().mod(BigInteger.valueOf(divisor)));
        }
        return new Remainder(t, divisor);
    }

    /** The value of this term when each variable has the value {@code values} gives it. */
    default BigInteger valueAt(Map<String, BigInteger> values) {
        return switch (this) {
            case Constant c -> c.value();
            case Variable v -> {
                BigInteger x = values.get(v.name());
                if (x == null) {
                    throw new IllegalArgumentException("no value for the variable " + v.name());
                }
                yield x;
            }
            case Sum s -> s.terms().stream().map(t -> t.valueAt(values)).reduce(BigInteger.ZERO, BigInteger::add);
            case Scaled s -> s.factor().multiply(s.term().valueAt(values));
            case Quotient q -> floorDiv(q.dividend().valueAt(values), q.divisor());
            case Remainder r -> r.dividend().valueAt(values).mod(BigInteger.valueOf(r.divisor()));
        };
    }

    private static BigInteger floorDiv(BigInteger x, long divisor) {
        BigInteger[] qr = x.divideAndRemainder(BigInteger.valueOf(divisor));
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    private static void requirePositive(long divisor) {
        if (divisor < 1) {
            throw new IllegalArgumentException("a divisor must be positive, got " + divisor);
        }
    }
}
