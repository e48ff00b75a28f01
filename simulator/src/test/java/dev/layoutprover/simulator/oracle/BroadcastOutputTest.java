package dev.layoutprover.simulator.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** An output written over axes its data lacks, checked against a spec that names them. */
class BroadcastOutputTest {

    private static final Axis A = new Axis("A", 2);
    private static final Axis B = new Axis("B", 3);

    private static final LogicalTensor DATA = new LogicalTensor(ElementType.I32, List.of(A), new double[] {5, 7}, null);

    @Test
    void theAddedAxesAreThoseTheSpecNamesBeyondTheData() {
        assertEquals(Optional.of(List.of(B)), BroadcastOutput.added(SpecParser.parse("x[A] -> [A,B]"), List.of(A),
                List.of(A, B)));
        assertEquals(Optional.empty(), BroadcastOutput.added(SpecParser.parse("x[A] -> [A]"), List.of(A),
                List.of(A, B)));
        // the data's axis at another size is not held by the written axes
        assertEquals(Optional.empty(), BroadcastOutput.added(SpecParser.parse("x[A] -> [A,B]"), List.of(A),
                List.of(new Axis("A", 4), B)));
    }

    @Test
    void eachWrittenIndexHoldsTheDataAtItsOwnAxes() {
        assertArrayEquals(new double[] {5, 5, 5, 7, 7, 7}, values(BroadcastOutput.spread(DATA, List.of(A, B))));
        assertArrayEquals(new double[] {5, 7, 5, 7, 5, 7}, values(BroadcastOutput.spread(DATA, List.of(B, A))));
    }

    /** The host reads a broadcast back over every written axis; any other written form leaves the data as it is. */
    @Test
    void theHostArrayCoversEveryWrittenAxis() {
        LogicalTensor read = BroadcastOutput.asWritten(DATA, List.of(B, A));
        assertEquals(List.of(B, A), read.axes());
        assertArrayEquals(new double[] {5, 7, 5, 7, 5, 7}, values(read));
        assertEquals(DATA, BroadcastOutput.asWritten(DATA, List.of(A)));
        assertEquals(DATA, BroadcastOutput.asWritten(DATA, List.of(new Axis("A", 4), B)));
        assertEquals(DATA, BroadcastOutput.asWritten(DATA, List.of(B, new Axis("C", 2))));
    }

    /** The spread output meets the broadcast and is refuted by a spec that adds to it or reads another row. */
    @Test
    void theSpreadOutputMeetsTheBroadcastAndRefutesOtherSpecs() {
        LogicalTensor spread = BroadcastOutput.spread(DATA, List.of(A, B));
        Map<String, LogicalTensor> x = Map.of("x", DATA);
        assertEquals(0, verdict("x[A] -> [A,B]", x, spread).mismatchCount());
        assertEquals(6, verdict("x[A] + 1 -> [A,B]", x, spread).mismatchCount());
        LogicalTensor column = new LogicalTensor(ElementType.I32, List.of(B), new double[] {5, 7, 5}, null);
        assertEquals(3, verdict("y[B] -> [A,B]", Map.of("y", column), spread).mismatchCount());
    }

    private static SpecVerdict verdict(String spec, Map<String, LogicalTensor> inputs, LogicalTensor out) {
        return Expectation.bind(SpecParser.parse(spec), inputs, out.axes(), out.type()).check(out);
    }

    private static double[] values(LogicalTensor t) {
        double[] v = new double[t.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = t.value(i);
        }
        return v;
    }
}
