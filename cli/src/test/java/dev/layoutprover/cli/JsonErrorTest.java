package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that takes {@code --json} answers bad input with one JSON object on standard
 * output ({@code error}, {@code argument}, {@code input}, {@code position}, {@code exit}), exit 2,
 * and the human message on standard error, as without {@code --json}.
 */
class JsonErrorTest {

    /** Undeclared {@code Q} at column 7 of the mapping. */
    private static final String UNKNOWN_AXIS = "unknown axis 'Q' (declared: A)";
    /** A CuTe layout cut off inside its stride tuple: the end of input is column 9. */
    private static final String OPEN_STRIDE = "(2,3):(1";
    private static final String OPEN_STRIDE_ERROR = "expected ')' to close the stride tuple at column 7, found end of input";

    /** One command, arguments it refuses, and the object it must print for them. */
    private static Arguments row(String command, List<String> args, String error, String argument, String input,
            Integer position) {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("error", error);
        expected.put("argument", argument);
        expected.put("input", input);
        expected.put("position", position);
        expected.put("exit", 2);
        return Arguments.of(command, args, expected);
    }

    static Stream<Arguments> refusals() {
        List<Arguments> rows = new ArrayList<>();
        rows.add(row("eval", List.of("--axes", "A=4", "m![A, Q]", "0"), UNKNOWN_AXIS, "MAPPING", "m![A, Q]", 7));
        rows.add(row("equiv", List.of("--axes", "A=4", "m![A, Q]", "m![A]"), UNKNOWN_AXIS, "LEFT", "m![A, Q]", 7));
        for (String property : List.of("injective", "surjective", "bounds", "holes", "wraparound", "overlap",
                "truncation")) {
            rows.add(row("check " + property, List.of("--axes", "A=4", "m![A, Q]"), UNKNOWN_AXIS, "MAPPING",
                    "m![A, Q]", 7));
        }
        rows.add(row("check subview", List.of("--axes", "A=4", "--parent", "m![A, Q]", "--tile", "m![A]", "--size", "1",
                "--start", "0", "m![A]"), UNKNOWN_AXIS, "--parent", "m![A, Q]", 7));
        rows.add(row("cute eval", List.of(OPEN_STRIDE, "0"), OPEN_STRIDE_ERROR, "LAYOUT", OPEN_STRIDE, 9));
        rows.add(row("cute idx2crd", List.of(OPEN_STRIDE, "0"), OPEN_STRIDE_ERROR, "LAYOUT", OPEN_STRIDE, 9));
        for (String unary : List.of("coalesce", "right-inverse", "left-inverse")) {
            rows.add(row("cute " + unary, List.of(OPEN_STRIDE), OPEN_STRIDE_ERROR, "L", OPEN_STRIDE, 9));
        }
        for (String binary : List.of("composition", "logical-divide", "zipped-divide", "tiled-divide", "flat-divide",
                "logical-product", "zipped-product", "tiled-product", "flat-product", "blocked-product",
                "raked-product")) {
            rows.add(row("cute " + binary, List.of(OPEN_STRIDE, "4:1"), OPEN_STRIDE_ERROR, "A", OPEN_STRIDE, 9));
        }
        rows.add(row("cute complement", List.of(OPEN_STRIDE), OPEN_STRIDE_ERROR, "A", OPEN_STRIDE, 9));
        rows.add(row("cute equiv", List.of(OPEN_STRIDE, "4:1"), OPEN_STRIDE_ERROR, "F", OPEN_STRIDE, 9));
        rows.add(row("cute injective", List.of(OPEN_STRIDE), OPEN_STRIDE_ERROR, "F", OPEN_STRIDE, 9));
        rows.add(row("cute bounds", List.of(OPEN_STRIDE), OPEN_STRIDE_ERROR, "F", OPEN_STRIDE, 9));
        rows.add(row("simulate", List.of("no-such-kernel.rs"), "no-such-kernel.rs: no such file", null, null, null));
        rows.add(row("prove", List.of(""), "Invalid value for positional parameter at index 0..* (FILE_OR_DIR): '' is"
                + " not a path: the name is empty", "FILE_OR_DIR", "", null));
        return rows.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void badInputWithJsonPrintsOneErrorObject(String command, List<String> args, Map<String, Object> expected)
            throws JsonProcessingException {
        List<String> words = new ArrayList<>(Arrays.asList(command.split(" ")));
        words.add("--json");
        words.addAll(args);
        Run r = run(words.toArray(String[]::new));
        assertEquals(2, r.exit(), r::toString);
        assertEquals(expected, new ObjectMapper().readValue(r.out(), HashMap.class), r::toString);
        assertTrue(r.err().startsWith("error: "), r::toString);

        List<String> plain = new ArrayList<>(words);
        plain.remove("--json");
        Run human = run(plain.toArray(String[]::new));
        assertEquals(new Run(2, "", r.err()), human, "without --json: the same message, nothing on standard output");
    }

    @Test
    void aParseErrorBeforeJsonIsReachedStillGivesTheObject() throws JsonProcessingException {
        Run r = run("equiv", "--axes", "A=4", "m![A]", "--json");
        assertEquals(2, r.exit(), r::toString);
        Map<?, ?> json = new ObjectMapper().readValue(r.out(), HashMap.class);
        assertEquals("Missing required parameter: 'RIGHT'", json.get("error"));
        assertEquals("RIGHT", json.get("argument"));
    }

    @Test
    void everyCommandThatTakesJsonHasARow() {
        Set<String> covered = new TreeSet<>();
        refusals().forEach(a -> covered.add((String) a.get()[0]));
        Set<String> taking = new TreeSet<>();
        for (List<String> words : HelpTextTest.commands()) {
            List<String> help = new ArrayList<>(words);
            help.add("--help");
            if (run(help.toArray(String[]::new)).out().contains("--json")) {
                taking.add(String.join(" ", words));
            }
        }
        assertEquals(taking, covered);
    }
}
