package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class CrateReaderTest {

    private static final Path NESTED = Path.of("src/test/resources/crates/nested");

    private static List<String> paths(Crate c) {
        return KernelListing.of(c).functions().stream().map(DeviceFunction::path).toList();
    }

    @Test
    void aCrateDirectoryFollowsFileDirectoryAndInlineModules() {
        Crate c = CrateReader.read(NESTED);
        assertEquals(List.of(), c.errors());
        assertEquals(List.of("geo::kern::rows", "inline::copy"), paths(c));
    }

    @Test
    void aCargoTomlAndAModuleFileAloneReadTheSameCrate() {
        assertEquals(paths(CrateReader.read(NESTED)), paths(CrateReader.read(NESTED.resolve("Cargo.toml"))));
        assertEquals(List.of("geo::kern::rows"), paths(CrateReader.read(NESTED.resolve("src/geo/kern.rs"))));
    }

    @Test
    void renamedImportedAxesAndAliasesResolveToTheirDeclarations() {
        DeviceFunction rows = KernelListing.of(CrateReader.read(NESTED)).functions().get(0);
        DeviceFunction.TensorType x = rows.params().get(1).type().tensor().orElseThrow();
        assertEquals("bf16", x.element());
        assertEquals(java.util.Map.of("A", 64L, "B_long", 8L), x.mappings().get(1).axes());
        assertTrue(rows.params().get(2).type().output());
        assertEquals("m![A / 8]", rows.params().get(2).type().tensor().orElseThrow().mappings().get(1).resolved());
    }

    @Test
    void aSyntaxErrorKeepsItsExactPosition() {
        KernelError e = assertThrows(KernelError.class, () -> Lowering.parse(Source.of("k.rs", "fn f() {\n  let x = ;\n}")));
        assertEquals("k.rs:2:11", e.location().toString()); // the ; where the value should stand, as rustc
    }

    @Test
    void aBreakOutsideALoopInADeviceFunctionIsNamedWithItsPosition() {
        Ast.File f = Lowering.parse(Source.of("k.rs",
                "#[device(chip = 1)]\nfn f() {\n    while true {}\n    break;\n}\n\n#[device(chip = 1)]\nfn g() {}"));
        Ast.Unlowered u = assertInstanceOf(Ast.Unlowered.class, f.functions().get(0).body().get(0));
        assertEquals(1, f.functions().get(0).body().size());
        assertEquals("f", u.function());
        assertEquals("k.rs:4:5", u.at().toString());
        assertEquals("break outside of a loop", u.reason());
        assertEquals(List.of("f", "g"), f.functions().stream().map(Ast.Function::name).toList());
        assertEquals(List.of(), f.functions().get(1).body());
    }

    @Test
    void aHostFunctionKeepsWhatItCannotReadAsSkippedStatementsAndGoesOn() {
        Ast.File f = Lowering.parse(Source.of("t.rs", """
                #[tokio::test]
                async fn t() {
                    use crate::ops::{A, B as C};
                    let x = HostTensor::<i8, m![A]>::rand(&mut rng);
                    let (e, mut g) = (0..4).map(|i| i * 2).unzip();
                    assert_eq!(x, e);
                    let y = x.to_hbm(&mut ctx.pdma, 0);
                }
                """));
        Ast.Function t = f.functions().get(0);
        assertEquals(List.of("crate::ops::A", "crate::ops::B as C"), t.uses().stream()
                .map(u -> String.join("::", u.path()) + u.rename().map(r -> " as " + r).orElse("")).toList());
        assertEquals(4, t.body().size());
        Ast.Skipped closure = assertInstanceOf(Ast.Skipped.class, t.body().get(1));
        assertEquals("t.rs:5:33", closure.at().toString());
        assertEquals("a closure has no layout meaning in a kernel body", closure.reason());
        assertEquals(List.of("e", "g"), closure.names());
        Ast.Skipped macro = assertInstanceOf(Ast.Skipped.class, t.body().get(2));
        assertEquals(List.of(), macro.names());
        assertTrue(macro.reason().startsWith("the macro assert_eq!"), macro.reason());
        assertInstanceOf(Ast.Let.class, t.body().get(3));
    }

    @Test
    void aFileInNoCrateIsARootReadingItsModuleFilesAndTheirMacros(@org.junit.jupiter.api.io.TempDir Path dir)
            throws java.io.IOException {
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("root.rs"), """
                #[macro_use]
                mod kernels;
                mod sub;
                axes![A = 64];
                #[device(chip = 1)]
                fn at(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) {
                    let a = slot!(2);
                }
                """);
        Files.writeString(dir.resolve("kernels.rs"), "macro_rules! slot {\n    ($i:expr) => { $i * 64 };\n}\n");
        Files.writeString(dir.resolve("sub.rs"), "pub mod inner;\n");
        Files.writeString(dir.resolve("sub/inner.rs"),
                "use crate::A;\n#[device(chip = 1)]\npub fn deep(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) {}\n");
        Crate c = CrateReader.read(dir.resolve("root.rs"));
        assertEquals(List.of(), c.errors());
        assertEquals(List.of("at", "sub::inner::deep"), paths(c));
        assertEquals(List.of(List.of(), List.of("kernels"), List.of("sub"), List.of("sub", "inner")),
                c.everyModule().stream().map(m -> m.path()).toList());
        // slot! of kernels.rs is expanded in the root, not left as a macro of another file
        Ast.Let let = assertInstanceOf(Ast.Let.class, c.root().items().functions().get(0).body().get(0));
        assertInstanceOf(Ast.Block.class, let.value());

        Files.delete(dir.resolve("sub/inner.rs"));
        Crate missing = CrateReader.read(dir.resolve("root.rs"));
        assertEquals(List.of(dir.resolve("sub.rs") + ":1:1: no file for the module inner: expected "
                + dir.resolve("sub/inner.rs") + " or " + dir.resolve("sub/inner/mod.rs")),
                missing.errors().stream().map(e -> e.getMessage().lines().findFirst().orElse(""))
                        .toList());
    }

    /** The corpus beside the repository root ({@code <repo>/../shared/corpus}); the tests run in {@code <repo>/kernel}. */
    static Path corpus() {
        Path dir = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples").normalize();
        Assumptions.assumeTrue(Files.isDirectory(dir), "the corpus ../shared/corpus is absent beside the repository: "
                + "skipped");
        return dir;
    }

    @Test
    void theWholeCorpusListsEveryDeviceFunctionOnceAsADirectoryAndThroughItsCargoToml() {
        Path dir = corpus();
        KernelListing.Listing r = KernelListing.of(CrateReader.read(dir));
        assertEquals(List.of(), r.errors());
        assertEquals(74, r.functions().size());
        assertEquals(74, r.functions().stream().map(DeviceFunction::path).distinct().count());
        assertEquals(paths(CrateReader.read(dir)), paths(CrateReader.read(dir.resolve("Cargo.toml"))));
    }

    @Test
    void theCorpusReadFileByFileListsTheSameFunctions() throws java.io.IOException {
        Path dir = corpus();
        List<String> whole = paths(CrateReader.read(dir));
        List<String> byFile = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> files = Files.walk(dir.resolve("src"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".rs")).sorted().toList()) {
                KernelListing.Listing r = KernelListing.of(CrateReader.read(f));
                assertEquals(List.of(), r.errors(), f::toString);
                r.functions().forEach(fn -> byFile.add(fn.path()));
            }
        }
        assertEquals(new java.util.TreeSet<>(whole), new java.util.TreeSet<>(byFile));
        assertEquals(whole.size(), byFile.size());
    }

    /**
     * The reference's own library crates (the API, the mapping library, its macro and types) hold no
     * kernel, and are read without an error, as rustc builds them: const parameter defaults,
     * {@code unsafe extern} blocks, items gated by {@code #[cfg]}, impls of one type from several
     * macro expansions; so is a file of one, which is read with its crate.
     */
    @Test
    void theReferencesLibraryCratesAreReadWithoutAnError() throws java.io.IOException {
        Path reference = corpus().resolveSibling("reference");
        Assumptions.assumeTrue(Files.isDirectory(reference), "the reference crates are absent: skipped");
        List<Path> crates;
        try (java.util.stream.Stream<Path> dirs = Files.list(reference)) {
            crates = dirs.filter(d -> Files.isRegularFile(d.resolve("Cargo.toml"))).sorted().toList();
        }
        assertEquals(4, crates.size(), crates::toString);
        for (Path crate : crates) {
            KernelListing.Listing r = KernelListing.of(CrateReader.read(crate));
            assertEquals(List.of(), r.errors().stream().map(Throwable::getMessage).toList(), crate::toString);
            assertEquals(List.of(), r.functions(), crate::toString);
        }
        Path file = reference.resolve("furiosa-visa-std/src/vector_engine/tensor/vector_tensor.rs");
        assertEquals(List.of(), CrateReader.read(file).errors().stream().map(Throwable::getMessage).toList());
    }
}
