package dev.layoutprover.prover;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.sosy_lab.java_smt.SolverContextFactory.Solvers;

/**
 * The decision procedures a {@link Prover} can use.
 *
 * <p>Example: {@code Solver.byName("smtinterpol")} is {@code Optional.of(SMTINTERPOL)}, the
 * pure-Java solver that also serves when Z3's native library cannot be loaded.
 */
public enum Solver {
    /** Z3 through its native library: the default, and the fastest. */
    Z3,
    /** SMTInterpol, pure Java; it has no quantifiers, so sliding windows are expanded when small. */
    SMTINTERPOL,
    /** Princess, pure Java, with quantifiers over Presburger arithmetic. */
    PRINCESS,
    /** No solver: the enumeration oracle, exact but limited to small mappings. */
    ENUMERATE;

    /** Whether the solver has the theory of bit-vectors (SMTInterpol has not): {@code Z3.bitVectors()} is true. */
    public boolean bitVectors() {
        return switch (this) {
            case Z3, PRINCESS -> true;
            case SMTINTERPOL, ENUMERATE -> false;
        };
    }

    /** The name used by {@code --solver} and printed with a verdict, the constant's in lower case: {@code z3}. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The java-smt solver behind this choice; null for {@link #ENUMERATE}. */
    Solvers javaSmt() {
        return switch (this) {
            case Z3 -> Solvers.Z3;
            case SMTINTERPOL -> Solvers.SMTINTERPOL;
            case PRINCESS -> Solvers.PRINCESS;
            case ENUMERATE -> null;
        };
    }

    /** The solver named {@code name} on the command line. */
    public static Optional<Solver> byName(String name) {
        return Arrays.stream(values()).filter(s -> s.cliName().equals(name)).findFirst();
    }
}
