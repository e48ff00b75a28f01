package dev.layoutprover.simulator.npy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Reading what was written gives the array back, and the data always starts on a 64-byte boundary. */
class NpyProperties {

    @Provide
    Arbitrary<NpyArray> arrays() {
        Arbitrary<long[]> shapes = Arbitraries.longs().between(0, 5).list().ofMaxSize(3)
                .map(l -> l.stream().mapToLong(Long::longValue).toArray());
        return Combinators.combine(Arbitraries.of(NpyType.class), Arbitraries.of(ByteOrder.LITTLE_ENDIAN,
                ByteOrder.BIG_ENDIAN), shapes, Arbitraries.randoms()).as((type, order, shape, random) -> {
                    long n = 1;
                    for (long d : shape) {
                        n *= d;
                    }
                    byte[] data = new byte[(int) n * type.bytes()];
                    random.nextBytes(data);
                    if (type == NpyType.B1) {
                        for (int i = 0; i < data.length; i++) {
                            data[i] &= 1;
                        }
                    }
                    return new NpyArray(type, type.bytes() == 1 ? ByteOrder.LITTLE_ENDIAN : order, shape, data);
                });
    }

    @Property
    void readingWhatWasWrittenGivesTheArray(@ForAll("arrays") NpyArray a) {
        byte[] file = Npy.write(a);
        assertEquals(a, Npy.read(file));
        int headerLength = (file[8] & 0xFF) | (file[9] & 0xFF) << 8;
        assertEquals(0, (10 + headerLength) % 64);
        assertEquals('\n', file[10 + headerLength - 1]);
    }

    @Provide
    Arbitrary<LogicalTensor> tensors() {
        Arbitrary<List<Axis>> axes = Arbitraries.integers().between(1, 4).list().ofMaxSize(3).map(sizes -> {
            List<Axis> a = new ArrayList<>();
            for (int i = 0; i < sizes.size(); i++) {
                a.add(new Axis("A" + i, sizes.get(i)));
            }
            return a;
        });
        return Combinators.combine(Arbitraries.of(ElementType.class), axes, Arbitraries.longs())
                .as((type, a, seed) -> LogicalTensor.random(type, a, seed, LogicalTensor.Range.full()));
    }

    @Property
    void aTensorWrittenAndReadBackForItsParameterIsTheTensor(@ForAll("tensors") LogicalTensor t) {
        NpyArray a = Npy.read(Npy.write(TensorArrays.toArray(t)));
        assertEquals(t.type().isFloat() ? NpyType.F4 : NpyType.I4, a.type());
        LogicalTensor back = TensorArrays.toTensor("p", "it", a, t.type(), t.axes());
        double[] want = new double[t.size()];
        double[] got = new double[t.size()];
        for (int i = 0; i < t.size(); i++) {
            want[i] = t.value(i);
            got[i] = back.value(i);
        }
        assertArrayEquals(want, got);
    }
}
