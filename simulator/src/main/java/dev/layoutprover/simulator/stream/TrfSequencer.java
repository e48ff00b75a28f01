package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.layout.SequencerCompiler;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.TrfTensor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The TRF Sequencer, the weight path of the Aligner: each cycle it reads {@code reg_read_size}
 * contiguous bytes of every Row's TRF and repeats them to fill the 64-byte MAC packet; its loop
 * entries walk the outer part of the computation mapping, stride 0 for axes the weights lack.
 *
 * <p>{@code reg_read_size} is the contiguous innermost part the TRF element mapping and the
 * computation packet share; the rest of the packet must be broadcast (axes the TRF lacks). The
 * entries come from the TRF element mapping and {@code OutTime} as the book's compiler derives
 * them ({@link SequencerCompiler}), strides in bytes, listed innermost first.
 *
 * <p>Rules: {@code TrfSequencer::PACKET}, {@code TrfSequencer::REG_READ_SIZE} (a power of two up to
 * 64 bytes), {@code TrfSequencer::ALIGN64} (with a 64-byte read, strides are multiples of 64), the
 * sequencer limits, and {@code Aligner::TRF_SEQUENCER}: the computation mapping the entries read is
 * equivalent to the declared one, decided by the oracle.
 *
 * <p>Example (seed 004): TRF element {@code m![O, M, K]} ({@code O = 2, M = 32, K = 16}, bf16),
 * {@code OutTime = m![M, O]}, {@code OutPacket = m![L, K]} gives {@code reg_read_size = 32} and
 * entries {@code {size 2, stride 1024}, {size 32, stride 32}}.
 */
public final class TrfSequencer {

    /**
     * The derived configuration: {@code entries} innermost first with byte strides (as the book
     * prints them), {@code loops} outermost first with element strides (as they run).
     */
    public record Config(int regReadBytes, int repeat, List<Entry> entries, SequencerConfig loops) {}

    private TrfSequencer() {}

    public static Config configure(TrfTensor trf, Mapping outTime, Mapping outPacket) {
        ElementType type = trf.type();
        NormalForm element = EngineMappings.require(trf.element(), "the TRF element mapping");
        List<Entry> loops = new ArrayList<>();
        List<Mapping> readTime = new ArrayList<>();
        Map<String, Axis> axes = EngineMappings.axes(outTime);
        for (Digit d : EngineMappings.require(outTime, "OutTime").digits()) {
            NormalForm one = NormalForm.termByTerm(List.of(d));
            SequencerConfig pieces = SequencerCompiler.modelled("TRF", () -> SequencerCompiler.derive(element, one, "TRF"));
            loops.addAll(pieces.entries());
            readTime.add(readMapping(trf.element(), one.toMapping(axes), pieces));
        }
        SequencerConfig time = SequencerCompiler.withinLimits(new SequencerConfig(loops), "TRF");
        List<Entry> packet = SequencerCompiler.modelled("TRF", () -> SequencerCompiler.derive(element,
                EngineMappings.require(outPacket, "OutPacket"), "TRF")).merged().entries();
        Entry last = packet.get(packet.size() - 1);
        long reg = last.stride() == 0 ? 1 : readsStoredPadding(element, last) ? last.size() : last.valid();
        if (readsWholeStoredPacket(trf, outPacket, packet)) {
            reg = outPacket.size();
        } else {
            String beyond = "the simulator reads each packet's weights as one contiguous run of the TRF row";
            for (int i = 0; i < packet.size() - 1; i++) {
                RuleViolation.requireModelled(packet.get(i).stride() == 0, "TrfSequencer::PACKET", "the computation "
                        + "packet " + outPacket + " reads the TRF at stride " + packet.get(i).stride() + " outside the "
                        + "contiguous reg_read of " + reg + " elements; only axes the weights lack may lie outside it",
                        beyond);
            }
            RuleViolation.requireModelled(last.stride() <= 1, "TrfSequencer::PACKET", "the innermost packet factor of "
                    + outPacket + " is not contiguous in the TRF element " + trf.element(), beyond);
        }
        long regBytes = type.bytesOf(reg);
        RuleViolation.require(type.wholeBytes(reg) && regBytes <= 64 && Long.bitCount(regBytes) == 1,
                "TrfSequencer::REG_READ_SIZE", "reg_read_size, the contiguous run the TRF element " + Printer.written(trf.element())
                        + " and OutPacket " + Printer.written(outPacket) + " share, is " + reg + " × " + type.sizeText() + " = "
                        + type.bytesText(reg)
                        + " bytes; it must be 1, 2, 4, 8, 16, 32 or 64 bytes");
        if (outPacket.size() % reg != 0) {
            throw RuleViolation.unmodelled("the simulator reads a packet as whole reg_read runs, and " + reg
                    + " elements do not divide the packet of " + outPacket.size(), "TrfSequencer::REG_READ_SIZE",
                    "reg_read_size of " + reg + " elements");
        }
        List<Entry> bytes = new ArrayList<>();
        for (Entry e : time.entries()) {
            if (!type.wholeBytes(e.stride())) {
                throw new RuleViolation("Kernel::UNMODELLED", "the TRF Sequencer would step " + e.stride() + " " + type
                        + " elements, inside a byte; the simulator addresses the TRF by bytes");
            }
            long strideBytes = e.stride() * type.bits() / 8;
            bytes.add(new Entry(e.size(), strideBytes, e.valid()));
            if (regBytes == 64) {
                RuleViolation.require(strideBytes % 64 == 0, "TrfSequencer::ALIGN64", "with reg_read_size 64 every "
                        + "stride must be a multiple of 64 bytes, got " + strideBytes);
            }
        }
        Collections.reverse(bytes);
        long packetElements = outPacket.size();
        Mapping readPacket = new Mapping.Pair(new Mapping.Stride(outPacket, reg), new Mapping.Modulo(trf.element(), reg));
        Mapping read = new Mapping.Pair(pairAll(readTime), readPacket);
        LayoutChecks.requireEquivalent(trf.device().oracle(), "Aligner::TRF_SEQUENCER",
                "TRF Sequencer computation mapping [OutTime, OutPacket]", new Mapping.Pair(outTime, outPacket), read);
        return new Config((int) regBytes, (int) (packetElements / reg), bytes, time);
    }

