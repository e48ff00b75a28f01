package dev.layoutprover.simulator.stream;

/**
 * One operand of a ternary Vector Engine operation with the execution ids it serves, the
 * reference's {@code TernaryOperand { operand0, operand1, valid_branch_ids }}: {@code operand0} a
 * constant, a VRF tensor or the stash, {@code operand1} the second argument. A list of them is
 * applied in order, each where its ids match, to what the ones before it left, as
 * {@code apply_ternary_op} does.
 *
 * <p>Example: {@code TernaryOperand::group(VeRhs::constant(2.0), 1.0, GroupId::One)} makes
 * {@code FmaF} compute {@code 2x + 1} where the id's group bit is set and leaves the rest.
 */
public record TernaryOperand(Operand operand0, Operand operand1, ValidBranchIds valid) {

    public TernaryOperand {
        if (operand0 instanceof Operand.Branches || operand1 instanceof Operand.Branches) {
            throw new IllegalArgumentException("a ternary operand's parts are constants, VRF tensors or the stash");
        }
    }

    /** The operand pair valid for every execution id, {@code (operand0, operand1)}. */
    public static TernaryOperand always(Operand operand0, Operand operand1) {
        return new TernaryOperand(operand0, operand1, ValidBranchIds.ALWAYS);
    }
}
