package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code #[device]} function whose body holds valid Rust the reader cannot lower
 * ({@code async { … }}) is lost alone: the rest of its file and crate is read and checked, the
 * function and its callers are unknown to {@code simulate} (exit 3) with the construct's
 * file:line:column, and {@code verify} warns {@code Kernel::UNMODELLED}. A file that is not Rust
 * stays a read error (exit 2).
 */
class UnlowerableBodyTest {

    private static final String KERNELS = """
            use furiosa_visa_std::prelude::*;

            axes![A = 2048];

            #[device(chip = 1)]
            pub fn good(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                let x_dm = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
                x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
            }

            #[device(chip = 1)]
            pub fn listed(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                let x_dm = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
                let sizes = async { 8 };
                x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
            }

            #[device(chip = 1)]
            pub fn caller(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                listed(ctx, x)
            }
            """;

    private static Path crate(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"partly\"\nversion = \"0.1.0\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod kernels;\n");
        Files.writeString(dir.resolve("src/kernels.rs"), KERNELS);
        return dir;
    }

    private static Map<String, List<String>> verdicts(String json) throws IOException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (JsonNode f : new ObjectMapper().readTree(json).get("functions")) {
            out.put(f.get("path").asText(), List.of(f.get("verdict").asText(), f.get("reason").asText()));
        }
        return out;
    }

    @Test
    void theFunctionAndItsCallersAreUnknownAndTheRestOfTheCrateIsSimulated(@TempDir Path dir) throws IOException {
        Path crate = crate(dir);
        Run simulate = run("simulate", "--json", crate.toString());
        assertEquals(3, simulate.exit(), simulate.out() + simulate.err());
        String why = dir.resolve("src/kernels.rs") + ":14:17: the body of listed is not read: an async block has no "
                + "layout meaning in a kernel body";
        assertEquals(Map.of("kernels::good", List.of("conformant", "null"),
                "kernels::listed", List.of("unknown", why),
                "kernels::caller", List.of("unknown", why)), verdicts(simulate.out()));
        assertEquals("[]", new ObjectMapper().readTree(simulate.out()).get("errors").toString());
    }

    @Test
    void oneFunctionSimulatedAloneIsUnknownWithTheConstructAndItsPosition(@TempDir Path dir) throws IOException {
        Path file = crate(dir).resolve("src/kernels.rs");
        Run r = run("simulate", "--fn", "listed", file.toString());
        assertEquals(3, r.exit(), r.out() + r.err());
        assertEquals("", r.err());
        assertEquals("unknown: " + file + ":14:17: the body of listed is not read: an async block has no layout "
                + "meaning in a kernel body\n      let sizes = async { 8 };\n                  ^\n", r.out());
        Run caller = run("simulate", "--fn", "caller", file.toString());
        assertEquals(3, caller.exit(), caller.out() + caller.err());
        assertEquals("unknown: " + file + ":14:17: the body of listed is not read: an async block has no layout "
                + "meaning in a kernel body", caller.out().lines().findFirst().orElse(""));
        Run good = run("simulate", "--fn", "good", file.toString());
        assertEquals(0, good.exit(), good.out() + good.err());
    }

    @Test
    void verifyWarnsUnmodelledForTheFunctionAndItsCaller(@TempDir Path dir) throws IOException {
        Path file = crate(dir).resolve("src/kernels.rs");
        Run r = run("verify", file.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        String warning = "warning[Kernel::UNMODELLED]: the body of listed is not read: an async block has no layout "
                + "meaning in a kernel body\n      let sizes = async { 8 };\n                  ^\n";
        assertEquals(file + ":14:17: " + warning + file + ":14:17 via listed at " + file + ":20:5: " + warning
                + "verify: 2 findings in 1 of 1 file; 40 rule checks held\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void aFileThatIsNotRustStaysAReadError(@TempDir Path dir) throws IOException {
        Path crate = crate(dir);
        Files.writeString(crate.resolve("src/kernels.rs"), KERNELS.replace("let sizes = async { 8 };",
                "let sizes = ;"));
        for (String command : List.of("verify", "simulate")) {
            Run r = run(command, crate.toString());
            assertEquals(2, r.exit(), r.out() + r.err());
            assertEquals("error: " + crate.resolve("src/kernels.rs") + ":14:17: syntax error: expected an expression "
                    + "after '=', found ';'",
                    r.err().lines().findFirst().orElse(""));
        }
    }
}
