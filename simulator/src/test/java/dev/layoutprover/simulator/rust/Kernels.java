package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Lowering;

import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading the example kernel files and small kernels written in tests. */
final class Kernels {

    static final Path EXAMPLES = Path.of("..", "examples", "kernels");

    private Kernels() {}

    static Program example(String name) {
        Path p = EXAMPLES.resolve(name);
        try {
            return Program.of(Lowering.parse(Source.of(name, Files.readString(p))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Program of(String text) {
        return Program.of(Lowering.parse(Source.of("k.rs", text)));
    }

    /**
     * The axis {@code A = 2048} and the chip, cluster and slice mappings of the one-input kernels:
     * {@code A} over the 256 slices, eight elements a slice.
     */
    static final String PRELUDE = oneCluster("A = 2048") + """
            type Slice = m![A / 8 # 256];
            """;

    /**
     * The head of a kernel on one chip and one cluster of its two: {@code axes![…]} of
     * {@code axes} and the {@code Chip} and {@code Cluster} mappings, e.g. {@code oneCluster("A = 8")}
     * is {@code axes![A = 8]; type Chip = m![1]; type Cluster = m![1 # 2];}, a line each.
     */
    static String oneCluster(String axes) {
        return "axes![" + axes + "];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n";
    }

    /** A one-input i32 kernel over {@code A = 2048} whose device body is {@code body}. */
    static Program withBody(String body) {
        return of(withBodyText(body));
    }

    /** The text of {@link #withBody}, to extend with more items. */
    static String withBodyText(String body) {
        return (PRELUDE + """
                #[tokio::main]
                async fn main() {
                    let mut ctx = Context::acquire();
                    let mut rng = SmallRng::seed_from_u64(9);
                    let input = HostTensor::<i32, m![A]>::rand(&mut rng);
                    let in_hbm = input.to_hbm(&mut ctx.pdma, 0).await;
                    let out_hbm = launch(kernel, (&mut ctx, &in_hbm)).await;
                    let _out = out_hbm.to_host::<m![A]>(&mut ctx.pdma).await;
                }
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
                """ + body + "\n}\n");
    }

    /** The kernel of {@link #withBody} without a host function. */
    static Program deviceOnly(String body) {
        return of(PRELUDE + """
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
                """ + body + "\n}\n");
    }

    /** The stages of {@link #addOne} between {@code begin} and {@code commit}: fetch, add 1, collect. */
    static final String ADD_ONE_STAGES = """
                    .fetch::<i32, m![1], m![A % 8]>()
                    .collect::<m![1], m![A % 8]>()
                    .vector_init()
                    .vector_intra_slice_branch(BranchMode::Unconditional)
                    .vector_fxp(FxpBinaryOp::AddFxp, 1)
                    .vector_final()
                """;

    /** The body of a kernel that adds 1 on every slice, with its input in DM at {@code address}. */
    static String addOne(long address) {
        return """
                    let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, ADDRESS);
                    let r = ctx.main.begin(dm.view())
                    """.replace("ADDRESS", Long.toString(address)) + ADD_ONE_STAGES + """
                        .commit::<m![A % 8]>(1 << 12);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)""";
    }
}
