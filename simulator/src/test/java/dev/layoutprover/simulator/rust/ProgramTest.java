package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Lowering;

import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.kernel.syntax.KernelError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Names resolved: axes and aliases in file order; ill-formed mappings are findings, not errors. */
class ProgramTest {

    private static Program program(String text) {
        return Program.of(Lowering.parse(Source.of("k.rs", text)));
    }

    @Test
    void aliasesUseTheAxesAndAliasesBeforeThem() {
        Program p = program("axes![A = 2048];\ntype Slice = m![A / 8 # 256];\ntype Both = m![{Slice}, A % 8];\n");
        assertEquals(256 * 8, p.declarations().alias("Both").orElseThrow().size());
        assertEquals("{ Slice }, A % 8", p.declarations().alias("Both").orElseThrow().toString());
        assertEquals(List.of(), p.findings());
    }

    @Test
    void anIllFormedMappingIsAFindingAtItsOperatorAndWhatUsesItIsNotReportedAgain() {
        Program p = program("""
                axes![A = 2048];
                type Slice = m![A / 48];
                type Both = m![{Slice}, A];
                #[tokio::main]
                async fn main() {
                    let x = HostTensor::<i32, m![A # 3]>::rand(&mut rng);
                }
                """);
        assertEquals(List.of("k.rs:2:19: Mapping::WELL_FORMED: m![A / 48]: stride 48 does not divide the size 2048 of A",
                "k.rs:6:36: Mapping::WELL_FORMED: m![A # 3]: padding to 3 is smaller than the size 2048 of A"),
                p.findings().stream().map(Finding::toString).toList());
    }

    @Test
    void aDuplicateAliasOrFunctionIsAnError() {
        assertEquals("the type alias L is defined twice",
                assertThrows(KernelError.class, () -> program("axes![A = 8];\ntype L = m![A];\ntype L = m![A];"))
                        .reason());
        assertEquals("the function main is defined twice", assertThrows(KernelError.class,
                () -> program("async fn main() {}\nasync fn main() {}")).reason());
    }
}
