package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A message about a mapping read through an escaped path ({@code m![{ <Plain as Plan>::Rows }]},
 * {@code m![{ P::Time }, B]}) names the path as the kernel wrote it, never the identifier it was parsed under.
 */
class EscapedPathMessagesTest {

    /** The rules' copy plan ({@code rules/Sequencer/plan_types.rs}): a trait's associated types name rows and Time. */
    private static final String PLAN = RuleCase.kernel(RuleKernelsTest.RULES.resolve(Path.of("Sequencer", "plan_types.rs")));

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static List<String> messages(String kernel) {
        return Verification.run(Kernels.of(kernel), RUNS.prover).findings().stream()
                .map(f -> f.rule() + ": " + f.message()).toList();
    }

    private static String input(String element) {
        return PLAN.replace("x.to_dm::<Cluster, m![S], <Plain as Plan>::Rows>(",
                "x.to_dm::<Cluster, m![S], " + element + ">(");
    }

    @Test
    void aQualifiedPathInATypeMismatchIsShownAsWritten() {
        assertEquals(List.of("Type::ANNOTATION: parameter x of pass is written with Element = P::Rows but the "
                        + "value has m![{ <Plain as Plan>::Time }, L, 1 # 2]"),
                messages(input("m![{ <Plain as Plan>::Time }, L, 1 # 2]")));
    }

    @Test
    void aQualifiedPathInAnIllFormedMappingIsShownAsWritten() {
        assertEquals(List.of("Mapping::WELL_FORMED: m![{ <Plain as Plan>::Rows } # 100]: padding to 100 is smaller "
                        + "than the size 1024 of <Plain as Plan>::Rows"),
                messages(input("m![{ <Plain as Plan>::Rows } # 100]")));
    }

    @Test
    void anAssociatedTypeOfATypeParameterIsShownAsWritten() {
        List<String> found = messages(PLAN.replace(".fetch::<i32, P::Time, m![L]>()",
                ".fetch::<i32, m![{ P::Time }, B], m![L]>()"));
        assertEquals(List.of("Collect::LAYOUT: collect output [Time, Packet]: { P::Time }, L against [{ P::Time }, B], L # 8 "
                + "fails: sizes differ: the left has 1024 positions and the right 8192; at position 1024 the right holds "
                + "{A: 2} and the left has no such position"), found);
    }

    @Test
    void aTypeAliasWrittenOutsideAMacroIsShownByItsName() {
        List<String> found = messages(PLAN.replace("type Cluster = m![1 # 2];", "type Cluster = m![1 # 2];\ntype Lanes = m![L % 4];")
                .replace(".fetch::<i32, P::Time, m![L]>()\n        .collect::<P::Time, m![L]>()",
                        ".fetch::<i32, m![{ P::Time }, L / 4], Lanes>()\n        .collect::<m![{ P::Time }, L / 4], Lanes>()"));
        assertEquals(List.of("Collect::PACKET: the collect packet must be one 32-byte flit (8 i32), got 4 elements of Lanes"),
                found);
    }
}
