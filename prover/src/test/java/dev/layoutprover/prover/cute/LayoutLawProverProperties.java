package dev.layoutprover.prover.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteLayouts;
import dev.layoutprover.algebra.cute.LawChecker;
import dev.layoutprover.algebra.cute.LayoutAlgebra;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.LayoutLaws;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.Supplier;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * The prover's verdict on each law agrees with enumeration ({@link LawChecker}) on small random
 * inputs: proved exactly where every point holds, refuted exactly where some point fails, and a
 * refutation's point is one where the law fails. Each operation's result is checked as computed
 * and, to exercise refutations, against a random layout claimed as the result.
 */
class LayoutLawProverProperties {

    private static final LayoutLawProver prover = LawProvers.onZ3();

    @AfterContainer
    static void close() {
        prover.session().close();
    }

    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }
    @Provide Arbitrary<CuteLayout> complementable() { return CuteLayouts.complementable(); }

    @Property(tries = 200)
    void coalesce(@ForAll("layouts") CuteLayout l, @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agree(LayoutLaws.coalesce(l, honest ? LayoutAlgebra.coalesce(l) : claimed));
    }

    @Property(tries = 250)
    void composition(@ForAll("layouts") CuteLayout a, @ForAll("layouts") CuteLayout b,
            @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agreeOnBinary(LayoutAlgebra::composition, LayoutLaws::composition, a, b, honest ? null : claimed);
    }

    @Property(tries = 200)
    void complement(@ForAll("complementable") CuteLayout a, @ForAll @LongRange(min = 1, max = 40) long m,
            @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agree(LayoutLaws.complement(a, m, honest ? LayoutAlgebra.complement(a, m) : claimed));
    }

    @Property(tries = 150)
    void rightInverse(@ForAll("layouts") CuteLayout l, @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agree(LayoutLaws.rightInverse(l, honest ? LayoutAlgebra.rightInverse(l) : claimed));
    }

    @Property(tries = 150)
    void leftInverse(@ForAll("complementable") CuteLayout l, @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agree(LayoutLaws.leftInverse(l, honest ? LayoutAlgebra.leftInverse(l) : claimed));
    }

    @Property(tries = 100)
    void logicalDivide(@ForAll("layouts") CuteLayout a, @ForAll("complementable") CuteLayout b,
            @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agreeOnBinary(LayoutAlgebra::logicalDivide, LayoutLaws::logicalDivide, a, b, honest ? null : claimed);
    }

    @Property(tries = 100)
    void logicalProduct(@ForAll("complementable") CuteLayout a, @ForAll("layouts") CuteLayout b,
            @ForAll("layouts") CuteLayout claimed, @ForAll boolean honest) {
        agreeOnBinary(LayoutAlgebra::logicalProduct, LayoutLaws::logicalProduct, a, b, honest ? null : claimed);
    }

    /** Each law on its own: the prover and enumeration give the same answer. */
    private static void agree(List<LayoutLaw> laws) {
        for (LayoutLaw law : laws) {
            LawChecker.LawVerdict expected = LawChecker.check(List.of(law));
            Verdict actual = prover.check(law);
            Statistics.collect(law.getClass().getSimpleName(), expected.holds() ? "holds" : "fails");
            if (expected.holds()) {
                assertTrue(actual instanceof Verdict.Proved, law.statement() + ": enumeration says it holds, prover says " + actual);
            } else {
                assertTrue(actual instanceof Verdict.Refuted, law.statement() + ": enumeration says " + expected + ", prover says " + actual);
                Counterexample.Violation v = (Counterexample.Violation) ((Verdict.Refuted) actual).counterexample();
                assertEquals(law.violationAt(v.point()).orElseThrow(), v.detail());
            }
        }
    }

    /** The laws a binary operation's result {@code r} of {@code a} and {@code b} must obey. */
    private interface BinaryLaws {
        List<LayoutLaw> of(CuteLayout a, CuteLayout b, CuteLayout r);
    }

    /** The laws of {@code op(a, b)}, or of {@code claimed} as its result when given, decided as enumeration does. */
    private static void agreeOnBinary(BinaryOperator<CuteLayout> op, BinaryLaws laws, CuteLayout a, CuteLayout b,
            CuteLayout claimed) {
        CuteLayout r = claimed == null ? attempt(() -> op.apply(a, b)) : claimed;
        agree(laws.of(a, b, r));
    }

    private static CuteLayout attempt(Supplier<CuteLayout> operation) {
        try {
            return operation.get();
        } catch (IllegalArgumentException e) {
            Assume.that(false);
            throw e;
        }
    }
}
