package dev.layoutprover.prover;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.sosy_lab.common.configuration.InvalidConfigurationException;

/**
 * Decides questions about mappings with an SMT solver: equivalence, the one-mapping
 * {@link Property properties} and tile sub-views. Each answer is a {@link Verdict}: proved (the
 * method says how), refuted with a counterexample that the concrete evaluator has confirmed, or
 * unknown with the reason (a timeout, a solver failure, a formula the solver cannot take).
 *
 * <p>Example:
 * <pre>{@code
 * Declarations d = Declarations.ofAxes("A=8, B=512");
 * try (Prover prover = Prover.create(Solver.Z3, Duration.ofSeconds(30))) {
 *     prover.equivalent(d.parse("m![A, B / 64, B % 64]"), d.parse("m![A, B]"));  // Proved
 *     prover.equivalent(d.parse("m![B / 64, B % 32, B / 32 % 2]"), d.parse("m![B]"));
 *         // Refuted: Mismatch at position 1, {B: 32} against {B: 1}
 *     prover.check(Property.INJECTIVE, d.parse("m![A, A]"));  // Refuted: a Collision
 * }
 * }</pre>
 *
 * <p>With {@link Strategy#NORMAL_FORM_FIRST} (the default) a question is first put to the
 * mixed-radix normal form, which decides the common fragment without a solver call; the solver
 * takes the rest. {@link Solver#ENUMERATE} answers with the enumeration oracle instead. If Z3's
 * native library cannot be loaded, SMTInterpol is used and {@link #notice()} says so. A prover
 * holds a solver context: close it.
 */
public final class Prover implements LayoutQuestions, AutoCloseable {

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

    /** Opens a solver backend; replaced in tests to simulate a missing native library. */
    interface Opener {
        Backend open(Solver solver, Duration timeout) throws InvalidConfigurationException;
    }

    private final Backend backend;
    private final String notice;
    private final Strategy strategy;

    private Prover(Backend backend, String notice, Strategy strategy) {
        this.backend = backend;
        this.notice = notice;
        this.strategy = strategy;
    }

    /** A prover using {@code solver}, each question limited to {@code timeout}; normal form first. */
    public static Prover create(Solver solver, Duration timeout) {
        return create(solver, timeout, Strategy.NORMAL_FORM_FIRST);
    }

    /** A prover using {@code solver} and {@code strategy}. */
    public static Prover create(Solver solver, Duration timeout, Strategy strategy) {
        return create(solver, timeout, strategy, Backend::open);
    }

    static Prover create(Solver solver, Duration timeout, Strategy strategy, Opener opener) {
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        if (solver == Solver.ENUMERATE) {
            return new Prover(null, null, strategy);
        }
        try {
            return new Prover(opener.open(solver, timeout), null, strategy);
        } catch (InvalidConfigurationException | UnsatisfiedLinkError | NoClassDefFoundError e) {
            if (solver != Solver.Z3) {
                throw new IllegalStateException(solver.cliName() + " could not be started: " + e.getMessage(), e);
            }
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            try {
                return new Prover(opener.open(Solver.SMTINTERPOL, timeout),
                        "z3 could not be loaded (" + why + "); using smtinterpol instead", strategy);
            } catch (InvalidConfigurationException second) {
                throw new IllegalStateException("neither z3 nor smtinterpol could be started: " + second.getMessage(), second);
            }
        }
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
        return orEnumerate(guarded(() -> EquivalenceQuery.decide(backend, left, right)),
                () -> Oracle.equivalent(left, right));
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

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return Optional.ofNullable(notice);
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

    @Override
    public void close() {
        if (backend != null) {
            backend.close();
        }
    }
}
