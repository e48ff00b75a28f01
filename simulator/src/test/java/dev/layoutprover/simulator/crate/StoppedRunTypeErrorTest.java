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

    /**
     * A slice transpose whose {@code slice0} is 0 (an assertion, stream_tensor.rs:541), then a widening fetch,
     * each chain held by variables stage by stage.
     */
    private static final String CRATE = """
            use furiosa_visa_std::prelude::*;

            axes![P = 256, Q = 8];

            type Chip = m![1];
            type Cluster = m![1 # 2];

            #[device(chip = 1)]
            fn swap_rows(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, Q]>) -> HbmTensor<i32, Chip, m![P, Q]> {
                let staged = x.to_dm::<Cluster, m![P], m![Q]>(&mut ctx.tdma, 0);
                let fetched = ctx.main.begin(staged.view()).fetch::<i32, m![1], m![Q]>();
                let config = SwitchConfig::Transpose { slice1: 4, slice0: 0 };
                let swapped = fetched.switch::<m![P / 16, P % 4, P / 4 % 4], m![1]>(config);
                let y: DmTensor<i32, Chip, Cluster, m![P / 16, P % 4, P / 4 % 4], m![Q]> = swapped.collect::<m![1], m![Q]>().commit(1 << 12);
                y.to_hbm(&mut ctx.tdma, 1 << 20)
            }

            #[device(chip = 1)]
            fn widen(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, Q]>) -> HbmTensor<i32, Chip, m![P, Q]> {
                let staged = x.to_dm::<Cluster, m![P], m![Q]>(&mut ctx.tdma, 0);
                let fetched = ctx.main.begin(staged.view()).fetch::<i32, m![1], m![Q]>();
                let y: DmTensor<i32, Chip, Cluster, m![P], m![Q]> = fetched.collect::<m![1], m![Q]>().commit(1 << 12);
                y.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    /** Each function's verdict, then the line and rule of its reason ({@code rule-broken 21 Fetch::CAST}). */
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
        int widen = CRATE.indexOf("fn widen");
        String cast = CRATE.substring(0, widen) + CRATE.substring(widen).replace("fetch::<i32", "fetch::<f32")
                .replace("DmTensor<i32", "DmTensor<f32").replace("-> HbmTensor<i32", "-> HbmTensor<f32");
        assertEquals(List.of("rule-broken 21 Fetch::CAST", "rule-broken 21 Fetch::CAST"), runs(dir, cast));
    }

    @Test
    void withoutATypeErrorTheAssertionStays(@TempDir Path dir) throws IOException {
        assertEquals(List.of("rule-broken 13 Switch::CONFIG", "conformant"), runs(dir, CRATE));
    }
}
