package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import java.util.OptionalLong;

/**
 * The Transpose Engine: reads {@code in_rows} time steps of {@code packets_per_col} packets each
 * as an {@code [in_rows × in_cols]} matrix (the first 8 elements of each packet, {@code in_cols =
 * 8 · packets_per_col}), transposes it and pads each row to a 32-byte flit. Of each packet's 8
 * columns it keeps the first {@code k}, at least up to the last element that is not padding, so
 * {@code out_rows = packets_per_col · k}. {@code Time} becomes
 * {@code [Time / (in_rows · packets_per_col), Time % packets_per_col, k]}.
 *
 * <p>The engine finds {@code in_rows}, {@code in_cols} and {@code out_rows} from the declared
 * output: the first choice whose transposed mapping the oracle proves equivalent to it.
 *
 * <p>Rules: {@code Transpose::PACKET} (32-byte packets) and {@code Transpose::LAYOUT} (some valid
 * {@code in_rows} of at most 8 bytes, {@code in_cols ∈ {8, 16, 32}}, {@code out_rows ≤ in_cols}
 * produces the declared {@code [Time, Packet]}; of a 4-bit type, 16 columns per packet,
 * {@code in_rows} up to 16 and {@code in_cols ∈ {16, 32}}). The reference's transpose takes any
 * Scalar; a 4-bit one is checked here and moved nibble by nibble, element {@code 2k} in the low
 * nibble of byte {@code k} of a packet, as every {@code i4} packet of the simulator is stored.
 *
 * <p>Example: {@code i8}, {@code Time = m![C, D]}, {@code Packet = m![E # 32]} ({@code C = D = E = 8})
 * transposes to {@code Time = m![C, E]}, {@code Packet = m![D # 32]}.
 */
public final class TransposeEngine {

    private TransposeEngine() {}

    public static Stream transpose(Stream input, Mapping outTime, Mapping outPacket) {
        int flit = input.geometry().flitBytes();
        RuleViolation.require(input.type().fills(input.packet().size(), flit), "Transpose::PACKET", "the Transpose "
                + "Engine takes 32-byte packets, got " + input.type().bytesText(input.packet().size()));
        int bits = input.type().bits();
        // a 4-bit count of no whole bytes fails as the reference's size_in_bytes_from_length (scalar.rs:18)
        // does inside this check (stream_tensor.rs:994)
        RuleViolation.require(input.type().fills(outPacket.size(), flit), "Transpose::PACKET", "the Transpose Engine "
                + "gives 32-byte packets, got " + outPacket.size() + " × " + (bits < 8 ? bits + " bits"
                : String.valueOf(bits / 8)) + " = " + input.type().bytesText(outPacket.size()) + " bytes for "
                + outPacket);
        // a packet's columns: 8 elements, 16 of a 4-bit type, whose in_cols are 16 or 32 (stream_tensor.rs:1022)
        int columns = bits == 4 ? 16 : 8;
        int[] inColsChoices = bits == 4 ? new int[] {16, 32} : new int[] {8, 16, 32};
        int maxRows = 64 / bits;
        int alignment = flit * 8 / bits;
        long time = input.time().size();
        Mapping declared = new Mapping.Pair(outTime, outPacket);
        if (outPacket.size() == alignment) {
            int kept = liveElements(input.packet(), columns);
            for (int inCols : inColsChoices) {
                int ppc = inCols / columns;
                for (int inRows = 1; inRows <= maxRows; inRows++) {
                    long block = (long) inRows * ppc;
                    // in_rows of a 4-bit type is whole bytes: the reference sizes it with
                    // size_in_bytes_from_length (stream_tensor.rs:1002), which asserts so (scalar.rs:18)
                    if (time % block != 0 || !input.type().wholeBytes(inRows)) {
                        continue;
                    }
                    for (int k = kept; k <= columns; k++) {
                        if (outTime.size() != time / block * ppc * k) {
                            continue;
                        }
                        Mapping produced = produced(input, inRows, ppc, k, columns, alignment);
                        if (input.device().oracle().equivalent(declared, produced) instanceof Verdict.Proved) {
                            return run(input, outTime, outPacket, inRows, ppc, k);
                        }
                    }
                }
            }
        }
        Mapping inRows = withoutTopPadding(outPacket);
        String cause = !input.type().wholeBytes(inRows.size()) ? "; in_rows, the output packet without its padding ("
                + inRows + "), is " + inRows.size() + " × " + bits + " bits, no whole bytes (stream_tensor.rs:1002, "
                + "whose size_in_bytes_from_length asserts whole bytes, scalar.rs:18)"
                : inRows.size() > maxRows ? "; in_rows, the output packet without its padding (" + inRows + "), is "
                + inRows.size() + " × " + (bits < 8 ? bits + " bits" : String.valueOf(bits / 8)) + " = "
                + input.type().bytesOf(inRows.size()) + " bytes, more than 8 (stream_tensor.rs:1003)"
                : inColsCause(input.time(), inRows, columns, inColsChoices, outTime);
        throw new RuleViolation("Transpose::LAYOUT", "no transpose (in_rows ≤ " + maxRows + ", in_cols "
                + (bits == 4 ? "16 or 32" : "8, 16 or 32") + ", out_rows ≤ in_cols, each packet's first " + columns
                + " elements kept but for padding) of Time " + input.time() + ", Packet " + input.packet()
                + " gives Time " + outTime + ", Packet " + outPacket + cause);
    }

