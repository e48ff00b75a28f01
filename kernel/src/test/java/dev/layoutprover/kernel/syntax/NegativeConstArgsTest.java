package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A negated literal as a const generic argument ({@code Requant::<5, -3>}) is read as that integer. */
class NegativeConstArgsTest {

    @Test
    void onlyTheMinusOfAGenericArgumentIsMarked() {
        assertEquals("R::<5, _3>(x, -3)", NegativeConstArgs.mark("R::<5, -3>(x, -3)"));
        assertEquals("Q<_12, 4> ", NegativeConstArgs.mark("Q<-12, 4> "));
        // a comparison and a call's argument are expressions, left as written
        assertEquals("if a < -3 { f(a, -3, b) }", NegativeConstArgs.mark("if a < -3 { f(a, -3, b) }"));
        assertEquals("v.get(i, -1) > 0", NegativeConstArgs.mark("v.get(i, -1) > 0"));
    }

    @Test
    void aNegatedConstArgumentIsTheNegativeIntegerAtItsOwnPosition() {
        Ast.File f = Lowering.parse(Source.of("k.rs", """
                struct Requant<const MUL: i32, const ZERO: i32>;
                fn f() -> i32 {
                    g::<5, -3>(-3)
                }
                """));
        Ast.ExprStmt tail = (Ast.ExprStmt) f.functions().get(0).body().get(0);
        Ast.Call call = (Ast.Call) tail.value();
        List<Ast.GenericArg> args = call.callee().segments().get(0).generics();
        assertEquals(5L, ((Ast.IntArg) args.get(0)).value());
        assertEquals(-3L, ((Ast.IntArg) args.get(1)).value());
        assertEquals("k.rs:3:12", args.get(1).at().toString());
        assertEquals("k.rs:3:16", call.args().get(0).at().toString());
    }

    @Test
    void aTypeNamedLikeAMarkedArgumentIsNoNumber() {
        assertEquals(false, NegativeConstArgs.isNegatedInteger("_3"));
        assertEquals(true, NegativeConstArgs.isNegatedInteger("-3"));
    }
}
