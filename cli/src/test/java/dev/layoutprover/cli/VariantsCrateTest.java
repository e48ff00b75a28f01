package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crates/variants}: the reference crate's {@code tile_simple}, {@code view_simpl} and a
 * Vector Engine pass written again as other engineers write them (31 kernels): closures for small
 * helpers, {@code match} on constants, {@code if let}, shadowing, modules nested two deep reached
 * through {@code use super::*}, {@code const fn}, {@code impl} blocks with associated functions,
 * arrays of tuples and of structs, a {@code where} clause over a generic struct given by turbofish
 * ({@code all_columns::<Pair<i8>>}), struct literals completed by {@code ..Default::default()},
 * early {@code return}, iterators stepped by {@code next()}, {@code chunks}, {@code zip} and
 * {@code step_by}, wrapping arithmetic, and newer Rust: let chains, labelled blocks, tuple
 * assignments, {@code std::mem::swap}, enum discriminants, {@code u8::try_from}. Each gets the
 * verdict the reference gives it: 29 conformant ({@code logged} too: its {@code println!} writes
 * text only), {@code wrapped_shift} rule-broken (a shift of 32) and {@code past_columns} unknown (a
 * tile started past the end, which the reference does not check).
 */
class VariantsCrateTest {

    private static final String VARIANTS = "src/test/resources/crates/variants";

    private static final List<String> PATHS = List.of("tiles::closure_columns", "tiles::matched_columns",
            "tiles::if_let_columns", "tiles::shadowed_columns", "tiles::const_fn_columns", "tiles::impl_columns",
            "tiles::tuple_columns", "tiles::where_columns", "tiles::default_columns", "tiles::early_return",
            "tiles::next_columns", "tiles::chunked_columns", "tiles::stepped_columns", "tiles::half_columns",
            "tiles::past_columns", "tiles::host::swapped_columns", "tiles::host::tuple_assigned_columns",
            "tiles::host::let_chain_columns", "tiles::host::enum_columns", "tiles::host::labelled_columns",
            "tiles::host::converted_columns", "tiles::nested::inner::deep_columns",
            "tiles::nested::inner::deeper::deepest_columns", "rotate::rotate_pairs", "rotate::rotate_if_let",
            "rotate::rotate_structs", "rotate::rotate_chunks", "lanes::matched_op", "lanes::closure_arg",
            "lanes::wrapped_shift", "lanes::logged");

    @Test
    void everyFunctionGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(VARIANTS, 1, PATHS, Map.of(
                "tiles::past_columns", "unknown", "tiles::half_columns", "not-conformant", "lanes::wrapped_shift",
                "rule-broken"));
        r.assertReasonHas("tiles::half_columns", "16384 i8 elements, 8192 never written (first at {B: 16})");
        assertEquals(31, r.report().get("totals").get("functions").asInt());
        r.assertReasonEnds("tiles::past_columns", "src/tiles/mod.rs:19:36: tile start 32 is outside the tile "
                + "dimension B of size 32");
        r.assertReasonEnds("lanes::wrapped_shift", "src/lanes.rs:69:5: Vector::SHIFT: LeftShift shifts an i32 by "
                + "0..=31 bits, got 32 (the reference's a << (b as u32) overflows from 32 on)");
    }

    @Test
    void verifyFindsTheShiftTheTilePastTheEndAndTheUnalignedViews() throws IOException {
        // rotate's one-element views of C (4 bytes of i32) start at 0x3004 and 0x300c, as view_simpl's do: eight,
        // those of the three loops over both told once
        List<String> expected = new ArrayList<>(List.of("src/lanes.rs:69:5 Vector::SHIFT error"));
        expected.addAll(Collections.nCopies(5, "src/rotate.rs:32:9 DMA::WRITE_ALIGN warning"));
        expected.addAll(List.of("src/tiles/mod.rs:19:36 Kernel::UNMODELLED warning",
                "src/tiles/mod.rs:20:42 Kernel::UNMODELLED warning"));
        assertEquals(expected, CrateVerdicts.findings(VARIANTS, 1));
    }

    @Test
    void aFileThatIsNotUtf8IsRefusedAtItsByteAndTheRestOfTheCrateIsChecked(@TempDir Path tmp) throws IOException {
        Path crate = tmp.resolve("variants");
        try (Stream<Path> files = Files.walk(Path.of(VARIANTS))) {
            for (Path f : files.toList()) {
                Path to = crate.resolve(Path.of(VARIANTS).relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to);
                }
            }
        }
        Files.writeString(crate.resolve("src/lib.rs"), "pub mod notes;\n", java.nio.file.StandardOpenOption.APPEND);
        // "// café" with ISO-8859-1's é: the byte 0xe9 at line 2, column 7
        Files.write(crate.resolve("src/notes.rs"), new byte[] {'/', '/', '!', ' ', 'N', '\n', '/', '/', ' ', 'c', 'a',
                'f', (byte) 0xe9, '\n'});
        Run v = run("verify", crate.toString());
        assertEquals(2, v.exit(), v.out() + v.err());
        assertEquals("error: " + crate.resolve("src/notes.rs") + ":2:7: not UTF-8 text: the byte 0xe9 is no UTF-8 "
                + "character (save the file as UTF-8)", v.err().lines().findFirst().orElseThrow());
        assertTrue(v.out().contains("src/lanes.rs:69:5: error[Vector::SHIFT]"), v.out());
        String total = v.out().lines().reduce((a, b) -> b).orElseThrow();
        assertTrue(total.startsWith("verify: 8 findings in 1 of 1 crate, 1 not read in full; "), total);
    }
}
