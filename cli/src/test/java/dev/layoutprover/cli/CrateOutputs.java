package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.simulator.npy.Npy;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.NpyType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * What a test crate's kernel writes on inputs of a test's own: {@code simulate --fn --input
 * --output} run on NumPy files in a temporary folder, and the inputs' arrays built from integers.
 * For example {@code CrateOutputs.output(crate, dir, "lane_rotate", Map.of("x", NpyArray.int32(new
 * long[] {2, 2048}, CrateOutputs.ints(4096, i -> i))))} is the array the kernel {@code lane_rotate}
 * writes, each lane of a row of eight taken from the lane before it.
 */
final class CrateOutputs {

    private CrateOutputs() {}

    /**
     * Runs {@code simulate --fn function --input name=file … --output file crate}, each input written
     * to {@code dir} as {@code function_name.npy}, asserting the run conformant: the output array.
     */
    static NpyArray output(String crate, Path dir, String function, Map<String, NpyArray> inputs) throws IOException {
        List<String> args = new ArrayList<>(List.of("simulate", "--fn", function));
        for (Map.Entry<String, NpyArray> e : inputs.entrySet()) {
            Path in = dir.resolve(function + "_" + e.getKey() + ".npy");
            Npy.write(in, e.getValue());
            args.add("--input");
            args.add(e.getKey() + "=" + in);
        }
        Path out = dir.resolve(function + ".npy");
        args.addAll(List.of("--output", out.toString(), crate));
        Run r = run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        return Npy.read(out);
    }

    /** {@code n} integers {@code f(i)}: {@code ints(3, i -> 2 * i)} is {@code [0, 2, 4]}. */
    static int[] ints(int n, IntUnaryOperator f) {
        return IntStream.range(0, n).map(f).toArray();
    }

    /** An {@code int8} array of {@code values}, each narrowed to a byte (300 becomes 44). */
    static NpyArray int8(long[] shape, int[] values) {
        byte[] data = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            data[i] = (byte) values[i];
        }
        return new NpyArray(NpyType.I1, ByteOrder.LITTLE_ENDIAN, shape, data);
    }

    /** A little-endian {@code int16} array of {@code values}, each narrowed to a short (70000 becomes 4464). */
    static NpyArray int16(long[] shape, int[] values) {
        ByteBuffer b = ByteBuffer.allocate(2 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int v : values) {
            b.putShort((short) v);
        }
        return new NpyArray(NpyType.I2, ByteOrder.LITTLE_ENDIAN, shape, b.array());
    }
}
