package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.kernel.syntax.Token;
import dev.layoutprover.kernel.syntax.KernelError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The lexer and parser: the book's forms are read, errors carry file:line:column and a caret. */
class ReaderTest {

    private static Ast.File parse(String text) {
        return Lowering.parse(Source.of("k.rs", text));
    }

    private static KernelError error(String text) {
        return assertThrows(KernelError.class, () -> Program.of(parse(text)));
    }

    @Test
    void hiddenBookLinesAreCodeAndCommentsNest() {
        Ast.File f = parse("""
                # #![feature(register_tool)]
                # extern crate furiosa_visa_std;
                # use furiosa_visa_std::prelude::*;
                /* a /* nested */ comment */ axes![A = 8]; // trailing
                #
                /// doc
                type L = m![A # 16];
                """);
        assertEquals(2, f.declarations().size());
        assertEquals("L", ((Ast.AliasDecl) f.declarations().get(1)).name());
    }

    @Test
    void aChainWithTurbofishGenericsReferencesAndEnumPathsBecomesOneMethodCallTree() {
        Ast.File f = parse("""
                #[device(chip = 1)]
                fn k(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
                    let dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 1 << 12);
                    ctx.main.begin(dm.view()).vector_intra_slice_branch(BranchMode::Unconditional)
                }
                """);
        Ast.Function k = f.functions().get(0);
        assertEquals(Ast.FunctionKind.DEVICE, k.kind());
        assertEquals(1, k.chips());
        assertEquals("HbmTensor", k.params().get(1).type().name());
        Ast.Let let = (Ast.Let) k.body().get(0);
        Ast.MethodCall toDm = (Ast.MethodCall) let.value();
        assertEquals("to_dm", toDm.name());
        assertEquals(3, toDm.generics().size());
        assertInstanceOf(Ast.MappingText.class, toDm.generics().get(2));
        Ast.Ref tdma = assertInstanceOf(Ast.Ref.class, toDm.args().get(0));
        assertTrue(tdma.mutable());
        assertEquals("k.rs:3:16", toDm.at().toString());
        Ast.ExprStmt tail = (Ast.ExprStmt) k.body().get(1);
        assertTrue(tail.tail());
        Ast.MethodCall branch = (Ast.MethodCall) tail.value();
        assertEquals("BranchMode::Unconditional", ((Ast.Path) branch.args().get(0)).text());
    }

    @Test
    void aStructLiteralNamesItsFields() {
        Ast.File f = parse("#[tokio::main] async fn main() { let c = SwitchConfig::Broadcast01 { slice1: 256, "
                + "slice0: 1, time0: 1 }; }");
        Ast.StructLit s = (Ast.StructLit) ((Ast.Let) f.functions().get(0).body().get(0)).value();
        assertEquals(List.of("slice1", "slice0", "time0"), s.fields().stream().map(Ast.FieldInit::name).toList());
    }

    @Test
    void anErrorShowsTheFileLineColumnAndACaret() {
        KernelError e = error("axes![A = 8];\ntype L = m![A, Q];\n");
        assertEquals("k.rs:2:16: unknown axis 'Q' (declared: A)\n  type L = m![A, Q];\n                 ^", e.getMessage());
    }

    @Test
    void constructsOutsideTheSubsetAreRefusedByName() {
        assertEquals("'for' loops are outside the kernel subset: write each tile's statements",
                error("#[tokio::main] async fn main() { for i in 0..2 { } }").reason());
        assertEquals("k.rs:1:10", error("fn helper<'l>(x: i32) {}").location().toString());
        assertTrue(error("fn helper(x: i32) {}").reason().contains("a #[device(chip = N)] kernel or an async host"));
        assertEquals("strings and characters are outside the kernel subset",
                error("#[tokio::main] async fn main() { let s = \"x\"; }").reason());
        assertTrue(error("#[tokio::main] async fn main() { println!(\"x\"); }").reason()
                .startsWith("the macro println! is outside the kernel subset"));
        assertTrue(error("struct S;").reason().startsWith("struct definitions are outside"));
        assertTrue(error("#[inline] fn f() {}").reason().startsWith("the attribute #[inline] is outside"));
        assertEquals("the '?' operator is outside the kernel subset",
                error("#[tokio::main] async fn main() { let x = y?; }").reason());
        assertEquals("this block comment is never closed with */", error("axes![A = 8]; /* open").reason());
    }

    @Test
    void unknownNamesInTypesAreFoundBeforeAnythingRuns() {
        KernelError e = error("""
                axes![A = 8];
                #[device(chip = 1)]
                fn k(ctx: &mut Context, x: &HbmTensor<i32, Chipp, m![A]>) -> HbmTensor<i32, Chipp, m![A]> { x }
                """);
        assertEquals("k.rs:3:44", e.location().toString());
        assertEquals("unknown type or alias 'Chipp' (no type aliases are defined)", e.reason());
    }
}
