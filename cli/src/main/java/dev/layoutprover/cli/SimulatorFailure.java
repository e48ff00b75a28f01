package dev.layoutprover.cli;

/**
 * A failure inside the simulator's engines while it ran a kernel that was read well: a bug of
 * layout-prover, not of the kernel, so an internal error (exit 4), never bad input.
 *
 * <p>Example: a {@code MappingException} raised by an engine while simulating {@code k.rs} is
 * {@code internal error: the simulator failed while running k.rs (a bug of layout-prover, not of the
 * kernel): MappingException: axis B is used with sizes 512 and 2048}.
 */
final class SimulatorFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    SimulatorFailure(String what, RuntimeException cause) {
        super("the simulator failed while running " + what + " (a bug of layout-prover, not of the kernel): "
                + cause.getClass().getSimpleName() + ": " + cause.getMessage(), cause);
    }
}
