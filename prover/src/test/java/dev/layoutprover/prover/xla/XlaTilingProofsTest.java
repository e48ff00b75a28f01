package dev.layoutprover.prover.xla;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.XlaParser;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.prover.arith.IntegerTerm;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The seed's two descriptions of tiled layouts agree, proved per shape, large shapes included. */
class XlaTilingProofsTest {

    private static XlaTilingProofs proofs;

    @BeforeAll
    static void open() {
        proofs = XlaTilingProofs.on(SolverSession.open(Solver.Z3, Duration.ofSeconds(20)));
    }

    @AfterAll
    static void close() {
        proofs.session().close();
    }

    @Test
    void theFormulaTermGivesSeventeenForElementTwoThree() {
        XlaShape shape = XlaParser.parse("f32[3,5]{1,0:T(2,2)}");
        IntegerTerm f = TilingTerms.formula(shape, List.of(IntegerTerm.variable("a"), IntegerTerm.variable("b")));
        IntegerTerm p = TilingTerms.padReshapeTranspose(shape, List.of(IntegerTerm.variable("a"), IntegerTerm.variable("b")));
        Map<String, BigInteger> at = Map.of("a", BigInteger.TWO, "b", BigInteger.valueOf(3));
        assertEquals(BigInteger.valueOf(17), f.valueAt(at));
        assertEquals(BigInteger.valueOf(17), p.valueAt(at));
    }

    @ParameterizedTest
    @ValueSource(strings = {"f32[3,5]{1,0:T(2,2)}", "f32[4,8]{1,0:T(2,4)(2,1)}", "bf16[1024,4096]{1,0:T(8,128)(2,1)}",
        "f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}", "f32[1000,999,37]{0,2,1:T(8,128)(2,1)}", "s8[4097,131]{0,1:T(32,128)(4,1)}"})
    void theTwoDescriptionsAgree(String text) {
        Verdict v = proofs.formulaEqualsPadReshapeTranspose(XlaParser.parse(text));
        assertInstanceOf(Verdict.Proved.class, v, v.toString());
    }
}
