package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * {@code layout verify} on the reference crate: its kernels pass the reference's tests, so an
 * error there is ours, except where the reference itself rejects the kernel or never runs it, and
 * except an overlap of DM or HBM tensors (the reference does not model addresses).
 *
 * <p>The crate is checked first: its test files, checked next, each build the crate as their library, whose
 * search for a type error then finds the crate's own check's answer instead of running every function again.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CorpusVerifyTest {

    /** Errors of overlapping live tensors: the reference does not model addresses; each judged in the README. */
    static final Map<String, Integer> OVERLAPS = Map.of(
            // from_addr(0) destinations placed over live inputs at address 0, read afterwards
            "binary_add.rs DM::OVERLAP", 1,
            "vrf_add.rs DM::OVERLAP", 2,
            "matmul/matmul_split_reduce.rs DM::OVERLAP", 4,
            "matmul/matmul_4096.rs DM::OVERLAP", 1,
            // lhs (4 bytes of i8 per slice at 0) is read after rhs_broadcasted is committed at 0 over it;
            // in chip_reduce's reduce_over_chip, sum01, sum012 and reduced are all from_addr(0)
            "matmul/matmul_chip_reduce.rs DM::OVERLAP", 3,
            "matmul/matmul_cluster_reduce.rs DM::OVERLAP", 1,
            "matmul/matmul_wo_broadcast.rs DM::OVERLAP", 1,
            // result0, result1 and temp are all from_addr(0): each is read after another is written over it
            // (checked since its Element::SIZE is a warning, the calls after it no longer skipped)
            "matmul/matmul_16384.rs DM::OVERLAP", 3);

    /**
     * Warnings of hardware rules of the book the reference does not check (it accepts the kernels):
     * matmul_16384 places three tensors of 1 MiB per slice in DM, whose slices hold 512 KB; the view
     * test places a DM tensor at 12292. (The embedding's commit of 4-byte pieces stops first at the
     * reference's own Commit::LAYOUT, below.)
     */
    static final Map<String, Integer> BOOK_WARNINGS = Map.of(
            "matmul/matmul_16384.rs Element::SIZE", 3,
            "view.rs DMA::WRITE_ALIGN", 1);

    /** Errors on kernels the reference rejects too (a must-panic test, or a test ignored for that panic). */
    static final Map<String, Integer> REFERENCE_REJECTS = Map.of(
            // tests/vector_engine/normal.rs: AddFxp and SubFxp share the FxpAdd ALU, the test expects a panic
            "vector_engine/normal.rs Vector::ALU", 1,
            // tests/vector_engine/normal.rs: stash of i32 read as f32 and of f32 read as i32 must panic
            "vector_engine/normal.rs Vector::STASH", 2,
            // tests/mnist_tests.rs is ignored unless built for the device (cfg furiosa_opt): fc1_bias_prepared
            // "trips CPU-sim verify_transpose". Its second transpose has OutPacket m![Dummy8 # 16], so
            // in_rows is 8 bf16 = 16 bytes, and stream_tensor.rs:1003 asserts in_rows bytes <= 8
            "mnist/mod.rs Transpose::LAYOUT", 1,
            // tests/reshape_tests.rs ignores test_reshape_different_num_axes: the reference does not support a
            // reshape between different numbers of axes. Slice m![B % 16, B / 16 % 16], two factors, becomes m![E], one, and
            // the reference's reshape asserts equal factor counts (tensor.rs:123)
            "reshape.rs Reshape::SIZE", 1);

    /**
     * Errors on kernels no reference test runs: tests/attention_tests.rs is ignored (an incomplete
     * kernel), tests/transformer_tests.rs is ignored. Each is one the reference's own check rejects
     * too, at the line of furiosa-visa-std/src (or furiosa-mapping/src) given. Large kernels are
     * checked as the small ones (data-free planning is symbolic): matmul_16384, whose test is ignored
     * for its run time, is checked whole (its DM capacity is a warning, {@link #BOOK_WARNINGS}).
     * attention.rs's m![S % 2 = 8] is no error: a resize past the end holds nothing there, as the
     * reference's Resize::map (furiosa-mapping/src/mapping.rs:182).
     */
    static final Map<String, Integer> NOT_RUN_BY_THE_REFERENCE = Map.ofEntries(
            // collect::<m![1 # 8], m![S % 2 # 8]>() after fetch Time S / 2 % 8: verify_collect wants Time2 =
            // Time x the packet's outer flits = S / 2 % 8 (stream_tensor.rs:971, "Collect time mismatch")
            Map.entry("attention.rs Collect::LAYOUT", 1),
            // norm_weight_hbm m![E] to DM [m![E / 128, 1 # 2], m![E % 64]] drops E / 64 % 2: to_dm's
            // write_transpose cannot divide the destination by the source (tensor_view.rs:63); past it,
            // Slice m![E / 128, 1 # 2] is 128 slices at the fetch (stream_tensor.rs:204)
            Map.entry("attention.rs DMA::COVERAGE", 1),
            // collect output packets of 64 or 512 bf16 (128 or 1024 bytes): verify_collect asserts one
            // 32-byte flit (stream_tensor.rs:949)
            Map.entry("transformer/attention/attn_weight.rs Collect::PACKET", 2),
            // attn_q m![S, H] to DM [m![S / 256, W, N], m![S % 8, G, D]] drops S / 8 % 32: to_dm's
            // write_transpose cannot divide the destination by the source (tensor_view.rs:63)
            Map.entry("transformer/attention/attn_weight.rs DMA::COVERAGE", 1),
            // Broadcast1 { slice1: 32, slice0: 2 } from Slice [Y, T / 16 % 32, K / 64] to [S / 256, W, N]:
            // Y is not S / 256 (stream_tensor.rs:469, slice2), K / 64 is not N (stream_tensor.rs:505,
            // slice0), and OutTime T % 8 lacks slice1 (stream_tensor.rs:533)
            Map.entry("transformer/attention/attn_weight.rs Switch::LAYOUT", 4),
            // collect::<m![1 # 8], m![T % 4]>() of i32: a 16-byte packet, not one flit (stream_tensor.rs:949)
            Map.entry("transformer/attention/kv_cache.rs Collect::PACKET", 2),
            // tile::<m![W / 8192], …> with W_vocab = 151936: Stride::SIZE asserts the stride divides the
            // size (furiosa-mapping/src/mapping.rs:116)
            Map.entry("transformer/head/lm_head.rs Mapping::WELL_FORMED", 2),
            // checked since inputs writing an axis twice (m![H, H]: H = h1 + h2, as the reference's Index adds
            // them) are made; they store an index twice, a Layout::INJECTIVE warning (the reference does not check it)
            Map.entry("transformer/common/o_proj.rs Switch::LAYOUT", 4),
            // commit::<m![S % 4, S / 4]>() of Time S / 4, Packet S % 4 # 8: the outer positions of Element
            // m![S % 4, S / 16] are no transpose of Time (stream_tensor.rs:1703), its inner 4 no truncation
            // of the packet (stream_tensor.rs:1716)
            Map.entry("transformer/embedding/embedding.rs Commit::LAYOUT", 1),
            Map.entry("transformer/embedding/rms_norm.rs Collect::PACKET", 1),
            Map.entry("transformer/embedding/rms_norm.rs Switch::LAYOUT", 1),
            // reshape of Slice m![Y, S_decode / 32, H / 224, S_decode / 8 % 4], four factors, to
            // m![Y, S_decode / 32, H / 56], three: the reference's reshape asserts equal factor counts
            // (tensor.rs:123)
            Map.entry("transformer/embedding/rms_norm.rs Reshape::SIZE", 1));

    /**
     * Errors on kernels the reference's tests run and pass: false alarms of ours still to fix, each
     * with its cause. The test fails when one is fixed, so the list only shrinks.
     */
    static final Map<String, Integer> FALSE_ALARMS_TO_FIX = Map.of();

    private static Path crate() {
        Path crate = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples")
                .normalize();
        Assumptions.assumeTrue(Files.isDirectory(crate), "the corpus ../shared/corpus is absent beside the repository: "
                + crate + "; skipping the reference-crate walk");
        return crate;
    }

    /**
     * The crate's own test files (tests/*.rs, tests/common, tests/vector_engine) are host code: each
     * is read whole, its statements with no layout meaning skipped with a Kernel::SKIPPED warning,
     * the package's library named by its crate name, and each test's inputs and launches checked.
     * No file is bad input (exit 2), and no statement is skipped for a name the reader should know.
     * The inputs a test places where it says (to_hbm's address, its generics inferred from the
     * kernel parameter a later launch passes it to, as Rust infers them): every error is then an
     * overlap of live tensors at those addresses (the reference does not model addresses), or
     * the reshape between different numbers of factors of the test the
     * reference ignores for it (tests/reshape_tests.rs), or an error of {@link #NOT_RUN_BY_THE_REFERENCE}
     * reached through an ignored test's launch (tests/attention_tests.rs), each noted as lying in a library
     * function no test of the crate runs.
     */
    @Test
    @Order(2)
    void everyTestFileOfTheCrateIsReadAndItsLaunchesChecked() throws Exception {
        Path tests = crate().resolve("tests");
        List<String> files;
        try (Stream<Path> walk = Files.walk(tests)) {
            files = walk.filter(f -> f.toString().endsWith(".rs")).map(Path::toString).sorted().toList();
        }
        assertEquals(19, files.size(), files.toString());
        List<String> args = new ArrayList<>(List.of("verify", "--format", "json"));
        args.addAll(files);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
        // nothing on standard error but the progress of a file checked for longer than 10 s
        assertTrue(err.toString().lines().allMatch(l -> l.matches("verify: checking .*… \\([0-9]+ s\\)")), err::toString);
        assertEquals(1, exit);
        Map<String, Integer> rules = new TreeMap<>();
        for (JsonNode f : new ObjectMapper().readTree(out.toString())) {
            String rule = f.get("rule").asText();
            rules.merge(rule, 1, Integer::sum);
            String message = f.get("message").asText();
            assertFalse(message.contains("unknown axis") || message.contains("unknown type alias"), message);
            if (f.get("level").asText().equals("error")) {
                // an input made by HostTensor::uninit() reaches the kernel it is launched with, so the kernels of
                // ignored tests (attention.rs, the transformer layers, reshape_different_num_axes) are checked
                // from their test files as in the crate walk below, each error noted as in a function no test runs;
                // a kernel launched inside catch_unwind is checked too, its error noted as the panic its test expects
                assertTrue(rule.endsWith("::OVERLAP") || !f.get("untested").isNull()
                        || !f.get("expected_panic").isNull(), f.toString());
            }
        }
        assertTrue(rules.getOrDefault("Kernel::SKIPPED", 0) > 0, rules.toString());
        assertTrue(rules.keySet().stream().anyMatch(r -> !r.startsWith("Kernel::")),
                "the launched kernels' rules were checked: " + rules);
    }

    @Test
    @Order(1)
    void theReferenceCrateHasNoErrorBeyondOverlapsAndKernelsTheReferenceRejectsOrNeverRuns() throws Exception {
        Path crate = crate();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "verify", "--format", "json", crate.toString());
        JsonNode findings = new ObjectMapper().readTree(out.toString());
        Map<String, Integer> errors = new TreeMap<>();
        Map<String, Integer> bookWarnings = new TreeMap<>();
        Path src = crate.resolve("src");
        for (JsonNode f : findings) {
            String file = src.relativize(Path.of(f.get("file").asText()).toAbsolutePath().normalize()).toString();
            String rule = f.get("rule").asText();
            if (f.get("level").asText().equals("error")) {
                errors.merge(file + " " + rule, 1, Integer::sum);
            } else if (!rule.startsWith("Kernel::") && !rule.equals("Layout::INJECTIVE")) {
                bookWarnings.merge(file + " " + rule, 1, Integer::sum);
            }
        }
        assertEquals(new TreeMap<>(BOOK_WARNINGS), bookWarnings);
        Map<String, Integer> expected = new TreeMap<>();
        expected.putAll(OVERLAPS);
        expected.putAll(REFERENCE_REJECTS);
        expected.putAll(NOT_RUN_BY_THE_REFERENCE);
        expected.putAll(FALSE_ALARMS_TO_FIX);
        assertEquals(expected, errors, "stderr: " + err);
        // each error but an overlap says the crate's tests do not run its function or expect it to panic;
        // lm_head's, found in the helper's own types, name the one device function calling it
        for (JsonNode f : findings) {
            boolean noted = !f.get("untested").isNull() || !f.get("expected_panic").isNull();
            if (f.get("level").asText().equals("error") && !f.get("rule").asText().endsWith("::OVERLAP")) {
                assertTrue(noted, f.toString());
            }
            if (f.get("file").asText().endsWith("head/lm_head.rs")) {
                assertEquals("in transformer::head::lm_head::lm_head, which only functions no test of the crate runs call: "
                        + "transformer::head::forward", f.get("untested").asText());
            } else if (!f.get("untested").isNull()) {
                assertTrue(f.get("untested").asText().matches("in [\\w:]+, which no test of the crate runs: its only test, "
                        + "\\w+ at .*tests/\\w+\\.rs:\\d+:1, is ignored: \".+\""), f.toString());
            }
        }
        StringWriter textOut = new StringWriter();
        Main.run(new PrintWriter(textOut, true), new PrintWriter(new StringWriter(), true), "verify", crate.toString());
        assertTrue(textOut.toString().strip().endsWith("; 26 of the 42 errors are in functions no test of the crate runs, "
                + "3 in functions its tests expect to panic"), textOut.toString());
    }
}
