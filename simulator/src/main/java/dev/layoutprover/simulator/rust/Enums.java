package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.stream.AccumulationKind;
import dev.layoutprover.simulator.stream.ArgMode;
import dev.layoutprover.simulator.stream.FpDivBinaryOp;
import dev.layoutprover.simulator.stream.FpTernaryOp;
import dev.layoutprover.simulator.stream.InterSliceReduceOp;
import dev.layoutprover.simulator.stream.LogicBinaryOp;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.ClipBinaryOp;
import dev.layoutprover.simulator.stream.FpBinaryOp;
import dev.layoutprover.simulator.stream.FpUnaryOp;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.IntraSliceReduceOp;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/**
 * The book's enum paths and the simulator's constants: a variant written in camel case is the
 * constant in upper snake case ({@code FxpBinaryOp::AddFxp} is {@code ADD_FXP},
 * {@code TrfAddress::FirstHalf} is {@code FIRST_HALF}); the reference's typed names
 * ({@code ClipBinaryOpI32::Max}, {@code IntraSliceReduceOpF32::Add}) name one simulator enum per
 * pair, each with its own variants, and a name the reference does not have ({@code ClipBinaryOp})
 * is unknown, as rustc finds it; {@code FpBinaryOp::MulF(FpMulAlu::Mul0)} names {@code MUL_F_MUL0}.
 */
final class Enums {

    private static final Map<String, Class<? extends Enum<?>>> TYPES = Map.ofEntries(
            Map.entry("BranchMode", BranchMode.class),
            Map.entry("FxpBinaryOp", FxpBinaryOp.class),
            Map.entry("FpBinaryOp", FpBinaryOp.class),
            Map.entry("FpUnaryOp", FpUnaryOp.class),
            Map.entry("ClipBinaryOpI32", ClipBinaryOp.class),
            Map.entry("ClipBinaryOpF32", ClipBinaryOp.class),
            Map.entry("IntraSliceReduceOpI32", IntraSliceReduceOp.class),
            Map.entry("IntraSliceReduceOpF32", IntraSliceReduceOp.class),
            Map.entry("AccumulationKind", AccumulationKind.class),
            Map.entry("FpTernaryOp", FpTernaryOp.class),
            Map.entry("InterSliceReduceOpI32", InterSliceReduceOp.class),
            Map.entry("InterSliceReduceOpF32", InterSliceReduceOp.class),
            Map.entry("FpDivBinaryOp", FpDivBinaryOp.class),
            Map.entry("LogicBinaryOpI32", LogicBinaryOp.class),
            Map.entry("LogicBinaryOpF32", LogicBinaryOp.class),
            Map.entry("BinaryArgMode", ArgMode.Binary.class),
            Map.entry("TernaryArgMode", ArgMode.Ternary.class),
            Map.entry("UnaryArgMode", ArgMode.Unary.class),
            Map.entry("TrfAddress", TrfAddress.class));

    /**
     * The variants of the reference's typed enums (vector_engine/op/mod.rs), which share one
     * simulator enum per pair: {@code ClipBinaryOpF32::AddFxp} is no variant of the reference, as
     * {@code ClipBinaryOpI32::Add} is none.
     */
    private static final Map<String, java.util.List<String>> VARIANTS = Map.ofEntries(
            Map.entry("LogicBinaryOpI32", java.util.List.of("BitAnd", "BitOr", "BitXor", "LeftShift",
                    "LogicRightShift", "ArithRightShift")),
            Map.entry("LogicBinaryOpF32", java.util.List.of("BitAnd", "BitOr", "BitXor")),
            Map.entry("ClipBinaryOpI32", java.util.List.of("Min", "Max", "AbsMin", "AbsMax", "AddFxp", "AddFxpSat")),
            Map.entry("ClipBinaryOpF32", java.util.List.of("Min", "Max", "AbsMin", "AbsMax", "Add")),
            Map.entry("IntraSliceReduceOpI32", java.util.List.of("AddSat", "Max", "Min")),
            Map.entry("IntraSliceReduceOpF32", java.util.List.of("Add", "Max", "Min")),
            Map.entry("InterSliceReduceOpI32", java.util.List.of("Add", "AddSat", "Max", "Min")),
            Map.entry("InterSliceReduceOpF32", java.util.List.of("Add", "Max", "Min", "Mul")));

    private Enums() {}

    /** Whether {@code type} names one of the enums. */
    static boolean isEnum(String type) {
        return TYPES.containsKey(type) || type.equals("FpMulAlu");
    }

    /** {@code Type::Variant} as a constant; a {@link KernelError} at {@code at} for an unknown one. */
    static Enum<?> value(String type, String variant, Location at) {
        java.util.Optional<Unmodelled> todo = ReferenceTodos.of(type + "::" + variant, at);
        if (todo.isPresent()) {
            throw todo.get();
        }
        Class<? extends Enum<?>> c = TYPES.get(type);
        if (c == null && Unmodelled.isApi(type)) {
            throw new Unmodelled(at, type + "::" + variant, "the simulator does not model " + type + "::" + variant
                    + " yet");
        }
        if (c == null) {
            throw new KernelError(at, "unknown enum " + type + " (known: " + String.join(", ", TYPES.keySet().stream()
                    .sorted().toList()) + ")");
        }
        java.util.List<String> variants = VARIANTS.get(type);
        if (variants != null && !variants.contains(variant)) {
            throw new KernelError(at, "unknown variant " + type + "::" + variant + " (it has: "
                    + String.join(", ", variants) + ")");
        }
        return constant(c, snake(variant)).orElseThrow(() -> Unmodelled.isApi(type)
                ? new Unmodelled(at, type + "::" + variant, "unknown variant " + type + "::" + variant
                        + " (it has: " + String.join(", ", Arrays.stream(c.getEnumConstants())
                                .map(e -> camel(e.name())).toList()) + ")")
                : new KernelError(at, "unknown variant " + type + "::"
                + variant + " (it has: " + String.join(", ", Arrays.stream(c.getEnumConstants())
                        .map(e -> camel(e.name())).toList()) + ")"));
    }

    /** {@code FpBinaryOp::MulF(FpMulAlu::Mul0)}: a variant that names its ALU. */
    static Enum<?> withAlu(String type, String variant, String aluType, String alu, Location at) {
        if (!aluType.equals("FpMulAlu")) {
            throw new KernelError(at, "expected an FpMulAlu (Mul0, Mul1 or Fma), found " + aluType);
        }
        java.util.Optional<Unmodelled> todo = ReferenceTodos.of(type + "::" + variant, at);
        if (todo.isPresent()) {
            throw todo.get();
        }
        return value(type, variant + alu, at);
    }

    private static Optional<Enum<?>> constant(Class<? extends Enum<?>> c, String name) {
        return Arrays.stream(c.getEnumConstants()).filter(e -> e.name().equals(name)).findFirst()
                .map(e -> (Enum<?>) e);
    }

    /** {@code AddFxpSat} → {@code ADD_FXP_SAT}, {@code MulFMul0} → {@code MUL_F_MUL0}. */
    static String snake(String camel) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                b.append('_');
            }
            b.append(Character.toUpperCase(c));
        }
        return b.toString();
    }

    /** {@code ADD_FXP_SAT} → {@code AddFxpSat}. */
    static String camel(String snake) {
        StringBuilder b = new StringBuilder();
        for (String part : snake.split("_")) {
            b.append(part.charAt(0)).append(part.substring(1).toLowerCase(java.util.Locale.ROOT));
        }
        return b.toString();
    }
}
