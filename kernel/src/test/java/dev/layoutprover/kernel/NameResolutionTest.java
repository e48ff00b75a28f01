package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.Item;
import dev.layoutprover.kernel.model.Module;
import dev.layoutprover.kernel.model.Names;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Names as Rust resolves them: each use form, aliases across modules, and the errors of names that do not resolve. */
class NameResolutionTest {

    private static KernelListing.Listing listing(String text) {
        return KernelListing.of(CrateReader.single(Lowering.parse(Source.of("k.rs", text))));
    }

    private static List<String> resolved(DeviceFunction f) {
        return f.params().stream().skip(1).map(p -> p.type().tensor().orElseThrow().mappings().get(1).resolved())
                .toList();
    }

    @Test
    void everyUseFormResolvesGlobSelfSuperCrateRenameAndReExport() {
        Crate c = CrateReader.read(Path.of("src/test/resources/crates/uses"));
        KernelListing.Listing r = KernelListing.of(c);
        assertEquals(List.of(), r.errors());
        DeviceFunction k = r.functions().get(0);
        assertEquals("kernels::k", k.path());
        assertEquals(List.of("m![A, B]", "m![A % 8]", "m![B]", "m![A, B]"), resolved(k));
        assertEquals(Map.of("A", 512L, "B", 16L), k.params().get(1).type().tensor().orElseThrow().mappings().get(1)
                .axes());
        assertEquals("m![1]", k.params().get(1).type().tensor().orElseThrow().mappings().get(0).resolved());
    }

    @Test
    void aTestFileNamesItsPackageLibraryAndEachFunctionBodyReadsItsOwnUses() {
        Path tests = CrateReaderTest.corpus().resolve("tests/matmul_tests.rs");
        Crate c = CrateReader.read(tests);
        assertEquals(List.of("furiosa_visa_examples"), List.copyOf(c.externs().keySet()));
        Names names = c.names();
        Module root = c.root();
        Ast.Function big = function(c, "test_matmul_16384");
        Ast.Function small = function(c, "test_matmul_4096");
        assertEquals(16384L, axis(names, names.scope(root, big), "A"));
        assertEquals(4096L, axis(names, names.scope(root, small), "B"));
        assertTrue(names.type(root, "A").isEmpty(), "the module itself imports no A");
        assertTrue(names.value(root, "matmul_16384").isPresent(), "the module's own use of the library resolves");
    }

    private static Ast.Function function(Crate c, String name) {
        return c.root().items().functions().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static long axis(Names names, Module scope, String name) {
        return ((Item.AxisItem) names.type(scope, name).orElseThrow()).axis().size();
    }

    @Test
    void anInnerModuleShadowsAnAxisOfItsParentAndSeesTheRestThroughSuper() {
        KernelListing.Listing r = listing("""
                axes![A = 64, B = 4];
                mod inner {
                    use super::*;
                    axes![A = 8];
                    #[device(chip = 1)]
                    fn k(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A, B]>) {}
                }
                """);
        assertEquals(List.of(), r.errors());
        assertEquals(Map.of("A", 8L, "B", 4L), r.functions().get(0).params().get(1).type().tensor().orElseThrow()
                .mappings().get(1).axes());
    }

    @Test
    void aPrivateItemIsNotImportedIntoAnotherBranch() {
        KernelListing.Listing r = listing("""
                mod a {
                    axes![A = 8];
                    type Hidden = m![A];
                }
                mod b {
                    use crate::a::*;
                    #[device(chip = 1)]
                    fn k(ctx: &mut Context, x: &HbmTensor<i8, m![1], Hidden>) {}
                }
                """);
        assertEquals(1, r.errors().size());
        KernelError e = r.errors().get(0);
        assertEquals("k.rs:8:54", e.location().toString());
        assertTrue(e.reason().startsWith("unknown type alias 'Hidden'"), e.reason());
    }

    @Test
    void anUnknownAxisIsAnErrorAtItsColumnAndTheOtherFunctionsAreStillListed() {
        KernelListing.Listing r = listing("""
                axes![A = 8];
                #[device(chip = 1)]
                fn bad(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A, Q]>) {}
                #[device(chip = 1)]
                fn good(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) {}
                """);
        assertEquals(List.of("good"), r.functions().stream().map(DeviceFunction::path).toList());
        assertEquals("k.rs:3:58", r.errors().get(0).location().toString());
        assertEquals("unknown axis 'Q' (declared: A)", r.errors().get(0).reason());
    }

    @Test
    void aModuleWhoseFileIsMissingIsAnErrorAtItsDeclaration() {
        Crate c = CrateReader.read(Path.of("src/test/resources/crates/nested/src/lib.rs"));
        assertEquals(List.of(), c.errors());
        KernelListing.Listing r = listing("mod gone;\n#[device(chip = 1)]\nfn k(ctx: &mut Context) {}\n");
        assertEquals("k.rs:1:1", r.errors().get(0).location().toString());
        assertEquals(List.of("k"), r.functions().stream().map(DeviceFunction::path).toList());
    }

    @Test
    void commentsInsideMacrosAreBlankedWithColumnsKept() {
        KernelListing.Listing r = listing("""
                axes![
                    A = 8, // rows
                    /* columns */ B = 4,
                ];
                #[device(chip = 1)]
                fn k(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A, /* inner */ B]>) {}
                """);
        assertEquals(List.of(), r.errors());
        assertEquals(List.of("m![A, B]"), resolved(r.functions().get(0)));
    }
}
