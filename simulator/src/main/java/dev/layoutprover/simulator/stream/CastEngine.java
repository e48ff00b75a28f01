package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LaneOp;
import java.util.Map;
import java.util.Set;

/**
 * The Cast Engine: narrows each {@code f32} or {@code i32} element of a 32-byte flit and pads the
 * result back to 32 bytes; {@code Time} passes through. Floats round to nearest, ties to even
 * ({@code f32 → bf16} keeps the upper 16 bits after rounding); integers keep their low bits, as
 * the reference's {@code i32 as i8} does ({@code 300} becomes {@code 44}).
 *
 * <p>Rules: {@code Cast::PACKET} (the input packet is one flit), {@code Cast::TYPE}
 * ({@code i32 → i32, i8, i4}; {@code f32 → f32, bf16, f8e4m3}, the last saturating at ±448) and
 * {@code Cast::LAYOUT} (the declared packet is the input packet padded to one flit of {@code D2}:
 * {@code 32 · 8 / Scalar::BITS} elements, 64 of i4, two to a byte).
 *
 * <p>Example: {@code Packet = m![J % 8]} of {@code f32} casts to {@code m![J % 8 # 16]} of
 * {@code bf16}.
 */
public final class CastEngine {

    /**
     * The reference's {@code Cast} pairs from a Vector Engine type (cast.rs: {@code Cast<D> for D},
     * {@code i32 → i8}, {@code i32 → i4}, {@code f32 → bf16}, {@code f32 → f8e4m3}).
     */
    static final Map<ElementType, Set<ElementType>> CASTS = Map.of(
            ElementType.I32, Set.of(ElementType.I32, ElementType.I8, ElementType.I4),
            ElementType.F32, Set.of(ElementType.F32, ElementType.BF16, ElementType.F8E4M3));

    private CastEngine() {}

    /**
     * Whether the Cast Engine takes a stream of {@code in} to {@code out}: {@code in} is a Vector
     * Engine type and the reference has {@code Cast<out> for in}. Example: {@code lowers(F32, BF16)}
     * holds, {@code lowers(F32, I8)} and {@code lowers(BF16, BF16)} do not.
     */
    public static boolean lowers(ElementType in, ElementType out) {
        return CASTS.getOrDefault(in, Set.of()).contains(out);
    }

    public static Stream cast(Stream input, ElementType out, Mapping outPacket) {
        int flit = input.geometry().flitBytes();
        RuleViolation.require(input.type().fills(input.packet().size(), flit), "Cast::PACKET", "the Cast Engine "
                + "takes one " + flit + "-byte flit per packet, got "
                + input.type().bytesText(input.packet().size()) + " bytes");
        RuleViolation.require(lowers(input.type(), out), "Cast::TYPE",
                "the Cast Engine cannot lower " + input.type() + " to " + out);
        // a count of 4-bit elements that is no whole bytes fails here too: the reference's
        // size_in_bytes_from_length asserts it (scalar.rs:18) inside this check (stream_tensor.rs:259)
        RuleViolation.require(out.fills(outPacket.size(), flit), "Cast::PACKET", "the Cast Engine gives one " + flit
                + "-byte flit per packet, got " + outPacket.size() + " × " + out.sizeText() + " = "
                + out.bytesText(outPacket.size()) + " bytes for " + outPacket);
        LayoutChecks.requireEquivalent(input.device().oracle(), "Cast::LAYOUT", "cast Packet", outPacket,
                new Mapping.Padding(input.packet(), out.elementsIn(flit), false));
        ElementType in = input.type();
        int n = (int) input.packet().size();
        SliceSource upstream = input.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            Packets o = Packets.zeros(p.time(), flit);
            for (long t = 0; t < p.time(); t++) {
                int a = p.offset(t);
                int b = o.offset(t);
                for (int i = 0; i < n; i++) {
                    if (out.isSubByte()) {
                        // The low 4 bits of the i32, sign-extended: i4::from_i32.
                        int x = (int) in.decode(p.bytes(), a + i * in.bytes());
                        out.encodeAt(x << 28 >> 28, o.bytes(), b, i);
                    } else if (out.isFloat()) {
                        out.encode(in.decode(p.bytes(), a + i * in.bytes()), o.bytes(), b + i * out.bytes());
                    } else {
                        // The low bytes of the little-endian i32.
                        System.arraycopy(p.bytes(), a + i * in.bytes(), o.bytes(), b + i * out.bytes(), out.bytes());
                    }
                }
            }
            return o;
        };
        TensorExpr expr = out == in ? input.expr() : out.isFloat() ? new TensorExpr.Convert(input.expr(), out)
                : new TensorExpr.Lanewise(out == ElementType.I4 ? LaneOp.WRAP_TO_I4 : LaneOp.WRAP_TO_I8,
                        java.util.List.of(input.expr()), input.expr().axes(), out);
        return input.next(Position.CAST, out, input.row(), input.time(), outPacket, expr, src);
    }
}
