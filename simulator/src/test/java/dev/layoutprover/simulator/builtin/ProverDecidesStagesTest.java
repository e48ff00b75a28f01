package dev.layoutprover.simulator.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.algebra.check.LayoutQuestions;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The stages' layout conditions decided by the prover instead of enumeration, where the two sides'
 * canonical normal forms do not already settle them.
 */
class ProverDecidesStagesTest {

    /** Counts the equivalence questions the stages ask. */
    private static final class Counting implements LayoutQuestions {
        final LayoutQuestions inner;
        final AtomicInteger asked = new AtomicInteger();

        Counting(LayoutQuestions inner) {
            this.inner = inner;
        }

        public Verdict equivalent(Mapping l, Mapping r) {
            asked.incrementAndGet();
            return inner.equivalent(l, r);
        }

        public Verdict sameIndices(Mapping l, Mapping r) {
            return inner.sameIndices(l, r);
        }

        public Verdict subview(TileView v) {
            return inner.subview(v);
        }

        public Verdict check(Property property, Mapping m) {
            return inner.check(property, m);
        }

        public String solverName() {
            return inner.solverName();
        }
    }

    @Test
    void seedFourIsConformantWithTheProverDecidingEveryStage() {
        try (SolverSession pSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover p = pSession.prover();
            Counting oracle = new Counting(p);
            ConformanceReport r = Conformance.run(new BatchedMatmul(), 4, Geometry.book(), oracle);
            assertTrue(r.conformant(), r.describe());
            // collect ×2, to_trf, aligner slice, stream adapter, TRF sequencer, contract, accumulate:
            // seven hold by one canonical normal form on both sides; the prover decides the rest.
            assertEquals(1, oracle.asked.get(), "asked " + oracle.asked.get());
        }
    }

    @Test
    void aWrongCollectDeclarationIsRefutedByTheProver() {
        try (SolverSession pSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover p = pSession.prover();
            var k = new dev.layoutprover.simulator.conformance.Kernel() {
                private final dev.layoutprover.simulator.tensor.KernelAxes l =
                        dev.layoutprover.simulator.tensor.KernelAxes.of("A = 2048");

                public String name() {
                    return "bad collect";
                }

                public java.util.List<Input> inputs() {
                    return new DotProduct().inputs();
                }

                public dev.layoutprover.simulator.memory.HostTensor run(
                        dev.layoutprover.simulator.tensor.Context ctx,
                        java.util.List<dev.layoutprover.simulator.memory.HostTensor> in) {
                    var dm = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("1 # 256"), l.m("A"), 0);
                    ctx.main().begin(dm).fetch(dev.layoutprover.simulator.ElementType.BF16, l.m("1"), l.m("A"))
                            .collect(l.m("A % 128"), l.m("A / 128"));
                    return null;
                }
            };
            RuleViolation v = assertThrows(RuleViolation.class,
                    () -> Conformance.run(k, 1, Geometry.book(), p));
            assertEquals("Collect::LAYOUT", v.rule());
            assertTrue(v.getMessage().contains("at position 1"), v.getMessage());
        }
    }
}
