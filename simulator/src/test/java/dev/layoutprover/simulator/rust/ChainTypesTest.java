package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.rust.ChainTypes.Stage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A stream chain typed past a finding gives what rustc types each call's result, and breaks the
 * trait bounds rustc checks: the types of the reference's stream methods.
 */
class ChainTypesTest {

    private static final Location AT = new Location(Source.of("k.rs", "x"), 0, 1, 1);

    /** {@code ::<d, …>}: the element type written first. */
    private static List<Ast.GenericArg> written(ElementType d) {
        return List.of(new Ast.Named(new Ast.Type(d.toString(), List.of(), false, AT)));
    }

    private record Next(Optional<ChainTypes> type, List<String> broken) {}

    private static Next next(ElementType type, Stage stage, String method, List<Ast.GenericArg> generics) {
        List<RuleViolation> broken = new ArrayList<>();
        Optional<ChainTypes> out = new ChainTypes(type, stage).next(method, generics, List.of(),
                g -> ElementType.valueOf(((Ast.Named) g).type().name().toUpperCase()), broken::add);
        return new Next(out, broken.stream().map(RuleViolation::rule).toList());
    }

    private static Optional<ChainTypes> typed(ElementType type, Stage stage) {
        return Optional.of(new ChainTypes(type, stage));
    }

    @Test
    void aContractOfATypeWithNoContractionCastBreaksReducerTypeAndHasNoType() {
        assertEquals(new Next(Optional.empty(), List.of("Reducer::TYPE")),
                next(ElementType.I16, Stage.ALIGNED, "contract", List.of()));
        assertEquals(new Next(typed(ElementType.I32, Stage.CONTRACTION), List.of()),
                next(ElementType.I8, Stage.ALIGNED, "contract", List.of()));
        assertEquals(new Next(typed(ElementType.F32, Stage.CONTRACTION), List.of()),
                next(ElementType.F8E4M3, Stage.ALIGNED, "contract", List.of()));
    }

    @Test
    void aFetchTheFetchAdapterCannotMakeIsStillTypedAsWritten() {
        assertEquals(new Next(typed(ElementType.F32, Stage.FETCH), List.of("Fetch::CAST")),
                next(ElementType.I32, Stage.BEGIN, "fetch", written(ElementType.F32)));
        assertEquals(new Next(typed(ElementType.I32, Stage.FETCH), List.of()),
                next(ElementType.I8, Stage.BEGIN, "fetch", written(ElementType.I32)));
    }

    @Test
    void theVectorEngineAndTheVrfTakeI32AndF32Only() {
        assertEquals(new Next(Optional.empty(), List.of("Vector::TYPE")),
                next(ElementType.BF16, Stage.COLLECT, "vector_init", List.of()));
        assertEquals(new Next(Optional.empty(), List.of("VRF::TYPE")),
                next(ElementType.I8, Stage.COLLECT, "to_vrf", List.of()));
        assertEquals(new Next(typed(ElementType.F32, Stage.VRF), List.of()),
                next(ElementType.F32, Stage.COLLECT, "to_vrf", List.of()));
    }

    @Test
    void theFixedPointOperationsAreI32sAndTheFloatingPointOnesF32s() {
        assertEquals(new Next(Optional.empty(), List.of("Vector::TYPE")),
                next(ElementType.F32, Stage.VECTOR, "vector_fxp", List.of()));
        assertEquals(new Next(Optional.empty(), List.of("Vector::TYPE")),
                next(ElementType.I32, Stage.VECTOR, "vector_fp_binary", List.of()));
        assertEquals(new Next(typed(ElementType.F32, Stage.VECTOR), List.of()),
                next(ElementType.I32, Stage.VECTOR, "vector_fxp_to_fp", List.of()));
        assertEquals(new Next(typed(ElementType.I32, Stage.VECTOR), List.of()),
                next(ElementType.I32, Stage.VECTOR, "vector_intra_slice_branch", List.of()));
        assertEquals(new Next(typed(ElementType.I32, Stage.VECTOR_FINAL), List.of()),
                next(ElementType.I32, Stage.VECTOR, "vector_final", List.of()));
    }

    @Test
    void aCastIsOfAVectorEngineTypeToOneOfItsCastPairs() {
        assertEquals(new Next(typed(ElementType.BF16, Stage.CAST), List.of()),
                next(ElementType.F32, Stage.COLLECT, "cast", written(ElementType.BF16)));
        assertEquals(new Next(typed(ElementType.I8, Stage.CAST), List.of("Cast::TYPE")),
                next(ElementType.F32, Stage.COLLECT, "cast", written(ElementType.I8)));
        assertEquals(new Next(Optional.empty(), List.of("Cast::TYPE")),
                next(ElementType.BF16, Stage.COLLECT, "cast", written(ElementType.BF16)));
    }

    @Test
    void aCommitEndsTheChainInADmTensorOfItsType() {
        assertEquals(new Next(typed(ElementType.BF16, Stage.DM), List.of()),
                next(ElementType.BF16, Stage.COLLECT, "commit", List.of()));
        assertEquals(new Next(Optional.empty(), List.of()), next(ElementType.BF16, Stage.DM, "commit", List.of()));
        assertEquals(Optional.of("DmTensor"), new ChainTypes(ElementType.BF16, Stage.DM).memoryType());
        assertEquals(new Next(Optional.empty(), List.of()), next(ElementType.I8, Stage.FETCH, "align", List.of()));
    }

    @Test
    void aRunWithATypeErrorKeepsNoFindingOfTheReferencesAssertions() {
        Finding collect = new Finding("Collect::PACKET", "64 bytes", AT);
        Finding overlap = new Finding("DM::OVERLAP", "over x", AT);
        Finding contract = new Finding("Reducer::TYPE", "i16", AT);
        assertEquals(List.of(overlap, contract), Interpreter.compiled(List.of(collect, overlap, contract)));
        assertEquals(List.of(collect, overlap), Interpreter.compiled(List.of(collect, overlap)));
    }
}
