package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import dev.layoutprover.kernel.model.CrateReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A type alias of a whole type ({@code type Input = HbmTensor<…>;}, {@code type E = i32;}) stands
 * for that type wherever the file names it: in signatures, annotations and turbofish arguments.
 */
class WholeTypeAliasesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** The add-one kernel with its tensor and element types named through aliases of whole types. */
    private static final String ALIASED = Kernels.PRELUDE + """
            type E = i32;
            type Input = HbmTensor<E, Chip, m![A]>;
            type Output = Input;
            type Staged = DmTensor<E, Chip, Cluster, Slice, m![A % 8]>;
            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, input: &Input) -> Output {
                let dm: Staged = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                let r: Staged = ctx.main.begin(dm.view())
                    .fetch::<E, m![1], m![A % 8]>()
                    .collect::<m![1], m![A % 8]>()
                    .vector_init()
                    .vector_intra_slice_branch(BranchMode::Unconditional)
                    .vector_fxp(FxpBinaryOp::AddFxp, 1)
                    .vector_final()
                    .commit::<m![A % 8]>(1 << 12);
                r.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    @Test
    void aKernelWrittenWithAliasesOfWholeTypesRunsAsTheTypesTheyStandFor() {
        int[] in = IntStream.range(0, 2048).map(i -> i * 3 - 1000).toArray();
        long[] out = RUNS.values(Kernels.of(ALIASED), "kernel", Map.of("input", NpyArray.int32(new long[] {2048}, in)));
        assertArrayEquals(IntStream.of(in).asLongStream().map(x -> x + 1).toArray(), out);
        assertEquals(List.of(), RUNS.rules(Kernels.of(ALIASED)));
    }

    @Test
    void theAliasedElementTypeIsTheOneTheRulesSee() {
        // an i8 staging annotation against an i32 tensor: the annotation's alias is read, and disagrees
        String wrong = ALIASED.replace("type Staged = DmTensor<E,", "type Staged = DmTensor<i8,");
        assertEquals(List.of("Type::ANNOTATION at 11", "Type::ANNOTATION at 12"), RUNS.rules(Kernels.of(wrong)));
    }

    @Test
    void anAliasOfAMappingStaysAMapping() {
        // Chip and Slice are aliases of mappings; only Input, Output, Staged and E are written out
        assertEquals(List.of(), RUNS.rules(Kernels.of(ALIASED.replace("type Output = Input;",
                "type Output = HbmTensor<i32, Chip, m![A]>;"))));
    }

    /** The same kernel with its tensors named through generic aliases, the element type an argument. */
    private static final String GENERIC = ALIASED.replace("""
            type Input = HbmTensor<E, Chip, m![A]>;
            type Output = Input;
            type Staged = DmTensor<E, Chip, Cluster, Slice, m![A % 8]>;""", """
            type Input<D> = HbmTensor<D, Chip, m![A]>;
            type Output = Input<i32>;
            type Staged<D, S> = DmTensor<D, Chip, Cluster, S, m![A % 8]>;""")
            .replace("input: &Input)", "input: &Input<E>)").replace("let dm: Staged =", "let dm: Staged<E, Slice> =")
            .replace("let r: Staged =", "let r: Staged<i32, Slice> =");

    @Test
    void aGenericAliasStandsForItsTypeWithTheArgumentsGiven() {
        int[] in = IntStream.range(0, 2048).map(i -> 7 - i).toArray();
        long[] out = RUNS.values(Kernels.of(GENERIC), "kernel", Map.of("input", NpyArray.int32(new long[] {2048}, in)));
        assertArrayEquals(IntStream.of(in).asLongStream().map(x -> x + 1).toArray(), out);
        assertEquals(List.of(), RUNS.rules(Kernels.of(GENERIC)));
    }

    @Test
    void aGenericAliasGivenAnotherElementTypeIsCheckedAsThatType() {
        String wrong = GENERIC.replace("let dm: Staged<E, Slice> =", "let dm: Staged<i8, Slice> =");
        assertEquals(List.of("Type::ANNOTATION at 11"), RUNS.rules(Kernels.of(wrong)));
    }

    /**
     * The generic aliases declared in a module of their own and named through its glob import, as a
     * crate's {@code shapes.rs} holds them: each name is written out where it is used, with the
     * arguments given there.
     */
    private static final String ELSEWHERE = GENERIC.replace("""
            type Input<D> = HbmTensor<D, Chip, m![A]>;
            type Output = Input<i32>;
            type Staged<D, S> = DmTensor<D, Chip, Cluster, S, m![A % 8]>;""", """
            mod shapes {
                use super::*;
                pub type Input<D> = HbmTensor<D, Chip, m![A]>;
                pub type Output = Input<i32>;
                pub type Staged<D, S> = DmTensor<D, Chip, Cluster, S, m![A % 8]>;
            }
            use shapes::*;""");

    @Test
    void aGenericAliasOfAnotherModuleStandsForItsTypeWhereItIsNamed() {
        int[] in = IntStream.range(0, 2048).map(i -> 3 * i - 7).toArray();
        long[] out = RUNS.values(Kernels.of(ELSEWHERE), "kernel", Map.of("input", NpyArray.int32(new long[] {2048}, in)));
        assertArrayEquals(IntStream.of(in).asLongStream().map(x -> x + 1).toArray(), out);
        assertEquals(List.of(), RUNS.rules(Kernels.of(ELSEWHERE)));
        String wrong = ELSEWHERE.replace("let dm: Staged<E, Slice> =", "let dm: Staged<i8, Slice> =");
        assertEquals(List.of("Type::ANNOTATION at 15"), RUNS.rules(Kernels.of(wrong)));
    }

    @Test
    void theSymbolicCheckReadsASignatureWrittenWithAnotherFilesAliases(@TempDir Path crate) throws IOException {
        // the device function takes &Input<E> and returns Output, both declared in src/shapes.rs
        String[] parts = ELSEWHERE.split("(?m)^mod shapes \\{\n|(?m)^}\nuse shapes::\\*;\n");
        Files.createDirectories(crate.resolve("src"));
        Files.writeString(crate.resolve("src/shapes.rs"), "use super::*;\n" + parts[1].replace("    use super::*;\n", ""));
        Files.writeString(crate.resolve("src/lib.rs"), parts[0] + "mod shapes;\nuse shapes::*;\n" + parts[2]);
        Program p = Program.of(CrateReader.read(crate));
        SymbolicVerdict met = SymbolicRun.check(p, p.named("kernel").orElseThrow(),
                Optional.of(SpecParser.parse("input[A] + 1 -> [A]")));
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, met.verdict(), met.toString());
        SymbolicVerdict wrong = SymbolicRun.check(p, p.named("kernel").orElseThrow(),
                Optional.of(SpecParser.parse("input[A] + 2 -> [A]")));
        assertEquals(SymbolicVerdict.Answer.REFUTED, wrong.verdict(), wrong.toString());
    }
}
