package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.layoutprover.simulator.npy.Npy;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.NpyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code layout simulate --input/--output/--expect}: arrays in and out, the spec's verdict, bad input. */
class TensorIoCommandsTest {

    private static final String EXAMPLES = "../examples/kernels/";

    @Test
    void anInputArrayGoesInAndTheOutputArrayComesOut(@TempDir Path dir) throws IOException {
        int[] x = new int[4096];
        for (int i = 0; i < x.length; i++) {
            x[i] = 3 * i - 2048;
        }
        Path in = dir.resolve("x.npy");
        Path out = dir.resolve("y.npy");
        Npy.write(in, NpyArray.int32(new long[] {4096}, x));
        Run r = run("simulate", EXAMPLES + "constant_addition.rs", "--input", "x=" + in, "--output", out.toString(),
                "--expect", "x[N] + 7 -> [N]");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  expect x[N] + 7 -> [N]: 4096 i32 elements, exact at every index\n"), r.out());
        assertTrue(r.out().contains("  output written to " + out + " (int32 (4096,))\n"), r.out());
        assertTrue(r.out().endsWith("conformant; the output is the spec's\n"), r.out());
        NpyArray y = Npy.read(out);
        assertEquals(NpyType.I4, y.type());
        for (int i = 0; i < 4096; i++) {
            assertEquals(3L * i - 2048 + 7, y.integer(i));
        }
    }

    @Test
    void eachOutputFileGetsItsOutputAndAFileTooManyWritesNone(@TempDir Path dir) throws IOException {
        float[] a = new float[2048];
        float[] b = new float[2048];
        for (int i = 0; i < a.length; i++) {
            a[i] = i / 8f;
            b[i] = 3 - i / 16f;
        }
        Npy.write(dir.resolve("a.npy"), NpyArray.float32(new long[] {512, 4}, a));
        Npy.write(dir.resolve("b.npy"), NpyArray.float32(new long[] {512, 4}, b));
        Path sum = dir.resolve("sum.npy");
        Path difference = dir.resolve("difference.npy");
        String crate = "src/test/resources/crates/fused";
        Run r = run("simulate", crate, "--fn", "sum_and_difference", "--input", "a=" + dir.resolve("a.npy"),
                "--input", "b=" + dir.resolve("b.npy"), "--output", sum.toString(), "--output", difference.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  output 2 written to " + difference + " (float32 (512, 4))\n"), r.out());
        NpyArray s = Npy.read(sum);
        NpyArray d = Npy.read(difference);
        for (int i = 0; i < a.length; i++) {
            assertEquals(a[i] + b[i], s.real(i), 1e-6);
            assertEquals(a[i] - b[i], d.real(i), 1e-6);
        }
        Path third = dir.resolve("third.npy");
        Run more = run("simulate", crate, "--fn", "sum_and_difference", "--output", dir.resolve("x.npy").toString(),
                "--output", dir.resolve("y.npy").toString(), "--output", third.toString());
        assertEquals(2, more.exit(), more.out() + more.err());
        assertTrue(more.err().contains("3 files (--output) for 2 outputs"), more.err());
        assertFalse(java.nio.file.Files.exists(dir.resolve("x.npy")) || java.nio.file.Files.exists(third));
    }

    @Test
    void aFloatOutputIsWrittenAsFloat32(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("c.npy");
        Run r = run("simulate", EXAMPLES + "gemv.rs", "--output", out.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        NpyArray y = Npy.read(out);
        assertEquals("<f4(256,)", y.toString());
    }

    @Test
    void theWrongMathIsNotConformantAndTheJsonNamesTheFirstDifference() throws IOException {
        Run r = run("simulate", "--json", EXAMPLES + "broken/max_instead_of_add.rs", "--expect", "x[N] + 7 -> [N]");
        assertEquals(1, r.exit(), r.out() + r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertFalse(o.get("conformant").asBoolean());
        assertEquals(0, o.get("output").get("mismatch_count").asLong(), "the naive evaluator follows the kernel");
        JsonNode e = o.get("expectation");
        assertFalse(e.get("matches").asBoolean());
        assertEquals("x[N] + 7 -> [N]", e.get("spec").asText());
        JsonNode first = e.get("first");
        long n = first.get("index").get("N").asLong();
        double x = first.get("terms").get(0).get("operands").get("x[" + n + "]").asDouble();
        assertEquals(Math.max(x, 7), first.get("kernel").asDouble());
        assertEquals(x + 7, first.get("spec").asDouble());
        assertEquals("what max(x[N], 7) gives, where the spec has +", first.get("explanation").asText());
        assertTrue(o.get("output_file").isNull());
    }

    @Test
    void theTextReportShowsTheIndexBothValuesAndTheOperands() {
        Run r = run("simulate", EXAMPLES + "broken/max_instead_of_add.rs", "--expect", "x[N] + 7 -> [N]");
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("  expect x[N] + 7 -> [N]: 4096 i32 elements, "), r.out());
        assertTrue(r.out().contains("    first at {N: 0}: kernel "), r.out());
        assertTrue(r.out().contains("    the kernel's value is what max(x[N], 7) gives, where the spec has +\n"), r.out());
        assertTrue(r.out().endsWith("not conformant: the output is not the spec's\n"), r.out());
    }

    @Test
    void anArrayOfTheWrongShapeIsBadInputNamingTheParameter(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("a.npy");
        Npy.write(in, NpyArray.float32(new long[] {512, 256}, new float[512 * 256]));
        Run r = run("simulate", EXAMPLES + "gemv.rs", "--input", "a=" + in);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals("error: input a: bf16 m![I, J] needs shape (256, 512) (axes I, J); the file holds float32 "
                + "(512, 256)\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void anUnknownParameterAMissingFileAndABadSpecAreBadInput(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("q.npy");
        Npy.write(in, NpyArray.int32(new long[] {4096}, new int[4096]));
        Run name = run("simulate", EXAMPLES + "constant_addition.rs", "--input", "q=" + in);
        assertEquals(2, name.exit());
        assertEquals("error: --input q: the kernel has no input q (inputs: x)\n", name.err());
        Run missing = run("simulate", EXAMPLES + "constant_addition.rs", "--input", "x=" + dir.resolve("none.npy"));
        assertEquals(2, missing.exit());
        assertTrue(missing.err().endsWith("none.npy: no such file\n"), missing.err());
        Run syntax = run("simulate", EXAMPLES + "constant_addition.rs", "--expect", "x[N] + -> [N]");
        assertEquals(2, syntax.exit());
        assertTrue(syntax.err().startsWith("error: --expect: column 8: expected a tensor name[...]"), syntax.err());
        Run unknown = run("simulate", EXAMPLES + "constant_addition.rs", "--expect", "y[N] + 7 -> [N]");
        assertEquals(2, unknown.exit());
        assertEquals("error: --expect: column 1: no input named y (inputs: x)\n", unknown.err());
    }

    @Test
    void aDeviceGivenAsAnInputArrayIsNamedAsNeitherFileNorDirectory() {
        assertEquals(new Run(2, "", "error: --input x=/dev/zero: /dev/zero is neither a file nor a directory; expected a .npy file\n"),
                run("simulate", EXAMPLES + "constant_addition.rs", "--input", "x=/dev/zero"));
    }
}
