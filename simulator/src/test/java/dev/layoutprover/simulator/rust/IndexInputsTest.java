package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Seeded random index tensors of a scatter select rows inside its output, as the reference's test's do. */
class IndexInputsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** The reference crate's scatter_minimal: the base kernel of the rule cases {@code rules/DMA/scatter_cache.rs}. */
    private static final String SCATTER = RuleCase.kernel(RuleKernelsTest.RULES.resolve("DMA/scatter_cache.rs"));

    /** {@link #SCATTER} with {@code scaled} for the scatter's last argument, e.g. {@code "false"}. */
    private static String scatter(String scaled) {
        String call = "(index, output, true);";
        assertTrue(SCATTER.contains(call), "the scatter call of scatter_cache.rs");
        return SCATTER.replace(call, "(index, output, " + scaled + ");");
    }

    private static Kernel.Input index(boolean scaled) {
        Program p = Kernels.of(scatter(Boolean.toString(scaled)));
        return RustKernel.of(p, p.function("scatter_minimal").orElseThrow()).inputs().get(1);
    }

    @Test
    void scaledIndicesAreByteOffsetsOfTheOutputsRows() {
        Kernel.Input in = index(true);
        assertEquals("index", in.name());
        // C = 612 rows of D = 128 bf16: 256 bytes each
        assertEquals(LogicalTensor.Range.rows(612, 256), in.range());
        assertEquals(LogicalTensor.Range.rows(612, 1), index(false).range());
    }

    /**
     * A scatter, in a helper, whose index is another helper's return: the slots staged, read through an
     * {@code InterTranspose}, scaled by {@code MulInt} by a named constant of the row's 16 bytes and
     * spilled to HBM. The slots are traced back through all of it: rows of {@code C = 8192} times 1,
     * also when the constant is computed from the row's axis and element size. With a factor the
     * row's bytes do not divide ({@code 48}) the index keeps its whole range.
     */
    @Test
    void aScatterIndexIsTracedThroughAHelpersReturnASwitchAndANamedFactor() {
        String text = """
                use furiosa_visa_std::prelude::*;
                axes![P = 256, J = 8, L = 8, E = 4, C = 8192];
                type Chip = m![1];
                type Cluster = m![1 # 2];
                const ROW_BYTES: i32 = 16;
                fn offsets(ctx: &mut Context, slots: &HbmTensor<i32, Chip, m![P, J, L]>) -> HbmTensor<i32, Chip, m![P, J, L]> {
                    let slots_dm = slots.to_dm::<Cluster, m![P], m![J, L]>(&mut ctx.tdma, 0);
                    let scaled: DmTensor<i32, Chip, Cluster, m![P / 16, J, P % 2], m![P / 2 % 8, L]> = ctx
                        .main
                        .begin(slots_dm.view())
                        .fetch::<i32, m![J], m![L]>()
                        .switch::<m![P / 16, J, P % 2], m![P / 2 % 8]>(SwitchConfig::InterTranspose { slice1: 8, slice0: 2, time0: 1 })
                        .collect::<m![P / 2 % 8], m![L]>()
                        .vector_init()
                        .vector_intra_slice_branch(BranchMode::Unconditional)
                        .vector_fxp(FxpBinaryOp::MulInt, ROW_BYTES)
                        .vector_final()
                        .commit(0x8000);
                    scaled.to_hbm(&mut ctx.tdma, 0x40_0000)
                }
                fn place(ctx: &mut Context, data: &HbmTensor<i32, Chip, m![P, J, L, E]>, at: &HbmTensor<i32, Chip, m![P, J, L]>, out: &mut HbmTensor<i32, Chip, m![C, E]>) {
                    data.to_dm::<Cluster, m![P], m![J, L, E]>(&mut ctx.tdma, 0x1_0000).dma_scatter::<m![P, J, L], _, _>(at, out, true);
                }
                #[device(chip = 1)]
                pub fn rows_to_slots(ctx: &mut Context, rows: &HbmTensor<i32, Chip, m![P, J, L, E]>, slots: &HbmTensor<i32, Chip, m![P, J, L]>, cache: &mut HbmTensor<i32, Chip, m![C, E]>) {
                    let index = offsets(ctx, slots);
                    place(ctx, rows, &index, cache);
                }
                """;
        Program p = Kernels.of(text);
        assertEquals(LogicalTensor.Range.rows(8192, 1),
                RustKernel.of(p, p.function("rows_to_slots").orElseThrow()).inputs().get(1).range());
        Program computed = Kernels.of(text.replace("ROW_BYTES: i32 = 16;",
                "ROW_BYTES: i32 = (<m![E]>::SIZE * core::mem::size_of::<i32>()) as i32;"));
        assertEquals(LogicalTensor.Range.rows(8192, 1),
                RustKernel.of(computed, computed.function("rows_to_slots").orElseThrow()).inputs().get(1).range());
        Program uneven = Kernels.of(text.replace("ROW_BYTES: i32 = 16;", "ROW_BYTES: i32 = 48;"));
        assertEquals(LogicalTensor.Range.full(),
                RustKernel.of(uneven, uneven.function("rows_to_slots").orElseThrow()).inputs().get(1).range());
        Simulation s = Simulation.run(p, Optional.of("rows_to_slots"), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
    }

    /**
     * The output {@code m![K, D]}: divided by the payload {@code D} it leaves the key {@code K}
     * itself as the row axis (raw_tensor.rs:320), so the indices are rows of {@code K}, and the run
     * with them is conformant.
     */
    @Test
    void theKeyItselfMayBeTheRowAxis() {
        String text = scatter("true").replace("output: &mut HbmTensor<bf16, Chip, m![C, D]>",
                "output: &mut HbmTensor<bf16, Chip, m![K, D]>");
        Program p = Kernels.of(text);
        assertEquals(LogicalTensor.Range.rows(512, 256),
                RustKernel.of(p, p.function("scatter_minimal").orElseThrow()).inputs().get(1).range());
        Simulation s = Simulation.run(p, Optional.of("scatter_minimal"), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
    }

    /**
     * A padded key, {@code m![K # 512]} with {@code K = 500}, read from an index of 512 entries:
     * the 12 padded positions write their rows too, with no value (the reference's
     * {@code Opt::Uninit}), so 12 rows of 128 are counted uninitialized, never compared, and the
     * run is conformant.
     */
    @Test
    void aPaddedKeyWritesItsRowsWithNoValue() {
        String text = scatter("true").replace("K = 512,", "K = 500, J = 512,")
                .replace("index: &HbmTensor<i32, Chip, m![K]>", "index: &HbmTensor<i32, Chip, m![J]>")
                .replace("m![K / 2], m![K % 2, D]", "m![K # 512 / 2], m![K # 512 % 2, D]")
                .replace("dma_scatter::<m![K], _, _>", "dma_scatter::<m![K # 512], _, _>");
        Program p = Kernels.of(text);
        assertEquals(List.of(), RUNS.rules(p));
        Simulation s = Simulation.run(p, Optional.of("scatter_minimal"), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
        assertEquals(12 * 128, s.report().orElseThrow().uninitialized());
    }

    @Test
    void theRowsDrawnAreDistinctWholeRowsInsideTheOutput() {
        LogicalTensor t = LogicalTensor.random(ElementType.I32, List.of(new Axis("K", 512)), 7,
                LogicalTensor.Range.rows(612, 256));
        Set<Double> seen = new HashSet<>();
        for (int i = 0; i < t.size(); i++) {
            double v = t.value(i);
            assertTrue(v >= 0 && v <= 611 * 256 && v % 256 == 0, "value " + v);
            assertTrue(seen.add(v), "row " + v / 256 + " twice");
        }
        // more keys than rows: every row is used, values stay inside
        LogicalTensor many = LogicalTensor.random(ElementType.I32, List.of(new Axis("K", 64)), 7,
                LogicalTensor.Range.rows(3, 1));
        for (int i = 0; i < many.size(); i++) {
            assertTrue(many.value(i) >= 0 && many.value(i) <= 2, "value " + many.value(i));
        }
    }

    @Test
    void theScatterRunsOnItsOwnWithSeededIndicesAndConforms() {
        Program p = Kernels.of(scatter("true"));
        Simulation s = Simulation.run(p, Optional.of("scatter_minimal"), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
        assertEquals(612 * 128, s.report().orElseThrow().elements());
    }

    @Test
    void anIndexThatIsNotAParameterKeepsTheWholeRange() {
        Program p = Kernels.of(scatter("true").replace("(index, output,", "(index, output2,")
                .replace("output: &mut", "output2: &mut"));
        // output2 is a parameter too: the range follows it; a literal-free scaled keeps the whole range
        assertEquals(LogicalTensor.Range.rows(612, 256),
                RustKernel.of(p, p.function("scatter_minimal").orElseThrow()).inputs().get(1).range());
        Program q = Kernels.of(scatter("SCALE").replace("axes!", "const SCALE: bool = true;\naxes!"));
        assertEquals(LogicalTensor.Range.full(), RustKernel.of(q, q.function("scatter_minimal").orElseThrow())
                .inputs().get(1).range());
    }

    /**
     * A gather and a scatter reached through structs: {@code self.rows.dma_gather(&offsets, at)} in a
     * {@code &self} method of a table built by {@code Table::new(rows)}, the offsets another method's
     * {@code ids · 32}; and {@code dma_scatter(slots, self.lines, true)} in a {@code &mut self} method
     * of a struct literal holding the output. The ids take rows of {@code V = 1024} times 1, the
     * slots rows of {@code C = 1024} times a line's 32 bytes.
     */
    @Test
    void indicesAreTracedThroughStructFieldsAndMethods() {
        String text = """
                use furiosa_visa_std::prelude::*;
                axes![S = 512, V = 1024, E = 8, K = 256, C = 1024];
                type Chip = m![1];
                type Cluster = m![1 # 2];
                type Tokens = DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2, E]>;
                struct Table<'t> { rows: &'t HbmTensor<i32, Chip, m![V, E]> }
                impl<'t> Table<'t> {
                    fn new(rows: &'t HbmTensor<i32, Chip, m![V, E]>) -> Self { Table { rows } }
                    fn offsets(&self, ctx: &mut Context, ids: &HbmTensor<i32, Chip, m![S]>) -> HbmTensor<i32, Chip, m![S]> {
                        let staged: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2]> = ids.to_dm(&mut ctx.tdma, 0);
                        let scaled: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2]> = ctx.main.begin(staged.view())
                            .fetch::<i32, m![1], m![S % 2]>().collect::<m![1], m![S % 2 # 8]>().vector_init()
                            .vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::MulInt, 32)
                            .vector_final().commit::<m![S % 2]>(0);
                        scaled.to_hbm(&mut ctx.tdma, 0x20_0000)
                    }
                    fn lookup(&self, ctx: &mut Context, ids: &HbmTensor<i32, Chip, m![S]>) -> Tokens {
                        let offsets = self.offsets(ctx, ids);
                        self.rows.dma_gather(&offsets, 0x1000)
                    }
                }
                struct Cache<'c> { lines: &'c mut HbmTensor<i32, Chip, m![C, E]> }
                impl<'c> Cache<'c> {
                    fn store(&mut self, ctx: &mut Context, rows: &HbmTensor<i32, Chip, m![K, E]>, slots: &HbmTensor<i32, Chip, m![K]>) {
                        let staged: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2, E]> = rows.to_dm(&mut ctx.tdma, 0x2000);
                        staged.dma_scatter::<m![K], _, _>(slots, self.lines, true);
                    }
                }
                #[device(chip = 1)]
                pub fn looked_up(ctx: &mut Context, rows: &HbmTensor<i32, Chip, m![V, E]>, ids: &HbmTensor<i32, Chip, m![S]>) -> HbmTensor<i32, Chip, m![S, E]> {
                    let table = Table::new(rows);
                    let tokens = table.lookup(ctx, ids);
                    tokens.to_hbm(&mut ctx.tdma, 0x10_0000)
                }
                #[device(chip = 1)]
                pub fn stored(ctx: &mut Context, rows: &HbmTensor<i32, Chip, m![K, E]>, slots: &HbmTensor<i32, Chip, m![K]>, cache: &mut HbmTensor<i32, Chip, m![C, E]>) {
                    let mut lines = Cache { lines: cache };
                    lines.store(ctx, rows, slots);
                }
                """;
        Program p = Kernels.of(text);
        assertEquals(LogicalTensor.Range.rows(1024, 1),
                RustKernel.of(p, p.function("looked_up").orElseThrow()).inputs().get(1).range());
        assertEquals(LogicalTensor.Range.rows(1024, 32),
                RustKernel.of(p, p.function("stored").orElseThrow()).inputs().get(1).range());
        Simulation s = Simulation.run(p, Optional.of("looked_up"), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
    }
}
