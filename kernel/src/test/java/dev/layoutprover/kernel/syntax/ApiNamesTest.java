package dev.layoutprover.kernel.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The API's items renamed by an import or written with their crate's path are read as their own names,
 * as Rust resolves them; a name of the file's own, or a path of another crate, stays as written.
 */
class ApiNamesTest {

    private static Ast.Function only(String text) {
        return Lowering.parse(Source.of("k.rs", text)).functions().get(0);
    }

    @Test
    void aRenamedApiTypeIsReadByItsOwnName() {
        Ast.Function f = only("""
                use furiosa_visa_std::prelude::*;
                use furiosa_visa_std::prelude::{Context as Ctx, HbmTensor as Hbm};
                use other::Thing as Renamed;
                fn k(ctx: &mut Ctx, x: &Hbm<i8, Chip, m![A]>, y: Renamed) {}
                """);
        assertEquals(List.of("Context", "HbmTensor", "Renamed"),
                f.params().stream().map(p -> p.type().name()).toList());
        assertEquals(List.of(true, true, false), f.params().stream().map(p -> p.type().reference()).toList());
    }

    @Test
    void anApiPathLosesItsCrateAndModules() {
        Ast.Function f = only("""
                fn main() {
                    let a = furiosa_visa_std::prelude::Context::acquire();
                    let b = furiosa_visa_std::prelude::launch(k, ());
                    let c = crate::prelude::Context::acquire();
                }
                """);
        List<String> callees = f.body().stream().map(s -> ((Ast.Call) ((Ast.Let) s).value()).callee().text()).toList();
        assertEquals(List.of("Context::acquire", "launch", "crate::prelude::Context::acquire"), callees);
    }

    @Test
    void aRenamedApiItemCalledThroughItsNewNameIsTheItem() {
        Ast.Function f = only("""
                use furiosa_visa_std::prelude::Context as Ctx;
                fn main() { let a = Ctx::acquire(); }
                """);
        assertEquals("Context::acquire", ((Ast.Call) ((Ast.Let) f.body().get(0)).value()).callee().text());
    }
}