    /**
     * Whether the contiguous read of a padded packet entry stays inside the TRF row: the element's
     * innermost digit stores the padding too ({@code m![K # 16]} with {@code K = 12} read as
     * {@code K # 16} is one 16-element run, as the book's "contiguous portion common to both" counts
     * it), so {@code reg_read_size} is the entry's size, not its valid part.
     */
    private static boolean readsStoredPadding(NormalForm element, Entry last) {
        if (!last.isMasked() || last.stride() != 1 || element.digits().isEmpty()) {
            return false;
        }
        Digit inner = element.digits().get(element.digits().size() - 1);
        return inner.coordinate() != null && inner.weight() == 1 && inner.length() == last.valid()
                && inner.radix() >= last.size();
    }

    /**
     * Whether the whole computation packet is one contiguous run of the TRF element, its stored
     * padding included, where the packet's own entries are not ({@code m![A # 16, C]} with
     * {@code A = 4, C = 4} derives {@code {16 (4 valid), stride 4}, {4, stride 1}}, yet positions
     * 0..63 of an element {@code m![A # 16, C]} are that packet, holes where it has holes): the
     * sequencer then reads the packet at once, {@code reg_read_size} the packet. The padding
     * positions read whatever the TRF stores there; the data is zero at them (the fetch masks
     * padding), so, as in the reference, whose tensors hold no padding positions, no padding
     * reaches a sum.
     */
    private static boolean readsWholeStoredPacket(TrfTensor trf, Mapping outPacket, List<Entry> packet) {
        if (packet.stream().noneMatch(Entry::isMasked) || trf.element().size() % outPacket.size() != 0) {
            return false;
        }
        try {
            Mapping run = new Mapping.Modulo(trf.element(), outPacket.size());
            return trf.device().oracle().equivalent(run, outPacket) instanceof Verdict.Proved;
        } catch (MappingException e) {
            return false;
        }
    }

    /**
     * What the entries of digit {@code declared} read: the declared digit where the TRF lacks its axis,
     * otherwise {@code Element / stride % size} for each piece (the element positions the loop
     * visits, hence the indices stored there).
     */
    private static Mapping readMapping(Mapping element, Mapping declared, SequencerConfig pieces) {
        if (pieces.entries().stream().allMatch(e -> e.stride() == 0)) {
            return declared;
        }
        List<Mapping> parts = new ArrayList<>();
        for (Entry e : pieces.entries()) {
            try {
                Mapping m = new Mapping.Modulo(new Mapping.Stride(element, e.stride()), e.valid());
                parts.add(e.isMasked() ? new Mapping.Padding(m, e.size(), false) : m);
            } catch (MappingException ex) {
                throw RuleViolation.beyondModel(new RuleViolation("TrfSequencer::PACKET", "the TRF loop " + e
                        + " does not split the element " + element + " evenly: " + ex.getMessage()),
                        "the simulator reads the TRF only through loops that split its element");
            }
        }
        return pairAll(parts);
    }

    private static Mapping pairAll(List<Mapping> ms) {
        Mapping result = null;
        for (int i = ms.size() - 1; i >= 0; i--) {
            result = result == null ? ms.get(i) : new Mapping.Pair(ms.get(i), result);
        }
        return result == null ? new Mapping.Identity() : result;
    }
}
