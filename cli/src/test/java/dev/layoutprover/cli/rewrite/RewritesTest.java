package dev.layoutprover.cli.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each rewrite on a small kernel: exactly the text it gives, or nothing where it does not apply. */
class RewritesTest {

    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;

            axes![A = 64];

            type Chip = m![1];

            #[device(chip = 1)]
            fn k(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> {
                let y = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0); // "a; b"
                y.to_hbm(&mut ctx.tdma, 64 * 2)
            }
            """;

    private static String body(String body) {
        return KERNEL.replace("""
                    let y = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0); // "a; b"
                    y.to_hbm(&mut ctx.tdma, 64 * 2)
                """, body);
    }

    @Test
    void chainStepsSplitsAChainOfTwoCalls() {
        assertEquals(Optional.empty(), new ChainSteps(false).apply(KERNEL));
        String chain = body("    let z: T = ctx\n        .main\n        .begin(x)\n        .fetch::<i8>();\n");
        assertEquals(Optional.of(body("    let z_step1: _ = ctx\n        .main\n        .begin(x);\n"
                + "    let z: T = z_step1.fetch::<i8>();\n")), new ChainSteps(true).apply(chain));
    }

    @Test
    void inlineLetsPutsTheValueAtItsOnlyUse() {
        assertEquals(Optional.of(body("""
                    x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0).to_hbm(&mut ctx.tdma, 64 * 2)
                """)), new InlineLets().apply(KERNEL));
    }

    @Test
    void bodyWrappersRunTheBodyOnce() {
        String b = "    x.to_hbm(&mut ctx.tdma, 0)\n";
        assertEquals(Optional.of(body("loop { break {\n" + b + "}; }\n")),
                new BodyWrappers(BodyWrappers.Wrapper.LOOP_BREAK).apply(body(b)));
        assertEquals(Optional.of(body("(|| {\n" + b + "})()\n")),
                new BodyWrappers(BodyWrappers.Wrapper.CLOSURE).apply(body(b)));
        assertEquals(Optional.empty(), new BodyWrappers(BodyWrappers.Wrapper.CLOSURE).apply(body("    return x;\n")));
        assertEquals(Optional.of(body("let mut held_body_value = None;\n for _ in 0..1 {\n held_body_value = Some({\n" + b
                + "});\n }\n held_body_value.unwrap()\n")), new BodyWrappers(BodyWrappers.Wrapper.FOR_ONCE_SOME).apply(body(b)));
        assertEquals(Optional.of(body("let held_body_value;\n if true {\n held_body_value = {\n" + b
                + "};\n } else {\n unreachable!()\n }\n held_body_value\n")),
                new BodyWrappers(BodyWrappers.Wrapper.DEFERRED_LET).apply(body(b)));
        assertEquals(Optional.empty(), new BodyWrappers(BodyWrappers.Wrapper.FOR_ONCE_SOME).apply(body("    return x;\n")));
        String passed = body("let mut held_body_value = None;\n for _ in 0..1 {\n held_body_value = Some({\n" + b
                + "});\n }\n k_passed(held_body_value.unwrap())\n");
        assertEquals(Optional.of(passed.substring(0, passed.length() - 1) + "\n\nfn k_passed(value: HbmTensor<i8, Chip, m![A]>)"
                + " -> HbmTensor<i8, Chip, m![A]> {\n    value\n}\n"), new BodyWrappers(BodyWrappers.Wrapper.SOME_PASSED).apply(body(b)));
    }

    @Test
    void helperFunctionsMoveTheBody() {
        String b = "    x.to_hbm(&mut ctx.tdma, 0)\n";
        assertEquals(Optional.of(KERNEL.substring(0, KERNEL.indexOf("-> HbmTensor")) + """
                -> HbmTensor<i8, Chip, m![A]> {
                    k_body(ctx, x)
                }

                fn k_body(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> {
                    x.to_hbm(&mut ctx.tdma, 0)
                }
                """), new HelperFunctions(HelperFunctions.Place.SAME_FILE).apply(body(b)));
    }

    @Test
    void namesAreWrittenAnotherWay() {
        String renamed = new AliasRenames().apply(KERNEL).orElseThrow();
        assertEquals(KERNEL.replace("Chip", "ChipLayout"), renamed);
        String aliased = new MappingAliases().apply(KERNEL).orElseThrow();
        assertEquals(KERNEL.replace("axes![A = 64];", "axes![A = 64];\ntype Mapping1 = m![A];\n"
                + "type Mapping2 = m![1 # 2];\ntype Mapping3 = m![A / 8];\ntype Mapping4 = m![A % 8];")
                .replace("m![A]>", "Mapping1>").replace("m![1 # 2], m![A / 8], m![A % 8]>", "Mapping2, Mapping3, Mapping4>"),
                aliased);
        assertEquals(KERNEL.replace("&mut Context", "&mut PreludeContext").replace("&HbmTensor", "&PreludeHbmTensor")
                .replace("-> HbmTensor", "-> PreludeHbmTensor").replace("prelude::*;", "prelude::*;\n"
                        + "use furiosa_visa_std::prelude::Context as PreludeContext;\n"
                        + "use furiosa_visa_std::prelude::HbmTensor as PreludeHbmTensor;"),
                new PreludeNames(false).apply(KERNEL).orElseThrow());
    }

    @Test
    void addressesBecomeConstants() {
        assertEquals(KERNEL.replace("prelude::*;", "prelude::*;\n\nconst ADDRESS_1: usize = 0;\nconst ADDRESS_2: usize = 64 * 2;\n")
                .replace("tdma, 0)", "tdma, ADDRESS_1)").replace("tdma, 64 * 2)", "tdma, ADDRESS_2)"),
                new AddressConstants(AddressConstants.Form.CONST).apply(KERNEL).orElseThrow());
    }

    @Test
    void rawIdentifiersAndTrailingCommas() {
        String raw = new RawIdentifiers().apply(KERNEL).orElseThrow();
        assertEquals(KERNEL.replace("(ctx: &mut", "(r#ctx: &mut").replace("x: &Hbm", "r#x: &Hbm")
                .replace("let y", "let r#y").replace("&mut ctx.tdma, 64", "&mut r#ctx.tdma, 64"), raw);
        String commas = new TrailingCommas().apply(KERNEL).orElseThrow();
        assertEquals(KERNEL.replace("m![A]>) ->", "m![A]>,) ->").replace("m![A % 8]>(&mut ctx.tdma, 0)",
                "m![A % 8],>(&mut ctx.tdma, 0,)").replace("64 * 2)", "64 * 2,)"), commas);
    }

    @Test
    void genericElementsMoveTheBodyIntoAHelperGenericOverTheElement() {
        String helper = """
                -> HbmTensor<i8, Chip, m![A]> {
                    k_generic@(ctx, x)
                }

                fn k_generic<D: Scalar + ScalarBytes + ContractionCast + FetchCast<i32>>(ctx: &mut Context, \
                x: &HbmTensor<D, Chip, m![A]>) -> HbmTensor<D, Chip, m![A]> {
                    let y = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0); // "a; b"
                    y.to_hbm(&mut ctx.tdma, 64 * 2)
                }
                """;
        String head = KERNEL.substring(0, KERNEL.indexOf("-> HbmTensor"));
        assertEquals(Optional.of(head + helper.replace("@", "")),
                new GenericElements(GenericElements.Form.INFERRED).apply(KERNEL));
        assertEquals(Optional.of(head + helper.replace("@", "::<i8>")),
                new GenericElements(GenericElements.Form.TURBOFISH).apply(KERNEL));
        assertEquals(Optional.empty(), new GenericElements(GenericElements.Form.INFERRED).apply(KERNEL.replace("i8", "i32")));
        assertEquals(Optional.empty(), new GenericElements(GenericElements.Form.INFERRED)
                .apply(body("    let m = i8::MAX;\n    x.to_hbm(&mut ctx.tdma, 0)\n")));
    }

    @Test
    void turbofishAnnotationsMoveTheMappingsBetweenTheCallAndTheLet() {
        String annotated = body("""
                    let y: DmTensor<_, _, m![1 # 2], m![A / 8], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0); // "a; b"
                    y.to_hbm(&mut ctx.tdma, 64 * 2)
                """);
        assertEquals(Optional.of(annotated), new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_LET).apply(KERNEL));
        assertEquals(Optional.of(body("""
                    let y: DmTensor<_, _, _, _, _> = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0); // "a; b"
                    y.to_hbm(&mut ctx.tdma, 64 * 2)
                """)), new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_TURBOFISH).apply(annotated));
        String tail = body("    let y: DmTensor<i8, Chip, m![1], m![A / 8], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);\n"
                + "    y.to_hbm::<m![A]>(&mut ctx.tdma, 0)\n");
        assertEquals(Optional.of(body("    let y: DmTensor<i8, Chip, m![1], m![A / 8], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);\n"
                + "    let annotated_tail_value: HbmTensor<_, _, m![A]> = y.to_hbm(&mut ctx.tdma, 0);\n"
                + "    annotated_tail_value\n")), new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_LET).apply(tail));
        assertEquals(Optional.of(body("    let y: DmTensor<i8, Chip, _, _, _> = x.to_dm::<m![1], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);\n"
                + "    y.to_hbm::<m![A]>(&mut ctx.tdma, 0)\n")),
                new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_TURBOFISH).apply(tail));
        String hbmToHbm = body("    let y: HbmTensor<i8, Chip, m![A]> = x.to_hbm(&mut ctx.tdma, 0);\n    y\n");
        assertEquals(Optional.empty(), new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_TURBOFISH).apply(hbmToHbm));
    }
}
