package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's {@code --help} prints whole, with nothing on standard error. */
class HelpTextTest {

    /** Every command and subcommand, as the words that name it: {@code [check, subview]}. */
    static List<List<String>> commands() {
        List<List<String>> out = new ArrayList<>();
        for (String name : List.of("eval", "equiv", "check", "show", "cute", "bench", "prove", "simulate", "verify",
                "kernels", "rules")) {
            out.add(List.of(name));
        }
        // the subcommands of check, cute and bench are added at run time
        for (String property : List.of("injective", "surjective", "bounds", "holes", "wraparound", "overlap",
                "truncation", "subview")) {
            out.add(List.of("check", property));
        }
        for (String group : List.of("cute", "bench")) {
            CommandLine c = new CommandLine(group.equals("cute") ? new CuteCommand() : new BenchCommand());
            if (group.equals("cute")) {
                CuteCommand.addSubcommands(c);
            } else {
                BenchCommand.addSubcommands(c);
            }
            c.getSubcommands().keySet().stream().filter(n -> !n.equals("help")).forEach(n -> out.add(List.of(group, n)));
        }
        return out;
    }

    @Test
    void everyHelpPrintsWithoutWarnings() {
        List<List<String>> all = commands();
        assertTrue(all.size() > 40, () -> all.size() + " commands");
        for (List<String> words : all) {
            List<String> args = new ArrayList<>(words);
            args.add("--help");
            Run r = run(args.toArray(String[]::new));
            assertEquals(0, r.exit(), () -> words + ": " + r);
            assertEquals("", r.err(), () -> words + " --help wrote to standard error");
            assertTrue(r.out().contains("Usage: layout " + String.join(" ", words)), () -> words + ": " + r.out());
        }
    }

    /**
     * The command lines a help text shows as examples: each {@code Example: layout …} line and the
     * {@code layout …} lines indented under it, a trailing backslash joining the next line; words
     * split at spaces outside single quotes.
     */
    static List<List<String>> examples(String help) {
        List<List<String>> out = new ArrayList<>();
        String joined = help.replaceAll("\\\\\n\\s*", " ");
        boolean inExample = false;
        for (String line : joined.lines().toList()) {
            String t = line.strip();
            if (line.startsWith("Example:")) {
                t = t.substring("Example:".length()).strip();
            } else if (!(inExample && line.startsWith(" ") && t.startsWith("layout "))) {
                inExample = false;
                continue;
            }
            inExample = t.startsWith("layout ");
            if (inExample) {
                out.add(words(t.substring("layout ".length())));
            }
        }
        return out;
    }

    private static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : line.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    out.add(w.toString());
                }
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) {
            out.add(w.toString());
        }
        return out;
    }

    @Test
    void theExamplesAreReadAsTheShellWouldSplitThem() {
        assertEquals(List.of(List.of("check", "subview", "--axes", "A=8, B=512", "--parent", "m![A, B]", "--tile", "m![B / 32]",
                        "--size", "2", "--start", "3", "m![A, B / 32 = 2 # 16, B % 32]")),
                examples("Example: layout check subview --axes 'A=8, B=512' --parent 'm![A, B]' \\\n"
                        + "           --tile 'm![B / 32]' --size 2 --start 3 'm![A, B / 32 = 2 # 16, B % 32]'\n"
                        + "      VIEW                 The view's mapping.\n"));
        assertEquals(List.of(List.of("equiv", "A", "B"), List.of("equiv", "C", "D")),
                examples("Example: layout equiv A B\n         layout equiv C D\n\nlayout eval X 1\n"));
    }

    /**
     * Every example a help text shows runs to an answer (exit 0 or 1), never bad input: those on
     * mappings and layouts in process, and those on the project's example kernels from the root.
     * Examples on the reference crate, a shell redirection or a glob need the shell and are left out.
     */
    @Test
    void everyExampleInAHelpRunsToAnAnswer() {
        int ran = 0;
        for (List<String> words : commands()) {
            List<String> args = new ArrayList<>(words);
            args.add("--help");
            for (List<String> example : examples(run(args.toArray(String[]::new)).out())) {
                if (example.stream().anyMatch(w -> w.contains("corpus") || w.equals(">") || w.contains("*")
                        || w.endsWith("/") || w.startsWith("bench"))) {
                    continue;
                }
                List<String> fromHere = example.stream().map(w -> w.startsWith("examples/") ? "../" + w : w).toList();
                Run r = run(fromHere.toArray(String[]::new));
                assertTrue(r.exit() == 0 || r.exit() == 1, () -> words + " --help shows " + example + ": " + r);
                ran++;
            }
        }
        assertTrue(ran >= 29, ran + " examples ran");
    }

    @Test
    void theSubviewTileOptionShowsItsExampleWhole() {
        Run r = run("check", "subview", "--help");
        assertTrue(r.out().replaceAll("\\s+", " ").contains("e.g. m![[A, B] # 64 % 4] (its start adds to the group's flat value)."),
                r::out);
    }

    @Test
    void everyCommandStatesItsOwnExitStatuses() {
        String root = "Exit status: 0 holds / done, 1 refuted, 2 bad input, 3 unknown, 4 internal error.";
        for (List<String> words : commands()) {
            List<String> args = new ArrayList<>(words);
            args.add("--help");
            String help = run(args.toArray(String[]::new)).out();
            assertTrue(help.contains("Exit status: "), () -> words + " states no exit status");
            assertTrue(!help.contains(root), () -> words + " states the root command's exit statuses");
        }
        assertTrue(run("bench", "fuzz", "--help").out()
                .contains("Exit status: 0 every answer honest, 1 some not (each printed), 2 bad input."));
        assertTrue(run("bench", "prover", "--help").out().contains("Exit status: 0 measured, 2 bad input."));
    }

    @Test
    void aFuzzTimeLimitOfZeroIsBadInputNotEveryAnswerDishonest() {
        assertEquals(new Run(2, "", "error: --limit 0: expected 1 to 3600000\n"),
                run("bench", "fuzz", "--inputs", "3", "--limit", "0"));
    }

    @Test
    void theMacBudgetHelpIsOneParagraph() {
        String raw = run("bench", "simulate", "--help").out();
        assertTrue(!raw.contains("multiply-accumulates;\n"), raw);
        String help = raw.replaceAll("\\s+", " ");
        assertTrue(help.contains("--max-macs=N Run a device function concretely only if it takes at most N"
                + " multiply-accumulates; above, it is checked symbolically (a host function always runs"
                + " concretely). Default: 100000000000."), help);
    }
}
