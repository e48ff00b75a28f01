package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A tensor of the symbolic run: its kind ({@code HbmTensor}, {@code DmTensor},
 * {@code TrfTensor}, or a {@code stream} of the tensor unit), element type, the parts of its
 * chip-and-cluster coordinate and of its slice, element (a stream: time and packet) and TRF row
 * mappings, and the {@link Piece}s it holds. A stream may carry a partner: the second operand of
 * {@code begin_interleaved} or the TRF tensor of {@code align}.
 *
 * <p>Example: {@code lhs.to_dm::<m![B / 2048 % 2], m![A / 64], m![A % 64, B % 2048]>(…)} is a
 * {@code DmTensor} with coordinate parts {@code [B/2048%2]}, slice {@code [A/64]}, element
 * {@code [A%64, B%2048]} and two pieces.
 */
public final class Tensor implements Cloneable {

    public String kind;
    public ElementType type;
    public List<Part> coord = List.of();
    /** The leading parts of {@link #coord} that name the chip (the rest name the cluster); the whole coordinate of an HBM tensor. */
    public List<Part> chip = List.of();
    public List<Part> slice = List.of();
    public List<Part> elem = List.of();
    public List<Part> packet = List.of();
    /** The TRF row parts; empty until known (a {@code to_trf} whose type is written). */
    public Optional<List<Part>> row = Optional.empty();
    public List<Piece> pieces = new ArrayList<>();
    public Tensor partner;
    public String partnerKind;
    /** In the Vector Engine: the stage reached (-1 outside it) and the ALUs it used (see {@code LaneOperations}). */
    public int vectorStage = -1;
    public java.util.Set<String> alus = java.util.Set.of();
    /** Whether an interleaved stream was unzipped into its pair of groups ({@code vector_intra_slice_unzip}). */
    public boolean unzipped;
    /** What {@code vector_stash} put in the operand register in this pass, by logical index; null before it. */
    public List<Piece> stash;
    /** The stream's element type when it was stashed. */
    public ElementType stashType;
    /**
     * The group test of this pass's branch ({@code BranchMode::Comparison}'s fourth comparison);
     * null after an unconditional branch, whose ids are all 0 (group 0).
     */
    public dev.layoutprover.simulator.naive.InputCmp groupTest;
    /** The values the branch compared, by logical index; null when {@link #groupTest} is. */
    public List<Piece> branchTested;
    /**
     * The digit whose value is the group after {@code BranchMode::AxisToggle} ({@code B % 2} when the
     * stream lays out {@code B} with its least weight 1); null for the other modes.
     */
    public Part groupDigit;

    public Tensor(String kind, ElementType type) {
        this.kind = kind;
        this.type = type;
    }

    /**
     * A stream or tensor holding what this one holds: every field the same (the partner too, the
     * same object), the list of pieces a new one, so that pieces added to the copy are not added
     * here. A field added to the class is carried without an edit here.
     *
     * <p>Example: {@code Tensor t = s.copy(); t.pieces.add(p);} leaves {@code s.pieces} as it was,
     * and {@code t.partner == s.partner}.
     */
    public Tensor copy() {
        try {
            Tensor t = (Tensor) super.clone();
            t.pieces = new ArrayList<>(pieces);
            return t;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError("a Tensor is Cloneable", e);
        }
    }

    /** Every part that indexes an element: coordinate, slice, element or time, packet, TRF row. */
    public List<Part> parts() {
        List<Part> all = new ArrayList<>(coord);
        all.addAll(slice);
        all.addAll(elem);
        all.addAll(packet);
        row.ifPresent(all::addAll);
        return all;
    }

    /** How many chip-and-cluster coordinates there are. */
    public long coordinates() {
        long n = 1;
        for (Part p : coord) {
            n = Math.multiplyExact(n, p.mod());
        }
        return n;
    }

    /** How many cluster coordinates each chip has: the product of the cluster parts' sizes. */
    public long clusters() {
        long n = 1;
        for (Part p : coord.subList(chip.size(), coord.size())) {
            n = Math.multiplyExact(n, p.mod());
        }
        return n;
    }

    /** The region coordinate {@code k} stands for: its digits of the coordinate parts. */
    public Region coordGuard(long k, java.util.Map<String, Long> sizes) {
        Region g = Region.all();
        long rest = k;
        for (int i = coord.size() - 1; i >= 0; i--) {
            Part p = coord.get(i);
            g = g.fix(p, rest % p.mod(), sizes.get(p.axis())).orElseThrow(() -> new NotModelled(
                    "the cluster mapping names a digit twice"));
            rest /= p.mod();
        }
        return g;
    }
}
