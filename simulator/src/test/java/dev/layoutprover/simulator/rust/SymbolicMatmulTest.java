package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The symbolic check on the reference crate's {@code matmul_16384} (2^42 multiply-accumulates,
 * too many to run): proved against its spec, and refuted on copies of ours that skip a tile of
 * the {@code j} loop or reduce the slices with {@code Max} instead of {@code Add}.
 */
class SymbolicMatmulTest {

    private static final Path FILE = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src", "matmul",
            "matmul_16384.rs");
    private static final String SPEC = "lhs[A,B] * rhs[B,C] -> [A,C]";

    private static String source() throws IOException {
        Assumptions.assumeTrue(Files.isRegularFile(FILE), "the reference crate is not beside the checkout: " + FILE);
        return Files.readString(FILE);
    }

    private static SymbolicVerdict check(Path file, Optional<String> spec) {
        Program p = Program.of(CrateReader.read(file));
        Ast.Function f = p.named("matmul_16384").orElseThrow();
        return SymbolicRun.check(p, f, spec.map(SpecParser::parse));
    }

    /** The check of {@code file} against {@code spec}, whose verdict must be {@code expected}. */
    private static SymbolicVerdict verdict(Path file, Optional<String> spec, SymbolicVerdict.Answer expected) {
        SymbolicVerdict v = check(file, spec);
        assertEquals(expected, v.verdict(), v.toText());
        return v;
    }

    /** A copy of the kernel with {@code from} replaced by {@code to} once, written under {@code dir}. */
    private static Path variant(Path dir, String from, String to) throws IOException {
        String text = source();
        assertTrue(text.contains(from), from);
        Path out = dir.resolve("matmul_16384.rs");
        Files.writeString(out, text.replaceFirst(java.util.regex.Pattern.quote(from), to));
        return out;
    }

    @Test
    void theReferenceMatmulIsProvedAgainstItsSpec() throws IOException {
        source();
        SymbolicVerdict v = verdict(FILE, Optional.of(SPEC), SymbolicVerdict.Answer.CONFORMANT);
        assertTrue(v.statement().contains("268435456 output indices"), v.statement());
        assertTrue(v.statement().contains("16384 values of B"), v.statement());
    }

    @Test
    void withoutASpecTheKernelsOwnReadingIsTheMatrixProduct() throws IOException {
        source();
        SymbolicVerdict v = verdict(FILE, Optional.empty(), SymbolicVerdict.Answer.CONFORMANT);
        assertTrue(v.statement().contains("out[A, C] = Σ_B lhs[A, B]·rhs[B, C]"), v.statement());
    }

    @Test
    void aLoopThatSkipsATileIsRefutedWithTheMissingTerms(@TempDir Path dir) throws IOException {
        SymbolicVerdict v = verdict(variant(dir, "for j in 0..4", "for j in 0..3"), Optional.of(SPEC),
                SymbolicVerdict.Answer.REFUTED);
        assertEquals(1, v.exitCode());
        String text = v.toText();
        assertTrue(text.contains("[A=0, C=0]"), text);
        // result1 last holds tiles j = 0 and 1: B from 8192 on never reaches the output
        assertTrue(text.contains("missing terms: lhs[A=0, B=b]·rhs[B=b, C=0] for 8192 of the 16384 values of B: "
                + "B = 8192..=16383"), text);
        assertTrue(text.contains("the kernel's terms give 0") && text.contains("the spec 1"), text);
    }

    @Test
    void withoutASpecASkippedTileIsUnknownNeverConformant(@TempDir Path dir) throws IOException {
        SymbolicVerdict v = verdict(variant(dir, "for j in 0..4", "for j in 0..3"), Optional.empty(),
                SymbolicVerdict.Answer.UNKNOWN);
        assertTrue(v.statement().contains("over 8192 of the 16384 values of B"), v.statement());
    }

    @Test
    void aMaxInsteadOfAnAddIsRefuted(@TempDir Path dir) throws IOException {
        SymbolicVerdict v = verdict(variant(dir, "(InterSliceReduceOpI32::Add)", "(InterSliceReduceOpI32::Max)"),
                Optional.of(SPEC), SymbolicVerdict.Answer.REFUTED);
        assertTrue(v.statement().contains("with max where the spec sums"), v.statement());
        assertTrue(v.toText().contains("replayed"), v.toText());
    }

    @Test
    void anEngineTheCheckDoesNotModelGivesUnknown(@TempDir Path dir) throws IOException {
        SymbolicVerdict v = verdict(variant(dir, ".vector_init()", ".vector_init().vector_fxp(FxpBinaryOp::AddFxp, 1)"),
                Optional.of(SPEC), SymbolicVerdict.Answer.UNKNOWN);
        assertEquals(3, v.exitCode());
        assertTrue(v.statement().contains(".vector_fxp(AddFxp) after the init stage breaks Vector::ORDER or Vector::ALU"),
                v.statement());
    }
}
