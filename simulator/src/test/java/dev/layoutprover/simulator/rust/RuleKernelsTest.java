package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * At least one invalid and one valid case per rule of the catalogue, written as annotated edits of
 * the base kernels under {@code rules/ENGINE/NAME.rs} of the test resources (see {@link RuleCase}):
 * {@code verify} reports an invalid case with its rule and no other finding, and {@code simulate}
 * stops at that rule too (a case of several rules broken by independent calls: verify reports each
 * of them and no other, simulate stops at the first) (one implementation of each rule serves both; a warning-level rule is
 * reported by simulate and stops nothing, the run going on to a conformant output, or, where the case names
 * {@code Kernel::UNMODELLED} too, ending unknown past the warning; a case of {@code Kernel::UNMODELLED} alone
 * breaks no rule of the reference but is beyond the model, and simulate ends unknown); a valid case, near the
 * rule's boundary, is clean for both.
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
            Map.entry("Vector::PACKET", "implied: vector_init follows collect, whose packet is one 32-byte flit of 8 "
                    + "i32 or f32 (Collect::PACKET), or accumulate, whose OutPacket is 8 elements "
                    + "(Reducer::ACCUMULATE_LAYOUT, as stream_tensor.rs:1362 of the reference)"),
            Map.entry("Reducer::TREE_DEPTH", "implied: the aligned packet is 64 bytes (32 bf16, 64 i8 or f8e4m3, 128 i4) "
                    + "and OutPacket at most 32 elements, so a tree of depth at most 5 (bf16), 6 (i8, f8e4m3) or 7 (i4) is always tried and a "
                    + "wrong OutPacket is refuted as Reducer::CONTRACT; only a solver without an answer reaches it"),
            Map.entry("Aligner::TRF_SEQUENCER", "implied: the TRF Sequencer's loops are derived from the TRF element "
                    + "and [OutTime, OutPacket] themselves, so what they read is the declared mapping whenever the "
                    + "derivation succeeds; a packet the TRF stores elsewhere (Element m![K % 16, K / 16] read as "
                    + "OutPacket m![K % 32]) is TrfSequencer::PACKET first; only a solver without an answer reaches it"),
            Map.entry("Commit::STRIDE", "implied while Commit::SIZE holds: the commit's outer factors stand outside "
                    + "its innermost commit_in_size elements (Commit::LAYOUT), so each outer stride is a multiple of "
                    + "commit_in_size, 8, 16, 24 or 32 bytes (Commit::IN_SIZE); Commit::SIZE's invalid case breaks "
                    + "both (Chip/size.rs)"),
            Map.entry("Kernel::UNMODELLED", "a finding of the tool, not a hardware rule: InterpreterTest and the "
                    + "corpus walk cover it, and the invalid cases that name it alone (a tile starting or running past its "
                    + "dimension) are unknown runs"),
            Map.entry("Kernel::SKIPPED", "a finding of the tool, not a hardware rule: VerificationTest and the corpus's "
                    + "test files (CorpusVerifyTest) cover it"),
            Map.entry("Kernel::SIZE_BUDGET", "a finding of the tool, not a hardware rule: a kernel over the budget is "
                    + "too large for a test resource"),
            Map.entry("Kernel::RUN_FAILED", "a finding of the tool on an internal failure: a kernel file that raises "
                    + "it is a bug to fix, not a case to keep"),
            Map.entry("Kernel::UNRESOLVED", "a finding of the tool, not a hardware rule: a rule case is one file "
                    + "that holds all it names; LoneFileTest covers it on files copied out of their crates"));

    /** Rules a kernel could break but that have no kernel pair here yet. */
    static final List<String> NOT_YET = List.of();

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /**
     * Every case, or with {@code -Drules.only=Fetch/widths.rs} the cases whose name holds that text (a
     * file, a rule), to run one file's cases while writing them; several texts joined by commas
     * ({@code -Drules.only=TRF/rows.rs,Reducer/gemm.rs}) select the cases whose name holds any of them.
     */
    private static final List<RuleCase> CASES = RuleCase.all(RULES).stream()
            .filter(c -> selected(c.name(), System.getProperty("rules.only", ""))).toList();

    /** Whether a case name holds one of the comma-separated texts of {@code only} (every name, for ""). */
    static boolean selected(String name, String only) {
        return java.util.Arrays.stream(only.split(",", -1)).anyMatch(name::contains);
    }

    private static final Simulation.Given LOGICAL = Simulation.Given.none().with(
            dev.layoutprover.simulator.memory.Addresses.LOGICAL);

    private static Program read(RuleCase c) {
        return Program.of(Lowering.parse(Source.of(c.file().toString(), c.kernel())));
    }

    /** The rules with no kernel yet, beyond {@link #NO_KERNEL}: the list this test keeps honest. */
    static List<String> withoutKernels() {
        Set<String> valid = new HashSet<>();
        Set<String> invalid = new HashSet<>();
        for (RuleCase c : CASES) {
            (c.valid() ? valid : invalid).addAll(c.rules());
        }
        List<String> missing = new ArrayList<>();
        for (Rule r : Rules.all()) {
            if (!NO_KERNEL.containsKey(r.id()) && !(valid.contains(r.id()) && invalid.contains(r.id()))) {
                missing.add(r.id());
            }
        }
        return missing;
    }

    @Test
    void aSelectionOfSeveralTextsTakesTheCasesHoldingAnyOfThem() {
        assertTrue(selected("TRF/rows.rs:3 valid Row::TIME", ""));
        assertTrue(selected("TRF/rows.rs:3 valid Row::TIME", "Fetch/widths.rs,TRF/rows.rs"));
        assertFalse(selected("TRF/rows.rs:3 valid Row::TIME", "Fetch/widths.rs,Reducer/gemm.rs"));
    }

    @Test
    void everyCaseNamesARuleOfTheCatalogue() {
        assertEquals(List.of(), CASES.stream().filter(c -> !c.rules().stream().allMatch(Rules::contains))
                .map(RuleCase::name).toList());
    }

    @Test
    void theRulesWithoutAKernelAreTheKnownOnes() {
        assertEquals(NOT_YET, withoutKernels(), "a rule gained or lost its kernels: update NOT_YET");
    }

    @TestFactory
    Stream<DynamicTest> anInvalidKernelBreaksItsRuleAndNoOther() {
        return CASES.stream().filter(c -> !c.valid()).map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            Rule r = Rules.get(c.rule());
            Program p = read(c);
            List<Finding> fs = Verification.run(p, RUNS.prover).findings();
            assertFalse(fs.isEmpty(), c.name() + ": verify found nothing");
            for (Finding f : fs) {
                assertTrue(c.rules().contains(f.rule()), c.name() + ": " + f);
            }
            assertEquals(Set.copyOf(c.rules()), fs.stream().map(Finding::rule).collect(Collectors.toSet()),
                    c.name() + ": verify reports each rule of the case");
            if (c.rules().equals(List.of(Unmodelled.RULE))) {
                // no rule of the reference is broken, but what the kernel computes is decided where the model
                // cannot follow (the reference's compiled mapping library): verify says so, simulate is unknown
                // (in a file of several device functions, the one function the finding is in)
                long unknown = entries(p).stream().filter(f -> {
                    try {
                        Simulation.run(p, f, OptionalLong.of(1), RUNS.prover, LOGICAL);
                        return false;
                    } catch (Unmodelled u) {
                        return true;
                    }
                }).count();
                assertEquals(1, unknown, c.name() + ": simulate ends unknown");
                return;
            }
            if (r.level() == Rule.Level.WARNING && c.rules().contains(Unmodelled.RULE)) {
                // the reference accepts the kernel, but the simulator cannot go on past the warning: unknown
                Unmodelled u = assertThrows(Unmodelled.class, () -> Simulation.run(p, Optional.empty(),
                        OptionalLong.of(1), RUNS.prover, LOGICAL), c.name());
                assertTrue(u.reason().contains("past the warning " + r.id()), c.name() + ": " + u.reason());
                return;
            }
            if (r.level() == Rule.Level.WARNING) {
                // a warning never stops a run: simulate (with logical addresses, as `layout simulate` and the
                // reference, so that a tensor past the end of its memory still has bytes) reports it, goes on,
                // and the output is still right; in a file of several device functions, each runs
                Set<String> warned = new java.util.HashSet<>();
                for (Optional<String> f : entries(p)) {
                    Simulation s = Simulation.run(p, f, OptionalLong.of(1), RUNS.prover, LOGICAL);
                    assertEquals(Optional.empty(), s.violation().map(Finding::rule), "simulate: " + s);
                    s.checks().warnings().forEach(w -> warned.add(w.rule()));
                    assertTrue(s.passed(), c.name() + ": simulate goes on to a conformant output: " + s);
                }
                assertEquals(Set.copyOf(c.rules()), warned, "simulate: " + c.name());
            } else {
                // a file of several device functions, one of them broken: simulate stops that one at the rule, the
                // others run clean (or, where the broken one does not compile, stop at its type error too, as rustc
                // rejects the whole crate: one finding however many functions report it; a helper both call, broken
                // for both, stops each at that rule)
                Set<Finding> stops = new java.util.LinkedHashSet<>();
                for (Optional<String> f : entries(p)) {
                    Simulation s = Simulation.run(p, f, OptionalLong.of(1), RUNS.prover);
                    s.violation().ifPresent(stops::add);
                }
                assertEquals(List.of(r.id()), stops.stream().map(Finding::rule).distinct().toList(),
                        "simulate: " + c.name());
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> aValidKernelNearTheBoundaryIsClean() {
        return CASES.stream().filter(RuleCase::valid).map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            Program p = read(c);
            List<Finding> fs = Verification.run(p, RUNS.prover).findings();
            assertEquals(List.of(), fs.stream().map(Finding::toString).toList());
            for (Optional<String> f : entries(p)) {
                Simulation s = Simulation.run(p, f, OptionalLong.of(1), RUNS.prover);
                assertTrue(s.violation().isEmpty(), "simulate " + f.orElse("") + ": " + s.violation());
                assertEquals(List.of(), s.checks().warnings(), "simulate warned");
            }
        }));
    }

    /**
     * What {@code simulate} runs of a case: its one entry, or each device function of a file of several
     * with no host function.
     */
    private static List<Optional<String>> entries(Program p) {
        List<dev.layoutprover.kernel.syntax.Ast.Function> fs = p.functions();
        List<Optional<String>> devices = fs.stream()
                .filter(f -> f.kind() == dev.layoutprover.kernel.syntax.Ast.FunctionKind.DEVICE)
                .map(f -> Optional.of(f.name())).toList();
        boolean hostless = fs.stream().noneMatch(f -> f.kind() == dev.layoutprover.kernel.syntax.Ast.FunctionKind.HOST);
        return hostless && devices.size() > 1 ? devices : List.of(Optional.empty());
    }
}
