package dev.layoutprover.cli;

import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.Npy;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.NpyFormatException;
import dev.layoutprover.simulator.npy.TensorArrays;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code .npy} files of {@code simulate --input PARAM=FILE.npy} and {@code --output FILE.npy}:
 * a malformed argument, a missing or unreadable file, or a file that is not an array this reader
 * accepts is bad input naming the argument.
 */
final class TensorFiles {

    private TensorFiles() {}

    /** The arrays {@code PARAM=FILE.npy} arguments name, by parameter. */
    static Map<String, NpyArray> read(List<String> arguments) {
        Map<String, NpyArray> out = new LinkedHashMap<>();
        for (String a : arguments) {
            int eq = a.indexOf('=');
            if (eq <= 0 || eq == a.length() - 1) {
                throw new Inputs.BadInput("--input " + a + ": expected PARAM=FILE.npy");
            }
            String param = a.substring(0, eq);
            Path file = Path.of(a.substring(eq + 1));
            if (out.containsKey(param)) {
                throw new Inputs.BadInput("--input " + a + ": " + param + " is given twice");
            }
            if (Files.isDirectory(file)) {
                throw new Inputs.BadInput("--input " + a + ": " + file + " is a directory; expected a .npy file");
            }
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                throw new Inputs.BadInput("--input " + a + ": " + file + " is neither a file nor a directory; expected a .npy file");
            }
            if (!Files.isRegularFile(file)) {
                throw new Inputs.BadInput("--input " + a + ": " + file + ": no such file");
            }
            try {
                out.put(param, Npy.read(file));
            } catch (NpyFormatException e) {
                throw new Inputs.BadInput("--input " + a + ": " + e.getMessage());
            } catch (IOException e) {
                throw new Inputs.BadInput("--input " + a + ": cannot read: " + e.getMessage());
            }
        }
        return out;
    }

    /** Writes {@code tensor} to {@code path} (float32 or int32), whole or not at all. */
    static void write(String path, LogicalTensor tensor) {
        OutputFile.write("--output", path, Npy.write(TensorArrays.toArray(tensor)));
    }
}
