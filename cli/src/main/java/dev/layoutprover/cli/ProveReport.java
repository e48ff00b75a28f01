package dev.layoutprover.cli;

import dev.layoutprover.proofs.Outcome;
import dev.layoutprover.proofs.Result;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The results of {@code layout prove}: a table with one row per claim (claim, verdict, expected
 * verdict, scope, solver, milliseconds), the counterexamples of the refuted claims, the claims whose
 * verdict is not the expected one, and a summary line; or, with {@code --json},
 * {@code {"claims": [{"name", "property", "expected", "verdict", "met", "scope", "solver",
 * "millis", "detail", "file", "line", "source"}…], "met": N, "total": M, "millis": T}}.
 */
record ProveReport(List<Result> results, long millis) {

    private static final int SCOPE_WIDTH = 46;

    boolean allMet() {
        return results.stream().allMatch(Result::met);
    }

    long met() {
        return results.stream().filter(Result::met).count();
    }

    String toText() {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"claim", "verdict", "expected", "scope", "solver", "ms"});
        for (Result r : results) {
            rows.add(new String[] {r.claim().name(), r.outcome().answer().word() + (r.met() ? "" : " !"),
                    r.claim().expected().word(), abbreviate(r.outcome().scope()), r.outcome().solver(),
                    Long.toString(r.millis())});
        }
        int[] width = new int[6];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        StringBuilder s = new StringBuilder();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                if (i == row.length - 1) {
                    line.append(" ".repeat(width[i] - row[i].length())).append(row[i]);
                } else {
                    line.append(row[i]).append(" ".repeat(width[i] - row[i].length() + 2));
                }
            }
            s.append(line.toString().stripTrailing()).append('\n');
        }
        List<Result> refuted = results.stream().filter(r -> r.met() && r.outcome().answer() == Outcome.Answer.REFUTED).toList();
        if (!refuted.isEmpty()) {
            s.append("\nRefuted, as documented:\n");
            refuted.forEach(r -> s.append("  ").append(r.claim().name()).append(": ").append(r.outcome().detail()).append('\n'));
        }
        List<Result> missed = results.stream().filter(r -> !r.met()).toList();
        if (!missed.isEmpty()) {
            s.append("\nNot met:\n");
            missed.forEach(r -> s.append("  ").append(r.claim().name()).append(" (").append(r.claim().location())
                    .append("): expected ").append(r.claim().expected().word()).append(", got ")
                    .append(r.outcome().answer().word()).append(": ").append(r.outcome().detail()).append('\n'));
        }
        long proved = results.stream().filter(r -> r.met() && r.outcome().answer() == Outcome.Answer.PROVED).count();
        s.append('\n').append(met()).append(" of ").append(results.size()).append(" claims met their expected verdict (")
                .append(proved).append(" proved, ").append(refuted.size()).append(" refuted as documented) in ")
                .append(String.format(Locale.ROOT, "%.1f s", millis / 1000.0));
        return s.toString();
    }

    Map<String, Object> toJson() {
        List<Object> claims = new ArrayList<>();
        for (Result r : results) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("name", r.claim().name());
            o.put("property", r.claim().property());
            o.put("expected", r.claim().expected().word());
            o.put("verdict", r.outcome().answer().word());
            o.put("met", r.met());
            o.put("scope", r.outcome().scope());
            o.put("solver", r.outcome().solver());
            o.put("millis", r.millis());
            o.put("detail", r.outcome().detail());
            o.put("file", r.claim().file().toString());
            o.put("line", r.claim().line());
            o.put("source", r.claim().source());
            claims.add(o);
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("claims", claims);
        o.put("met", met());
        o.put("total", results.size());
        o.put("millis", millis);
        o.put("errors", List.of());
        return o;
    }

    /**
     * The JSON of a run that decided nothing because claim files have errors: no claims, and each
     * problem as {@code {"file", "line", "message"}} (line 0 when the problem is the whole file).
     */
    static Map<String, Object> errorsJson(List<dev.layoutprover.proofs.CatalogueException.Problem> problems) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("claims", List.of());
        o.put("met", 0);
        o.put("total", 0);
        o.put("millis", 0);
        o.put("errors", problems.stream().map(p -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("file", p.file());
            e.put("line", p.line());
            e.put("message", p.message());
            return e;
        }).toList());
        return o;
    }

    private static String abbreviate(String scope) {
        return scope.length() <= SCOPE_WIDTH ? scope : scope.substring(0, SCOPE_WIDTH - 3) + "...";
    }
}
