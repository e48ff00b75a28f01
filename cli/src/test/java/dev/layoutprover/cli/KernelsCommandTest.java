package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** {@code layout kernels}, and {@code verify} on a whole crate. */
class KernelsCommandTest {

    private static Path corpus() {
        Path dir = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples").normalize();
        Assumptions.assumeTrue(Files.isDirectory(dir), "the corpus ../shared/corpus is absent beside the repository: "
                + "skipped");
        return dir;
    }

    @Test
    void aBookKernelIsListedWithItsResolvedTypesInJson() throws Exception {
        Run r = run("kernels", "--format", "json", "../examples/kernels/gemm.rs");
        assertEquals(0, r.exit(), r.err());
        JsonNode f = new ObjectMapper().readTree(r.out()).get(0);
        assertEquals("gemm", f.get("path").asText());
        assertEquals(33, f.get("line").asInt());
        assertEquals(1, f.get("chip").asInt());
        JsonNode a = f.get("params").get(1);
        assertEquals("a", a.get("name").asText());
        assertEquals("&HbmTensor<bf16, Chip, m![I, K]>", a.get("type").asText());
        assertEquals("bf16", a.get("tensor").get("element").asText());
        assertEquals("m![1]", a.get("tensor").get("mappings").get(0).get("resolved").asText());
        assertEquals("m![I, K]", a.get("tensor").get("mappings").get(1).get("resolved").asText());
        JsonNode ctx = f.get("params").get(0);
        assertEquals("&mut Context", ctx.get("type").asText());
        assertTrue(ctx.has("tensor") && ctx.get("tensor").isNull(), ctx::toString);
    }

    @Test
    void anHbmTensorIsListedWithTheAxesAndShapeOfItsNumPyArray() throws Exception {
        Run r = run("kernels", "--format", "json", "../examples/kernels/gemm.rs");
        JsonNode f = new ObjectMapper().readTree(r.out()).get(0);
        JsonNode array = f.get("params").get(1).get("tensor").get("array");
        assertEquals("[\"I\",\"K\"]", array.get("axes").toString());
        assertEquals("[256,256]", array.get("shape").toString());
        assertEquals("[256,128]", f.get("returns").get("tensor").get("array").get("shape").toString());
        Run text = run("kernels", "../examples/kernels/gemm.rs");
        assertTrue(text.out().contains("a: &HbmTensor<bf16, Chip, m![I, K]> [I=256, K=256], b: "
                + "&HbmTensor<bf16, Chip, m![K, J]> [K=256, J=128]) -> HbmTensor<bf16, Chip, m![I, J]> [I=256, J=128]"),
                text.out());
    }

    @Test
    void aTensorOverSeveralChipsListsItsChipAxesFirstAsASimulationReadsIt() throws Exception {
        Path crate = corpus();
        Run r = run("kernels", "--format", "json", crate.resolve("src/cluster_chip_shuffle_slice.rs").toString());
        JsonNode f = new ObjectMapper().readTree(r.out()).get(0);
        assertEquals("cluster_chip_shuffle_slice::chip_slice", f.get("path").asText());
        JsonNode array = f.get("params").get(1).get("tensor").get("array");
        // HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B]>: A from the chip mapping, then B
        assertEquals("[\"A\",\"B\"]", array.get("axes").toString());
        assertEquals("[256,4096]", array.get("shape").toString());
    }

    @Test
    void aFileThatCannotBeReadIsReportedAndTheOthersAreStillListed() {
        Run r = run("kernels", "no-such.rs", "../examples/kernels/gemv.rs");
        assertEquals(2, r.exit());
        assertEquals("error: no-such.rs: no such file\n", r.err());
        assertEquals(1, r.out().lines().count(), r.out());
    }

    @Test
    void aDirectoryThatIsNoCrateListsEachKernelFileInNameOrder() {
        Run dir = run("kernels", "../examples/kernels");
        assertEquals(0, dir.exit(), dir.err());
        StringBuilder each = new StringBuilder();
        java.io.File[] files = Path.of("../examples/kernels").toFile()
                .listFiles((d, n) -> n.endsWith(".rs"));
        java.util.Arrays.sort(files);
        for (java.io.File f : files) {
            Run one = run("kernels", "../examples/kernels/" + f.getName());
            assertEquals(0, one.exit(), one.err());
            each.append(one.out());
        }
        assertEquals(each.toString(), dir.out());
        assertTrue(dir.out().lines().count() >= files.length, dir.out());
    }

    @Test
    void theCorpusCrateIsListedWholeAndVerifyReadsEveryFile() throws Exception {
        Path dir = corpus();
        Run k = run("kernels", dir.toString());
        assertEquals(0, k.exit(), k.err());
        assertEquals(74, k.out().lines().count());
        Run v = run("verify", "--format", "json", dir.toString());
        // nothing on standard error but the progress of a long check
        assertTrue(v.err().lines().allMatch(l -> l.matches("verify: checking " + java.util.regex.Pattern.quote(dir.toString())
                + "… \\([0-9]+ s\\)")), v::err);
        assertTrue(v.exit() == 0 || v.exit() == 1, () -> "exit " + v.exit());
        JsonNode findings = new ObjectMapper().readTree(v.out());
        for (JsonNode f : findings) {
            String rule = f.get("rule").asText();
            assertEquals(dev.layoutprover.simulator.rules.Rules.get(rule).level().word(), f.get("level").asText(), rule);
        }
    }
}
