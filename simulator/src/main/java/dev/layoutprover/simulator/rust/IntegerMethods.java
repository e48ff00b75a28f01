package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * The methods of Rust's integer types that sizes are computed with, beyond {@code min}, {@code max}
 * and {@code pow} ({@link KnownValues}): {@code div_ceil}, {@code ilog2}, {@code trailing_zeros},
 * {@code leading_zeros}, {@code count_ones}, {@code is_power_of_two}, {@code next_power_of_two},
 * {@code abs_diff}, {@code rem_euclid}, {@code abs}, {@code signum}, {@code next_multiple_of} (those that saturate or
 * wrap are {@link OverflowMethods}), and the constants
 * {@code BITS}, {@code MIN} and {@code MAX} of a type ({@code usize::BITS}).
 *
 * <p>A method whose answer depends on the type's width or sign ({@code leading_zeros},
 * {@code trailing_zeros} of 0) takes them from what the receiver is written as (a cast, a constant of a declared
 * type, an operation on one of them); where that is not written the call is not read, never
 * guessed; {@code k.clamp(lo, hi)} too. Example: with {@code const ROWS: usize = 512},
 * {@code (ROWS - 1).leading_zeros()} is
 * 55 and {@code 2048_usize.div_ceil(ROWS)} is 4, {@code 0x10_u8.leading_zeros()} is 3; {@code 0.ilog2()} panics, as in Rust.
 */
final class IntegerMethods {

    private IntegerMethods() {}

    /** Whether {@code method} is one of these methods. */
    static boolean handles(String method) {
        return switch (method) {
            case "div_ceil", "ilog2", "trailing_zeros", "leading_zeros", "count_ones", "is_power_of_two",
                    "next_power_of_two", "abs_diff", "rem_euclid", "clamp", "abs", "signum", "next_multiple_of" -> true;
            default -> false;
        };
    }

    /** The bits of a primitive integer type: 32 for {@code u32}, 64 for {@code usize}; empty for another name. */
    static OptionalInt width(String type) {
        return switch (type) {
            case "i8", "u8" -> OptionalInt.of(8);
            case "i16", "u16" -> OptionalInt.of(16);
            case "i32", "u32" -> OptionalInt.of(32);
            case "i64", "u64", "isize", "usize" -> OptionalInt.of(64);
            default -> OptionalInt.empty();
        };
    }

    /**
     * The type of the integer {@code e} is, from what it is written as: a cast's type, a literal's
     * suffix ({@code 16i32}), the type {@code namedType} gives a variable or constant ({@code x} of
     * {@code let x: u8}), an operation's operands, a method's result ({@code u32} for {@code count_ones}).
     */
    static Optional<String> type(Ast.Expr e, Function<List<String>, Optional<String>> namedType) {
        return type(e, namedType, path -> Optional.empty());
    }

    /**
     * {@link #type(Ast.Expr, Function)}, and a call's type the type {@code returnType} gives its function
     * by its path: with {@code const fn slot(i: u64) -> Address}, {@code slot(3) + 8} is a {@code u64}.
     */
    static Optional<String> type(Ast.Expr e, Function<List<String>, Optional<String>> namedType,
            Function<List<String>, Optional<String>> returnType) {
        Optional<String> out = switch (e) {
            case Ast.Cast c -> Optional.of(c.type().name());
            case Ast.Int i when !i.suffix().isEmpty() -> Optional.of(i.suffix());
            case Ast.Call c -> returnType.apply(c.callee().segments().stream().map(Ast.Segment::name).toList());
            case Ast.Negate n -> type(n.value(), namedType, returnType);
            case Ast.Name n -> namedType.apply(List.of(n.name()));
            // i32::MAX, u8::MIN: a constant of the type it is written on
            case Ast.Path p when p.segments().size() == 2 && width(p.segments().get(0).name()).isPresent()
                    && p.last().matches("MIN|MAX") -> Optional.of(p.segments().get(0).name());
            case Ast.Path p -> namedType.apply(p.segments().stream().map(Ast.Segment::name).toList());
            case Ast.Binary b when b.op().equals("<<") || b.op().equals(">>") -> type(b.left(), namedType, returnType);
            case Ast.Binary b -> type(b.left(), namedType, returnType).or(() -> type(b.right(), namedType, returnType));
            case Ast.MethodCall m when m.name().matches(
                    "count_ones|count_zeros|leading_zeros|trailing_zeros|ilog2|ilog10") -> Optional.of("u32");
            case Ast.MethodCall m when m.name().equals("abs_diff") -> type(m.receiver(), namedType)
                    .map(t -> t.startsWith("i") ? "u" + t.substring(1) : t);
            case Ast.MethodCall m -> type(m.receiver(), namedType, returnType);
            default -> Optional.empty();
        };
        return out.filter(t -> width(t).isPresent());
    }

