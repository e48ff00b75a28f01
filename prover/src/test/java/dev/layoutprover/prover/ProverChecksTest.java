package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each property on examples, on both paths (normal form first, and Z3 alone). */
class ProverChecksTest {

    private static final Declarations AB = DeclarationsParser.ofAxes("A = 8, B = 512");
    @RegisterExtension
    static final BothPaths PATHS = new BothPaths();

    private static Counterexample refuted(Verdict v) {
        return assertInstanceOf(Verdict.Refuted.class, v, v::toString).counterexample();
    }

    /** The counterexample, of class {@code kind}, to {@code property} of {@code mapping} over A and B. */
    private static <C extends Counterexample> C refutedAs(Class<C> kind, String path, Property property,
            String mapping) {
        return refutedAs(kind, path, property, MappingParser.parse(mapping, AB));
    }

    /** The counterexample, of class {@code kind}, to {@code property} of {@code mapping}. */
    private static <C extends Counterexample> C refutedAs(Class<C> kind, String path, Property property,
            Mapping mapping) {
        return assertInstanceOf(kind, refuted(prover(path).check(property, mapping)));
    }

    /** Asserts that {@code property} of {@code mapping} over A and B is proved on {@code path}. */
    private static void proved(String path, Property property, String mapping) {
        proved(path, property, MappingParser.parse(mapping, AB));
    }

    /** Asserts that {@code property} of {@code mapping} is proved on {@code path}. */
    private static void proved(String path, Property property, Mapping mapping) {
        Verdict v = prover(path).check(property, mapping);
        assertInstanceOf(Verdict.Proved.class, v, v::toString);
    }

    private static Prover prover(String path) {
        return PATHS.of(path);
    }

    static Stream<String> paths() {
        return BothPaths.names();
    }

    @ParameterizedTest
    @MethodSource("paths")
    void pairOfAnAxisWithItselfCollides(String path) {
        Counterexample.Collision c = refutedAs(Counterexample.Collision.class, path, Property.INJECTIVE, "m![A, A]");
        Mapping m = MappingParser.parse("m![A, A]", AB);
        assertTrue(m.at(c.first()).indices().contains(c.index()) && m.at(c.position()).indices().contains(c.index()));
        assertTrue(c.first() < c.position());
        proved(path, Property.INJECTIVE, "m![A, B / 64, B % 64]");
    }

    @ParameterizedTest
    @MethodSource("paths")
    void resizedAxisLeavesItsTailUncovered(String path) {
        Counterexample.Uncovered u = refutedAs(Counterexample.Uncovered.class, path, Property.SURJECTIVE, "m![B = 2]");
        assertTrue(u.index().get("B") >= 2, u::toString);
        proved(path, Property.SURJECTIVE, "m![A, B % 64, B / 64]");
    }

    @ParameterizedTest
    @MethodSource("paths")
    void outerSumOfAnAxisWithItselfLeavesItsBounds(String path) {
        Counterexample.OutOfBounds o = refutedAs(Counterexample.OutOfBounds.class, path, Property.BOUNDS, "m![A * A]");
        assertEquals("A", o.axis());
        // the first position past the bounds on every path: A = 8 is first reached at 1·8 + 7
        assertEquals(15, o.position(), o::toString);
        assertEquals(8, o.index().get("A"));
        Counterexample.OutOfBounds late = refutedAs(Counterexample.OutOfBounds.class, path, Property.BOUNDS,
                "m![B / 128, A * [A / 2]]");
        assertEquals(11, late.position(), late::toString); // a + 2c = 8 first at a = 2, c = 3: 4·2 + 3
        proved(path, Property.BOUNDS, "m![A, B # 600]");
    }

    @ParameterizedTest
    @MethodSource("paths")
    void paddingHolesAreCountedAndTheFirstListedInOrder(String path) {
        Mapping e = MappingParser.parse("m![C, D # 64]", DeclarationsParser.ofAxes("C = 13, D = 61"));
        assertEquals(new Counterexample.Holes(39, List.of(61L, 62L, 63L, 125L, 126L, 127L, 189L, 190L)),
                refuted(prover(path).check(Property.HOLES, e)));
    }

    @ParameterizedTest
    @MethodSource("paths")
    void holesAreCountedFarBeyondEnumeration(String path) {
        Mapping e = MappingParser.parse("m![C, D #_ 1048580]", DeclarationsParser.ofAxes("C = 2^20, D = 2^20"));
        Counterexample.Holes h = refutedAs(Counterexample.Holes.class, path, Property.HOLES, e);
        assertEquals(List.of(0L, 1L, 2L, 3L, 1048580L, 1048581L, 1048582L, 1048583L), h.first());
        if (path.equals(BothPaths.NORMAL_FORM_FIRST)) {
            assertEquals(4L << 20, h.count());
        } else {
            assertTrue(h.count() >= 8);
        }
    }

