package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Items a library crate writes that carry no layout and that the grammar or the reader once
 * refused: const parameter defaults, {@code unsafe extern} blocks, items gated by {@code #[cfg]},
 * one type's impls from several macro expansions, and associated types naming the impl's
 * parameters. The crate is read, and its kernel sees the item the build keeps.
 */
class LibraryItemsTest {

    @Test
    void aConstParameterDefaultIsBlankedUpToTheEndOfItsParameter() {
        assertEquals("struct T<D, const W: usize        >;", ConstParamDefaults.blank("struct T<D, const W: usize = { 8 }>;"));
        assertEquals("struct S<const N: usize    , const M: Mode" + " ".repeat(" = { Mode::A }".length()) + ", F: Copy = u8> {}",
                ConstParamDefaults.blank("struct S<const N: usize = 4, const M: Mode = { Mode::A }, F: Copy = u8> {}"));
        // a const item and a const parameter without a default are left as written
        assertEquals("const N: usize = 4; fn f<const K: usize>() {}",
                ConstParamDefaults.blank("const N: usize = 4; fn f<const K: usize>() {}"));
        // line breaks are kept, so every later position stays where it was
        assertEquals("type G<const W: Way  \n" + " ".repeat(10) + ">", ConstParamDefaults.blank("type G<const W: Way =\n  { Way8 }>"));
    }

    @Test
    void onlyTheUnsafeOfAForeignBlockIsBlanked() {
        assertEquals("       extern \"C-unwind\" { fn f(); }", UnsafeExternBlocks.blank("unsafe extern \"C-unwind\" { fn f(); }"));
        assertEquals("       extern { }", UnsafeExternBlocks.blank("unsafe extern { }"));
        assertEquals("unsafe extern \"C\" fn g() {} unsafe { h() }",
                UnsafeExternBlocks.blank("unsafe extern \"C\" fn g() {} unsafe { h() }"));
    }

    @Test
    void aConfigurationNobodySetsIsFalseAndTestIsLeftUndecided() {
        assertEquals(Optional.of(false), CfgPredicates.holds("#[cfg(furiosa_opt)]"));
        assertEquals(Optional.of(true), CfgPredicates.holds("#[cfg(not(furiosa_opt))]"));
        assertEquals(Optional.of(true), CfgPredicates.holds("#[cfg(all(unix, target_os = \"linux\", not(windows)))]"));
        assertEquals(Optional.of(false), CfgPredicates.holds("#[cfg(any(windows, target_pointer_width = \"32\"))]"));
        assertEquals(Optional.of(true), CfgPredicates.holds("#[cfg(any(test, debug_assertions))]"));
        assertEquals(Optional.empty(), CfgPredicates.holds("#[cfg(test)]"));
        assertEquals(Optional.empty(), CfgPredicates.holds("#[cfg(all(test, unix))]"));
        assertEquals(Optional.empty(), CfgPredicates.holds("#[cfg(feature = \"npu\")]"));
        assertEquals(Optional.empty(), CfgPredicates.holds("#[cfg_attr(test, derive(Debug))]"));
        assertEquals(Optional.empty(), CfgPredicates.holds("#[cfg(not(a, b))]"));
        assertEquals(Optional.empty(), CfgPredicates.holds("#[derive(Clone)]"));
    }

    @Test
    void aLibraryWithTheseItemsIsReadAndItsKernelSeesTheItemTheBuildKeeps(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"lib\"\nversion = \"0.1.0\"\n");
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(dir.resolve("src/lib.rs"), """
                axes![A = 64];
                pub enum Way { Way4, Way8 }

                #[cfg(furiosa_opt)]
                pub type Chip = m![A];
                #[cfg(not(furiosa_opt))]
                pub type Chip = m![1];

                pub struct Lanes<D, const N: usize = 8, const W: Way = { Way::Way8 }> {
                    d: D,
                }

                pub trait Apply<Args> {
                    type Output;
                    fn apply(self, args: Args) -> Self::Output;
                }
                macro_rules! impl_apply {
                    ($($T:ident),+) => {
                        impl<F, $($T,)+ R> Apply<($($T,)+)> for F where F: FnOnce($($T,)+) -> R {
                            type Output = R;
                            fn apply(self, args: ($($T,)+)) -> R { todo!() }
                        }
                    };
                }
                impl_apply!(X);
                impl_apply!(X, Y);

                pub struct Wrap<T>(T);
                impl<T> IntoIterator for Wrap<T> {
                    type Item = T;
                    type IntoIter = std::vec::IntoIter<T>;
                    fn into_iter(self) -> Self::IntoIter { todo!() }
                }
                pub type Shape<C, E> = m![{ C }, { E }];

                unsafe extern "C-unwind" {
                    fn native(size: usize) -> usize;
                }

                #[device(chip = 1)]
                pub fn copy(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> {
                    x.to_hbm(&mut ctx.tdma, 0x1000)
                }
                """);
        Crate c = CrateReader.read(dir);
        assertEquals(List.of(), c.errors());
        List<DeviceFunction> functions = KernelListing.of(c).functions();
        assertEquals(List.of("copy"), functions.stream().map(DeviceFunction::path).toList());
        DeviceFunction.TensorType x = functions.get(0).params().get(1).type().tensor().orElseThrow();
        assertEquals("m![1]", x.mappings().get(0).resolved()); // the Chip of the build read, not the other
        assertTrue(x.mappings().get(1).axes().containsKey("A"));
    }
}
