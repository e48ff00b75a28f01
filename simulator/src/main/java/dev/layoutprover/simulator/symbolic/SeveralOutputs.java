package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.oracle.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The symbolic verdict of a kernel that brings several tensors back (a returned tuple, or several
 * {@code &mut HbmTensor} parameters), as a concrete run decides it: the first output against the
 * spec when one is given, else against its own reading, and every further output against its own
 * reading; the kernel is refuted when one output is (the first such, named), unknown when none is
 * and one is unknown, conformant when every output is.
 *
 * <p>Example: {@code sum_and_difference} returns {@code (a + b, a - b)}: conformant, with the
 * statement {@code output 1: … add_f32(a, b) …; output 2: … sub_f32(a, b) …}; a copy whose second
 * output skips a column is refuted with {@code output 2: the output index [B=3, A=0] is never
 * written}.
 */
public final class SeveralOutputs {

    /** How the detail on the engines and the layout rules starts, the same for every output. */
    private static final String ENGINES = "the engines are taken to move the elements their mappings name";

    private SeveralOutputs() {}

    /**
     * The verdict of {@code outputs}, each checked by {@code check} (the output, its spec), the
     * first with {@code spec}. One output is its own verdict, unchanged.
     */
    public static SymbolicVerdict check(String function, List<Tensor> outputs, Optional<Spec> spec,
            BiFunction<Tensor, Optional<Spec>, SymbolicVerdict> check) {
        if (outputs.size() == 1) {
            return check.apply(outputs.get(0), spec);
        }
        List<SymbolicVerdict> each = new ArrayList<>();
        for (int k = 0; k < outputs.size(); k++) {
            each.add(check.apply(outputs.get(k), k == 0 ? spec : Optional.empty()));
        }
        for (SymbolicVerdict.Answer answer : List.of(SymbolicVerdict.Answer.REFUTED, SymbolicVerdict.Answer.UNKNOWN)) {
            for (int k = 0; k < each.size(); k++) {
                SymbolicVerdict v = each.get(k);
                if (v.verdict() == answer) {
                    return new SymbolicVerdict(answer, function, "output " + (k + 1) + ": " + v.statement(),
                            v.details(), v.millis());
                }
            }
        }
        List<String> statements = new ArrayList<>();
        List<String> details = new ArrayList<>();
        String rules = null;
        for (int k = 0; k < each.size(); k++) {
            statements.add("output " + (k + 1) + ": " + each.get(k).statement());
            for (String d : each.get(k).details()) {
                if (d.endsWith(SymbolicVerdict.NOT_CHECKED_HERE) || d.startsWith(ENGINES)) {
                    rules = d; // the same for every output: said once, last
                } else {
                    details.add("output " + (k + 1) + ": " + d);
                }
            }
        }
        if (rules != null) {
            details.add(rules);
        }
        return new SymbolicVerdict(SymbolicVerdict.Answer.CONFORMANT, function, String.join("; ", statements), details,
                0);
    }
}
