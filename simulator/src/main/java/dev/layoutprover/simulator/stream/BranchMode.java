package dev.layoutprover.simulator.stream;

/**
 * How the Vector Engine's branch unit assigns execution ids ({@code BranchMode::Unconditional},
 * {@code ValidCount}, {@code Vrf}). Operations with plain operands (a constant, a VRF tensor,
 * {@code Stash}) apply to every element whatever the ids, as the reference's
 * {@code VeBranchOperand::always} does, so every mode computes the same with them; operands that
 * differ per branch ({@code ArrayVec} of {@code VeBranchOperand}) and the {@code Comparison} and
 * {@code AxisToggle} modes are not modelled.
 */
public enum BranchMode {
    UNCONDITIONAL, VALID_COUNT, VRF
}
