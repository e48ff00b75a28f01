package dev.layoutprover.simulator.crate;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of one device function in a whole-crate run ({@link CrateSimulation}).
 *
 * <p>Example: {@code matmul::matmul_4096::matmul_4096}, {@code CONFORMANT}, {@code SIMULATED},
 * 68719476736 MACs, 171000 ms, no reason; or {@code binary_add::binary_add_2048}, {@code UNKNOWN},
 * {@code SIMULATED}, 2048 MACs, 12 ms, reason {@code "src/binary_add.rs:57:31: the simulator does
 * not model ResultDmTensor::from_addr yet"}.
 *
 * @param path the function's Rust path in its crate
 * @param file the file it is in
 * @param line its line there
 * @param verdict what the run showed
 * @param method how: a concrete run, or the symbolic check instead of one
 * @param macs the multiply-accumulates a concrete run takes (estimated before running, see {@link Work})
 * @param millis the wall time spent on it
 * @param reason why it is not conformant (empty when it is); for a function the reference's tests
 *     expect to panic, which rule rejected it
 * @param warnings the warnings of a run that went on ({@code file:line:col: RULE: message}), e.g. an
 *     address overlap with logical addresses
 * @param expected what the reference's tests expect of the function, when they expect it to
 *     {@code panic} (see {@code PanicExpectations}); empty when they expect it to run
 */
public record FunctionRun(String path, String file, int line, FunctionVerdict verdict, Method method, long macs, long millis,
        Optional<String> reason, List<String> warnings, Optional<String> expected) {

    public FunctionRun {
        warnings = List.copyOf(warnings);
    }

    /** A run with no warning, of a function the reference's tests expect to run. */
    public FunctionRun(String path, String file, int line, FunctionVerdict verdict, Method method, long macs, long millis,
            Optional<String> reason) {
        this(path, file, line, verdict, method, macs, millis, reason, List.of(), Optional.empty());
    }

    /**
     * The same run judged against the reference's tests' expectation of a panic: verdict
     * {@code v}, reason {@code why}, expected {@code panic}.
     */
    public FunctionRun expecting(FunctionVerdict v, String why) {
        return new FunctionRun(path, file, line, v, method, macs, millis, Optional.of(why), warnings,
                Optional.of("panic"));
    }

    /** The same run with {@code warnings}. */
    public FunctionRun withWarnings(List<String> w) {
        return new FunctionRun(path, file, line, verdict, method, macs, millis, reason, w, expected);
    }

    /** A function's verdict; the worse ones come later. */
    public enum FunctionVerdict {
        CONFORMANT("conformant"), UNKNOWN("unknown"), NOT_CONFORMANT("not-conformant"), RULE_BROKEN("rule-broken");

        private final String label;

        FunctionVerdict(String label) {
            this.label = label;
        }

        /** As printed: {@code not-conformant}. */
        public String label() {
            return label;
        }
    }

    /** How a verdict was reached. */
    public enum Method {
        SIMULATED("simulated"), SYMBOLIC("symbolic");

        private final String label;

        Method(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
