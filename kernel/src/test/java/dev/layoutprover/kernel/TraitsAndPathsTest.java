package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.Item;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.model.Module;
import dev.layoutprover.kernel.model.Names;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trait's default items as items of each type implementing it, an impl in a module other than
 * its type's, bare names inside an impl, {@code <T as Trait>::X} paths and {@code #[path]} modules.
 */
class TraitsAndPathsTest {

    private static Crate crate(String text) {
        return CrateReader.single(Lowering.parse(Source.of("k.rs", text)));
    }

    private static Optional<Item> value(Crate c, String... path) {
        return c.names().path(c.root(), List.of(path), true);
    }

    private static String declaredIn(Optional<Item> item) {
        return item.orElseThrow().module().name();
    }

    private static final String TILING = """
            const BASE: usize = 0x1000;
            pub trait Tiling {
                const STEP: usize = 0x1000;
                const PARTS: usize;
                fn slot(i: usize) -> usize { Self::STEP * i }
                fn source(&self, j: usize) -> usize { j }
            }
            pub struct Quarters;
            impl Tiling for Quarters {
                const PARTS: usize = 4;
            }
            pub struct Turned;
            impl Tiling for Turned {
                const PARTS: usize = 4;
                const STEP: usize = BASE + 2;
                fn source(&self, j: usize) -> usize { j + 1 }
            }
            """;

    @Test
    void aTypeHasItsTraitsDefaultsUnlessItsImplDeclaresItsOwn() {
        Crate c = crate(TILING);
        assertEquals(List.of(), c.errors());
        assertEquals("Tiling", declaredIn(value(c, "Quarters", "STEP")));
        assertEquals("Quarters", declaredIn(value(c, "Quarters", "PARTS")));
        assertEquals("Tiling", declaredIn(value(c, "Quarters", "slot")));
        assertEquals("Turned", declaredIn(value(c, "Turned", "STEP")));
        assertEquals("Turned", declaredIn(value(c, "Turned", "source")));
        // a default function takes Self, the type it is called on, as a type parameter
        Item.Fn slot = (Item.Fn) value(c, "Quarters", "slot").orElseThrow();
        assertEquals(List.of("Self"), slot.function().generics().stream().map(Ast.GenericParam::name).toList());
    }

    @Test
    void aBareNameInAnImplIsTheEnclosingModulesNotTheAssociatedItem() {
        Crate c = crate(TILING);
        Module turned = ((Item.Mod) c.names().type(c.root(), "Turned").orElseThrow()).module();
        // const STEP: usize = BASE + 2 reads the module's BASE; Turned's STEP is reached only as Self::STEP
        assertEquals("crate", declaredIn(c.names().path(turned, List.of("BASE"), true)));
        assertEquals("Turned", declaredIn(c.names().path(turned, List.of("Turned", "STEP"), true)));
    }

    @Test
    void anImplInAnotherModuleAddsToTheTypeItIsFor() {
        Crate c = crate(TILING + """
                mod copies {
                    use super::*;
                    pub trait Own { fn own(&self) -> usize { 1 } }
                    impl Own for Quarters {}
                    impl Quarters { pub const EXTRA: usize = 2; }
                }
                """);
        assertEquals(List.of(), c.errors());
        Names names = c.names();
        Module copies = c.root().children().get("copies");
        // Quarters in copies is still the root's type, with the items of both modules' impls
        assertEquals("Quarters", names.type(copies, "Quarters").orElseThrow().module().name());
        assertEquals("copies::Quarters", declaredIn(value(c, "Quarters", "EXTRA")));
        assertEquals("copies::Own", declaredIn(value(c, "Quarters", "own")));
        assertEquals("Tiling", declaredIn(value(c, "Quarters", "slot")));
    }

    @Test
    void aQualifiedPathNamesTheTypesItem() {
        Crate c = crate(TILING + """
                axes![A = 64];
                pub trait Typed { type Word; }
                impl Typed for Quarters { type Word = i16; }
                #[device(chip = 1)]
                fn k(ctx: &mut Context, x: &HbmTensor<<Quarters as Typed>::Word, m![1], m![A]>) {
                    let at = <Quarters as Tiling>::STEP;
                }
                """);
        KernelListing.Listing r = KernelListing.of(c);
        assertEquals(List.of(), r.errors());
        assertEquals("i16", r.functions().get(0).params().get(1).type().tensor().orElseThrow().element());
        Ast.Let let = (Ast.Let) c.root().items().functions().get(0).body().get(0);
        assertEquals("Quarters::STEP", let.value() instanceof Ast.Path p ? p.text() : let.value().toString());
    }

    @Test
    void anAssociatedMappingTypeReadsBareNamesOutsideItsImplAndPathsToAnothersItems() {
        KernelListing.Listing r = KernelListing.of(crate("""
                axes![A = 64];
                type Staged = m![A % 8];
                pub trait Split { type Part; type Staged; }
                pub struct Halves;
                impl Split for Halves { type Part = m![A / 32]; type Staged = Staged; }
                pub struct Again;
                impl Split for Again { type Part = <Halves as Split>::Part; type Staged = m![A % 4]; }
                #[device(chip = 1)]
                fn k(ctx: &mut Context, x: &HbmTensor<i8, m![1], <Halves as Split>::Staged>,
                        y: &HbmTensor<i8, m![1], Again::Part>, z: &HbmTensor<i8, m![1], <Again as Split>::Staged>) {}
                """));
        assertEquals(List.of(), r.errors());
        // type Staged = Staged; names the module's Staged, not itself
        assertEquals(List.of("m![A % 8]", "m![A / 32]", "m![A % 4]"), r.functions().get(0).params().stream().skip(1)
                .map(p -> p.type().tensor().orElseThrow().mappings().get(1).resolved()).toList());
    }

    @Test
    void aPathAttributeNamesTheModulesFileFromTheDeclaringFilesDirectory(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src/plans"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"p\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), """
                #[path = "plans/tiling.rs"]
                pub mod tiling;
                mod gone_too {
                    #[path = "inner.rs"]
                    mod inner;
                }
                """);
        Files.writeString(dir.resolve("src/plans/tiling.rs"), "pub mod steps;\npub const X: usize = 1;\n");
        Files.writeString(dir.resolve("src/plans/steps.rs"), "pub const Y: usize = 2;\n");
        Crate c = CrateReader.read(dir);
        // the file a #[path] names is read as a mod.rs: its children are beside it
        assertEquals(List.of(List.of(), List.of("tiling"), List.of("tiling", "steps"), List.of("gone_too")),
                c.modules().stream().map(Module::path).toList());
        assertEquals(1, c.errors().size());
        // inside an inline module, the path is from that module's directory
        assertTrue(c.errors().get(0).getMessage().startsWith(dir.resolve("src/lib.rs") + ":5:5: no file for the "
                + "module inner: its #[path] names " + dir.resolve("src/gone_too/inner.rs")), c.errors().get(0).getMessage());
    }
}
