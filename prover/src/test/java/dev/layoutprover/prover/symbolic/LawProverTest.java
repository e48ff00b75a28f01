package dev.layoutprover.prover.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.check.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class LawProverTest {

    private static LawProver prover;

    @BeforeAll
    static void open() {
        prover = LawProver.create(Duration.ofSeconds(5));
    }

    @AfterAll
    static void close() {
        prover.close();
    }

    static Law law(String vars, String left, String right, String... hypotheses) {
        LawParser.Variables v = LawParser.variables(vars);
        List<Hypothesis> hs = new ArrayList<>();
        for (String h : hypotheses) {
            hs.add(LawParser.hypothesis(h, v));
        }
        return new Law(v.mappings(), v.axes(), v.sizes(), hs, LawParser.term(left, v), LawParser.term(right, v));
    }

    private static void report(String what, Law law) {
        long t = System.nanoTime();
        LawProver.Decision all = prover.allSizes(law);
        long t1 = System.nanoTime();
        LawProver.Decision b = prover.bounded(law, 6);
        long t2 = System.nanoTime();
        System.out.println(what + ": all sizes " + all.verdict() + " in " + (t1 - t) / 1_000_000 + " ms; bounded "
                + b.verdict() + " " + b.scope() + " in " + (t2 - t1) / 1_000_000 + " ms");
    }

    @Test
    void explore() {
        report("pair identity right", law("mapping E", "E", "E, 1"));
        report("pair identity left", law("mapping E", "E", "1, E"));
        report("stride-modulo split", law("mapping E, size n", "E", "E / n, E % n", "E splits at n"));
        report("stride-modulo unconditional", law("mapping E, size n", "E", "E / n, E % n"));
        report("stride-modulo axis", law("axis A, size n", "A", "A / n, A % n"));
        report("stride-modulo axis stride", law("axis A, sizes k, n", "A / k", "A / k / n, A / k % n"));
        report("projection major", law("mappings A, B", "[A, B] / |B|", "A", "B(0) = {}"));
        report("projection minor", law("mappings A, B", "[A, B] % |B|", "B", "A(0) = {}"));
        report("projection major unconditional", law("mappings A, B", "[A, B] / |B|", "A"));
        report("associativity", law("mappings E1, E2, E3", "E1, E2, E3", "[E1, E2], E3"));
        report("stride 1", law("mapping E", "E", "E / 1"));
        report("pad", law("mapping E", "E", "E # |E|"));
        report("pad bottom", law("mapping E", "E", "E #_ |E|"));
        report("resize", law("mapping E", "E", "E = |E|"));
        report("modulo 1", law("mapping E", "E % 1", "1", "E(0) = {}"));
        report("modulo 1 unconditional", law("mapping E", "E % 1", "1"));
    }
}
