package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.RuleViolation;

/**
 * The Transpose Engine: reads {@code in_rows} time steps of {@code packets_per_col} packets each
 * as an {@code [in_rows × in_cols]} matrix (the first 8 elements of each packet, {@code in_cols =
 * 8 · packets_per_col}), transposes it, keeps the first {@code out_rows} rows and pads each to a
 * 32-byte flit. {@code Time} becomes {@code [Time / (in_rows · packets_per_col), out_rows]}.
 *
 * <p>The engine finds {@code in_rows}, {@code in_cols} and {@code out_rows} from the declared
 * output: the first choice whose transposed mapping the oracle proves equivalent to it.
 *
 * <p>Rules: {@code Transpose::PACKET} (32-byte packets), {@code Transpose::TYPE} (8-, 16- or
 * 32-bit elements) and {@code Transpose::LAYOUT} (some valid {@code in_rows ≤ 8, 4, 2} (for 8-,
 * 16-, 32-bit), {@code in_cols ∈ {8, 16, 32}}, {@code out_rows ≤ in_cols} produces the declared
 * {@code [Time, Packet]}).
 *
 * <p>Example: {@code i8}, {@code Time = m![C, D]}, {@code Packet = m![E # 32]} ({@code C = D = E = 8})
 * transposes to {@code Time = m![C, E]}, {@code Packet = m![D # 32]}.
 */
public final class TransposeEngine {

    private TransposeEngine() {}

    public static Stream transpose(Stream input, Mapping outTime, Mapping outPacket) {
        int flit = input.geometry().flitBytes();
        RuleViolation.require(input.packetBytes() == flit, "Transpose::PACKET", "the Transpose Engine takes 32-byte "
                + "packets, got " + input.packetBytes());
        if (input.type().isSubByte()) {
            throw new RuleViolation("Kernel::UNMODELLED", "the simulator does not model the Transpose Engine on "
                    + input.type() + " (its 4-bit mode: 16 elements per packet, in_cols 16 or 32)");
        }
        int eb = input.type().bytes();
        RuleViolation.require(eb == 1 || eb == 2 || eb == 4, "Transpose::TYPE", "transpose of " + input.type());
        long outBytes = outPacket.size() * eb;
        RuleViolation.require(outBytes == flit, "Transpose::PACKET", "the Transpose Engine gives 32-byte packets, got "
                + outPacket.size() + " × " + eb + " = " + outBytes + " bytes for " + outPacket);
        int maxRows = eb == 1 ? 8 : eb == 2 ? 4 : 2;
        int alignment = flit / eb;
        long time = input.time().size();
        Mapping declared = new Mapping.Pair(outTime, outPacket);
        if (outPacket.size() == alignment) {
            for (int inCols : new int[] {8, 16, 32}) {
                int ppc = inCols / 8;
                for (int inRows = 1; inRows <= maxRows; inRows++) {
                    long block = (long) inRows * ppc;
                    if (time % block != 0) {
                        continue;
                    }
                    for (int outRows = 1; outRows <= inCols; outRows++) {
                        if (outTime.size() != time / block * outRows) {
                            continue;
                        }
                        Mapping produced = produced(input, inRows, ppc, outRows, alignment);
                        if (input.device().oracle().equivalent(declared, produced) instanceof Verdict.Proved) {
                            return run(input, outTime, outPacket, inRows, ppc, outRows);
                        }
                    }
                }
            }
        }
        Mapping inRows = withoutTopPadding(outPacket);
        String cause = inRows.size() > maxRows ? "; in_rows, the output packet without its padding (" + inRows + "), is "
                + inRows.size() + " × " + eb + " = " + inRows.size() * eb + " bytes, more than 8" : "";
        throw new RuleViolation("Transpose::LAYOUT", "no transpose (in_rows ≤ " + maxRows + ", in_cols 8, 16 or 32, "
                + "out_rows ≤ in_cols) of Time " + input.time() + ", Packet " + input.packet() + " gives Time " + outTime
                + ", Packet " + outPacket + cause);
    }

    /** {@code m} with its aliases and outer top padding taken off: {@code Dummy8} of {@code m![Dummy8 # 16]}. */
    private static Mapping withoutTopPadding(Mapping m) {
        while (true) {
            if (m instanceof Mapping.Alias a) {
                m = a.target();
            } else if (m instanceof Mapping.Padding p && !p.bottom()) {
                m = p.inner();
            } else {
                return m;
            }
        }
    }

    private static Mapping produced(Stream s, int inRows, int ppc, int outRows, int alignment) {
        Mapping t = s.time();
        Mapping rows = new Mapping.Modulo(new Mapping.Stride(t, ppc), inRows);
        Mapping cols = new Mapping.Pair(new Mapping.Modulo(t, ppc), new Mapping.Resize(s.packet(), 8));
        Mapping time = new Mapping.Pair(new Mapping.Stride(t, (long) inRows * ppc), new Mapping.Resize(cols, outRows));
        return new Mapping.Pair(time, new Mapping.Padding(rows, alignment, false));
    }

    private static Stream run(Stream input, Mapping outTime, Mapping outPacket, int inRows, int ppc, int outRows) {
        int eb = input.type().bytes();
        int flit = input.geometry().flitBytes();
        SliceSource upstream = input.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            long blocks = p.time() / ((long) inRows * ppc);
            Packets o = Packets.zeros(blocks * outRows, flit);
            for (long b = 0; b < blocks; b++) {
                for (int r = 0; r < outRows; r++) {
                    int packetInCol = r / 8;
                    int element = r % 8;
                    int dst = o.offset(b * outRows + r);
                    for (int i = 0; i < inRows; i++) {
                        long t = (b * inRows + i) * ppc + packetInCol;
                        System.arraycopy(p.bytes(), p.offset(t) + element * eb, o.bytes(), dst + i * eb, eb);
                    }
                }
            }
            return o;
        };
        return input.next(Position.TRANSPOSE, input.type(), input.row(), outTime, outPacket, input.expr(), src);
    }
}
