package dev.layoutprover.cli;

import dev.layoutprover.simulator.rust.Finding;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code layout verify --format sarif}: one SARIF 2.1.0 log with one run whose tool is
 * {@code layout-prover}, one rule per rule name found, and one result per finding with
 * {@code ruleId}, {@code ruleIndex}, {@code level} ({@code error}; {@code warning} for Kernel::… rules), {@code message.text} and a
 * {@code physicalLocation} (the file's relative URI under {@code %SRCROOT%}, or an absolute
 * {@code file:} URI, and the region's {@code startLine} and {@code startColumn}), as code-scanning
 * services read it.
 *
 * <p>Example: a finding of {@code TRF::CAPACITY} at {@code examples/kernels/broken/gemm.rs:47:10}
 * is the result {@code {"ruleId": "TRF::CAPACITY", "ruleIndex": 1, "level": "error", "message":
 * {"text": "TRF Element::SIZE …"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri":
 * "examples/kernels/broken/gemm.rs", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 47,
 * "startColumn": 10}}}]}}.
 */
final class Sarif {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private Sarif() {}

    static Map<String, Object> log(List<VerifyCommand.Checked> checked) {
        List<String> ruleIds = new ArrayList<>();
        List<Object> results = new ArrayList<>();
        for (VerifyCommand.Checked c : checked) {
            for (Finding f : c.verification().findings()) {
                if (!ruleIds.contains(f.rule())) {
                    ruleIds.add(f.rule());
                }
                results.add(result(f, ruleIds.indexOf(f.rule())));
            }
        }
        List<Object> rules = new ArrayList<>();
        for (String id : ruleIds) {
            Map<String, Object> rule = new LinkedHashMap<>();
            rule.put("id", id);
            rule.put("shortDescription", Map.of("text", RuleDescriptions.of(id)));
            rules.add(rule);
        }
        Map<String, Object> driver = new LinkedHashMap<>();
        driver.put("name", "layout-prover");
        driver.put("version", "0.1.0");
        driver.put("rules", rules);
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("tool", Map.of("driver", driver));
        run.put("results", results);
        Map<String, Object> log = new LinkedHashMap<>();
        log.put("$schema", SCHEMA);
        log.put("version", "2.1.0");
        log.put("runs", List.of(run));
        return log;
    }

    private static Map<String, Object> result(Finding f, int ruleIndex) {
        Map<String, Object> artifact = new LinkedHashMap<>();
        Path path = Path.of(f.location().file());
        if (path.isAbsolute()) {
            artifact.put("uri", path.toUri().toString());
        } else {
            artifact.put("uri", path.normalize().toString().replace('\\', '/'));
            artifact.put("uriBaseId", "%SRCROOT%");
        }
        Map<String, Object> region = new LinkedHashMap<>();
        region.put("startLine", f.location().line());
        region.put("startColumn", f.location().column());
        Map<String, Object> physical = new LinkedHashMap<>();
        physical.put("artifactLocation", artifact);
        physical.put("region", region);
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("ruleId", f.rule());
        r.put("ruleIndex", ruleIndex);
        r.put("level", VerifyCommand.level(f.rule()));
        r.put("message", Map.of("text", f.message()));
        r.put("locations", List.of(Map.of("physicalLocation", physical)));
        return r;
    }
}
