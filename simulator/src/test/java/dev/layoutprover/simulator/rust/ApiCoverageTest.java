package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.crate.CrateSimulation;
import dev.layoutprover.simulator.crate.FunctionRun;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.npy.NpyArray;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reference API's surface, one probe kernel per method, operation, mode and element type, in
 * {@code src/test/resources/api/*.rs}: each file states, one {@code // expect NAME VERDICT [why]}
 * line per device function, the verdict {@code layout simulate} must give it (conformant: the
 * simulator and the independent naive evaluator agree; unknown: the reference leaves it
 * {@code todo!()}, or the element type is one the simulator does not model). The README's "API
 * coverage" table counts these lines.
 */
class ApiCoverageTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path API = Path.of("src/test/resources/api");

    private static final Pattern EXPECT = Pattern.compile("^// expect (\\w+) (conformant|unknown|not-conformant|rule-broken)\\b.*$");

    static Stream<Path> probes() throws IOException {
        try (Stream<Path> s = Files.list(API)) {
            return s.filter(p -> p.toString().endsWith(".rs")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("probes")
    void eachProbeGetsTheVerdictItsFileStates(Path file) throws IOException {
        Map<String, String> expected = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file)) {
            Matcher m = EXPECT.matcher(line);
            if (m.matches()) {
                expected.put(m.group(1), m.group(2));
            }
        }
        assertFalse(expected.isEmpty(), file + " states no verdict");
        CrateSimulation.FunctionRuns runs = CrateSimulation.run(CrateReader.read(file), 100_000_000_000L, RUNS.prover,
                Addresses.LOGICAL, line -> {});
        Map<String, String> got = new LinkedHashMap<>();
        StringBuilder why = new StringBuilder();
        for (FunctionRun r : runs.functions()) {
            String name = r.path().substring(r.path().lastIndexOf(':') + 1);
            got.put(name, r.verdict().label());
            why.append(name).append(' ').append(r.verdict().label()).append(' ').append(r.reason().orElse(""))
                    .append('\n');
        }
        assertEquals(expected, got, why.toString());
    }

    /**
     * {@code TernaryOperand::group} per group under {@code AxisToggle { axis: A }}: the reference's
     * {@code apply_ternary_op} computes {@code FmaF} with each entry's operands where its group
     * matches, so with {@code x = a} (the index along {@code A}, whose least-weight factor is the
     * packet's {@code A % 2}) even {@code a} (group 0) give {@code 2a + 3} and odd ones (group 1)
     * {@code 4a + 5}.
     */
    @Test
    void ternaryOperandsPerGroupApplyEachWhereItsGroupMatches() {
        float[] x = new float[512];
        long[] want = new long[512];
        for (int a = 0; a < x.length; a++) {
            x[a] = a;
            want[a] = a % 2 == 0 ? 2L * a + 3 : 4L * a + 5;
        }
        Program p = Program.of(CrateReader.read(API.resolve("branch_operands.rs")));
        long[] got = RUNS.values(p, "ternary_operand_groups", Map.of("input", NpyArray.float32(new long[] {512}, x)));
        assertArrayEquals(want, got);
    }

    /**
     * {@code ((operand0, operand1), GroupId)} tuples in an {@code ArrayVec}, with
     * {@code TernaryArgMode::Mode102} ({@code op(operand0, x, operand1)}) under a comparison whose
     * bit 3 is {@code x < 0}: negative {@code x} (group 1) give {@code 4x + 5}, the others
     * {@code 2x + 3}.
     */
    @Test
    void ternaryTuplesFollowTheComparisonsGroups() {
        float[] x = new float[512];
        long[] want = new long[512];
        for (int a = 0; a < x.length; a++) {
            x[a] = a - 256;
            want[a] = x[a] < 0 ? 4L * (a - 256) + 5 : 2L * (a - 256) + 3;
        }
        Program p = Program.of(CrateReader.read(API.resolve("branch_operands.rs")));
        long[] got = RUNS.values(p, "ternary_operand_tuples", Map.of("input", NpyArray.float32(new long[] {512}, x)));
        assertArrayEquals(want, got);
    }

    /**
     * {@code .into()} on {@code ((2.0f32, 3.0f32), GroupId::Zero)} is {@code TernaryOperand::group}
     * (operand.rs:228), and on {@code (VeRhs::constant(100), GroupId::One)} a {@code VeBranchOperand}
     * for group 1 (operand.rs:356): under {@code AxisToggle { axis: A }} even {@code a} give
     * {@code 2a + 3} and {@code a + 1}, odd ones {@code 4a + 5} and {@code a + 100}.
     */
    @Test
    void intoConvertsOperandTuplesAsTheReferencesFromImpls() {
        float[] x = new float[512];
        int[] n = new int[512];
        long[] ternary = new long[512];
        long[] binary = new long[512];
        for (int a = 0; a < x.length; a++) {
            x[a] = a;
            n[a] = a;
            ternary[a] = a % 2 == 0 ? 2L * a + 3 : 4L * a + 5;
            binary[a] = a % 2 == 0 ? a + 1 : a + 100;
        }
        Program p = Program.of(CrateReader.read(API.resolve("branch_operands.rs")));
        assertArrayEquals(ternary, RUNS.values(p, "ternary_operand_into", Map.of("input",
                NpyArray.float32(new long[] {512}, x))));
        assertArrayEquals(binary, RUNS.values(p, "operand_tuple_into", Map.of("input",
                NpyArray.int32(new long[] {512}, n))));
    }

    /**
     * A pair's ternary operand per group ({@code IntoGroupTernaryOperand}, operand.rs:649): a pair's
     * execution ids are all 0 (vector_tensor_pair.rs:191), so {@code FmaF} with an operand for
     * {@code GroupId::Zero} or always applies to the whole group and one for {@code GroupId::One} to
     * none of it; the groups are zipped by a product. With {@code lhs = l - 1000} and
     * {@code rhs = 3l % 101}: {@code (2·lhs + 3)·rhs} when group 0 takes {@code (2, 3)} for group 0
     * and group 1 {@code (4, 5)} for group 1, {@code lhs·(4·rhs + 5)} when only group 1 takes one.
     */
    @Test
    void aPairsGroupTakesItsTernaryOperandWhereItsIdsServeIt() {
        float[] lhs = new float[2048];
        float[] rhs = new float[2048];
        long[] groupZero = new long[2048];
        long[] groupOne = new long[2048];
        for (int l = 0; l < lhs.length; l++) {
            lhs[l] = l - 1000;
            rhs[l] = 3 * l % 101;
            groupZero[l] = (2L * (l - 1000) + 3) * (3 * l % 101);
            groupOne[l] = (l - 1000) * (4L * (3 * l % 101) + 5);
        }
        Program p = Program.of(CrateReader.read(API.resolve("branch_operands.rs")));
        Map<String, NpyArray> in = Map.of("lhs", NpyArray.float32(new long[] {2048}, lhs), "rhs",
                NpyArray.float32(new long[] {2048}, rhs));
        assertArrayEquals(groupZero, RUNS.values(p, "pair_ternary_per_group", in));
        assertArrayEquals(groupOne, RUNS.values(p, "pair_ternary_none_and_always", in));
        assertArrayEquals(groupOne, RUNS.values(p, "pair_ternary_unit_and_some", in));
    }
}
