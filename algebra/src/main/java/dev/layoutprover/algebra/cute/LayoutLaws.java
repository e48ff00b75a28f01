package dev.layoutprover.algebra.cute;

import java.util.ArrayList;
import java.util.List;

/**
 * The defining laws of each operation of {@link LayoutAlgebra}, for given inputs and a claimed
 * result. The result need not come from {@code LayoutAlgebra}: the laws say what any correct
 * result must satisfy.
 *
 * <p>Example: {@code LawChecker.check(LayoutLaws.composition(A, B, R))} holds for
 * {@code R = LayoutAlgebra.composition(A, B)}, and for a wrong {@code R} names the first {@code c}
 * with {@code R(c) ≠ A(B(c))}.
 */
public final class LayoutLaws {

    private LayoutLaws() {}

    /** {@code coalesce}: the same function on {@code [0, size)}. */
    public static List<LayoutLaw> coalesce(CuteLayout input, CuteLayout result) {
        return List.of(new LayoutLaw.SameSize("coalesce(L)", input, result), new LayoutLaw.SameFunction(input, result));
    }

    /** {@code composition}: {@code size(R) = size(B)} and {@code R(c) = A(B(c))}. */
    public static List<LayoutLaw> composition(CuteLayout a, CuteLayout b, CuteLayout r) {
        return List.of(new LayoutLaw.SameSize("A ∘ B", b, r), new LayoutLaw.Composition(a, b, r));
    }

    /** {@code complement(A, m)}: disjoint from {@code A}, ordered, bounded, and spanning {@code m}. */
    public static List<LayoutLaw> complement(CuteLayout a, long m, CuteLayout r) {
        return List.of(new LayoutLaw.Disjoint(a, r), new LayoutLaw.Ordered(r), new LayoutLaw.Bounded(a, m, r),
                new LayoutLaw.Covers(a, m, r));
    }

    /** {@code right_inverse(L)}: {@code L(R(i)) = i}. */
    public static List<LayoutLaw> rightInverse(CuteLayout l, CuteLayout r) {
        return List.of(new LayoutLaw.RightInverse(l, r));
    }

    /** {@code left_inverse(L)}: {@code R(L(i)) = i}. */
    public static List<LayoutLaw> leftInverse(CuteLayout l, CuteLayout r) {
        return List.of(new LayoutLaw.LeftInverse(l, r));
    }

    /**
     * {@code logical_divide(A, B)}: the tiler {@code T = (B, complement(B, size(A)))} satisfies the
     * complement laws, and {@code R} is {@code A ∘ T}.
     */
    public static List<LayoutLaw> logicalDivide(CuteLayout a, CuteLayout b, CuteLayout r) {
        CuteLayout rest = LayoutAlgebra.complement(b, a.size());
        List<LayoutLaw> laws = new ArrayList<>(complement(b, a.size(), rest));
        laws.addAll(composition(a, CuteLayout.concat(b, rest), r));
        return laws;
    }

    /**
     * {@code logical_product(A, B)}: mode 0 of {@code R} is {@code A}; with
     * {@code C = complement(A, size(A)·cosize(B))} satisfying the complement laws, mode 1 is
     * {@code C ∘ B}.
     */
    public static List<LayoutLaw> logicalProduct(CuteLayout a, CuteLayout b, CuteLayout r) {
        List<LayoutLaw> laws = new ArrayList<>();
        laws.add(new LayoutLaw.SameSize("R", CuteLayout.of(IntTuple.of(Math.multiplyExact(a.size(), b.size()))), r));
        if (r.rank() != 2) {
            laws.add(new LayoutLaw.SameSize("mode 0 of R", a, r));
            return laws;
        }
        long m = Math.multiplyExact(a.size(), b.cosize());
        CuteLayout c = LayoutAlgebra.complement(a, m);
        laws.addAll(complement(a, m, c));
        laws.add(new LayoutLaw.SameSize("mode 0 of R", a, r.mode(0)));
        laws.add(new LayoutLaw.SameFunction(a, r.mode(0)));
        laws.addAll(composition(c, b, r.mode(1)));
        return laws;
    }
}
