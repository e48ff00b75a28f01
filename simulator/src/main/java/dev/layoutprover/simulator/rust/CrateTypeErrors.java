package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.kernel.syntax.Ast;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The type errors of one crate as a run of all its functions learns them: what a run stopped by one of
 * the reference's assertions reports instead ({@link Verification#typeError}), found without checking
 * again what the runs already showed. A unit (a host function, or a device function no host launches)
 * whose concrete run finished with no rule broken has no type error, since rustc's checks are the same
 * on any data; a unit already checked without data keeps its type errors. The search of the crate's
 * first type error then runs only the other units ({@link Verification#crateTypeError}), once.
 *
 * <p>Example: in the reference crate, whose 67 conformant functions ran to their end, the search
 * for {@code mnist::forward}, stopped at an assertion, runs it and the other stopped functions and
 * the helpers on a data-free device, not the 67 again (about 1 s instead of a whole-crate check of
 * minutes); it finds no type error, so {@code mnist::forward} keeps its assertion's finding.
 */
public final class CrateTypeErrors {

    private final Program program;
    private final LayoutQuestions prover;
    private final Map<Ast.Function, List<Finding>> known = new HashMap<>();
    private Optional<Finding> first;

    /** The type errors of {@code program}'s crate, its layout questions asked of {@code prover}. */
    public CrateTypeErrors(Program program, LayoutQuestions prover) {
        this.program = program;
        this.prover = prover;
    }

    /**
     * Unit {@code entry} was checked and has the type errors {@code typeErrors}: none when its concrete run
     * finished with no rule broken, its rules' type errors when they were checked without data to their end
     * (the first of them is its own first type error, should a run of it stop later at an assertion).
     */
    public void checked(Ast.Function entry, List<Finding> typeErrors) {
        known.putIfAbsent(entry, List.copyOf(typeErrors));
    }

    /**
     * The type error rustc reports first for a run of unit {@code entry}: its own first one (its run
     * on a data-free device), else the crate's first by location; empty when the crate has none.
     */
    public Optional<Finding> first(Ast.Function entry) {
        List<Finding> own = known.get(entry);
        if (own == null) {
            Object saved = program.enter(entry);
            try {
                own = Verification.ownTypeErrors(program, entry, prover);
            } finally {
                program.restore(saved);
            }
            known.put(entry, own);
        }
        if (!own.isEmpty()) {
            return Optional.of(own.get(0));
        }
        if (first == null) {
            first = Verification.crateTypeError(program, prover, unit -> Optional.ofNullable(known.get(unit)));
        }
        return first;
    }
}
