package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * One invalid and one valid kernel per rule of the catalogue, under {@code rules/ENGINE/RULE.invalid.rs}
 * and {@code RULE.valid.rs} of the test resources: {@code verify} reports the invalid kernel with
 * that rule and no other finding, and {@code simulate} stops at that rule too (one implementation of
 * each rule serves both; a warning-level rule is reported by simulate and stops nothing); the valid kernel, near the rule's boundary, is clean for both.
 */
class RuleKernelsTest {

    static final Path RULES = Path.of("src", "test", "resources", "rules");

    /** Rules no kernel file can break, and why. */
    static final Map<String, String> NO_KERNEL = Map.ofEntries(
            Map.entry("DM::LIVE", "the kernel API cannot free a tensor; only the Java API can"),
            Map.entry("Host::CONSISTENT", "about values: HostTensor::rand fills every copy of an index alike"),
            Map.entry("TRF::SOURCE", "a Rust type error (no to_trf on that stage): the reader rejects it as rustc does"),
            Map.entry("VRF::SOURCE", "a Rust type error (no to_vrf on that stage): the reader rejects it as rustc does"),
            Map.entry("Aligner::SOURCE", "a Rust type error (no align on that stage): the reader rejects it as rustc does"),
            Map.entry("Switch::SOURCE", "a Rust type error (no switch on that stage): the reader rejects it as rustc does"),
            Map.entry("Reducer::SOURCE", "a Rust type error (no contract or accumulate on that stage): the reader "
                    + "rejects it as rustc does"),
            Map.entry("Transpose::TYPE", "every element type the simulator models is 1, 2 or 4 bytes wide"),
            Map.entry("Reducer::TYPE", "implied: TRF::TYPE admits only i8 and bf16, and Aligner::TYPE makes the data "
                    + "the TRF's type"),
            Map.entry("Vector::PACKET", "implied: vector_init follows collect, whose packet is one 32-byte flit of 8 "
                    + "i32 or f32 (Collect::PACKET), or accumulate, whose OutPacket is 8 elements "
                    + "(Reducer::ACCUMULATE_LAYOUT, as stream_tensor.rs:1362 of the reference)"),
            Map.entry("Reducer::TREE_DEPTH", "implied: the aligned packet is 64 bytes (32 bf16 or 64 i8) and OutPacket "
                    + "at most 32 elements, so a tree of depth at most 5 (bf16) or 6 (i8) is always tried and a "
                    + "wrong OutPacket is refuted as Reducer::CONTRACT; only a solver without an answer reaches it"),
            Map.entry("Kernel::UNMODELLED", "a finding of the tool, not a hardware rule: InterpreterTest and the "
                    + "corpus walk cover it"),
            Map.entry("Kernel::SKIPPED", "a finding of the tool, not a hardware rule: VerificationTest and the corpus's "
                    + "test files (CorpusVerifyTest) cover it"),
            Map.entry("Kernel::SIZE_BUDGET", "a finding of the tool, not a hardware rule: a kernel over the budget is "
                    + "too large for a test resource"),
            Map.entry("Kernel::RUN_FAILED", "a finding of the tool on an internal failure: a kernel file that raises "
                    + "it is a bug to fix, not a case to keep"));

    /** Rules a kernel could break but that have no kernel pair here yet. */
    static final List<String> NOT_YET = List.of("Sequencer::SIZE",
            "Aligner::TRF_SEQUENCER", "TrfSequencer::REG_READ_SIZE",
            "Commit::STRIDE");

    private static Prover prover;

    @BeforeAll
    static void open() {
        prover = SolverSession.open(Solver.Z3, Duration.ofSeconds(30)).prover();
    }

    @AfterAll
    static void close() {
        prover.session().close();
    }

    static Path kernel(Rule r, String kind) {
        return RULES.resolve(r.engine()).resolve(r.id().substring(r.id().indexOf("::") + 2) + "." + kind + ".rs");
    }

    private static Program read(Path p) {
        try {
            return Program.of(Lowering.parse(Source.of(RULES.relativize(p).toString(), Files.readString(p))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rules with no kernel yet, beyond {@link #NO_KERNEL}: the list this test keeps honest. */
    static List<String> withoutKernels() {
        List<String> missing = new ArrayList<>();
        for (Rule r : Rules.all()) {
            if (!NO_KERNEL.containsKey(r.id()) && !(Files.exists(kernel(r, "invalid")) && Files.exists(kernel(r, "valid")))) {
                missing.add(r.id());
            }
        }
        return missing;
    }

    @Test
    void everyKernelFileIsNamedAfterARuleOfTheCatalogue() throws IOException {
        Map<String, String> unknown = new TreeMap<>();
        try (Stream<Path> files = Files.walk(RULES)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String name = f.getFileName().toString();
                String rule = f.getParent().getFileName() + "::" + name.substring(0, name.indexOf('.'));
                if (!Rules.contains(rule) || !(name.endsWith(".valid.rs") || name.endsWith(".invalid.rs"))) {
                    unknown.put(f.toString(), rule);
                }
            }
        }
        assertEquals(Map.of(), unknown);
    }

    @Test
    void theRulesWithoutAKernelAreTheKnownOnes() {
        assertEquals(NOT_YET, withoutKernels(), "a rule gained or lost its kernels: update NOT_YET");
    }

    @TestFactory
    Stream<DynamicTest> anInvalidKernelBreaksItsRuleAndNoOther() {
        return Rules.all().stream().filter(r -> Files.exists(kernel(r, "invalid"))).map(r -> DynamicTest.dynamicTest(
                r.id(), () -> {
                    Program p = read(kernel(r, "invalid"));
                    List<Finding> fs = Verification.run(p, prover).findings();
                    assertFalse(fs.isEmpty(), r.id() + ": verify found nothing");
                    for (Finding f : fs) {
                        assertEquals(r.id(), f.rule(), f.toString());
                    }
                    Simulation s = Simulation.run(p, Optional.empty(), OptionalLong.of(1), prover);
                    if (r.level() == Rule.Level.WARNING) {
                        // a warning never stops a run: simulate reports it and goes on
                        assertEquals(Optional.empty(), s.violation().map(Finding::rule), "simulate: " + s);
                        assertEquals(List.of(r.id()), s.checks().warnings().stream().map(Finding::rule).distinct()
                                .toList(), "simulate: " + s);
                    } else {
                        assertEquals(Optional.of(r.id()), s.violation().map(Finding::rule), "simulate: " + s);
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> aValidKernelNearTheBoundaryIsClean() {
        return Rules.all().stream().filter(r -> Files.exists(kernel(r, "valid"))).map(r -> DynamicTest.dynamicTest(
                r.id(), () -> {
                    Program p = read(kernel(r, "valid"));
                    List<Finding> fs = Verification.run(p, prover).findings();
                    assertEquals(List.of(), fs.stream().map(Finding::toString).toList());
                    Simulation s = Simulation.run(p, Optional.empty(), OptionalLong.of(1), prover);
                    assertTrue(s.violation().isEmpty(), "simulate: " + s.violation());
                    assertEquals(List.of(), s.checks().warnings(), "simulate warned");
                }));
    }
}
