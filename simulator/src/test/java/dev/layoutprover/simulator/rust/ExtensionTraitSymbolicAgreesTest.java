package dev.layoutprover.simulator.rust;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A method the crate adds to {@code HbmTensor} by an extension trait ({@code x.stage(ctx, slot)}
 * in the mosaic crate's {@code offset_by_trait}), run on the symbolic tensor as a concrete run runs
 * it on data: the kernel's own reading {@code x + 7}, the spec {@code x[A,B] + 7} met, and with the
 * offset changed to 8 the spec refuted, replayed, as the concrete runs say.
 */
class ExtensionTraitSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String SPEC = "x[A,B] + 7 -> [A,B]";

    @Test
    void theExtensionMethodStagesTheSymbolicTensor(@TempDir Path dir) throws IOException {
        Path idioms = OverwrittenTilesSymbolicAgreesTest.MOSAIC.resolve("src/idioms.rs");
        SymbolicAgreement.conformant(RUNS, idioms, "offset_by_trait", "for each of the 4096 output indices the kernel's"
                + " value is its own reading, x + 7, every input read at the output's own index");
        SymbolicAgreement.meets(RUNS, idioms, "offset_by_trait", SPEC);
        Path eight = CrateVariants.replaced(OverwrittenTilesSymbolicAgreesTest.MOSAIC, dir,
                "src/idioms.rs", "maybe_offset(ctx, &staged, Some(7), Slot(1))",
                "maybe_offset(ctx, &staged, Some(8), Slot(1))");
        SymbolicAgreement.refuted(RUNS, eight, "offset_by_trait", SPEC, "at the output index [A=0, B=0] the kernel's"
                + " value is not the spec's: the kernel's terms (the constant) weigh 8 where the spec's weigh 7",
                "replayed: with x = 0 everywhere, the kernel gives 8 at [A=0, B=0] and the spec 7");
    }
}
