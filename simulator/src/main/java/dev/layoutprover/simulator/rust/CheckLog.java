package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule checks that held during a run, call by call: for each call of the kernel file (in the
 * order the calls ran), the rules checked there and how many times each held.
 *
 * <p>Example: the {@code .to_dm} of constant addition held {@code Chip::SIZE}, {@code Cluster::SIZE},
 * {@code Slice::SIZE}, {@code Element::SIZE}, {@code Element::ALIGN}, {@code DM::CAPACITY},
 * {@code DM::OVERLAP}, {@code DMA::WRITE_ALIGN}, {@code DMA::HBM_TO_DM_ALIGN} and
 * {@code DMA::ENGINE} once each.
 */
public final class CheckLog {

    /** One call and the rules that held there, with counts, in the order first checked. */
    public record Call(Location at, String call, Map<String, Integer> rules) {}

    private final Map<Integer, Call> calls = new LinkedHashMap<>();
    private final List<Finding> warnings = new ArrayList<>();

    /** The call and rule that held last, and how many times it held again since it was counted. */
    private Call last;
    private String lastRule;
    private int again;

    void held(Location at, String call, String rule) {
        if (at == null) {
            return;
        }
        if (last != null && last.at().offset() == at.offset() && lastRule.equals(rule)) {
            again++; // a check made for each element of a copy: counted without looking the call up each time
            return;
        }
        settle();
        last = calls.computeIfAbsent(at.offset(), k -> new Call(at, call, new LinkedHashMap<>()));
        last.rules().merge(rule, 1, Integer::sum);
        lastRule = rule;
    }

    /** Adds the repeats of the last check to its count. */
    private void settle() {
        if (again > 0) {
            last.rules().merge(lastRule, again, Integer::sum);
            again = 0;
        }
    }

    /** Records a broken warning-level rule of a run that went on (once per call and message). */
    void warned(Finding f) {
        if (!warnings.contains(f)) {
            warnings.add(f);
        }
    }

    /**
     * The warning-level rules a simulation broke and went on past, in order: e.g.
     * {@code DMA::WRITE_ALIGN} at a {@code to_dm_view} to DM address 12292.
     */
    public List<Finding> warnings() {
        return List.copyOf(warnings);
    }

    public List<Call> calls() {
        settle();
        return new ArrayList<>(calls.values());
    }

    /** Checks that held, over all calls. */
    public int total() {
        settle();
        return calls.values().stream().mapToInt(c -> c.rules().values().stream().mapToInt(Integer::intValue).sum())
                .sum();
    }

    /** Distinct rules that held. */
    public int distinctRules() {
        settle();
        return (int) calls.values().stream().flatMap(c -> c.rules().keySet().stream()).distinct().count();
    }
}
