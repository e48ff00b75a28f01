package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * {@code transpose_simple}, {@code fetch_commit_simple}, the chip and cluster shuffles and
 * {@code matmul_with_split_reduce} written in styles the other test crates do not use (57 kernels):
 * builders, trait objects,
 * associated types and constants, helpers returning {@code impl Fn}, {@code Option} and
 * {@code Result} with {@code ?}, nested closures, {@code match} on tuples and inclusive ranges,
 * {@code &[usize]} parameters with {@code split_at}, a zip of three, const generic expressions,
 * shadowed aliases, {@code #[path]} modules, {@code let else}, labelled loops, an iterator of the
 * crate's own, a closure in a struct field, {@code cmp} and {@code sort}, {@code into()} and
 * {@code usize::from} through a {@code From} impl of the crate's own; and in {@code idioms}, 21 more:
 * {@code TryFrom}, {@code iter_mut}, a returned {@code fn}, adaptor chains, associated constants, a trait's
 * default method, {@code const N} helpers, an enum choosing the order, nested modules, shadowing and
 * a labelled {@code while}, {@code while let}, and tensors held in a struct, an array, an {@code Option},
 * a tuple {@code let}, {@code Option} fields, a closure borrowing the context, trait objects, an
 * array's {@code map}, a derived {@code Default}, an {@code impl Add}, a {@code static} and adaptors on
 * the crate's own iterator; and in {@code idioms::marks}, 4 more: slice rest patterns, a {@code usize::MAX}
 * mark, builders returning {@code &mut Self}, {@code Option::as_mut}, {@code successors}, {@code repeat} and
 * {@code scan}, and a generic {@code From} impl. Each gets the verdict its
 * reference original gets, conformant.
 */
class StylesCrateTest {

    private static final String STYLES = "src/test/resources/crates/styles";

    private static final List<String> PATHS = List.of("tiles::builder_columns", "tiles::builder_short",
            "tiles::orders::dyn_order", "tiles::orders::associated_tiling", "tiles::orders::impl_fn_order",
            "tiles::orders::const_expr_halves", "tiles::flow::option_steps", "tiles::flow::result_runs",
            "tiles::flow::nested_closures", "tiles::flow::tuple_match", "tiles::flow::split_slices",
            "tiles::flow::zipped_three", "tiles::flow::labelled_loop", "tiles::flow::shadowed_alias",
            "tiles::flow::let_else_loop", "tiles::more::own_iterator", "tiles::more::range_params",
            "tiles::more::converted", "tiles::more::collected_steps", "tiles::more::sorted_table",
            "tiles::more::closure_field", "tiles::more::match_arms_move", "vector::built_pass", "vector::associated_pass", "vector::ranged_pass",
            "vector::ranged_pass_added", "vector::dyn_zip", "moves::transpose::generic_hops",
            "moves::fetch::fetched_by_option", "moves::shuffle::rotated_chips", "moves::shuffle::reversed_clusters",
            "contract::split::phased_split_reduce", "idioms::columns::conversions", "idioms::columns::iter_mut_table",
            "idioms::columns::picked_fn", "idioms::columns::adaptor_chain", "idioms::columns::shadowed_while",
            "idioms::columns::while_let_stack", "idioms::orders::associated_grid", "idioms::orders::trait_default",
            "idioms::orders::const_runs", "idioms::orders::enum_order", "idioms::orders::nested_modules",
            "idioms::pairs::struct_of_tensors", "idioms::pairs::array_of_tensors", "idioms::pairs::optional_tensor",
            "idioms::pairs::tuple_tensors", "idioms::pairs::optional_fields", "idioms::pairs::staging_closure",
            "idioms::pairs::dyn_stages", "idioms::pairs::mapped_array", "idioms::columns::derived_stride",
            "idioms::columns::own_iterator_adaptors", "idioms::marks::peeled_and_marked",
            "idioms::marks::built_in_place", "idioms::marks::endless_steps", "idioms::marks::generic_lanes");

    @Test
    void everyFunctionGetsTheReferencesVerdict() throws IOException {
        // builder_short's plan is one column short: the last column of its output is never written
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(STYLES, 1, PATHS,
                Map.of("tiles::builder_short", "not-conformant"));
        assertEquals(57, r.report().get("totals").get("functions").asInt());
        r.assertReasonHas("tiles::builder_short", "16384 i8 elements, 512 never written (first at {B: 31})");
    }

    @Test
    void verifyFindsWhatItFindsInTheOriginals() throws IOException {
        // generic_hops' second hop overwrites the intermediate it reads inside a helper, as
        // transpose_simple's does inline: no finding in either. phased_split_reduce places its
        // partial sums at 0 as matmul_with_split_reduce does: the same four DM overlaps
        assertEquals(List.of("src/contract.rs:103:73 DM::OVERLAP error", "src/contract.rs:106:57 DM::OVERLAP error",
                "src/contract.rs:109:58 DM::OVERLAP error",
                "src/contract.rs:111:63 DM::OVERLAP error"), CrateVerdicts.findings(STYLES, 1));
    }

    /** A kernel's output, byte for byte its reference original's on the same inputs (no spec states a shuffle's). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rotated_chips|chip_shuffle",
        "reversed_clusters|cluster_shuffle",
        "phased_split_reduce|matmul_with_split_reduce",
    })
    void theOutputIsTheReferences(String function, String original, @TempDir Path tmp) throws IOException {
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
