package dev.layoutprover.simulator.stream;

/**
 * The branch modes without fields ({@code BranchMode::Unconditional}, {@code ValidCount},
 * {@code Vrf}); {@link BranchConfig} adds {@code Comparison} and {@code AxisToggle}.
 * {@code Unconditional} gives every element execution id 0 (group 0). The reference leaves the ids
 * of {@code ValidCount} and {@code Vrf} undefined ({@code todo!()}): operations with operands valid
 * always apply to every element whatever the mode, and operands valid for one group are not
 * modelled under those two.
 */
public enum BranchMode implements BranchConfig {
    UNCONDITIONAL, VALID_COUNT, VRF
}
