package dev.layoutprover.prover.xla;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.XlaParser;
import dev.layoutprover.algebra.xla.PadReshapeTranspose;
import dev.layoutprover.algebra.xla.TiledIndex;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.prover.Arithmetic;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.prover.ReplayFailure;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.arith.Condition;
import dev.layoutprover.prover.arith.IntegerTerm;
import dev.layoutprover.prover.arith.Search;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Proves, for one XLA shape at a time and at any size, that the seed's two descriptions of a tiled
 * layout agree: the linear-index formula and pad–reshape–transpose put every element at the same
 * buffer position. The solver searches all elements for one where the two
 * {@linkplain TilingTerms terms} differ; an element it finds is replayed through
 * {@link TiledIndex#linearIndex} and {@link PadReshapeTranspose#position} before it is reported.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
 *     XlaTilingProofs xla = XlaTilingProofs.on(session);
 *     xla.formulaEqualsPadReshapeTranspose(XlaParser.parse("bf16[1024,4096]{1,0:T(8,128)(2,1)}"));
 *         // Proved: no element of the 4194304 has two positions
 * }
 * }</pre>
 *
 * <p>A refutation is a {@link Counterexample.Violation} whose point is the element's row-major
 * number among the logical elements, e.g. 13 for element {@code (2,3)} of {@code f32[3,5]}.
 */
public final class XlaTilingProofs {

    /** The claim, as reported. */
    public static final String CLAIM = "the tiled linear-index formula and pad-reshape-transpose give every element the same position";

    private final Arithmetic arithmetic;

    private XlaTilingProofs(Arithmetic arithmetic) {
        this.arithmetic = arithmetic;
    }

    /** Proofs borrowing {@code session} (an SMT solver), each solver call limited to its timeout. */
    public static XlaTilingProofs on(SolverSession session) {
        return new XlaTilingProofs(session.arithmetic());
    }

    /** The session these proofs borrow. */
    public SolverSession session() {
        return arithmetic.session();
    }

    /** Whether the linear-index formula and pad–reshape–transpose agree at every element of {@code shape}. */
    public Verdict formulaEqualsPadReshapeTranspose(XlaShape shape) {
        List<Search.Range> ranges = new ArrayList<>();
        List<IntegerTerm> element = new ArrayList<>();
        for (int i = 0; i < shape.rank(); i++) {
            Search.Range r = new Search.Range("e" + i, 0, shape.dimensions().get(i));
            ranges.add(r);
            element.add(r.term());
        }
        Condition differ = Condition.notEqual(TilingTerms.formula(shape, element), TilingTerms.padReshapeTranspose(shape, element));
        return switch (arithmetic.find(new Search(ranges, differ))) {
            case Arithmetic.Answer.None n -> new Verdict.Proved(arithmetic.solverName() + ": no element of the "
                    + shape.elementCount() + " has two positions (linear integer arithmetic, division by constants)");
            case Arithmetic.Answer.Unknown u -> new Verdict.Unknown(u.reason());
            case Arithmetic.Answer.Found f -> replay(shape, f.values());
        };
    }

    /** The solver in use: {@code z3}, {@code smtinterpol} or {@code princess}. */
    public String solverName() {
        return arithmetic.solverName();
    }

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return arithmetic.notice();
    }

    private Verdict replay(XlaShape shape, Map<String, BigInteger> values) {
        long[] e = new long[shape.rank()];
        long point = 0;
        for (int i = 0; i < e.length; i++) {
            e[i] = values.get("e" + i).longValueExact();
            point = point * shape.dimensions().get(i) + e[i];
        }
        long byFormula = TiledIndex.linearIndex(shape, e);
        long byPrt = PadReshapeTranspose.position(shape, e);
        if (byFormula == byPrt) {
            throw new ReplayFailure(solverName() + " claimed that element " + Arrays.toString(e) + " of " + shape
                    + " has two positions, but both descriptions give " + byFormula);
        }
        return new Verdict.Refuted(new Counterexample.Violation(CLAIM + " (" + shape + ")", point,
                "element " + Arrays.toString(e) + ": the formula gives " + byFormula
                        + " but pad-reshape-transpose gives " + byPrt));
    }

}