    /** {@code usize::BITS}, {@code i8::MIN}, {@code u32::MAX}: a constant of a primitive integer type, if it is one. */
    static Optional<Object> constant(String type, String name, Ast.Path at) {
        OptionalInt w = width(type);
        if (w.isEmpty()) {
            return Optional.empty();
        }
        int bits = w.getAsInt();
        boolean signed = type.startsWith("i");
        return switch (name) {
            case "BITS" -> Optional.of((long) bits);
            case "MIN" -> Optional.of(signed ? -(1L << (bits - 1)) : 0L);
            case "MAX" -> {
                if (!signed && bits == 64) {
                    yield Optional.of(new UnsignedMax(type));
                }
                yield Optional.of(signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1);
            }
            default -> Optional.empty();
        };
    }

    /**
     * Calls {@code n.name(args)}, the receiver's type {@code type} ({@code usize}, {@code i32}) when
     * it is written.
     */
    static Object invoke(Ast.MethodCall c, long n, List<Object> args, Optional<String> type) {
        OptionalInt width = type.map(IntegerMethods::width).orElse(OptionalInt.empty());
        if (c.name().equals("clamp")) {
            // k.clamp(lo, hi): Rust panics when lo > hi
            if (args.size() != 2 || !(args.get(0) instanceof Long lo) || !(args.get(1) instanceof Long hi) || lo > hi) {
                throw new KernelError(c.at(), ".clamp takes two integers, the first not above the second: the host "
                        + "code panics otherwise");
            }
            return Math.min(Math.max(n, lo), hi);
        }
        if (!args.isEmpty()) {
            if (args.size() != 1 || !(args.get(0) instanceof Long d)) {
                throw new KernelError(c.at(), "." + c.name() + " takes one integer");
            }
            try {
                return withArgument(c, n, d);
            } catch (ArithmeticException e) {
                throw new KernelError(c.at(), n + "." + c.name() + "(" + d + ") overflows 64 bits");
            }
        }
        if (!args.isEmpty()) {
            throw new KernelError(c.at(), "." + c.name() + " takes no argument, got " + args.size());
        }
        return switch (c.name()) {
            case "ilog2" -> {
                if (n <= 0) {
                    throw new KernelError(c.at(), n + ".ilog2() has no value: the host code panics here");
                }
                yield (long) (63 - Long.numberOfLeadingZeros(n));
            }
            case "is_power_of_two" -> n > 0 && Long.bitCount(n) == 1;
            case "signum" -> (long) Long.signum(n);
            case "abs" -> {
                // only a type's minimum has no absolute value: i32::MIN.abs() overflows, the host code panics
                boolean minimum = n == Long.MIN_VALUE || n == -(1L << 31) || n == -(1L << 15) || n == -(1L << 7);
                if (minimum && n == -(1L << (bits(c, width) - 1))) {
                    throw new KernelError(c.at(), n + ".abs() overflows its type: the host code panics here");
                }
                yield Math.abs(n);
            }
            case "trailing_zeros" -> n != 0 ? (long) Long.numberOfTrailingZeros(n) : (long) bits(c, width);
            case "leading_zeros" -> {
                int bits = bits(c, width);
                yield (long) (n < 0 ? 0 : Long.numberOfLeadingZeros(n) - (64 - bits));
            }
            case "count_ones" -> (long) Long.bitCount(n < 0 ? n & mask(bits(c, width)) : n);
            case "next_power_of_two" -> {
                if (n > 1L << 62) {
                    throw new KernelError(c.at(), n + ".next_power_of_two() is past 2^62");
                }
                yield n <= 1 ? 1L : Long.highestOneBit(n - 1) << 1;
            }
            default -> throw new KernelError(c.at(), "." + c.name() + " takes one argument, got none");
        };
    }

    private static Object withArgument(Ast.MethodCall c, long n, long d) {
        return switch (c.name()) {
            case "div_ceil" -> {
                if (d == 0) {
                    throw new KernelError(c.args().get(0).at(), n + ".div_ceil(0) divides by zero: the host code "
                            + "panics here");
                }
                yield -Math.floorDiv(-n, d);
            }
            case "abs_diff" -> Math.abs(Math.subtractExact(n, d));
            case "next_multiple_of" -> {
                // an unsigned integer's method: the least multiple of d not below n (num/uint_macros.rs)
                if (n < 0 || d <= 0) {
                    throw new KernelError(c.at(), n + ".next_multiple_of(" + d + ") takes unsigned integers, the "
                            + "second not 0: the host code panics on 0");
                }
                yield Math.multiplyExact(-Math.floorDiv(-n, d), d);
            }
            case "rem_euclid" -> {
                if (d == 0) {
                    throw new KernelError(c.args().get(0).at(), n + ".rem_euclid(0) divides by zero: the host code "
                            + "panics here");
                }
                yield Math.floorMod(n, Math.abs(d));
            }
            default -> throw new KernelError(c.at(), "." + c.name() + " takes no argument, got 1");
        };
    }

    private static long mask(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }

    private static int bits(Ast.MethodCall c, OptionalInt width) {
        if (width.isEmpty()) {
            throw new Unmodelled(c.at(), "." + c.name(), "." + c.name()
                    + "() depends on the integer's type, which is not written here: write (x as usize)." + c.name()
                    + "() or name a constant of a declared type");
        }
        return width.getAsInt();
    }
}
