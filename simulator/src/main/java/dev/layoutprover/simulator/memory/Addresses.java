package dev.layoutprover.simulator.memory;

/**
 * How a device gives memory tensors their bytes: a run policy.
 *
 * <ul>
 *   <li>{@link #PHYSICAL}: every tensor of a memory (DM, HBM, VRF) lives at its byte address in
 *       that memory, as on the hardware; a tensor placed over a live one overwrites its bytes, and
 *       reading the earlier tensor afterwards breaks {@code DM::OVERLAP} ({@code HBM::OVERLAP},
 *       {@code VRF::OVERLAP}), an error that stops a simulation.</li>
 *   <li>{@link #LOGICAL}: every tensor keeps its own bytes (its views share them), as the reference
 *       implementation's tensors do: it does not model addresses. The overlap is checked by the
 *       same rule at the same moments, and reported as a warning; the run goes on with each
 *       tensor's own data, so the verdict is about the values alone.</li>
 * </ul>
 *
 * <p>Example: {@code binary_add_2048} commits {@code result} at DM address 0 and reads it after
 * placing {@code lhs} at 0 too: {@code PHYSICAL} stops with {@code DM tensor result at [0, 32) is
 * read after lhs at [0, 8) overwrote it}; {@code LOGICAL} reports that as a warning and the output
 * is the reference's sum.
 */
public enum Addresses {
    PHYSICAL, LOGICAL;

    /** As written on the command line: {@code physical}, {@code logical}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
