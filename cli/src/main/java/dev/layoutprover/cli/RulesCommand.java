package dev.layoutprover.cli;

import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code layout rules}: the rule catalogue, as a linter lists its rules; {@code --explain RULE}
 * prints one rule in full, as {@code rustc --explain} does.
 *
 * <p>Example: {@code layout rules --explain Row::TIME} prints the statement, what it compares, the
 * reference file, how it is decided, the book section and a valid and an invalid fragment.
 */
@Command(name = "rules", sortOptions = false,
        header = "List the rules verify and simulate check, or explain one.",
        description = {"Every rule a kernel can break, named Engine::RULE: a check of the reference API",
                "(furiosa-visa-std, an assertion or a type-level constraint) or a hardware rule of the book",
                "the reference emulator does not check (reference \"book\"). A book rule is reported as a",
                "warning, as the reference accepts kernels breaking it, but for the address overlaps and",
                "liveness (DM::OVERLAP, HBM::OVERLAP, VRF::OVERLAP, DM::LIVE, TRF::LIVE), errors: the",
                "reference does not model addresses. Each rule says what decides it:",
                "types, constants, addresses or the prover (verify decides these without data), or data",
                "(only simulate sees values).", "",
                "Example: layout rules --explain Row::TIME"},
        footer = {"", "--format json prints an array of {\"id\", \"statement\", \"compares\", \"reference\": [..],",
                "\"decided\", \"static\", \"book\", \"valid\", \"invalid\"}; with --explain, the one rule's object.", "",
                "Exit status: 0 listed, 2 unknown rule (the message lists the rules of its engine)."})
final class RulesCommand implements Callable<Integer> {

    @Mixin
    TextOrJson format;

    @Option(names = "--explain", paramLabel = "RULE", description = "Explain one rule, e.g. Row::TIME.")
    String explain;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<Rule> rules = new ArrayList<>(Rules.all());
        if (explain != null) {
            if (explain.isBlank()) {
                throw new Inputs.BadInput("--explain: expected a rule name such as Row::TIME; 'layout rules' lists them all");
            }
            Rule r = Rules.find(explain.strip()).orElseThrow(() -> new Inputs.BadInput("--explain: no rule "
                    + Guard.visible(explain) + " (" + near(explain.strip()) + "; 'layout rules' lists them all)"));
            rules = List.of(r);
        }
        String out;
        if (format.json()) {
            out = Json.write(explain != null ? json(rules.get(0)) : rules.stream().map(RulesCommand::json).toList());
        } else {
            out = explain != null ? explanation(rules.get(0)) : table(rules);
        }
        spec.commandLine().getOut().println(out);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * What the catalogue holds near {@code id}: the rule spelled so in other letter case
     * ({@code row::time}: did you mean Row::TIME?), else the rules of its engine (in any case).
     */
    private static String near(String id) {
        Optional<String> other = Rules.all().stream().map(Rule::id).filter(r -> r.equalsIgnoreCase(id)).findFirst();
        if (other.isPresent()) {
            return "did you mean " + other.get() + "? rule names are case-sensitive";
        }
        int sep = id.indexOf("::");
        String engine = sep < 0 ? id : id.substring(0, sep);
        List<String> same = Rules.all().stream().map(Rule::id)
                .filter(r -> r.regionMatches(true, 0, engine + "::", 0, engine.length() + 2)).toList();
        return same.isEmpty() ? "no rule of " + Guard.visible(engine)
                : "rules of " + same.get(0).substring(0, engine.length()) + ": " + String.join(", ", same);
    }

    static Map<String, Object> json(Rule r) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", r.id());
        o.put("statement", r.statement());
        o.put("compares", r.compares());
        o.put("reference", r.reference());
        o.put("decided", r.decided().word());
        o.put("static", r.isStatic());
        o.put("book", r.book());
        o.put("valid", r.valid());
        o.put("invalid", r.invalid());
        return o;
    }

    private static String table(List<Rule> rules) {
        int width = rules.stream().mapToInt(r -> r.id().length()).max().orElse(4);
        StringBuilder b = new StringBuilder();
        b.append(pad("rule", width)).append("  ").append(pad("decided", 9)).append("  statement\n");
        for (Rule r : rules) {
            b.append(pad(r.id(), width)).append("  ").append(pad(r.decided().word(), 9)).append("  ")
                    .append(r.statement()).append("\n");
            b.append(pad("", width)).append("  ").append(pad("", 9)).append("  reference: ")
                    .append(String.join("; ", r.reference())).append("\n");
        }
        long fromReference = rules.stream().filter(Rule::inReference).count();
        long statics = rules.stream().filter(Rule::isStatic).count();
        b.append(rules.size()).append(" rules: ").append(fromReference).append(" from the reference, ")
                .append(rules.size() - fromReference).append(" from the book; ").append(statics)
                .append(" decided by verify without data");
        return b.toString();
    }

    static String explanation(Rule r) {
        return r.id() + ": " + r.statement() + "\n\n"
                + "compares:  " + r.compares() + "\n"
                + "decided:   " + r.decided().word() + (r.isStatic() ? " (verify decides it without data)"
                        : " (only simulate sees it)") + "\n"
                + "reference: " + String.join("; ", r.reference()) + "\n"
                + "book:      " + r.book() + "\n"
                + (r.level() == Rule.Level.WARNING && !r.isTool() ? "level:     warning (a rule of the book the "
                        + "reference does not check: it accepts kernels breaking it)\n" : "") + "\n"
                + "valid:\n    " + r.valid() + "\n"
                + "invalid:\n    " + r.invalid();
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
