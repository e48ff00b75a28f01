package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code layout rules}: the catalogue as a table, as JSON, and one rule explained. */
class RulesCommandTest {

    @Test
    void theTableListsEveryRuleOfTheCatalogueWithItsReference() {
        Run r = run("rules");
        assertEquals(0, r.exit(), r.err());
        for (Rule rule : Rules.all()) {
            assertTrue(r.out().contains("\n" + rule.id() + " "), rule.id());
            assertTrue(r.out().contains("reference: " + String.join("; ", rule.reference())), rule.id());
        }
        long fromReference = Rules.all().stream().filter(Rule::inReference).count();
        assertTrue(r.out().endsWith(Rules.all().size() + " rules: " + fromReference + " from the reference, "
                + (Rules.all().size() - fromReference) + " from the book; "
                + Rules.all().stream().filter(Rule::isStatic).count() + " decided by verify without data\n"), r.out());
    }

    @Test
    void theJsonListIsTheCatalogueInOrder() throws IOException {
        Run r = run("rules", "--format", "json");
        assertEquals(0, r.exit(), r.err());
        JsonNode a = new ObjectMapper().readTree(r.out());
        List<String> ids = new ArrayList<>();
        a.forEach(n -> ids.add(n.get("id").asText()));
        assertEquals(Rules.all().stream().map(Rule::id).toList(), ids);
        JsonNode row = a.get(ids.indexOf("Row::DIVIDES_TIME"));
        assertEquals("stream_tensor.rs:1162", row.get("reference").get(0).asText());
        assertEquals("types", row.get("decided").asText());
        assertTrue(row.get("static").asBoolean());
    }

    @Test
    void theJsonOfOneExplainedRuleIsItsObjectWithEveryDocumentedField() throws IOException {
        Run r = run("rules", "--format", "json", "--explain", "Row::TIME");
        assertEquals(0, r.exit(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertTrue(o.isObject(), r.out());
        List<String> fields = new ArrayList<>();
        o.fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("id", "statement", "compares", "reference", "decided", "static", "book", "valid", "invalid"), fields);
        assertEquals("Row::TIME", o.get("id").asText());
        assertEquals("stream_tensor.rs:1151", o.get("reference").get(0).asText());
    }

    @Test
    void explainPrintsTheStatementTheFragmentsAndTheBookSection() {
        Run r = run("rules", "--explain", "Row::TIME");
        assertEquals(0, r.exit(), r.err());
        Rule rule = Rules.get("Row::TIME");
        assertEquals("Row::TIME: " + rule.statement() + "\n\n"
                + "compares:  Row::SIZE and Time::SIZE\n"
                + "decided:   types (verify decides it without data)\n"
                + "reference: stream_tensor.rs:1151\n"
                + "book:      Computing Tensors › Contraction Engine › TRF Sequencer\n\n"
                + "valid:\n    " + rule.valid() + "\n"
                + "invalid:\n    " + rule.invalid() + "\n", r.out());
    }

    @Test
    void explainingAnUnknownRuleExitsTwoAndNamesTheEnginesRules() {
        Run r = run("rules", "--explain", "Row::WIDTH");
        assertEquals(2, r.exit());
        assertEquals("", r.out());
        assertEquals("error: --explain: no rule Row::WIDTH (rules of Row: Row::SIZE, Row::TIME, Row::DIVIDES_TIME; "
                + "'layout rules' lists them all)\n", r.err());
    }

    @Test
    void aRuleInOtherLetterCaseIsNamedAsItIsSpelled() {
        assertEquals(new Run(2, "", "error: --explain: no rule row::time (did you mean Row::TIME? rule names are"
                + " case-sensitive; 'layout rules' lists them all)\n"), run("rules", "--explain", "row::time"));
        assertEquals(new Run(2, "", "error: --explain: no rule row::width (rules of Row: Row::SIZE, Row::TIME,"
                + " Row::DIVIDES_TIME; 'layout rules' lists them all)\n"), run("rules", "--explain", "row::width"));
    }

    @Test
    void anEmptyRuleNameIsBadInputAskingForOne() {
        assertEquals(new Run(2, "", "error: --explain: expected a rule name such as Row::TIME; 'layout rules' lists"
                + " them all\n"), run("rules", "--explain", " "));
    }
}
