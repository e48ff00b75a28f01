package dev.layoutprover.simulator.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The contraction's stride walk computes the same values and bounds as the general evaluation. */
class ExpectationProperties {

    @Property(tries = 200)
    void aContractionAndTheSameMathWrittenOtherwiseGiveTheSameVerdict(@ForAll @IntRange(min = 1, max = 4) int i,
            @ForAll @IntRange(min = 1, max = 9) int k, @ForAll @IntRange(min = 1, max = 3) int l,
            @ForAll @IntRange(min = 1, max = 4) int j, @ForAll long seed, @ForAll boolean floating) {
        ElementType type = floating ? ElementType.BF16 : ElementType.I32;
        Axis ai = new Axis("I", i);
        Axis ak = new Axis("K", k);
        Axis al = new Axis("L", l);
        Axis aj = new Axis("J", j);
        LogicalTensor.Range range = floating ? LogicalTensor.Range.full() : new LogicalTensor.Range(-50, 50);
        LogicalTensor a = LogicalTensor.random(type, List.of(ai, ak, al), seed, range);
        LogicalTensor b = LogicalTensor.random(type, List.of(al, ak, aj), seed + 1, range);
        LogicalTensor out = LogicalTensor.random(type, List.of(ai, aj), seed + 2, floating
                ? new LogicalTensor.Range(-4, 4) : new LogicalTensor.Range(-20, 20));
        Map<String, LogicalTensor> in = Map.of("a", a, "b", b);
        SpecVerdict walk = Expectation.bind(SpecParser.parse("a[I,K,L] * b[L,K,J] -> [I,J]"), in, List.of(ai, aj), type)
                .check(out);
        // The negations make the product's operand a subexpression: the general evaluation.
        SpecVerdict general = Expectation.bind(SpecParser.parse("-(-a[I,K,L] * b[L,K,J]) -> [I,J]"), in, List.of(ai, aj),
                type).check(out);
        assertEquals(walk.mismatchCount(), general.mismatchCount());
        assertEquals(walk.maxDifference(), general.maxDifference());
        assertEquals(walk.maxBound(), general.maxBound());
        assertEquals(walk.first().map(Difference::spec), general.first().map(Difference::spec));
    }
}
