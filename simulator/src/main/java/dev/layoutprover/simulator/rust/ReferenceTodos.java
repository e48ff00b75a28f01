package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import java.util.Map;
import java.util.Optional;

/**
 * The operations the reference declares but leaves {@code todo!()}: a kernel calling one panics
 * there, so no run of it is the reference's, and the simulator models none of them. A call to
 * one is an {@link Unmodelled} construct whose reason names the reference's site.
 *
 * <p>Example: {@code FpUnaryOp::Erf} is "the reference leaves FpUnaryOp::Erf todo!()
 * (vector_engine/op/semantics.rs:111): no run of it is the reference's".
 */
final class ReferenceTodos {

    private ReferenceTodos() {}

    /** Each operation left {@code todo!()} and where, in furiosa-visa-std/src. */
    private static final Map<String, String> LEFT_UNIMPLEMENTED = Map.of(
            "BranchMode::ValidCount", "vector_engine/branch.rs:322, reached by every vector_intra_slice_branch",
            "BranchMode::Vrf", "vector_engine/branch.rs:323, reached by every vector_intra_slice_branch",
            "FxpBinaryOp::ArithRightShiftRound", "vector_engine/op/semantics.rs:85",
            "FpUnaryOp::Erf", "vector_engine/op/semantics.rs:111",
            "FpBinaryOp::MaskMulF", "vector_engine/op/semantics.rs:126",
            "FpTernaryOp::MaskFmaF", "vector_engine/op/semantics.rs:137",
            ".vector_filter", "vector_engine/tensor/vector_tensor.rs:1856",
            ".hbm_cluster_shuffle", "context.rs:106",
            ".hbm_chip_shuffle", "context.rs:127");

    /** The construct for {@code name} ({@code FpUnaryOp::Erf}, {@code .hbm_cluster_shuffle}) at {@code at}, if the reference leaves it todo!(). */
    static Optional<Unmodelled> of(String name, Location at) {
        String site = LEFT_UNIMPLEMENTED.get(name);
        return site == null ? Optional.empty() : Optional.of(new Unmodelled(at, name, "the reference leaves " + name
                + " todo!() (" + site + "): no run of it is the reference's"));
    }
}
