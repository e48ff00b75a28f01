package dev.layoutprover.simulator.crate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.memory.Addresses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A crate's run stopped by one of the reference's assertions reports the crate's type error instead,
 * even when the function holding it comes later in the crate and runs after: rustc rejects the whole
 * crate, so no assertion runs. Without a type error the assertion's finding stays.
 */
class StoppedRunTypeErrorTest {

    /** A slice transpose whose {@code slice0} is 0 (an assertion, stream_tensor.rs:541), then a widening fetch. */
    private static final String CRATE = """
            use furiosa_visa_std::prelude::*;

            axes![S = 256, B = 8, C = 32];

            type Chip = m![1];
            type Cluster = m![1 # 2];

            #[device(chip = 1)]
            fn ring_swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i8, Chip, m![S, B, C]> {
                let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
                let y: DmTensor<i8, Chip, Cluster, m![S / 16, S % 4, S / 4 % 4], m![B, C]> = ctx
                    .main
                    .begin(x_dm.view())
                    .fetch::<i8, m![B], m![C]>()
                    .switch::<m![S / 16, S % 4, S / 4 % 4], m![B]>(SwitchConfig::Transpose { slice1: 4, slice0: 0 })
                    .collect::<m![B], m![C]>()
                    .commit::<m![B, C]>(1 << 12);
                y.to_hbm(&mut ctx.tdma, 1 << 20)
            }

            #[device(chip = 1)]
            fn widen(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i32, Chip, m![S, B, C]> {
                let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
                let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = ctx
                    .main
                    .begin(x_dm.view())
                    .fetch::<i32, m![B, C / 8], m![C % 8]>()
                    .collect::<m![B, C / 8], m![C % 8]>()
                    .commit(1 << 12);
                y.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    /** Each function's verdict, then the line and rule of its reason ({@code rule-broken 27 Fetch::CAST}). */
    private static List<String> runs(Path dir, String source) throws IOException {
        Path file = dir.resolve("k.rs");
        Files.writeString(file, source);
        CrateSimulation.FunctionRuns r = CrateSimulation.run(CrateReader.read(file), Long.MAX_VALUE,
                LayoutQuestions.enumeration(), Addresses.LOGICAL, line -> { });
        Pattern at = Pattern.compile("k\\.rs:(\\d+):\\d+: ([A-Za-z]+::[A-Z_]+):");
        return r.functions().stream().map(f -> {
            Matcher m = at.matcher(f.reason().orElse(""));
            return f.verdict().label() + (m.find() ? " " + m.group(1) + " " + m.group(2) : "");
        }).toList();
    }

    @Test
    void aTypeErrorOfALaterFunctionIsWhatTheStoppedRunReports(@TempDir Path dir) throws IOException {
        // widen fetches the i8 tensor as f32: no FetchCast, so the crate does not compile
        String cast = CRATE.replace(".fetch::<i32, m![B, C / 8]", ".fetch::<f32, m![B, C / 8]")
                .replace("let y: DmTensor<i32", "let y: DmTensor<f32").replace("-> HbmTensor<i32", "-> HbmTensor<f32");
        assertEquals(List.of("rule-broken 27 Fetch::CAST", "rule-broken 27 Fetch::CAST"), runs(dir, cast));
    }

    @Test
    void withoutATypeErrorTheAssertionStays(@TempDir Path dir) throws IOException {
        assertEquals(List.of("rule-broken 15 Switch::CONFIG", "conformant"), runs(dir, CRATE));
    }
}
