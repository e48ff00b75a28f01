package dev.layoutprover.simulator.rust;

import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.symbolic.Applied;
import dev.layoutprover.simulator.symbolic.Content;
import dev.layoutprover.simulator.symbolic.NotModelled;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.Tensor;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The Vector Engine's lane operations past the binary ones, in the symbolic run: the conversions
 * {@code vector_fxp_to_fp(w)} and {@code vector_fp_to_fxp(w)} between {@code i32} and {@code f32},
 * the Float cluster's unary operations ({@code vector_fp_unary}: {@code Exp}, {@code Sqrt}, …) and
 * its fused multiply-add ({@code vector_fp_ternary(FpTernaryOp::FmaF, (operand0, operand1))},
 * {@code x · operand0 + operand1}), each one {@link Applied} node that names the operation, as the
 * concrete engine computes it once per lane ({@code LaneAlu}); and the stash
 * ({@code vector_stash}), which a later operation of the pass reads as its operand {@code Stash}
 * at the stream's own logical index, as the engine's stash reader does.
 *
 * <p>An argument mode ({@code TernaryArgMode::ModeXYZ}) names the fused multiply-add's three
 * arguments: 0 the stream, 1 operand0, 2 operand1; a unary mode computes {@code op(stream)} either
 * way. An operand is a constant (as {@link LaneOperations} reads one), a VRF tensor or the stash.
 *
 * <p>Example: {@code .vector_stash()}, then {@code .vector_fp_ternary(FpTernaryOp::FmaF, (Stash,
 * 1.0f32))} on {@code x} leaves {@code fma_f32(x, x, 1)}; {@code .vector_fxp_to_fp(31)} on an
 * {@code i32} stream of {@code x} leaves {@code fxp_to_fp_f32(x, 31)}.
 */
final class FloatLanes {

    private FloatLanes() {}

    /** The pieces after {@code vector_fxp_to_fp(width)} ({@code op = "fxp_to_fp"}) or {@code vector_fp_to_fxp(width)}. */
    static List<Piece> convert(Tensor s, String op, long width) {
        boolean toFloat = op.equals("fxp_to_fp");
        if (s.type.isFloat() == toFloat || s.type.bits() != 32) {
            throw new NotModelled(".vector_" + op + " on " + s.type + " lanes is not modelled symbolically");
        }
        Content w = Content.constant(width, 64);
        List<Piece> out = new ArrayList<>();
        for (Piece p : s.pieces) {
            out.add(new Piece(p.coord(), p.guard(), node(op, List.of(p.content(), w), toFloat)));
        }
        return out;
    }

    /** The pieces after {@code vector_fp_unary(op)}: {@code Exp} is {@code exp_f32(x)}, {@code NegExp} {@code neg_exp_f32(x)}. */
    static List<Piece> unary(Tensor s, String op) {
        requireFloat(s, "vector_fp_unary");
        String name = op.replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
        List<Piece> out = new ArrayList<>();
        for (Piece p : s.pieces) {
            out.add(new Piece(p.coord(), p.guard(), node(name, List.of(p.content()), true)));
        }
        return out;
    }

    /**
     * The pieces after {@code vector_fp_ternary_with_mode(FmaF, TernaryArgMode::mode, (operand0,
     * operand1))}: {@code fma(a, b, c) = a · b + c} rounded once, its arguments as the mode's digits name them.
     */
    static List<Piece> ternary(Tensor s, String op, String mode, Object operand0, Object operand1) {
        requireFloat(s, "vector_fp_ternary");
        if (!op.equals("FmaF") || !mode.matches("Mode[0-2]{3}")) {
            throw new NotModelled(".vector_fp_ternary(" + op + ") with " + mode + " is not modelled symbolically");
        }
        List<Piece> out = new ArrayList<>();
        for (Lane l : lanes(s, List.of(operand0, operand1), "vector_fp_ternary")) {
            List<Content> args = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                args.add(l.values().get(mode.charAt(4 + i) - '0'));
            }
            out.add(new Piece(l.coord(), l.region(), node("fma", args, true)));
        }
        return out;
    }

    /**
     * The stash as an operand of stream {@code s}: its pieces, which must hold the stream's own
     * regions (the stash holds what the stream held at {@code vector_stash}, element by element).
     */
    static List<Piece> stashed(Tensor s, String method) {
        if (s.stash == null) {
            throw new NotModelled("." + method + " reads the stash before any vector_stash: not modelled symbolically");
        }
        if (s.stashType != s.type) {
            throw new NotModelled("." + method + " reads a stash of " + s.stashType + " on " + s.type + " lanes: not"
                    + " modelled symbolically");
        }
        if (!regions(s.stash).equals(regions(s.pieces))) {
            throw new NotModelled("." + method + " reads the stash over regions other than the stream's: not modelled"
                    + " symbolically");
        }
        return s.stash;
    }

    private static Set<String> regions(List<Piece> pieces) {
        Set<String> out = new HashSet<>();
        pieces.forEach(p -> out.add(p.coord() + " " + p.guard()));
        return out;
    }

    private static void requireFloat(Tensor s, String method) {
        if (!s.type.isFloat() || s.type.bits() != 32) {
            throw new NotModelled("." + method + " on " + s.type + " lanes is not modelled symbolically");
        }
    }

    /** One operation's node: a float result is an f32 operation (no wrap), an integer one a 32-bit lane. */
    private static Content node(String op, List<Content> args, boolean floating) {
        int rounded = 0;
        for (Content a : args) {
            if (a.rounded() != 0) {
                rounded = Content.ROUNDED_THEN_COMPUTED;
            }
        }
        return new Content(List.of(new Applied(op, args, 32, floating)), floating ? 64 : 32, rounded);
    }

    /** The stream's value and each operand's on one unit and region. */
    private record Lane(long coord, Region region, List<Content> values) {}

    /** The regions where the stream and every operand (a constant, a VRF tensor, the stash) each hold one value. */
    private static List<Lane> lanes(Tensor s, List<Object> operands, String method) {
        List<Lane> out = new ArrayList<>();
        for (Piece p : s.pieces) {
            out.add(new Lane(p.coord(), p.guard(), List.of(p.content())));
        }
        for (Object o : operands) {
            List<Lane> next = new ArrayList<>();
            if (o instanceof Tensor || o instanceof Operand.Stash) {
                List<Piece> src = o instanceof Tensor t ? vrf(t, method) : stashed(s, method);
                for (Lane l : out) {
                    for (Piece b : src) {
                        Optional<Region> m = b.coord() == l.coord() ? l.region().meet(b.guard()) : Optional.empty();
                        m.ifPresent(r -> next.add(new Lane(l.coord(), r, with(l.values(), b.content()))));
                    }
                }
            } else {
                Content k = LaneOperations.constant(o, true, method);
                out.forEach(l -> next.add(new Lane(l.coord(), l.region(), with(l.values(), k))));
            }
            out = next;
        }
        List<Lane> fixed = new ArrayList<>();
        for (Lane l : out) {
            fixed.add(new Lane(l.coord(), l.region(), l.values().stream().map(v -> l.region().apply(v)).toList()));
        }
        return fixed;
    }

    private static List<Content> with(List<Content> values, Content v) {
        List<Content> out = new ArrayList<>(values);
        out.add(v);
        return out;
    }

    private static List<Piece> vrf(Tensor t, String method) {
        if (!t.kind.equals("VrfTensor")) {
            throw new NotModelled("." + method + " with a " + t.kind + " operand is not modelled symbolically");
        }
        return t.pieces;
    }
}
