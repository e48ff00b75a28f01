package dev.layoutprover.prover.xla;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.xla.PadReshapeTranspose;
import dev.layoutprover.algebra.xla.TiledIndex;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.algebra.xla.XlaShapes;
import dev.layoutprover.prover.Arithmetic;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.prover.arith.Condition;
import dev.layoutprover.prover.arith.Search;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * For random shapes and tiles, the solver proves that the formula and pad–reshape–transpose agree;
 * the terms it is given compute what the concrete descriptions compute; and when a tiled layout is
 * compared with an untiled one of the same array, it finds an element they place differently
 * exactly when enumeration does.
 */
class XlaTilingProperties {

    private static XlaTilingProofs proofs;
    private static Arithmetic arithmetic;

    @BeforeContainer
    static void open() {
        proofs = XlaTilingProofs.on(SolverSession.open(Solver.Z3, Duration.ofSeconds(20)));
        arithmetic = SolverSession.open(Solver.Z3, Duration.ofSeconds(20)).arithmetic();
    }

    @AfterContainer
    static void close() {
        proofs.session().close();
        arithmetic.session().close();
    }

    @Provide Arbitrary<XlaShape> shapes() { return XlaShapes.tiledWithCombine(); }

    /** A tiled shape, and the same array untiled in a random dimension order. */
    @Provide Arbitrary<List<XlaShape>> pairs() {
        return shapes().flatMap(a -> {
            List<Integer> dims = new ArrayList<>();
            for (int i = 0; i < a.rank(); i++) {
                dims.add(i);
            }
            return Arbitraries.shuffle(dims).map(m2m -> List.of(a, new XlaShape(a.elementType(), a.dimensions(), m2m, List.of())));
        });
    }

    @Property(tries = 150)
    void theTwoDescriptionsAgreeOnEveryShape(@ForAll("shapes") XlaShape shape) {
        Verdict v = proofs.formulaEqualsPadReshapeTranspose(shape);
        assertInstanceOf(Verdict.Proved.class, v, shape + ": " + v);
    }

    @Property(tries = 150)
    void theTermsComputeWhatTheDescriptionsCompute(@ForAll("shapes") XlaShape shape, @ForAll long seed) {
        long[] e = element(shape, seed);
        Map<String, BigInteger> at = new HashMap<>();
        for (int i = 0; i < e.length; i++) {
            at.put("e" + i, BigInteger.valueOf(e[i]));
        }
        assertEquals(BigInteger.valueOf(TiledIndex.linearIndex(shape, e)), TilingTerms.formula(shape, variables(shape)).valueAt(at));
        assertEquals(BigInteger.valueOf(PadReshapeTranspose.position(shape, e)),
                TilingTerms.padReshapeTranspose(shape, variables(shape)).valueAt(at));
    }

    @Property(tries = 100)
    void twoDifferentLayoutsDisagreeAtAnElementTheSolverFinds(@ForAll("pairs") List<XlaShape> pair) {
        XlaShape a = pair.get(0);
        XlaShape b = pair.get(1);
        List<Search.Range> ranges = new ArrayList<>();
        for (int i = 0; i < a.rank(); i++) {
            ranges.add(new Search.Range("e" + i, 0, a.dimensions().get(i)));
        }
        Condition differ = Condition.notEqual(TilingTerms.formula(a, variables(a)), TilingTerms.padReshapeTranspose(b, variables(b)));
        Arithmetic.Answer answer = arithmetic.find(new Search(ranges, differ));
        boolean sameEverywhere = sameEverywhere(a, b);
        Statistics.collect(sameEverywhere ? "same layout" : "different layouts");
        if (sameEverywhere) {
            assertInstanceOf(Arithmetic.Answer.None.class, answer);
        } else {
            Map<String, BigInteger> found = assertInstanceOf(Arithmetic.Answer.Found.class, answer).values();
            long[] e = new long[a.rank()];
            for (int i = 0; i < e.length; i++) {
                e[i] = found.get("e" + i).longValueExact();
            }
            assertNotEquals(TiledIndex.linearIndex(a, e), PadReshapeTranspose.position(b, e));
        }
    }

    private static boolean sameEverywhere(XlaShape a, XlaShape b) {
        long count = a.elementCount();
        for (long n = 0; n < count; n++) {
            long[] e = unrank(a, n);
            if (TiledIndex.linearIndex(a, e) != PadReshapeTranspose.position(b, e)) {
                return false;
            }
        }
        return true;
    }

    private static List<IntegerTerm> variables(XlaShape shape) {
        List<IntegerTerm> out = new ArrayList<>();
        for (int i = 0; i < shape.rank(); i++) {
            out.add(IntegerTerm.variable("e" + i));
        }
        return out;
    }

    private static long[] element(XlaShape shape, long seed) {
        return unrank(shape, Math.floorMod(seed, shape.elementCount()));
    }

    private static long[] unrank(XlaShape shape, long n) {
        long[] e = new long[shape.rank()];
        for (int i = e.length - 1; i >= 0; i--) {
            e[i] = n % shape.dimensions().get(i);
            n /= shape.dimensions().get(i);
        }
        return e;
    }
}
