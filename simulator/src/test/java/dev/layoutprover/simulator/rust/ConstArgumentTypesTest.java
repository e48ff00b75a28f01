package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A const generic argument has its parameter's integer type, as rustc checks it: an {@code Address}
 * (a {@code u64}) given to a {@code const AT: usize} is rustc's mismatched types, a
 * {@code Type::ANNOTATION} finding, never a read error; a cast or an untyped literal is none.
 */
class ConstArgumentTypesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;

            axes![A = 1024, B = 512];

            type Chip = m![1];
            type Cluster = m![1 # 2];
            type Slice = m![A / 8 # 256];
            type Offset = u32;
            type Place = Address;

            const BIAS_AT: Address = 0;
            const SMALL_AT: Offset = 2048;
            const PLACE_AT: Place = 4096;

            fn load_bias<const AT: usize>(ctx: &mut Context, rhs: &HbmTensor<i32, Chip, m![B]>)
                    -> VrfTensor<i32, Chip, Cluster, Slice, m![B]> {
                let rhs_dm: DmTensor<i32, Chip, Cluster, Slice, m![B]> = rhs.to_dm(&mut ctx.tdma, 0x4000);
                ctx.sub
                    .begin(rhs_dm.view())
                    .fetch::<i32, m![1], m![B]>()
                    .collect::<m![B / 8], m![B % 8]>()
                    .to_vrf(AT as Address)
            }

            #[device(chip = 1)]
            pub fn biased(ctx: &mut Context, rhs: &HbmTensor<i32, Chip, m![B]>) {
                let _b = load_bias::<ARGUMENT>(ctx, rhs);
            }

            const fn slot(i: u64) -> Address {
                i << 12
            }

            const fn index(i: usize) -> usize {
                i * 4096
            }
            """;

    private static List<String> messages(String argument) {
        return Verification.run(Kernels.of(KERNEL.replace("ARGUMENT", argument)), RUNS.prover).findings().stream()
                .map(f -> f.rule() + " at " + f.location().line() + ":" + f.location().column() + ": " + f.message())
                .toList();
    }

    @Test
    void anAddressGivenToAUsizeParameterIsMismatchedTypes() {
        assertEquals(List.of("Type::ANNOTATION at 27:26: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), messages("{ BIAS_AT }"));
        assertEquals(List.of("Type::ANNOTATION at 27:26: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), messages("BIAS_AT"));
    }

    @Test
    void anAliasOfAnotherIntegerTypeIsWrittenOut() {
        assertEquals(List.of("Type::ANNOTATION at 27:26: the const parameter AT of load_bias is a usize, the argument "
                + "given a u32: rustc's mismatched types (expected `usize`, found `u32`)"), messages("{ SMALL_AT * 2 }"));
        assertEquals(List.of("Type::ANNOTATION at 27:26: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), messages("{ PLACE_AT }"));
    }

    @Test
    void aConstFnCallHasItsDeclaredReturnType() {
        assertEquals(List.of("Type::ANNOTATION at 27:26: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), messages("{ slot(1) }"));
        assertEquals(List.of("Type::ANNOTATION at 27:26: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), messages("{ slot(1) + 8 }"));
        assertEquals(List.of(), messages("{ index(1) }"));
        assertEquals(List.of(), messages("{ slot(1) as usize }"));
    }

    /** The findings of the kernel whose device function calls relay, a helper passing its own const OUT on. */
    private static List<String> relayed(String outType) {
        String kernel = KERNEL.replace("let _b = load_bias::<ARGUMENT>(ctx, rhs);", "let _b = relay::<4096>(ctx, rhs);")
                + """

                fn relay<const OUT: %s>(ctx: &mut Context, rhs: &HbmTensor<i32, Chip, m![B]>)
                        -> VrfTensor<i32, Chip, Cluster, Slice, m![B]> {
                    load_bias::<OUT>(ctx, rhs)
                }
                """.formatted(outType);
        return Verification.run(Kernels.of(kernel), RUNS.prover).findings().stream()
                .map(f -> f.rule() + " at " + f.location().line() + ": " + f.message()).toList();
    }

    @Test
    void aConstParameterPassedOnHasItsDeclaredType() {
        assertEquals(List.of("Type::ANNOTATION at 40: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), relayed("u64"));
        assertEquals(List.of("Type::ANNOTATION at 40: the const parameter AT of load_bias is a usize, the argument "
                + "given a u64: rustc's mismatched types (expected `usize`, found `u64`)"), relayed("Address"));
        assertEquals(List.of(), relayed("usize"));
    }

    /** The findings of the kernel whose device function gives BIAS_AT to place, a helper taking an `at: usize`. */
    private static List<String> placed(String argument) {
        String kernel = KERNEL.replace("let _b = load_bias::<ARGUMENT>(ctx, rhs);", "let _b = place(ctx, rhs, "
                + argument + ");") + """

                fn place(ctx: &mut Context, rhs: &HbmTensor<i32, Chip, m![B]>, at: usize)
                        -> VrfTensor<i32, Chip, Cluster, Slice, m![B]> {
                    load_bias::<0>(ctx, rhs)
                }
                """;
        return Verification.run(Kernels.of(kernel), RUNS.prover).findings().stream()
                .map(f -> f.rule() + " at " + f.location().line() + ":" + f.location().column() + ": " + f.message())
                .toList();
    }

    @Test
    void anOrdinaryArgumentHasItsParameterIntegerType() {
        assertEquals(List.of("Type::ANNOTATION at 27:30: the parameter at of place is a usize, the argument given a "
                + "u64: rustc's mismatched types (expected `usize`, found `u64`)"), placed("BIAS_AT"));
        assertEquals(List.of("Type::ANNOTATION at 27:30: the parameter at of place is a usize, the argument given a "
                + "u64: rustc's mismatched types (expected `usize`, found `u64`)"), placed("slot(1)"));
        assertEquals(List.of(), placed("BIAS_AT as usize"));
        assertEquals(List.of(), placed("index(1)"));
        assertEquals(List.of(), placed("4096"));
    }

    @Test
    void aCastOrAnUntypedLiteralTakesTheParameterType() {
        assertEquals(List.of(), messages("{ BIAS_AT as usize }"));
        assertEquals(List.of(), messages("{ 2048 }"));
        assertEquals(List.of(), messages("4096"));
    }
}
