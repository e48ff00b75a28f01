package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * A call to a method, function or type of the API that the simulator does not model yet (it is
 * in the reference implementation's public API, {@code api-names.txt}). {@code layout verify}
 * reports it as a warning finding of rule {@link #RULE} and skips what depends on it; a
 * simulation cannot go on: its verdict is unknown ({@code simulate --fn} exits 3, a crate run lists the
 * function as unknown).
 *
 * <p>Example: {@code .vector_filter(…)} in a kernel is
 * {@code warning[Kernel::UNMODELLED]: the simulator does not model .vector_filter yet}.
 */
public final class Unmodelled extends KernelError {

    private static final long serialVersionUID = 1L;

    /** The rule name of the finding. */
    public static final String RULE = "Kernel::UNMODELLED";

    private static final Set<String> API = load();

    private final String what;

    public Unmodelled(Location at, String what, String reason) {
        super(at, reason);
        this.what = what;
    }

    /** The construct not modelled: {@code .vector_filter}, {@code HbmTensor::from_addr}. */
    public String what() {
        return what;
    }

    /** Whether {@code name} is a function, method or type of the reference API. */
    public static boolean isApi(String name) {
        return API.contains(name);
    }

    private static Set<String> load() {
        Set<String> out = new HashSet<>();
        try (InputStream in = Unmodelled.class.getResourceAsStream("api-names.txt")) {
            if (in == null) {
                return out;
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line.trim());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
