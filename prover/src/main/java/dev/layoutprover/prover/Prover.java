package dev.layoutprover.prover;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Decides questions about mappings with an SMT solver: equivalence, the one-mapping
 * {@link Property properties} and tile sub-views. Each answer is a {@link Verdict}: proved (the
 * method says how), refuted with a counterexample that the concrete evaluator has confirmed, or
 * unknown with the reason (a timeout, a solver failure, a formula the solver cannot take).
 *
 * <p>Example:
 * <pre>{@code
 * Declarations d = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("A=8, B=512");
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
 *     Prover prover = session.prover();
 *     prover.equivalent(MappingParser.parse("m![A, B / 64, B % 64]", d), MappingParser.parse("m![A, B]", d));  // Proved
 *     prover.equivalent(MappingParser.parse("m![B / 64, B % 32, B / 32 % 2]", d), MappingParser.parse("m![B]", d));
 *         // Refuted: Mismatch at position 1, {B: 32} against {B: 1}
 *     prover.check(Property.INJECTIVE, MappingParser.parse("m![A, A]", d));  // Refuted: a Collision
 * }
 * }</pre>
 *
 * <p>With {@link Strategy#NORMAL_FORM_FIRST} (the default) a question is first put to the
 * mixed-radix normal form, which decides the common fragment without a solver call; the solver
 * takes the rest. {@link Solver#ENUMERATE} answers with the enumeration oracle instead. If Z3's
 * native library cannot be loaded, SMTInterpol is used and {@link #notice()} says so. A prover
 * borrows the solver context of its {@link SolverSession}, which the caller closes.
 */
public final class Prover implements LayoutQuestions {

    /** Whether the normal form is tried before the solver. */
    public enum Strategy {
        /**
         * The normal form first, the solver for what it leaves undecided, and enumeration for a
         * mapping small enough when the solver gives up.
         */
        NORMAL_FORM_FIRST,
        /** The solver for everything (used to measure and cross-check the solver path). */
        SOLVER_ONLY
    }

    private final SolverSession session;
    private final Backend backend;
    private final Strategy strategy;

    /** The prover of {@code session}; see {@link SolverSession#prover(Strategy)}. */
    Prover(SolverSession session, Strategy strategy) {
        this.session = session;
        this.backend = session.backend();
        this.strategy = strategy;
    }

    /** The session this prover borrows. */
    public SolverSession session() {
        return session;
    }

    /** Whether {@code left} and {@code right} have the same size and the same slot at every position. */
    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        if (backend == null) {
            return Oracle.equivalent(left, right);
        }
        if (left.size() != right.size()) {
            return new Verdict.Refuted(Counterexample.SizeMismatch.of(left, right));
        }
        AxisUnion.of(left, right);
        if (strategy == Strategy.NORMAL_FORM_FIRST) {
            Optional<Verdict> v = NormalFormPath.equivalent(left, right);
            if (v.isPresent()) {
                return v.get();
            }
        }
        if (left instanceof Mapping.Swizzle l && right instanceof Mapping.Swizzle r && l.bits() == r.bits()
                && l.base() == r.base() && l.shift() == r.shift()) {
            // The same swizzle permutes both sides' positions alike: equivalent inner mappings
            // (padded to the swizzled size) prove it. A difference is sought on the swizzled
            // mappings themselves, whose first differing position is the counterexample.
            Verdict inner = equivalent(padded(l.inner(), l.size()), padded(r.inner(), r.size()));
            if (inner instanceof Verdict.Proved proved) {
                return new Verdict.Proved(proved.method() + "; the same swizzle " + l.swizzle() + " set aside on both sides");
            }
        }
        return orEnumerate(guarded(() -> EquivalenceQuery.decide(backend, left, right)),
                () -> Oracle.equivalent(left, right));
    }

    private static Mapping padded(Mapping m, long size) {
        return m.size() == size ? m : new Mapping.Padding(m, size, false);
    }

    /** Decides a one-mapping property: anything but {@link Property#EQUIVALENT} and {@link Property#SUBVIEW}. */
    @Override
    public Verdict check(Property property, Mapping mapping) {
        if (property == Property.EQUIVALENT || property == Property.SUBVIEW) {
            throw new IllegalArgumentException(property.cliName() + " is not a property of one mapping");
        }
        if (backend == null) {
            return Oracle.check(property, mapping);
        }
        if (strategy == Strategy.NORMAL_FORM_FIRST) {
            Optional<Verdict> v = NormalFormPath.check(property, mapping);
            if (v.isPresent()) {
                return v.get();
            }
        }
        if (property == Property.HOLES && mapping instanceof Mapping.Swizzle w && w.inner().size() == w.size()) {
            // A swizzle that adds no position only permutes them: without a hole under it, it has
            // none. Holes are otherwise sought on the swizzled mapping, for their positions.
            Verdict inner = check(property, w.inner());
            if (inner instanceof Verdict.Proved proved) {
                return new Verdict.Proved(proved.method() + "; the swizzle " + w.swizzle() + " set aside");
            }
        }
        return orEnumerate(guarded(() -> switch (property) {
            case INJECTIVE -> InjectivityQuery.decide(backend, mapping);
            case SURJECTIVE -> CoverageQuery.decide(backend, mapping);
            case BOUNDS -> BoundsQuery.decide(backend, mapping);
            case HOLES -> HolesQuery.decide(backend, mapping);
            case WRAPAROUND -> WraparoundQuery.decide(backend, mapping);
            case OVERLAP -> OverlapQuery.decide(backend, mapping);
            case TRUNCATION -> TruncationQuery.decide(backend, mapping);
            case EQUIVALENT, SUBVIEW -> throw new AssertionError(property);
        }), () -> Oracle.check(property, mapping));
    }

    /** Whether the tile view is a true sub-view of its parent (the design's {@code check subview}). */
    @Override
    public Verdict subview(TileView view) {
        if (backend == null) {
            return Oracle.subview(view);
        }
        return orEnumerate(guarded(() -> SubviewQuery.decide(backend, view)), () -> Oracle.subview(view));
    }

    /**
     * Decided by enumeration ({@link LayoutQuestions#enumeration()}): the solver does not pose
     * index-set questions yet.
     */
    @Override
    public Verdict sameIndices(Mapping left, Mapping right) {
        return LayoutQuestions.enumeration().sameIndices(left, right);
    }

    /** The solver in use: {@code z3}, {@code smtinterpol}, {@code princess} or {@code enumerate}. */
    @Override
    public String solverName() {
        return backend == null ? Solver.ENUMERATE.cliName() : backend.solver().cliName();
    }

    /**
     * A proof or a counterexample the concrete evaluator confirmed is a fact of the question: the same
     * solver on the same strategy states it alike (the method it names), whatever the session's timeout.
     * Example: {@code prover z3 NORMAL_FORM_FIRST}.
     */
    @Override
    public Optional<String> answersKey() {
        return Optional.of("prover " + solverName() + " " + strategy);
    }

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return session.notice();
    }

    /**
     * On the default strategy, a question the solver could not decide is decided by enumeration
     * when the mapping is small enough for it; the method says so. Otherwise the solver's unknown
     * stands, with the oracle's reason beside it.
     */
    private Verdict orEnumerate(Verdict solved, Supplier<Verdict> enumeration) {
        if (!(solved instanceof Verdict.Unknown unknown) || strategy != Strategy.NORMAL_FORM_FIRST) {
            return solved;
        }
        Verdict counted = enumeration.get();
        return switch (counted) {
            case Verdict.Proved p -> new Verdict.Proved(p.method() + ", after " + unknown.reason());
            case Verdict.Refuted r -> r;
            case Verdict.Unknown u -> new Verdict.Unknown(unknown.reason() + "; " + u.reason());
        };
    }

    /** Runs one question within the timeout, however many solver checks it takes. */
    private Verdict guarded(Supplier<Verdict> query) {
        backend.begin();
        try {
            return query.get();
        } catch (Query.NeedsQuantifiers e) {
            return new Verdict.Unknown(e.getMessage());
        } catch (Replay.Unconfirmed e) {
            return new Verdict.Unknown(e.getMessage());
        } finally {
            backend.finish();
        }
    }
}