    @ParameterizedTest
    @MethodSource("paths")
    void skewWrapsOnTheSecondRow(String path) {
        Mapping e = MappingParser.parse("m![A, B' = 4]", DeclarationsParser.ofAxes("A = 4, B = 4, B' = B - A"));
        Counterexample.Wraparound w = refutedAs(Counterexample.Wraparound.class, path, Property.WRAPAROUND, e);
        assertTrue(e.at(w.position()).equals(w.left()));
        proved(path, Property.WRAPAROUND, "m![A, B]");
    }

    @ParameterizedTest
    @MethodSource("paths")
    void slidingWindowOverlapsAndAPairDoesNot(String path) {
        Mapping e = MappingParser.parse("m![$(N:1, F:2)]", DeclarationsParser.ofAxes("N = 5, F = 3"));
        Counterexample.Overlap o = refutedAs(Counterexample.Overlap.class, path, Property.OVERLAP, e);
        assertTrue(o.left().indices().size() >= 2);
        proved(path, Property.OVERLAP, "m![A, B]");
    }

    @ParameterizedTest
    @MethodSource("paths")
    void resizeDropsStoredIndicesButNotPadding(String path) {
        Counterexample.Truncation t = refutedAs(Counterexample.Truncation.class, path, Property.TRUNCATION, "m![A, B = 500]");
        assertEquals(500, t.position(), t::toString);
        // every path names the first dropped position that stores an index, not the last
        assertEquals(5, refutedAs(Counterexample.Truncation.class, path, Property.TRUNCATION, "m![A = 5 # 7]").position());
        assertEquals(3, refutedAs(Counterexample.Truncation.class, path, Property.TRUNCATION, "m![B, [A / 2 = 3]]").position());
        proved(path, Property.TRUNCATION, "m![A, [B # 600] = 512]");
    }

    @ParameterizedTest
    @MethodSource("paths")
    void seedTilesAreSubviewsUntilTheLastBlockRunsOut(String path) {
        Mapping parent = MappingParser.parse("m![A, B]", AB);
        Mapping tile = MappingParser.parse("m![B / 32]", AB);
        Mapping view = MappingParser.parse("m![A, B / 32 = 2 # 16, B % 32]", AB);
        for (long start : new long[] {0, 3, 14}) {
            Verdict v = prover(path).subview(new TileView(parent, tile, 2, view, start));
            assertInstanceOf(Verdict.Proved.class, v, () -> start + ": " + v);
        }
        Counterexample.NotSubview n = assertInstanceOf(Counterexample.NotSubview.class,
                refuted(prover(path).subview(new TileView(parent, tile, 2, view, 15))));
        assertTrue(n.position() >= 0);
    }

    @ParameterizedTest
    @MethodSource("paths")
    void nonEquivalenceAtTwoToTheFortyIsShownAtAReplayedPosition(String path) {
        Declarations big = DeclarationsParser.ofAxes("B = 2^40");
        Mapping nested = MappingParser.parse("m![B / 2^37, B % 2^36, B / 2^36 % 2]", big);
        Counterexample.Mismatch mm = assertInstanceOf(Counterexample.Mismatch.class,
                refuted(prover(path).equivalent(nested, MappingParser.parse("m![B]", big))));
        assertEquals(nested.at(mm.position()), mm.left());
        assertEquals(Slot.of(TensorIndex.of("B", mm.position())), mm.right());
    }

    @ParameterizedTest
    @MethodSource("paths")
    void mappingsOfTwoToTheSixtyTwoPositionsAreDecidedWithoutOverflow(String path) {
        Declarations huge = DeclarationsParser.ofAxes("A = 2^31, B = 2^31");
        Mapping ab = MappingParser.parse("m![A, B]", huge);
        assertEquals(1L << 62, ab.size());
        assertInstanceOf(Verdict.Proved.class, prover(path).equivalent(ab, MappingParser.parse("m![A, B / 2^30, B % 2^30]", huge)));
        Counterexample.Mismatch mm = assertInstanceOf(Counterexample.Mismatch.class,
                refuted(prover(path).equivalent(ab, MappingParser.parse("m![A, B % 2, B / 2]", huge))));
        assertEquals(ab.at(mm.position()), mm.left());
        proved(path, Property.INJECTIVE, ab);
        proved(path, Property.SURJECTIVE, ab);
        proved(path, Property.BOUNDS, ab);
        Mapping padded = MappingParser.parse("m![A = 2^30, B # 2^32]", huge);
        assertEquals(1L << 62, padded.size());
        Counterexample.Holes h = refutedAs(Counterexample.Holes.class, path, Property.HOLES, padded);
        assertEquals((1L << 31) + 0, h.first().get(0));
        Counterexample.OutOfBounds o = assertInstanceOf(Counterexample.OutOfBounds.class,
                refuted(prover(path).check(Property.BOUNDS, MappingParser.parse("m![A * A]", huge))));
        assertTrue(o.index().get("A") >= 1L << 31, o::toString);
    }
}
