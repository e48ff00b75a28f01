package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The integer methods whose answer past the type's range is the type's: {@code wrapping_add},
 * {@code wrapping_sub}, {@code wrapping_mul}, {@code wrapping_neg}, {@code checked_add},
 * {@code checked_sub}, {@code checked_mul} (an {@code Option}), {@code saturating_add},
 * {@code saturating_sub} and {@code saturating_mul}.
 *
 * <p>With the receiver's type written (a cast, a constant of a declared type), the answer is that
 * type's: {@code (200 as u8).wrapping_add(100)} is 44, {@code (100 as i8).checked_add(100)} is
 * {@code None}. Unwritten, the answer is read only when every integer type that holds the operands
 * gives the same one, that is when the exact result fits each of them: {@code 4096.wrapping_add(1)}
 * is 4097 whatever the type, while {@code 7.wrapping_sub(9)} is -2 in {@code i8} and 254 in
 * {@code u8}, so it is not read (the kernel's function is unknown), never guessed.
 */
final class OverflowMethods {

    /** Every integer type of Rust up to 64 bits, by sign and width. */
    private static final List<String> TYPES = List.of("i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64");

    private OverflowMethods() {}

    /** Whether {@code method} is one of these methods. */
    static boolean handles(String method) {
        return switch (method) {
            case "wrapping_add", "wrapping_sub", "wrapping_mul", "wrapping_neg", "checked_add", "checked_sub",
                    "checked_mul", "saturating_add", "saturating_sub", "saturating_mul" -> true;
            default -> false;
        };
    }

    /**
     * Calls {@code n.name(args)}, the receiver's type {@code type} ({@code usize}, {@code i8}) when it is written;
     * the receiver and argument are integers or {@link UnsignedMax}, whose type stands for an unwritten one.
     */
    static Object invoke(Ast.MethodCall c, Object receiver, List<Object> args, Optional<String> type) {
        boolean unary = c.name().equals("wrapping_neg");
        if (args.size() != (unary ? 0 : 1) || !unary && UnsignedMax.exact(args.get(0)) == null) {
            throw new KernelError(c.at(), "." + c.name() + (unary ? " takes no argument" : " takes one integer"));
        }
        BigInteger n = UnsignedMax.exact(receiver);
        BigInteger d = unary ? BigInteger.ZERO : UnsignedMax.exact(args.get(0));
        BigInteger exact = exact(c.name(), n, d);
        Optional<String> max = (unary ? List.of(receiver) : List.of(receiver, args.get(0))).stream()
                .filter(v -> v instanceof UnsignedMax).map(v -> ((UnsignedMax) v).type()).findFirst();
        if (type.isPresent() || max.isPresent()) {
            return answer(c, exact, type.or(() -> max).get());
        }
        // unwritten: read only when every type holding the operands gives the same answer
        Object answer = null;
        for (String t : TYPES) {
            if (!holds(t, n.longValue()) || !unary && !holds(t, d.longValue())) {
                continue;
            }
            Object here;
            try {
                here = answer(c, exact, t);
            } catch (KernelError past) {
                here = past; // a u64 past 2^63 - 1: i64's answer, in range, differs
            }
            if (answer != null && !answer.equals(here)) {
                throw new Unmodelled(c.at(), "." + c.name(), "." + c.name()
                        + "() depends on the integer's type, which is not written here: write (x as usize)." + c.name()
                        + "() or name a constant of a declared type");
            }
            answer = here;
        }
        if (answer == null) {
            throw new KernelError(c.at(), n + " is past the 64-bit integers values are read as");
        }
        return answer;
    }

    private static BigInteger exact(String method, BigInteger a, BigInteger b) {
        return switch (method.substring(method.indexOf('_') + 1)) {
            case "add" -> a.add(b);
            case "sub" -> a.subtract(b);
            case "mul" -> a.multiply(b);
            case "neg" -> a.negate();
            default -> throw new IllegalArgumentException(method);
        };
    }

    /** The answer of the method for the exact result {@code exact} in the integer type {@code type}. */
    private static Object answer(Ast.MethodCall c, BigInteger exact, String type) {
        OptionalInt width = IntegerMethods.width(type);
        int bits = width.getAsInt();
        boolean signed = type.startsWith("i");
        BigInteger min = signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
        BigInteger max = signed ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE)
                : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        boolean fits = exact.compareTo(min) >= 0 && exact.compareTo(max) <= 0;
        String kind = c.name().substring(0, c.name().indexOf('_'));
        BigInteger value = switch (kind) {
            case "wrapping" -> {
                BigInteger r = exact.mod(BigInteger.ONE.shiftLeft(bits));
                yield signed && r.compareTo(max) > 0 ? r.subtract(BigInteger.ONE.shiftLeft(bits)) : r;
            }
            case "saturating" -> exact.max(min).min(max);
            default -> fits ? exact : null;
        };
        if (value == null) {
            return InterpreterValues.NONE;
        }
        Object held = UnsignedMax.held(value, type);
        if (held == null) {
            throw new KernelError(c.at(), "." + c.name() + " gives " + value + ", past the 64-bit integers values "
                    + "are read as");
        }
        return kind.equals("checked") ? new InterpreterValues.Opt(held) : held;
    }

    /** Whether the integer type {@code type} ({@code u8}, {@code usize}) holds {@code v}. */
    static boolean holds(String type, long v) {
        int bits = IntegerMethods.width(type).getAsInt();
        if (type.startsWith("i")) {
            return bits == 64 || v >= -(1L << (bits - 1)) && v < 1L << (bits - 1);
        }
        return v >= 0 && (bits == 64 || v < 1L << bits);
    }
}
