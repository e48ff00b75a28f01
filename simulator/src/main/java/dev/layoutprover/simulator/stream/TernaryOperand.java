package dev.layoutprover.simulator.stream;

import java.util.List;

/**
 * The operands of a ternary operation with the execution ids they serve: the reference's
 * {@code TernaryOperand} ({@code operand0} a constant, VRF tensor or the stash, {@code operand1}
 * an {@code f32} constant). A list of them applies the operation once per entry, in order, each
 * where its ids match, to what the entries before it left.
 *
 * <p>Example: {@code TernaryOperand::group(VeRhs::constant(2.0f32), 3.0f32, GroupId::One)} is
 * {@code new TernaryOperand(Operand.of(2.0), Operand.of(3.0), ValidBranchIds.GROUP1)}: an
 * {@code FmaF} with it gives {@code x · 2 + 3} where bit 3 of the execution id is set, {@code x}
 * elsewhere.
 */
public record TernaryOperand(Operand operand0, Operand operand1, ValidBranchIds valid) {

    public TernaryOperand {
        if (operand0 instanceof Operand.Branches || operand1 instanceof Operand.Branches) {
            throw new IllegalArgumentException("a ternary operand is a constant, a VRF tensor or the stash");
        }
    }

    /** The two operands, in port order. */
    List<Operand> operands() {
        return List.of(operand0, operand1);
    }

    /** Whether {@code list} is one entry valid always: the same as the plain operand pair. */
    public static boolean plain(List<TernaryOperand> list) {
        return list.size() == 1 && list.get(0).valid() == ValidBranchIds.ALWAYS;
    }
}
