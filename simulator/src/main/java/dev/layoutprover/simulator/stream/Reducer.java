package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The Reducer: 8 Rows, each multiplying the broadcast data packet with its own TRF weights,
 * summing the products pairwise in a reduction tree ({@link #contract}, spatial reduction), then
 * summing over the {@code Time} axes that disappear in a temporal accumulator
 * ({@link #accumulate}). Outputs are widened as the reference's {@code ContractionCast} says:
 * {@code i4, i8 → i32}, {@code bf16, f8e4m3 → f32}; float products of bf16 or f8e4m3 are exact in f32
 * and every addition rounds to f32.
 *
 * <p>Rules: {@code Reducer::TYPE} (inputs {@link #INPUTS}), {@code Reducer::TREE_DEPTH} (the tree
 * sums groups of {@code 2^n} innermost elements of the 64-byte packet, {@code n ≤ 5} for bf16,
 * {@code ≤ 6} for i8 and f8e4m3, {@code ≤ 7} for i4),
 * {@code Reducer::SPATIAL_OUTPUT} (at most 32 outputs per Row), {@code Reducer::CONTRACT}
 * ({@code OutPacket ≡ Packet / 2^n}, by the oracle), {@code Reducer::ACCUMULATE_LAYOUT}
 * (the declared output is {@code Time} without the reduced axes, then the packet, as
 * {@link AccumulationKind} says) and {@code Reducer::BUFFER} (the accumulator's 1024 slots).
 *
 * <p>Example (seed 004): {@code contract::<m![L]>()} reduces {@code K = 16} with a tree of depth 4;
 * {@code accumulate::<m![M, O, L], m![N]>(Interleaved)} reduces no time axis.
 */
public final class Reducer {

    /** The types the Reducer multiplies, the reference's {@code ContractionCast} implementors the simulator models. */
    public static final Set<ElementType> INPUTS = Collections.unmodifiableSet(
            EnumSet.of(ElementType.I8, ElementType.BF16, ElementType.F8E4M3, ElementType.I4));

    private Reducer() {}

    /**
     * The deepest tree over one 64-byte packet of {@code type}: {@code log2} of its elements
     * (bf16: 32 elements, depth 5; i8 and f8e4m3: 64, depth 6; i4: 128, depth 7), as the reference's
     * {@code verify_contract} tries every split up to {@code Packet::SIZE}.
     */
    static int depthLimit(ElementType type, int macBytes) {
        return Long.numberOfTrailingZeros(type.elementsIn(macBytes));
    }

    /** {@code aligned.contract::<outPacket>()}. */
    public static Stream contract(AlignedPair aligned, Mapping outPacket) {
        Stream data = aligned.data();
        ElementType in = data.type();
        RuleViolation.require(INPUTS.contains(in), "Reducer::TYPE", "Reducer inputs must be one of " + INPUTS
                + ", got " + in);
        int depthLimit = depthLimit(in, data.geometry().macBytes());
        long m = outPacket.size();
        RuleViolation.require(m <= 32, "Reducer::SPATIAL_OUTPUT", "the Reducer outputs at most 32 elements per Row "
                + "(OutPacket::SIZE), got " + m + " for " + outPacket);
        RuleViolation.require(Long.bitCount(m) == 1, "Reducer::CONTRACT", "OutPacket::SIZE must be a power of two, got "
                + m + " for " + outPacket);
        int depth = treeDepth(data, aligned.packet(), outPacket, depthLimit);
        RuleViolation.require(depth > 0 || m <= 32, "Reducer::SPATIAL_OUTPUT",
                "without spatial reduction the Reducer outputs at most 32 elements per Row, got " + m);
        ElementType out = in.widened();
        TensorExpr product = new TensorExpr.Product(data.expr(), aligned.trf().expr(), out);
        int sums = (int) Math.min(m, aligned.packet().size() >> depth);
        ContractionRun run = new ContractionRun(aligned, depth, sums);
        SliceSource source = sums == m ? run::produce : padded(run::produce, aligned.row().size(), sums, (int) m);
        return data.next(Position.CONTRACTION, out, aligned.row(), aligned.time(), outPacket, product, source);
    }

    /**
     * Each Row's {@code sums} outputs followed by zeros up to {@code m}: an OutPacket padded beyond
     * the tree's outputs (the reference compares OutPacket and the reduced packet without their
     * padding, stream_tensor.rs:1335). Example: a bf16 packet of 32 summed in groups of 8 gives 4
     * sums per Row, and {@code OutPacket = m![K % 32 / 8 # 8]} holds them and 4 zeros.
     */
    private static SliceSource padded(SliceSource sums, long rows, int kept, int m) {
        return slice -> {
            Packets p = sums.produce(slice);
            Packets o = Packets.zeros(p.time(), Math.toIntExact(rows * m * 4));
            for (long t = 0; t < p.time(); t++) {
                for (int r = 0; r < rows; r++) {
                    System.arraycopy(p.bytes(), p.offset(t) + r * kept * 4, o.bytes(), o.offset(t) + r * m * 4, kept * 4);
                }
            }
            return o;
        };
    }

    /**
     * The tree depth {@code n}: the declared packet is {@code Packet / 2^n} but for padding, as the
     * reference compares them (stream_tensor.rs:1335): its first {@code |OutPacket|} columns when
     * the rest are padding (the accumulator slices padded columns), or the sums padded to
     * {@code |OutPacket|} columns.
     */
    private static int treeDepth(Stream data, Mapping packet, Mapping outPacket, int limit) {
        long m = outPacket.size();
        Verdict last = null;
        for (int n = 0; n <= limit && (packet.size() >> n) >= 1 && packet.size() % (1L << n) == 0; n++) {
            Mapping reduced = new Mapping.Stride(packet, 1L << n);
            Mapping kept = m == reduced.size() ? reduced
                    : m < reduced.size() ? new Mapping.Resize(reduced, m) : new Mapping.Padding(reduced, m, false);
            if (m < reduced.size() && !slicesOnlyPadding(reduced, m)) {
                continue;
            }
            last = data.device().oracle().equivalent(outPacket, kept);
            if (last instanceof Verdict.Proved) {
                return n;
            }
        }
        if (last instanceof Verdict.Refuted r) {
            throw new RuleViolation("Reducer::CONTRACT", "contract OutPacket " + outPacket + " is not Packet " + packet
                    + " reduced by a tree of depth at most " + limit + ", but for padding (stream_tensor.rs:1335): "
                    + r.counterexample().describe(LayoutChecks.axesOf(outPacket, packet)));
        }
        throw new RuleViolation("Reducer::TREE_DEPTH", "no reduction tree of depth at most " + limit + " (groups of 2^n of "
                + packet.size() + " packet elements) gives the " + m + " outputs of " + outPacket);
    }

    /**
     * The packet without its outer padding, as the reference's Interleaved OutTime holds it
     * (stream_tensor.rs:1399, the packet compared without padding): the positions up to the last
     * live one when all after it are holes, else the whole packet. Example: {@code m![K % 16 # 32]}
     * keeps 16.
     */
    private static long livePrefix(Mapping packet) {
        Evaluator e = Evaluator.of(packet);
        long live = packet.size();
        while (live > 1 && e.slot(live - 1).isHole()) {
            live--;
        }
        return live;
    }

    /** True when positions {@code m} and on of {@code reduced} are holes. */
    private static boolean slicesOnlyPadding(Mapping reduced, long m) {
        Evaluator e = Evaluator.of(reduced);
        for (long p = m; p < reduced.size(); p++) {
            if (!e.slot(p).isHole()) {
                return false;
            }
        }
        return true;
    }

    /** {@code contraction.accumulate::<outTime, outPacket>(kind)}. */
    public static Stream accumulate(Stream c, AccumulationKind kind, Mapping outTime, Mapping outPacket) {
        RuleViolation.require(c.position() == Position.CONTRACTION, "Reducer::SOURCE", "accumulate follows contract, not "
                + c.position());
        int rows = c.geometry().rows();
        long r = c.row().size();
        long m = c.packet().size();
        List<Digit> time = EngineMappings.require(c.time(), "the contraction Time").digits();
        Mapping packetPart;
        Mapping expectedPacket;
        long outer = 1;
        long emitted = m;
        if (kind == AccumulationKind.INTERLEAVED) {
            emitted = livePrefix(c.packet());
            packetPart = emitted == m ? c.packet() : new Mapping.Resize(c.packet(), emitted);
            expectedPacket = new Mapping.Padding(c.row(), rows, false);
        } else {
            if (m <= 8) {
                packetPart = c.row();
                expectedPacket = new Mapping.Padding(c.packet(), 8, false);
            } else {
                RuleViolation.require(m % 8 == 0, "Reducer::ACCUMULATE_LAYOUT", "Sequential accumulation outputs 8, 16, "
                        + "24 or 32 elements per Row, got " + m);
                outer = m / 8;
                packetPart = new Mapping.Pair(c.row(), new Mapping.Stride(c.packet(), 8));
                expectedPacket = new Mapping.Modulo(c.packet(), 8);
            }
        }
        LayoutChecks.requireEquivalent(c.device().oracle(), "Reducer::ACCUMULATE_LAYOUT", "accumulate OutPacket",
                outPacket, expectedPacket);
        List<Digit> out = EngineMappings.require(outTime, "OutTime").digits();
        List<Digit> kept = new ArrayList<>();
        time = refine(time, out, kept);
        boolean[] reduced = matchSurvivors(time, kept, out,
                EngineMappings.require(packetPart, "the accumulated packet part").digits(), outTime);
        long[] extents = time.stream().mapToLong(Digit::radix).toArray();
        long[] outExtents = kept.stream().mapToLong(Digit::radix).toArray();
        int outermost = -1;
        for (int i = 0; i < reduced.length && outermost < 0; i++) {
            if (reduced[i]) {
                outermost = i;
            }
        }
        if (outermost >= 0) {
            long inner = kind == AccumulationKind.INTERLEAVED ? emitted : r * outer;
            for (int i = outermost + 1; i < reduced.length; i++) {
                inner *= reduced[i] ? 1 : outExtents[i];
            }
            long limit = kind == AccumulationKind.INTERLEAVED ? 128 : 32;
            long slots = kind == AccumulationKind.INTERLEAVED ? roundUp(r, 8) * inner : roundUp(m, 32) * inner;
            RuleViolation.require(inner <= limit && slots <= 1024, "Reducer::BUFFER", kind + " accumulation buffers "
                    + inner + " positions inside the outermost reduced axis (at most " + limit + ") using " + slots
                    + " of 1024 slots");
        }
        ElementType type = c.type();
        TensorExpr expr = contraction(c, outTime, outPacket, type);
        AccumulationRun run = new AccumulationRun(c.source(), kind, extents, outExtents, reduced, (int) r, (int) m,
                (int) emitted, rows, type);
        Mapping one = new Mapping.Identity();
        return c.next(Position.ACCUMULATION, type, one, outTime, outPacket, expr, run::produce);
    }

    /**
     * Marks the time digits that are reduced: the declared {@code outTime} must be the surviving
     * time digits, in order, followed by {@code tail}.
     */
    private static boolean[] matchSurvivors(List<Digit> time, List<Digit> kept, List<Digit> out, List<Digit> tail,
            Mapping outTime) {
        int keep = out.size() - tail.size();
        boolean ok = keep >= 0 && out.subList(keep, out.size()).equals(tail);
        boolean[] reduced = new boolean[time.size()];
        int j = 0;
        for (int i = 0; i < time.size(); i++) {
            if (ok && j < keep && kept.get(i).equals(out.get(j))) {
                j++;
            } else {
                reduced[i] = true;
            }
        }
        RuleViolation.require(ok && j == keep, "Reducer::ACCUMULATE_LAYOUT", "OutTime " + outTime
                + " must be the contraction Time " + time + " with the reduced axes removed, followed by " + tail);
        return reduced;
    }

    /**
     * The contraction Time's digits, each digit split where a digit of {@code out} of the same axis
     * starts or ends inside its live values: the reference divides Time by the kept part term by
     * term and may keep part of a term (stream_tensor.rs:1450). Example: Time {@code [16:I×1, 8:K×32]}
     * against OutTime {@code [8:I×1]} is {@code [2:I×8, 8:I×1, 8:K×32]}, so {@code I / 8 % 2} and
     * {@code K / 32} are the reduced ones.
     *
     * <p>{@code kept} receives, for each digit, how OutTime shows it where it survives. A term
     * padded in Time keeps its padding only where OutTime keeps its lowest part, which ends where
     * the padding does (stream_tensor.rs:1478–1499, the padding looked up by the kept part's stride
     * in Time); a part above it has none. Example: Time {@code m![K / 32, I % 16 # 32]} (the digit
     * {@code 32:I×1[0..=15]}) splits at 2 into {@code 16:I×2[0..=7]} and {@code 2:I×1}: kept, the
     * first shows as {@code m![I % 16 / 2]} ({@code 8:I×2}), the second as {@code m![I % 2 # 32]}
     * ({@code 32:I×1[0..=1]}).
     */
    static List<Digit> refine(List<Digit> time, List<Digit> out, List<Digit> kept) {
        List<Digit> refined = new ArrayList<>();
        for (Digit d : time) {
            if (d.coordinate() == null || d.low() != 0) {
                refined.add(d);
                kept.add(d);
                continue;
            }
            long low = d.weight();
            long high = Math.multiplyExact(low, d.length());
            TreeSet<Long> cuts = new TreeSet<>();
            for (Digit o : out) {
                if (d.coordinate().equals(o.coordinate())) {
                    for (long b : new long[] {o.weight(), Math.multiplyExact(o.weight(), o.length())}) {
                        // a padded term is cut only where its padding splits with it
                        if (b > low && b < high && b % low == 0 && high % b == 0
                                && (d.full() || d.radix() % (b / low) == 0)) {
                            cuts.add(b);
                        }
                    }
                }
            }
            long top = high;
            for (long c : cuts.descendingSet()) {
                if (top % c == 0) {
                    long r = top / c;
                    Digit part = new Digit(top == high && !d.full() ? d.radix() * low / c : r, 0, r, d.coordinate(), c);
                    refined.add(part);
                    kept.add(new Digit(r, 0, r, d.coordinate(), c));
                    top = c;
                }
            }
            long r = top / low;
            refined.add(top == high ? d : new Digit(r, 0, r, d.coordinate(), low));
            kept.add(top == high ? d : new Digit(d.full() ? r : d.radix(), 0, r, d.coordinate(), low));
        }
        return refined;
    }

    private static long roundUp(long v, long to) {
        return (v + to - 1) / to * to;
    }

    /**
     * The naive meaning: the products summed over every axis that appears in no output mapping, then
     * over the parts of the axes OutTime, OutPacket, the chips or the clusters index that no output
     * mapping holds ({@link UnheldDigits}). An axis the slices alone hold stays whole: the
     * inter-slice reduce that completes it sums all of it. Chips and clusters have no such reduce:
     * their partial sums meet by copies and an elementwise add, so each is summed here.
     */
    private static TensorExpr contraction(Stream c, Mapping outTime, Mapping outPacket, ElementType type) {
        TensorExpr.Product p = (TensorExpr.Product) c.expr();
        Set<String> seen = new HashSet<>();
        List<Mapping> outputs = List.of(c.chip(), c.cluster(), c.slice(), outTime, outPacket);
        for (Mapping m : outputs) {
            for (Axis a : Evaluator.of(m).axes()) {
                seen.add(a.name());
            }
        }
        List<Axis> kept = new ArrayList<>();
        for (Axis a : p.axes()) {
            if (seen.contains(a.name())) {
                kept.add(a);
            }
        }
        Set<String> indexed = new HashSet<>();
        for (Mapping m : List.of(c.chip(), c.cluster(), outTime, outPacket)) {
            Evaluator.of(m).axes().forEach(a -> indexed.add(a.name()));
        }
        // an axis the slices hold is a sum split across them, which an inter-slice reduce completes
        Evaluator.of(c.slice()).axes().forEach(a -> {
            if (!Evaluator.of(outTime).axes().contains(a) && !Evaluator.of(outPacket).axes().contains(a)) {
                indexed.remove(a.name());
            }
        });
        return UnheldDigits.sum(new TensorExpr.Contraction(p.x(), p.w(), kept, type), outputs, indexed, type);
    }
}
