package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/styles}: the reference crate's {@code tile_simple}, Vector Engine passes,
 * {@code transpose_simple}, {@code fetch_commit_simple} and the chip and cluster shuffles
 * written in styles the other test crates do not use (24 kernels): builders, trait objects,
 * associated types and constants, helpers returning {@code impl Fn}, {@code Option} and
 * {@code Result} with {@code ?}, nested closures, {@code match} on tuples and inclusive ranges,
 * {@code &[usize]} parameters with {@code split_at}, a zip of three, const generic expressions,
 * shadowed aliases, {@code #[path]} modules, {@code let else} and labelled loops. Each gets the
 * verdict its reference original gets: conformant, every one.
 */
class StylesCrateTest {

    private static final String STYLES = "src/test/resources/crates/styles";

    private static final List<String> PATHS = List.of("tiles::builder_columns", "tiles::builder_short",
            "tiles::orders::dyn_order", "tiles::orders::associated_tiling", "tiles::orders::impl_fn_order",
            "tiles::orders::const_expr_halves", "tiles::flow::option_steps", "tiles::flow::result_runs",
            "tiles::flow::nested_closures", "tiles::flow::tuple_match", "tiles::flow::split_slices",
            "tiles::flow::zipped_three", "tiles::flow::labelled_loop", "tiles::flow::shadowed_alias",
            "tiles::flow::let_else_loop", "vector::built_pass", "vector::associated_pass", "vector::ranged_pass",
            "vector::ranged_pass_added", "vector::dyn_zip", "moves::transpose::generic_hops",
            "moves::fetch::fetched_by_option", "moves::shuffle::rotated_chips", "moves::shuffle::reversed_clusters");

    @Test
    void everyFunctionGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(STYLES, 0, PATHS, Map.of());
        assertEquals(24, r.report().get("totals").get("functions").asInt());
        assertFalse(r.out().contains("internal error"), r.out());
    }

    @Test
    void verifyFindsNothing() throws IOException {
        // generic_hops' second hop overwrites the intermediate it reads inside a helper, as
        // transpose_simple's does inline: no finding in either
        assertEquals(List.of(), CrateVerdicts.findings(STYLES, 0));
    }

    /** A kernel whose output no spec states: byte for byte its reference original's, on the same inputs. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rotated_chips|chip_shuffle",
        "reversed_clusters|cluster_shuffle",
    })
    void theShufflesOutputIsTheReferences(String function, String original, @TempDir Path tmp) throws IOException {
        Path mine = tmp.resolve("mine.npy");
        Path theirs = tmp.resolve("theirs.npy");
        Run a = run("simulate", "--fn", function, "--output", mine.toString(), STYLES);
        assertEquals(0, a.exit(), a.out() + a.err());
        Path reference = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples")
                .normalize();
        Assumptions.assumeTrue(Files.isDirectory(reference), "the corpus is absent beside the repository: " + reference);
        Run b = run("simulate", "--fn", original, "--output", theirs.toString(), reference.toString());
        assertEquals(0, b.exit(), b.out() + b.err());
        assertArrayEquals(Files.readAllBytes(theirs), Files.readAllBytes(mine));
    }
}
