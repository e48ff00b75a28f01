package dev.layoutprover.cli;

import dev.layoutprover.simulator.rust.Finding;
import java.util.List;

/**
 * {@code layout verify}'s text: each finding as a compiler prints an error, with the line and a
 * caret, then one line per clean file and a summary.
 *
 * <pre>
 * gemm_tiles.rs:34:67: error[DM::OVERLAP]: DM range [4096, 135168) of b overlaps live tensor a at [0, 131072)
 *       let b: DmTensor&lt;…&gt; = b.to_dm(&amp;mut ctx.tdma, 1 &lt;&lt; 12);
 *                                   ^
 * verify: 2 findings in 1 of 1 file; 96 rule checks held
 * </pre>
 *
 * The summary counts the paths named: files, or crates when directories or {@code Cargo.toml} files are
 * named ({@code verify: no findings in 1 crate; 28 rule checks held}).
 *
 * A finding in a device function no test of its crate runs, or one its tests expect to panic, is
 * followed by a note saying so ({@link UntestedFindings}), and the summary counts such errors.
 */
final class VerifyText {

    private VerifyText() {}

    static String render(List<VerifyCommand.Checked> checked) {
        StringBuilder b = new StringBuilder();
        int findings = 0;
        int withFindings = 0;
        int held = 0;
        int errors = 0;
        int untestedErrors = 0;
        int panicErrors = 0;
        int unresolvedFunctions = 0;
        int unresolvedModules = 0;
        for (VerifyCommand.Checked c : checked) {
            List<Finding> fs = c.verification().findings();
            held += c.verification().checks().total();
            findings += fs.size();
            for (Finding f : fs) {
                if (f.rule().equals("Kernel::UNRESOLVED")) {
                    if (f.message().startsWith("the module ")) {
                        unresolvedModules++;
                    } else {
                        unresolvedFunctions++;
                    }
                }
                if (VerifyCommand.level(f.rule()).equals("error")) {
                    errors++;
                    untestedErrors += c.untested().note(f).isPresent() ? 1 : 0;
                    panicErrors += c.untested().panicNote(f).isPresent() ? 1 : 0;
                }
            }
            withFindings += fs.isEmpty() ? 0 : 1;
            file(c, b);
            modulesElsewhere(c, b);
        }
        b.append("verify: ");
        String unit = unit(checked);
        if (findings == 0) {
            b.append("no findings in ").append(plural(checked.size(), unit));
        } else {
            b.append(plural(findings, "finding")).append(" in ").append(withFindings).append(" of ")
                    .append(plural(checked.size(), unit));
        }
        long partial = checked.stream().filter(c -> c.unread() > 0).count();
        if (partial > 0) {
            b.append(", ").append(partial).append(" not read in full");
        }
        b.append("; ").append(held).append(" rule checks held");
        if (unresolvedFunctions + unresolvedModules > 0) {
            List<String> what = new java.util.ArrayList<>();
            if (unresolvedFunctions > 0) {
                what.add(plural(unresolvedFunctions, "function"));
            }
            if (unresolvedModules > 0) {
                what.add(plural(unresolvedModules, "module"));
            }
            b.append("; ").append(String.join(" and ", what)).append(" not checked, as read alone "
                    + "(Kernel::UNRESOLVED): name the crate to check them");
        }
        if (untestedErrors > 0) {
            b.append("; ").append(untestedErrors).append(" of the ").append(plural(errors, "error"))
                    .append(untestedErrors == 1 ? " is in a function" : " are in functions")
                    .append(" no test of the crate runs");
        }
        if (panicErrors > 0) {
            b.append(untestedErrors > 0 ? ", " : "; ").append(panicErrors).append(untestedErrors > 0 ? "" : " of the "
                    + plural(errors, "error")).append(panicErrors == 1 ? " in a function" : " in functions")
                    .append(" its tests expect to panic");
        }
        return b.toString();
    }

    /** The findings of one file, each with its line and a caret, or the line saying it is clean. */
    private static void file(VerifyCommand.Checked c, StringBuilder b) {
        List<Finding> fs = c.verification().findings();
        if (fs.isEmpty() && c.unread() > 0) {
            b.append(c.file()).append(": not read in full (").append(plural(c.unread(), "read error"))
                    .append(" above); no findings in what was read (").append(c.verification().checks().total())
                    .append(" rule checks held)\n");
        } else if (fs.isEmpty()) {
            b.append(c.file()).append(": clean (").append(c.verification().checks().total())
                    .append(" rule checks held)\n");
        }
        for (Finding f : fs) {
            b.append(f.where()).append(": ").append(VerifyCommand.level(f.rule())).append("[").append(f.rule())
                    .append("]: ").append(f.message()).append("\n").append(f.location().caret()).append("\n");
            c.untested().note(f).or(() -> c.untested().panicNote(f)).ifPresent(n -> b.append("  note: ").append(n).append("\n"));
        }
    }

    /**
     * A note for a file that declares modules in files of their own: those are verified when named,
     * or with the crate. Example: {@code src/matmul/mod.rs: note: 2 module files it declares are verified
     * when named, or with the whole crate: src/matmul/split.rs, src/matmul/tiles.rs}
     */
    private static void modulesElsewhere(VerifyCommand.Checked c, StringBuilder b) {
        List<String> files = c.unnamedModuleFiles();
        if (!files.isEmpty()) {
            b.append(c.file()).append(": note: ").append(plural(files.size(), "module file"))
                    .append(" it declares ").append(files.size() == 1 ? "is" : "are")
                    .append(" verified when named, or with the whole crate: ").append(String.join(", ", files))
                    .append("\n");
        }
    }

    /**
     * What the summary counts: the paths named, as files, crates (a directory or a Cargo.toml named), or
     * paths when both were named. {@code layout verify ../crate} ends {@code verify: 55 findings in 1 of 1 crate}.
     */
    private static String unit(List<VerifyCommand.Checked> checked) {
        long crates = checked.stream().filter(c -> isCrate(c.file())).count();
        return crates == 0 ? "file" : crates == checked.size() ? "crate" : "path";
    }

    private static boolean isCrate(String shown) {
        java.nio.file.Path p = java.nio.file.Path.of(shown);
        return java.nio.file.Files.isDirectory(p) || p.getFileName() != null
                && p.getFileName().toString().equals("Cargo.toml");
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
