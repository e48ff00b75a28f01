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

    /**
     * The one statement left of the body of the first function of {@code text}, which the reader
     * could not lower; the program is read all the same.
     */
    private static Ast.Unlowered unlowered(String text) {
        Ast.File f = parse(text);
        Program.of(f);
        List<Ast.Stmt> body = f.functions().get(0).body();
        assertEquals(1, body.size(), body::toString);
        return assertInstanceOf(Ast.Unlowered.class, body.get(0));
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
        List<Ast.Declaration> kept = f.declarations().stream().filter(d -> !(d instanceof Ast.UseDecl)).toList();
        assertEquals(2, kept.size());
        assertInstanceOf(Ast.AxesDecl.class, kept.get(0));
        assertEquals("L", ((Ast.AliasDecl) kept.get(1)).name());
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
    void constructsWithoutLayoutMeaningInADeviceFunctionLeaveItsBodyUnloweredWithTheirPosition() {
        Ast.Unlowered loop = unlowered("#[device(chip = 1)] fn k() {\n    'rows: while x { break 'cols; }\n}");
        assertEquals("k.rs:2:28", loop.at().toString());
        assertEquals("no enclosing loop has the label 'cols", loop.reason());
        assertEquals("a string has no layout meaning in a kernel body",
                unlowered("#[device(chip = 1)] fn k() { let s = \"x\"; }").reason());
        assertEquals("the macro format! has no layout meaning in a kernel body",
                unlowered("#[device(chip = 1)] fn k() { let s = format!(\"x\"); }").reason());
        assertEquals("a mod item inside a function body has no layout meaning",
                unlowered("#[device(chip = 1)] fn k() { mod m {} }").reason());
        assertEquals("a static mut inside a function body has no layout meaning",
                unlowered("#[device(chip = 1)] fn k() { static mut AT: u64 = 0; }").reason());
        assertEquals("the pattern \"a\" has no layout meaning here (patterns on known values are literals, "
                + "constants, ranges, names, _, tuples, arrays, Some(…), None, Ok(…), Err(…), enum variants and structs, "
                + "joined by |)",
                unlowered("#[device(chip = 1)] fn k(x: i32) { match x { \"a\" => 1 }; }").reason());
        assertEquals("an assignment to (a, *b) has no layout meaning here; assign a variable bound with let mut, or a "
                + "field of one", unlowered("#[device(chip = 1)] fn k(a: u64, b: u64) { (a, *b) = (1, 2); }").reason());
        KernelError open = error("axes![A = 8]; /* open");
        assertEquals("k.rs:1:15", open.location().toString());
        assertTrue(open.reason().startsWith("syntax error"), open.reason());
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
