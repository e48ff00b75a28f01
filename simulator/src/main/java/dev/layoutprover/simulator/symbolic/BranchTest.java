package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.InputCmp;
import java.util.List;
import java.util.Optional;

/**
 * The group test of the Vector Engine's branch unit in a content: after
 * {@code vector_intra_slice_branch(BranchMode::Comparison([c0, c1, c2, c3]))} an operand of
 * {@code GroupId::One} applies where {@code c3} held of the value the branch saw, one of
 * {@code GroupId::Zero} where it did not. The value so chosen is one {@link Applied} node
 * {@code if(c3)(tested, held, otherwise)}, its operation named by the comparison as the reference
 * prints it, so that two nodes are the same reading exactly when their comparisons are.
 *
 * <p>Example: {@code .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0),
 * [VeBranchOperand::group(VeRhs::constant(0.5), GroupId::One)])} after a branch whose fourth
 * comparison is {@code InputCmpF32::Less { boundary: 0.0 }} on {@code x} holds
 * {@code if(<0.0)_f32(x, mul_f32(x, const), x)}: {@code x · 0.5} where {@code x < 0}, else {@code x}.
 */
public final class BranchTest {

    private static final String OPEN = "if(";

    private BranchTest() {}

    /**
     * {@code held} where {@code test} holds of {@code tested}, else {@code otherwise}, in lanes of
     * {@code laneBits} bits of integers or {@code f32}.
     */
    public static Content where(InputCmp test, Content tested, Content held, Content otherwise, int laneBits,
            boolean floating) {
        int bits = floating ? Math.min(held.bits(), otherwise.bits()) : laneBits;
        int rounded = tested.rounded() != 0 || held.rounded() != 0 || otherwise.rounded() != 0
                ? Content.ROUNDED_THEN_COMPUTED : 0;
        return new Content(List.of(new Applied(OPEN + test + ")", List.of(tested, held, otherwise), laneBits,
                floating)), bits, rounded);
    }

    /**
     * {@code ifOne} where the index digit {@code digit} (of two values) is 1, else {@code ifZero}:
     * the group of {@code BranchMode::AxisToggle}. Example: {@code byDigit(B % 2, x + -1, x + 1)}
     * prints {@code if(B % 2)_i32(x + -1, x + 1)}.
     */
    public static Content byDigit(Part digit, Content ifOne, Content ifZero, int laneBits, boolean floating) {
        int bits = floating ? Math.min(ifOne.bits(), ifZero.bits()) : laneBits;
        int rounded = ifOne.rounded() != 0 || ifZero.rounded() != 0 ? Content.ROUNDED_THEN_COMPUTED : 0;
        return new Content(List.of(new Applied(OPEN + digit + ")", List.of(ifOne, ifZero), laneBits, floating)), bits,
                rounded);
    }

    /** The index digit an {@code if} node of two operands chooses by, or empty for another operation. */
    static Optional<Part> digit(Applied a) {
        java.util.regex.Matcher m = DIGIT.matcher(a.op());
        if (a.args().size() != 2 || !m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new Part(m.group(1), m.group(3) == null ? 1 : Long.parseLong(m.group(3)),
                Long.parseLong(m.group(4))));
    }

    private static final java.util.regex.Pattern DIGIT = java.util.regex.Pattern.compile(
            "if\\((\\w+)( / (\\d+))? % (\\d+)\\)");

    /**
     * The index {@code at}, then for each digit an {@code if} node of {@code c} chooses by that is 0
     * there, {@code at} with that digit 1, when the region {@code guard} holds it: where a replay
     * sees the other group. Example: {@code [R=0, A=0]} and {@code [R=1, A=0]} for {@code if(R % 2)}.
     */
    static List<java.util.Map<String, Long>> otherGroups(Content c, java.util.Map<String, Long> at, Region guard,
            java.util.Map<String, Long> outSizes) {
        List<java.util.Map<String, Long>> out = new java.util.ArrayList<>(List.of(at));
        java.util.Set<Part> digits = new java.util.LinkedHashSet<>();
        collect(c, digits);
        for (Part d : digits) {
            long v = at.getOrDefault(d.axis(), 0L);
            if (outSizes.containsKey(d.axis()) && v / d.div() % d.mod() == 0 && v + d.div() < outSizes.get(d.axis())) {
                java.util.Map<String, Long> other = new java.util.LinkedHashMap<>(at);
                other.put(d.axis(), v + d.div());
                if (SymbolicCheck.inRegion(guard, other)) {
                    out.add(other);
                }
            }
        }
        return out;
    }

    private static void collect(Content c, java.util.Set<Part> digits) {
        for (Summand i : c.items()) {
            switch (i) {
                case Applied a -> {
                    digit(a).ifPresent(digits::add);
                    a.args().forEach(x -> collect(x, digits));
                }
                case Reduced r -> collect(r.inner(), digits);
                case SummedProduct t -> { }
            }
        }
    }

    /** The comparison of an {@code if} node, or empty for another operation. */
    static Optional<InputCmp> test(Applied a) {
        if (!a.op().startsWith(OPEN) || !a.op().endsWith(")") || a.args().size() != 3) {
            return Optional.empty();
        }
        String c = a.op().substring(OPEN.length(), a.op().length() - 1);
        ElementType type = a.floating() ? ElementType.F32 : ElementType.I32;
        for (InputCmp.Kind k : List.of(InputCmp.Kind.LESS_UNSIGNED, InputCmp.Kind.GREATER_UNSIGNED,
                InputCmp.Kind.EQUAL, InputCmp.Kind.LESS, InputCmp.Kind.GREATER)) {
            String sign = switch (k) {
                case LESS_UNSIGNED -> "<u";
                case GREATER_UNSIGNED -> ">u";
                case EQUAL -> "=";
                case LESS -> "<";
                default -> ">";
            };
            if (c.startsWith(sign)) {
                String b = c.substring(sign.length());
                return Optional.of(new InputCmp(type, k, a.floating() ? Float.parseFloat(b) : Long.parseLong(b)));
            }
        }
        throw new NotModelled("the branch test " + c + " is not evaluated");
    }
}
