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
 */
final class VerifyText {

    private VerifyText() {}

    static String render(List<VerifyCommand.Checked> checked) {
        StringBuilder b = new StringBuilder();
        int findings = 0;
        int withFindings = 0;
        int held = 0;
        for (VerifyCommand.Checked c : checked) {
            List<Finding> fs = c.verification().findings();
            held += c.verification().checks().total();
            if (fs.isEmpty() && c.unread() > 0) {
                b.append(c.file()).append(": not read in full (").append(plural(c.unread(), "read error"))
                        .append(" above); no findings in what was read (").append(c.verification().checks().total())
                        .append(" rule checks held)\n");
                continue;
            }
            if (fs.isEmpty()) {
                b.append(c.file()).append(": clean (").append(c.verification().checks().total())
                        .append(" rule checks held)\n");
                continue;
            }
            withFindings++;
            findings += fs.size();
            for (Finding f : fs) {
                b.append(f.where()).append(": ").append(VerifyCommand.level(f.rule())).append("[").append(f.rule()).append("]: ").append(f.message()).append("\n")
                        .append(f.location().caret()).append("\n");
            }
        }
        b.append("verify: ");
        if (findings == 0) {
            b.append("no findings in ").append(plural(checked.size(), "file"));
        } else {
            b.append(plural(findings, "finding")).append(" in ").append(withFindings).append(" of ")
                    .append(plural(checked.size(), "file"));
        }
        long partial = checked.stream().filter(c -> c.unread() > 0).count();
        if (partial > 0) {
            b.append(", ").append(partial).append(" not read in full");
        }
        return b.append("; ").append(held).append(" rule checks held").toString();
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
