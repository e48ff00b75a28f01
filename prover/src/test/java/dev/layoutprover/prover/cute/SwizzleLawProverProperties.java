package dev.layoutprover.prover.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteLayouts;
import dev.layoutprover.algebra.cute.LawChecker;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The prover's verdicts on swizzled layouts agree with brute-force enumeration of every index (and
 * every pair, for injectivity) on small random layouts and swizzles: proved exactly where nothing
 * fails, refuted at exactly the first failing point.
 */
class SwizzleLawProverProperties {

    private static final LayoutLawProver prover = LawProvers.onZ3();

    @AfterContainer
    static void close() {
        prover.session().close();
    }

    @Provide
    Arbitrary<SwizzledLayout> swizzled() {
        Arbitrary<OffsetSwizzle> swizzle = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 1))
                .as((b, m, more) -> new OffsetSwizzle(b, m, b + more));
        Arbitrary<CuteLayout> layouts = CuteLayouts.layouts();
        return Combinators.combine(swizzle.list().ofMaxSize(2), layouts).as(SwizzledLayout::new);
    }

    private static void agrees(LayoutLaw law) {
        Verdict v = prover.check(law);
        switch (LawChecker.check(List.of(law))) {
            case LawChecker.Holds h -> assertEquals(Verdict.Proved.class, v.getClass(), v.toString());
            case LawChecker.Fails f -> assertEquals(new Counterexample.Violation(law.statement(), f.point(), f.detail()),
                    ((Verdict.Refuted) v).counterexample(), v.toString());
        }
    }

    @Property(tries = 80)
    void injectivityAgreesWithEnumeration(@ForAll("swizzled") SwizzledLayout f) {
        agrees(new LayoutLaw.Injective(f));
    }

    @Property(tries = 80)
    void equivalenceAgreesWithEnumeration(@ForAll("swizzled") SwizzledLayout f, @ForAll("swizzled") SwizzledLayout g) {
        SwizzledLayout same = new SwizzledLayout(g.swizzles(), f.layout());
        agrees(new LayoutLaw.SameValues(f, same));
    }

    @Property(tries = 80)
    void boundsAgreeWithEnumeration(@ForAll("swizzled") SwizzledLayout f) {
        agrees(new LayoutLaw.Within(f, f.lower(), f.upper()));
        agrees(new LayoutLaw.Within(f, 0, Math.max(1, f.layout().cosize() / 2)));
    }
}
