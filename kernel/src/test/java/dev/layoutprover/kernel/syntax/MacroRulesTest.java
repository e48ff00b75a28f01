package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Declarative macros expanded as Rust does for the fragments kernels use. */
class MacroRulesTest {

    private static MacroRules macro(String name, String... rules) throws MacroRules.NoExpansion {
        List<Map.Entry<String, String>> list = new java.util.ArrayList<>();
        for (int i = 0; i < rules.length; i += 2) {
            list.add(Map.entry(rules[i], rules[i + 1]));
        }
        return MacroRules.of(name, list);
    }

    @Test
    void anExpressionFragmentIsOneOperandOfTheExpansion() throws Exception {
        MacroRules addr = macro("addr", "$base:expr, $i:expr", " $base + $i * 0x1000 ");
        assertEquals(" 0x2000 + (1 + 2) * 0x1000", addr.expand("0x2000, 1 + 2"));
        assertEquals(" (f(a, b)) + (x[3]) * 0x1000", addr.expand("f(a, b), x[3]"));
    }

    @Test
    void aRepetitionRepeatsItsTranscriberOncePerMatchWithItsSeparator() throws Exception {
        MacroRules sum = macro("sum", "$($x:expr),* $(,)?", "0 $(+ $x)*");
        assertEquals("0 + 1 + 2 + (3 * 4)", sum.expand("1, 2, 3 * 4,"));
        assertEquals("0", sum.expand(""));
        MacroRules list = macro("list", "$($n:ident = $v:literal);+", "[$(($n, $v)),+]");
        assertEquals("[(a, 1),(b, -2)]", list.expand("a = 1; b = -2"));
    }

    @Test
    void theFirstRuleThatTakesTheWholeInputExpandsIt() throws Exception {
        MacroRules pick = macro("pick", "zero", "0", "one $t:ty", "<$t>::ONE", "$e:expr", "$e");
        assertEquals("0", pick.expand("zero"));
        assertEquals("<Vec<u8>>::ONE", pick.expand("one Vec<u8>"));
        assertEquals("7", pick.expand("7"));
        MacroRules.NoExpansion none = assertThrows(MacroRules.NoExpansion.class,
                () -> macro("two", "$a:expr, $b:expr", "$a").expand("1"));
        assertEquals("no rule of two! matches (1)", none.getMessage());
    }

    @Test
    void aTranscriberNamingAnUnboundFragmentHasNoExpansion() throws Exception {
        MacroRules.NoExpansion e = assertThrows(MacroRules.NoExpansion.class,
                () -> macro("bad", "$a:expr", "$a + $b").expand("1"));
        assertEquals("the transcriber names $b, which the matcher does not bind", e.getMessage());
        MacroRules.NoExpansion kind = assertThrows(MacroRules.NoExpansion.class, () -> macro("k", "$a:number", "$a"));
        assertEquals("k! has a fragment $a:number of no kind Rust has", kind.getMessage());
    }
}
