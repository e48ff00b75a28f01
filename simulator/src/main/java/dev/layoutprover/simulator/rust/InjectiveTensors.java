package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.SpatialRules;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;

/**
 * The layout question {@code layout verify} and {@code layout simulate} ask of the values a kernel's calls return, beyond the
 * rules the stages check themselves: {@code Layout::INJECTIVE}, a memory tensor's whole mapping
 * ({@code [Chip, [Cluster, Slice], Element]}, with {@code Row} for the TRF) stores no tensor index
 * twice. An axis the tensor lacks is broadcast: it is part of the index, so a replicated copy is
 * stored once per broadcast coordinate and is not a repetition. The device's oracle decides it (the
 * prover for {@code verify}); {@code simulate} asks it too, so both check the same rule. Each tensor
 * is asked once, however many views of it are taken.
 *
 * <p>Example: {@code DmTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 4, A % 4]>} with
 * {@code A = 2048} is refuted: a slice stores {@code {A: 1}} at element positions 1 and 4.
 */
final class InjectiveTensors implements Interpreter.ValueCheck {

    private final LayoutQuestions oracle;
    private final Set<Object> asked = Collections.newSetFromMap(new IdentityHashMap<>());

    InjectiveTensors(LayoutQuestions oracle) {
        this.oracle = oracle;
    }

    @Override
    public Optional<Finding> check(Object value, Location call) {
        if (!asked.add(value)) {
            return Optional.empty();
        }
        return switch (value) {
            case HbmTensor t -> injective("HBM tensor " + t.name(), t.placement().combined(), call);
            case DmTensor t -> injective("DM tensor " + t.name(), t.placement().combined(), call);
            case TrfTensor t -> injective("TRF tensor", new Mapping.Pair(SpatialRules.slices(t.chip(), t.cluster(),
                    t.slice()), new Mapping.Pair(t.row(), t.element())), call);
            case VrfTensor t -> injective("VRF tensor", new Mapping.Pair(SpatialRules.slices(t.chip(), t.cluster(),
                    t.slice()), t.element()), call);
            default -> Optional.empty();
        };
    }

    private Optional<Finding> injective(String what, Mapping m, Location call) {
        Verdict v = oracle.injective(m);
        if (v instanceof Verdict.Refuted r) {
            return Optional.of(new Finding("Layout::INJECTIVE", what + " stores a tensor index twice (no axis is "
                    + "broadcast there): " + r.counterexample().describe(LayoutChecks.axesOf(m)), call));
        }
        if (v instanceof Verdict.Proved) {
            RuleViolation.held("Layout::INJECTIVE");
        }
        return Optional.empty();
    }
}
