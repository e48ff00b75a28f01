package dev.layoutprover.cli;

import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import dev.layoutprover.simulator.rust.Finding;
import dev.layoutprover.kernel.syntax.Location;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code layout verify --format sarif}: one SARIF 2.1.0 log with one run whose tool is
 * {@code layout-prover}, one rule per rule name found (id, short and full description, help text and
 * the book section, from the rule catalogue), and one result per finding with
 * {@code ruleId}, {@code ruleIndex}, {@code level} ({@code error}; {@code warning} for Kernel::… rules), {@code message.text} and a
 * {@code physicalLocation} (the file's relative URI under {@code %SRCROOT%}, or an absolute
 * {@code file:} URI, and the region's {@code startLine} and {@code startColumn}), as code-scanning
 * services read it; a finding inside a helper function or loop adds a {@code codeFlows} thread
 * flow from the call outwards.
 *
 * <p>Example: a finding of {@code TRF::CAPACITY} at {@code examples/kernels/broken/gemm.rs:47:10}
 * is the result {@code {"ruleId": "TRF::CAPACITY", "ruleIndex": 1, "level": "error", "message":
 * {"text": "TRF Element::SIZE …"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri":
 * "examples/kernels/broken/gemm.rs", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 47,
 * "startColumn": 10}}}]}}. The run's one invocation is {@code executionSuccessful} unless a file or
 * function could not be read; each such error is a {@code toolExecutionNotifications} entry of level
 * {@code error}, with the {@code physicalLocation} of a syntax or name error.
 */
final class Sarif {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private Sarif() {}

    /**
     * The log of {@code checked}; {@code unread} (the messages of files or functions that could not
     * be read) makes the run's one invocation unsuccessful, each an error notification.
     */
    static Map<String, Object> log(List<VerifyCommand.Checked> checked, List<VerifyCommand.Unread> unread) {
        List<String> ruleIds = new ArrayList<>();
        List<Object> results = new ArrayList<>();
        for (VerifyCommand.Checked c : checked) {
            for (Finding f : c.verification().findings()) {
                if (!ruleIds.contains(f.rule())) {
                    ruleIds.add(f.rule());
                }
                results.add(result(f, ruleIds.indexOf(f.rule()), c.untested()));
            }
        }
        List<Object> rules = new ArrayList<>();
        for (String id : ruleIds) {
            Map<String, Object> rule = new LinkedHashMap<>();
            Rule catalogued = Rules.get(id);
            rule.put("id", id);
            rule.put("shortDescription", Map.of("text", catalogued.statement()));
            rule.put("fullDescription", Map.of("text", catalogued.statement() + " Compares " + catalogued.compares()
                    + ". Reference: " + String.join("; ", catalogued.reference()) + ". Decided from "
                    + catalogued.decided().word() + "."));
            rule.put("help", Map.of("text", RulesCommand.explanation(catalogued)));
            rule.put("properties", Map.of("book", catalogued.book(), "decided", catalogued.decided().word()));
            rules.add(rule);
        }
        Map<String, Object> driver = new LinkedHashMap<>();
        driver.put("name", "layout-prover");
        driver.put("version", "0.1.0");
        driver.put("rules", rules);
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("tool", Map.of("driver", driver));
        run.put("results", results);
        Map<String, Object> invocation = new LinkedHashMap<>();
        invocation.put("executionSuccessful", unread.isEmpty());
        invocation.put("toolExecutionNotifications", unread.stream().map(Sarif::notification).toList());
        run.put("invocations", List.of(invocation));
        Map<String, Object> log = new LinkedHashMap<>();
        log.put("$schema", SCHEMA);
        log.put("version", "2.1.0");
        log.put("runs", List.of(run));
        return log;
    }

    /** An error notification of a file or function not read, with its location when known. */
    private static Map<String, Object> notification(VerifyCommand.Unread u) {
        Map<String, Object> n = new LinkedHashMap<>();
        n.put("level", "error");
        n.put("message", Map.of("text", u.message()));
        if (u.at() != null) {
            n.put("locations", List.of(Map.of("physicalLocation", physical(u.at()))));
        }
        return n;
    }

    private static Map<String, Object> frame(Location at, String function) {
        Map<String, Object> loc = new LinkedHashMap<>();
        loc.put("physicalLocation", physical(at));
        if (function != null) {
            loc.put("message", Map.of("text", "via " + function));
        }
        return Map.of("location", loc);
    }

    private static Map<String, Object> physical(Location at) {
        Map<String, Object> artifact = new LinkedHashMap<>();
        Path path = Path.of(at.file());
        if (path.isAbsolute()) {
            artifact.put("uri", path.toUri().toString());
        } else {
            artifact.put("uri", relativeUri(path.normalize().toString().replace('\\', '/')));
            artifact.put("uriBaseId", "%SRCROOT%");
        }
        Map<String, Object> region = new LinkedHashMap<>();
        region.put("startLine", at.line());
        region.put("startColumn", at.column());
        Map<String, Object> physical = new LinkedHashMap<>();
        physical.put("artifactLocation", artifact);
        physical.put("region", region);
        return physical;
    }

    /**
     * A relative path as a URI reference: spaces and other characters a URI may not hold, and every
     * non-ASCII one, percent-encoded ({@code my dir/ä.rs} is {@code my%20dir/%C3%A4.rs}).
     */
    static String relativeUri(String path) {
        try {
            int slash = path.indexOf('/');
            // a colon in the first segment would read as a scheme
            String safe = path.substring(0, slash < 0 ? path.length() : slash).contains(":") ? "./" + path : path;
            return new java.net.URI(null, null, safe, null).toASCIIString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("a relative path is a URI path: " + path, e);
        }
    }

    private static Map<String, Object> result(Finding f, int ruleIndex, UntestedFindings tests) {
        Map<String, Object> physical = physical(f.location());
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("ruleId", f.rule());
        r.put("ruleIndex", ruleIndex);
        r.put("level", VerifyCommand.level(f.rule()));
        r.put("message", Map.of("text", f.message()));
        r.put("locations", List.of(Map.of("physicalLocation", physical)));
        Map<String, Object> properties = new LinkedHashMap<>();
        if (f.iterations() > 1) {
            properties.put("iterations", f.iterations());
        }
        tests.note(f).ifPresent(n -> properties.put("untested", n));
        tests.panicNote(f).ifPresent(n -> properties.put("expectedPanic", n));
        if (!properties.isEmpty()) {
            r.put("properties", properties);
        }
        if (!f.via().isEmpty()) {
            List<Object> frames = new ArrayList<>();
            frames.add(frame(f.location(), null));
            for (Finding.Frame fr : f.via()) {
                frames.add(frame(fr.at(), fr.function()));
            }
            r.put("codeFlows", List.of(Map.of("threadFlows", List.of(Map.of("locations", frames)))));
        }
        return r;
    }
}
