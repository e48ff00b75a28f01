package dev.layoutprover.simulator.stream;

/**
 * Which elements an operand applies to, by their execution id: all of them
 * ({@code ValidBranchIds::ValidAlways}, {@code VeBranchOperand::always}) or those whose group, bit
 * 3 of the id, is 0 or 1 ({@code VeBranchOperand::group(op, GroupId::Zero)}).
 *
 * <p>Example: {@code GROUP1.matches(0b1010)} is {@code true}, {@code GROUP0.matches(0b1010)}
 * {@code false}.
 */
public enum ValidBranchIds {
    ALWAYS(-1), GROUP0(0), GROUP1(1);

    private final int group;

    ValidBranchIds(int group) {
        this.group = group;
    }

    /** The group, or {@code -1} for every id. */
    public int group() {
        return group;
    }

    /** Whether an element with execution id {@code id} is served. */
    public boolean matches(int id) {
        return group < 0 || ((id >>> 3) & 1) == group;
    }

    /** {@code GroupId::Zero} or {@code GroupId::One} as a validity. */
    public static ValidBranchIds of(int group) {
        return group == 0 ? GROUP0 : GROUP1;
    }
}
