package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.gen.Mappings;
import dev.layoutprover.algebra.text.AxesParser;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.algebra.text.ParseException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class TextProperties {

    @Property(tries = 1000)
    void printThenParseGivesTheSameMapping(@ForAll("scenarios") Mappings.Scenario s) {
        Declarations d = Mappings.withAliasesOf(s.declarations(), s.mapping());
        String text = Printer.print(s.mapping());
        assertEquals(s.mapping(), MappingParser.parse(text, d), text);
        assertEquals(s.mapping(), MappingParser.parse(Printer.macro(s.mapping()), d));
        assertEquals(s.mapping(), MappingParser.parse(text.replace(" ", ""), d), "whitespace is insignificant");
    }

    @Property(tries = 1000)
    void parserThrowsNothingButItsOwnErrorOnRandomText(@ForAll("junk") String text) {
        Declarations d = DeclarationsParser.withAlias(DeclarationsParser.ofAxes("A = 8, B = 12, B' = B - A"), "L", "m![A]");
        try {
            Mapping m = MappingParser.parse(text, d);
            assertEquals(m, MappingParser.parse(Printer.print(m), d), "what parses also round-trips");
        } catch (ParseException expected) {
            assert expected.column() >= 1 && expected.column() <= text.length() + 1 : expected.column();
        }
    }

    @Property(tries = 500)
    void axesParserThrowsNothingButItsOwnErrorOnRandomText(@ForAll("axesJunk") String text) {
        try {
            Axes a = AxesParser.parse(text);
            assertEquals(a, AxesParser.parse(a.toString()), "what parses also round-trips");
        } catch (ParseException expected) {
            assert expected.column() >= 1 && expected.column() <= text.length() + 1 : expected.column();
        }
    }

    @Provide
    Arbitrary<Mappings.Scenario> scenarios() {
        return Mappings.scenarios();
    }

    @Provide
    Arbitrary<String> junk() {
        Arbitrary<String> token = Arbitraries.of("A", "B", "B'", "C", "L", "{", "}", "{ L }", "[", "]", "(", ")", ",",
                "/", "%", "=", "#", "#_", "*", "$(", ":", "1", "2", "3", "4", "8", "12", "0", "99999999999999999999",
                "2^3", "m![", "m!", " ", "!", "_", "'", "-", "?", "é");
        return token.list().ofMaxSize(14).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> axesJunk() {
        Arbitrary<String> token = Arbitraries.of("A", "B", "B'", "C'", "=", "-", ",", ";", "8", "0", "2^4", "axes!",
                "[", "]", "(", ")", " ", "x", "99999999999999999999");
        return token.list().ofMaxSize(12).map(l -> String.join("", l));
    }
}
