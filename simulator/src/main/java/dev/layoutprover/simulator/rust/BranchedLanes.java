package dev.layoutprover.simulator.rust;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.InputCmp;
import dev.layoutprover.simulator.stream.BranchConfig;
import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.stream.ValidBranchIds;
import dev.layoutprover.simulator.symbolic.BranchTest;
import dev.layoutprover.simulator.symbolic.Content;
import dev.layoutprover.simulator.symbolic.NotModelled;
import dev.layoutprover.simulator.symbolic.Part;
import dev.layoutprover.simulator.symbolic.Piece;
import dev.layoutprover.simulator.symbolic.Region;
import dev.layoutprover.simulator.symbolic.Tensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The branch unit in the symbolic run: {@code vector_intra_slice_branch} with
 * {@code BranchMode::Unconditional} (every id 0, group 0) or {@code BranchMode::Comparison} (the
 * group bit is the fourth comparison of the value the branch sees), and a lane operation whose
 * operands are valid per group ({@code [VeBranchOperand::group(VeRhs::constant(1), GroupId::One),
 * …]}, {@code ArrayVec::new([…])}, {@code VeBranchOperand::stash_group(…)}): the operands apply one
 * after another, each where its group holds, to what the ones before it left, as the reference's
 * operand list does and as the naive evaluator guards them.
 *
 * <p>Example: after {@code Comparison([true, true, true, <0])} on {@code x},
 * {@code .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1), GroupId::One)])}
 * leaves {@code if(<0)_i32(x, mul_i32(x, -1), x)}; after {@code Unconditional} an operand of
 * {@code GroupId::One} applies nowhere and one of {@code GroupId::Zero} everywhere.
 */
final class BranchedLanes {

    private BranchedLanes() {}

    /** The stream {@code s} entering {@code vector_intra_slice_branch(mode)}: its group test recorded. */
    static void branch(Tensor s, Object mode) {
        if (mode instanceof BranchConfig.Comparison c && c.comparisons().size() == 4) {
            InputCmp group = c.comparisons().get(3);
            ElementType lanes = s.type.isFloat() ? ElementType.F32 : ElementType.I32;
            for (InputCmp each : c.comparisons()) {
                // a comparison of the other type breaks Vector::BRANCH in a concrete run: never decided here
                if (each.type() != lanes || s.type.bits() != 32) {
                    throw new NotModelled("the branch comparison " + each + " of " + each.type() + " on " + s.type
                            + " lanes is not modelled symbolically");
                }
            }
            s.groupTest = group;
            s.branchTested = s.pieces;
            s.groupDigit = null;
            return;
        }
        if (mode instanceof BranchConfig.AxisToggle t) {
            // the group is (a / w % n) % 2 for the axis's factor (w, n) of least weight the stream lays out
            List<Part> laid = new ArrayList<>(s.coord);
            laid.addAll(s.slice);
            laid.addAll(s.elem);
            laid.addAll(s.packet);
            Part least = null;
            for (Part p : laid) {
                if (p.axis().equals(t.axis()) && (least == null || p.div() < least.div())) {
                    least = p;
                }
            }
            if (least != null && least.mod() > 1 && least.mod() % 2 != 0) {
                throw new NotModelled("BranchMode::AxisToggle over " + least + ", a factor of odd length (its parity is"
                        + " no digit), is not modelled symbolically");
            }
            s.groupTest = null;
            s.branchTested = null;
            // a factor of length 1, or an axis the stream does not lay out: every id 0
            s.groupDigit = least == null || least.mod() == 1 ? null : new Part(least.axis(), least.div(), 2);
            return;
        }
        if (mode instanceof String || mode instanceof Enum<?>) {
            String name = mode.toString();
            name = name.substring(name.lastIndexOf(':') + 1);
            if (name.equalsIgnoreCase("Unconditional")) {
                s.groupTest = null;
                s.branchTested = null;
                s.groupDigit = null;
                return;
            }
        }
        throw new NotModelled("the branch mode " + InterpreterValues.describe(mode) + " (execution ids not"
                + " read from the group comparison) is not modelled symbolically");
    }

    /** Whether {@code operand} lists operands valid per group (or is one such). */
    static boolean branched(Object operand) {
        return operand instanceof Operand.Branches || operand instanceof Operand.Branch
                || operand instanceof Operand.Constant || operand instanceof List<?> || operand instanceof Valid;
    }