    /**
     * Why the reference refuses, where its steps before the OutTime comparison decide it: in_rows
     * (the output packet without its padding) absent from the input Time (stream_tensor.rs:1015), or
     * in_cols, the packets of the Time inner to in_rows times a packet's columns, not one of the
     * engine's sizes (1026), or out_rows more than in_cols (1059, {@link #outRows}); otherwise the
     * OutTime comparisons (1044–1072). Example: Time {@code m![C, D]} ({@code C = D = 8}) with
     * in_rows {@code C} has 8 packets inner to C, so in_cols is 8 × 8 = 64.
     */
    private static String inColsCause(Mapping time, Mapping inRows, int columns, int[] choices, Mapping outTime) {
        var t = EngineMappings.digits(time);
        var r = EngineMappings.digits(inRows);
        if (t.isPresent() && r.isPresent()) {
            TermDivision d = TermDivision.relaxed(TermDivision.terms(t.get()), TermDivision.terms(r.get()));
            if (!d.divisorResidue.isEmpty()) {
                return "; in_rows (" + inRows + ") is not in the input Time (stream_tensor.rs:1015)";
            }
            long packets = d.matches.stream().mapToLong(TermDivision.Match::dividendPlace).min().orElse(1);
            long inCols = packets * columns;
            if (java.util.Arrays.stream(choices).noneMatch(c -> c == inCols)) {
                return "; in_cols, the " + packets + " packets of the Time inner to in_rows × " + columns + ", is "
                        + inCols + ", not one of " + java.util.Arrays.toString(choices) + " (stream_tensor.rs:1026)";
            }
            long outer = time.size() / packets / inRows.size();
            OptionalLong outRows = outRows(time, packets, outer, outTime);
            if (outRows.isPresent() && outRows.getAsLong() > inCols) {
                return "; out_rows, the OutTime inner to its outer part, is " + outRows.getAsLong()
                        + ", more than in_cols " + inCols + " (stream_tensor.rs:1059)";
            }
        }
        return " (stream_tensor.rs:1044–1072)";
    }

