package dev.layoutprover.simulator.stream;

/** How the Vector Engine assigns execution ids; the simulator models the unconditional mode. */
public enum BranchMode {
    UNCONDITIONAL
}