    /**
     * The pieces of stream {@code s} after {@code .method_with_mode(op, mode, operands)} with
     * {@code operands} valid per group (see the class comment).
     */
    static List<Piece> apply(Tensor s, String method, String op, String mode, Object operands) {
        List<Valid> list = new ArrayList<>();
        for (Object o : operands instanceof Operand.Branches b ? b.branches() : operands instanceof List<?> l ? l
                : List.of(operands)) {
            list.add(switch (o) {
                case Operand.Branch b -> new Valid(plain(b.operand(), s.type.isFloat(), method), b.valid());
                case Operand.Constant c -> new Valid(plain(c, s.type.isFloat(), method), ValidBranchIds.ALWAYS);
                case Operand.Stash st -> new Valid(st, ValidBranchIds.ALWAYS);
                case Valid v -> v;
                case Tensor t -> new Valid(t, ValidBranchIds.ALWAYS);
                default -> throw new NotModelled("." + method + " with the operand " + InterpreterValues.describe(o)
                        + " is not modelled symbolically");
            });
        }
        if (list.size() > BranchValues.MAX_BRANCHES) {
            throw new NotModelled("." + method + " with " + list.size() + " operands (past the operand list's capacity)");
        }
        List<Piece> now = s.pieces;
        for (Valid b : list) {
            Tensor t = s.copy();
            t.pieces = now;
            List<Piece> applied = LaneOperations.apply(t, method, op, mode, b.operand());
            now = guarded(s, b.valid(), applied, now);
        }
        return now;
    }

    /**
     * An operand of the symbolic run valid for some ids: {@code VeBranchOperand::group(VeRhs::vrf(&v),
     * GroupId::One)} with the symbolic VRF tensor {@code v}, or a plain operand with its ids.
     */
    record Valid(Object operand, ValidBranchIds valid) {}

    /** An operand as the plain lane operations take it: a number, the stash, a VRF tensor. */
    private static Object plain(Operand o, boolean floating, String method) {
        return switch (o) {
            case Operand.Constant c when c.written() != ElementType.F32 && !floating && c.value() == Math.rint(c.value())
                    -> (long) c.value();
            case Operand.Constant c when c.written() != ElementType.I32 && floating -> c.value();
            case Operand.Stash st -> st;
            default -> throw new NotModelled("." + method + " with the operand " + o + " is not modelled symbolically");
        };
    }

    /** {@code applied} where the ids are {@code valid}, {@code before} elsewhere. */
    private static List<Piece> guarded(Tensor s, ValidBranchIds valid, List<Piece> applied, List<Piece> before) {
        if (valid == ValidBranchIds.ALWAYS) {
            return applied;
        }
        boolean one = valid == ValidBranchIds.GROUP1;
        if (s.groupDigit != null) {
            // the group is a digit of the element's index: one node choosing by it, the same formula everywhere
            List<Piece> out = new ArrayList<>();
            for (Piece a : applied) {
                for (Piece b : before) {
                    Optional<Region> m = a.coord() == b.coord() ? a.guard().meet(b.guard()) : Optional.empty();
                    m.ifPresent(r -> out.add(new Piece(a.coord(), r, BranchTest.byDigit(s.groupDigit,
                            r.apply(one ? a.content() : b.content()), r.apply(one ? b.content() : a.content()), 32,
                            s.type.isFloat()))));
                }
            }
            return out;
        }
        InputCmp test = s.groupTest;
        if (test == null || test.kind() == InputCmp.Kind.FALSE) {
            return one ? before : applied; // every group bit 0
        }
        if (test.kind() == InputCmp.Kind.TRUE) {
            return one ? applied : before; // every group bit 1
        }
        List<Piece> out = new ArrayList<>();
        for (Piece t : s.branchTested) {
            for (Piece a : applied) {
                if (a.coord() != t.coord()) {
                    continue;
                }
                Optional<Region> ta = t.guard().meet(a.guard());
                if (ta.isEmpty()) {
                    continue;
                }
                for (Piece b : before) {
                    Optional<Region> m = b.coord() == t.coord() ? ta.get().meet(b.guard()) : Optional.empty();
                    if (m.isEmpty()) {
                        continue;
                    }
                    Region r = m.get();
                    Content held = r.apply(a.content());
                    Content otherwise = r.apply(b.content());
                    out.add(new Piece(t.coord(), r, BranchTest.where(test, r.apply(t.content()), one ? held : otherwise,
                            one ? otherwise : held, 32, s.type.isFloat())));
                }
            }
        }
        return out;
    }
}