    /**
     * The reference's {@code out_rows} size (stream_tensor.rs:1036–1057): with one packet per
     * column, {@code OutTime::SIZE} over the size of the Time outer to in_rows; with more, the
     * packets-per-column part ({@code Time % packets}) found in OutTime times the OutTime inner to
     * it (empty where OutTime lacks it: the reference panics there, at another assertion). Example:
     * Time {@code m![A]}, in_rows {@code A}, OutTime {@code m![B # 16]}: 16.
     */
    private static OptionalLong outRows(Mapping time, long packets, long outer, Mapping outTime) {
        if (packets == 1) {
            return outer == 0 ? OptionalLong.empty() : OptionalLong.of(outTime.size() / outer);
        }
        var ppc = EngineMappings.digits(new Mapping.Modulo(time, packets));
        var out = EngineMappings.digits(outTime);
        if (ppc.isEmpty() || out.isEmpty()) {
            return OptionalLong.empty();
        }
        TermDivision d = TermDivision.relaxed(TermDivision.terms(out.get()), TermDivision.terms(ppc.get()));
        if (!d.divisorResidue.isEmpty() || d.matches.isEmpty()) {
            return OptionalLong.empty();
        }
        long inner = d.matches.stream().mapToLong(TermDivision.Match::dividendPlace).min().getAsLong();
        return OptionalLong.of(packets * inner);
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

    /**
     * How many of a packet's first {@code columns} elements (8, or 16 of a 4-bit type) the output
     * must keep: up to its last live one. The reference's OutTime may drop only padding of them
     * (stream_tensor.rs:1065). Example: a packet {@code m![E # 32]} with {@code E = 6} keeps 6, so an
     * OutTime part {@code E} or {@code E # 8} fits.
     */
    private static int liveElements(Mapping packet, int columns) {
        var form = EngineMappings.digits(packet);
        if (form.isEmpty()) {
            return columns;
        }
        int end = 0;
        for (int p = 0; p < Math.min(columns, packet.size()); p++) {
            if (form.get().live(p)) {
                end = p + 1;
            }
        }
        return Math.max(end, 1);
    }

    /**
     * The transposed {@code [Time, Packet]}: {@code Time = [outer, packets_per_col, in_rows]},
     * {@code OutTime = [outer, packets_per_col, the first k elements of each packet]} and
     * {@code OutPacket = in_rows} padded to a flit (stream_tensor.rs:1003–1072).
     */
    private static Mapping produced(Stream s, int inRows, int ppc, int k, int columns, int alignment) {
        Mapping t = s.time();
        Mapping rows = new Mapping.Modulo(new Mapping.Stride(t, ppc), inRows);
        Mapping cols = new Mapping.Pair(new Mapping.Modulo(t, ppc), new Mapping.Resize(new Mapping.Resize(s.packet(),
                columns), k));
        Mapping time = new Mapping.Pair(new Mapping.Stride(t, (long) inRows * ppc), cols);
        return new Mapping.Pair(time, new Mapping.Padding(rows, alignment, false));
    }

    private static Stream run(Stream input, Mapping outTime, Mapping outPacket, int inRows, int ppc, int k) {
        int outRows = ppc * k;
        ElementType type = input.type();
        int flit = input.geometry().flitBytes();
        SliceSource upstream = input.source();
        SliceSource src = slice -> {
            Packets p = upstream.produce(slice);
            long blocks = p.time() / ((long) inRows * ppc);
            Packets o = Packets.zeros(blocks * outRows, flit);
            for (long b = 0; b < blocks; b++) {
                for (int r = 0; r < outRows; r++) {
                    int packetInCol = r / k;
                    int element = r % k;
                    int dst = o.offset(b * outRows + r);
                    for (int i = 0; i < inRows; i++) {
                        long t = (b * inRows + i) * ppc + packetInCol;
                        move(type, p.bytes(), p.offset(t), element, o.bytes(), dst, i);
                    }
                }
            }
            return o;
        };
        return input.next(Position.TRANSPOSE, type, input.row(), outTime, outPacket, input.expr(), src);
    }

    /**
     * Element {@code from} of the packet at {@code in} to element {@code to} of the packet at
     * {@code out}: its bytes, or of a 4-bit type its nibble (element {@code 2k} in the low nibble of
     * byte {@code k}, {@link ElementType#decodeAt}), the other nibble of the destination byte kept.
     * Example: i4 element 3 of bytes {@code 0x21 0x43} is 4; written as element 0 of a zero packet it
     * makes byte 0 {@code 0x04}.
     */
    static void move(ElementType type, byte[] in, int inBase, int from, byte[] out, int outBase, int to) {
        if (type.isSubByte()) {
            type.encodeAt(type.decodeAt(in, inBase, from), out, outBase, to);
        } else {
            int eb = type.bytes();
            System.arraycopy(in, inBase + from * eb, out, outBase + to * eb, eb);
        }
    }
}
