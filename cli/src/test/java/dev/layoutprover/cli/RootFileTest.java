package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kernel file in no crate that declares {@code mod x;} is a crate root, as rustc reads it: its
 * {@code #[macro_use] mod kernels;} macros serve the root, a module's {@code mod y;} is {@code x/y.rs},
 * and a missing module file is bad input (exit 2) naming the files looked for.
 */
class RootFileTest {

    private static Path root(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("root.rs"), """
                use furiosa_visa_std::prelude::*;

                #[macro_use]
                mod kernels;
                mod sub;

                axes![A = 2048];

                #[device(chip = 1)]
                fn copy_at(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, slot!(0));
                    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, slot!(16))
                }
                """);
        Files.writeString(dir.resolve("kernels.rs"), "macro_rules! slot {\n    ($i:expr) => {\n        $i * 65536\n"
                + "    };\n}\n");
        Files.writeString(dir.resolve("sub.rs"), "mod inner;\n");
        Files.writeString(dir.resolve("sub/inner.rs"), """
                use furiosa_visa_std::prelude::*;

                axes![B = 2048];

                #[device(chip = 1)]
                pub fn bytes(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![B]>) -> HbmTensor<i8, m![1], m![B]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![B / 8], m![B % 8]>(&mut ctx.tdma, 0);
                    x_dm.to_hbm::<m![B]>(&mut ctx.tdma, 1 << 20)
                }
                """);
        return dir.resolve("root.rs");
    }

    @Test
    void aRootFileWithModuleFilesVerifiesAndSimulatesWithItsMacros(@TempDir Path dir) throws IOException {
        Path root = root(dir);
        Run verify = run("verify", root.toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
        assertEquals(root + ": clean (56 rule checks held)\nverify: no findings in 1 file; 56 rule checks held\n",
                verify.out());
        Run simulate = run("simulate", "--json", root.toString());
        assertEquals(0, simulate.exit(), simulate.out() + simulate.err());
        com.fasterxml.jackson.databind.JsonNode fs = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(simulate.out()).get("functions");
        java.util.Map<String, String> verdicts = new java.util.LinkedHashMap<>();
        fs.forEach(f -> verdicts.put(f.get("path").asText(), f.get("verdict").asText()));
        assertEquals(java.util.Map.of("copy_at", "conformant", "sub::inner::bytes", "conformant"), verdicts);
    }

    @Test
    void aMissingModuleFileIsBadInputNamingTheFilesLookedFor(@TempDir Path dir) throws IOException {
        Path root = root(dir);
        Files.delete(dir.resolve("sub/inner.rs"));
        for (String command : java.util.List.of("verify", "simulate")) {
            Run r = run(command, root.toString());
            assertEquals(2, r.exit(), r.out() + r.err());
            assertEquals("error: " + dir.resolve("sub.rs") + ":1:1: no file for the module inner: expected "
                    + dir.resolve("sub/inner.rs") + " or " + dir.resolve("sub/inner/mod.rs"),
                    r.err().lines().findFirst().orElse(""));
        }
    }

    @Test
    void twoRootFilesSharingAMacroModuleEachExpandItsMacrosInOneRun(@TempDir Path dir) throws IOException {
        Path first = root(dir);
        Path second = dir.resolve("second.rs");
        Files.writeString(second, """
                use furiosa_visa_std::prelude::*;

                #[macro_use]
                mod kernels;

                axes![C = 2048];

                #[device(chip = 1)]
                fn copy_again(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![C]>) -> HbmTensor<i8, m![1], m![C]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![C / 8], m![C % 8]>(&mut ctx.tdma, slot!(0));
                    x_dm.to_hbm::<m![C]>(&mut ctx.tdma, slot!(16))
                }
                """);
        Run verify = run("verify", first.toString(), second.toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
        assertEquals(second + ": clean (28 rule checks held)", verify.out().lines().toList().get(1));
        // in this process the macro module is already parsed, as the first root reached it
        Run simulate = run("simulate", "--json", second.toString());
        assertEquals(0, simulate.exit(), simulate.out() + simulate.err());
        com.fasterxml.jackson.databind.JsonNode one = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(simulate.out());
        assertEquals("copy_again true", one.get("function").asText() + " " + one.get("conformant").asBoolean());
    }

    /**
     * A file of a crate names its own module only; the module files it declares are named in a note,
     * so that a file of {@code mod x;} lines alone is not taken for a verified module tree.
     */
    @Test
    void aCrateFileDeclaringModuleFilesNamesThemInANote(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src/sub"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"notes\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod sub;\n");
        Files.writeString(dir.resolve("src/sub.rs"), "pub mod inner;\n");
        Path inner = root(dir.resolve("parts")).resolveSibling("sub/inner.rs");
        Files.copy(inner, dir.resolve("src/sub/inner.rs"));
        Path sub = dir.resolve("src/sub.rs");
        Run file = run("verify", sub.toString());
        assertEquals(0, file.exit(), file.out() + file.err());
        assertEquals(sub + ": clean (0 rule checks held)\n" + sub + ": note: 1 module file it declares is verified when "
                + "named, or with the whole crate: " + dir.resolve("src/sub/inner.rs") + "\n"
                + "verify: no findings in 1 file; 0 rule checks held\n", file.out());
        Run named = run("verify", dir.resolve("src/sub/inner.rs").toString());
        assertEquals(dir.resolve("src/sub/inner.rs") + ": clean (28 rule checks held)\n"
                + "verify: no findings in 1 file; 28 rule checks held\n", named.out());
        Run crate = run("verify", dir.toString());
        assertEquals(dir + ": clean (28 rule checks held)\nverify: no findings in 1 crate; 28 rule checks held\n",
                crate.out());
        Run simulate = run("simulate", sub.toString());
        assertEquals(0, simulate.exit(), simulate.out() + simulate.err());
        assertTrue(simulate.err().startsWith("simulate: " + sub + " holds no #[device] or host function: running the "
                + "device function of the modules it declares\n"), simulate.err());
        assertTrue(simulate.out().startsWith("sub::inner::bytes  conformant  simulated  2048 MACs  "), simulate.out());
        Run both = run("verify", dir.toString(), dir.resolve("src/sub/inner.rs").toString());
        assertTrue(both.out().endsWith("verify: no findings in 2 paths; 56 rule checks held\n"), both.out());
    }
}
