package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.CastEngine;
import dev.layoutprover.simulator.stream.FetchEngine;
import dev.layoutprover.simulator.stream.Reducer;
import dev.layoutprover.simulator.stream.VectorEngine;
import dev.layoutprover.simulator.tensor.AccumulationTensor;
import dev.layoutprover.simulator.tensor.AlignedTensor;
import dev.layoutprover.simulator.tensor.BeginTensor;
import dev.layoutprover.simulator.tensor.CastTensor;
import dev.layoutprover.simulator.tensor.CollectTensor;
import dev.layoutprover.simulator.tensor.ContractionTensor;
import dev.layoutprover.simulator.tensor.FetchTensor;
import dev.layoutprover.simulator.tensor.SwitchTensor;
import dev.layoutprover.simulator.tensor.TransposeTensor;
import dev.layoutprover.simulator.tensor.VectorFinalTensor;
import dev.layoutprover.simulator.tensor.VectorTensor;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A stream chain as rustc types it past a call whose checks failed: the element type and the stage
 * of the stream the call returns. rustc checks every call's trait bounds before any of the
 * reference's assertions runs, so a type error further down a chain is what the reference reports
 * even where an earlier call would have panicked; a checker follows the chain on these types alone
 * to find it ({@link #next}).
 *
 * <p>Example: an i16 tensor in an i8 GEMM: its collect of 32 i16 (64 bytes) breaks
 * {@code Collect::PACKET}, and the chain goes on as {@code (i16, COLLECT)}, {@code (i16, ALIGNED)};
 * its {@code contract} then breaks {@code Reducer::TYPE} (i16 has no {@code ContractionCast}), the
 * error rustc reports.
 *
 * @param type the element type of the stream (of the memory tensor, after a commit)
 * @param stage where in the pipeline the stream is
 */
record ChainTypes(ElementType type, Stage stage) {

    /** The stages of the pipeline, as the reference's stream types name them, and the memory a chain ends in. */
    enum Stage {
        BEGIN, FETCH, SWITCH, COLLECT, ALIGNED, CONTRACTION, ACCUMULATION, VECTOR, VECTOR_FINAL, CAST, TRANSPOSE,
        DM, TRF, VRF
    }

    /** The chain's type of {@code value}, a stream tensor of the pipeline; empty for any other value. */
    static Optional<ChainTypes> of(Object value) {
        return Optional.ofNullable(switch (value) {
            case ChainTypes t -> t;
            case BeginTensor b -> new ChainTypes(b.type(), Stage.BEGIN);
            case FetchTensor f -> new ChainTypes(f.stream().type(), Stage.FETCH);
            case SwitchTensor s -> new ChainTypes(s.stream().type(), Stage.SWITCH);
            case CollectTensor c -> new ChainTypes(c.stream().type(), Stage.COLLECT);
            case AlignedTensor a -> new ChainTypes(a.pair().data().type(), Stage.ALIGNED);
            case ContractionTensor c -> new ChainTypes(c.stream().type(), Stage.CONTRACTION);
            case AccumulationTensor a -> new ChainTypes(a.stream().type(), Stage.ACCUMULATION);
            case VectorTensor v -> new ChainTypes(v.vectorStream().stream().type(), Stage.VECTOR);
            case VectorFinalTensor v -> new ChainTypes(v.stream().type(), Stage.VECTOR_FINAL);
            case CastTensor c -> new ChainTypes(c.stream().type(), Stage.CAST);
            case TransposeTensor t -> new ChainTypes(t.stream().type(), Stage.TRANSPOSE);
            case null, default -> null;
        });
    }

    /**
     * {@code value} as its type alone: a stream tensor or a DM, TRF or VRF tensor as its chain type,
     * anything else uncomputed ({@link InterpreterValues#POISON}). What a function gives when it ran
     * on a value an earlier finding left uncomputed: its types hold, its values are not the kernel's.
     */
    static Object shadow(Object value) {
        Optional<ChainTypes> stream = of(value);
        if (stream.isPresent()) {
            return stream.get();
        }
        return switch (value) {
            case DmTensor t -> new ChainTypes(t.type(), Stage.DM);
            case TrfTensor t -> new ChainTypes(t.type(), Stage.TRF);
            case VrfTensor t -> new ChainTypes(t.type(), Stage.VRF);
            case null, default -> InterpreterValues.POISON;
        };
    }

    /**
     * What {@code .method::<generics>(args)} on this chain gives, as rustc types it: the next
     * chain type, or empty where rustc knows no type for it (a method the stage lacks, a bound the
     * call breaks that decides its result's type, a value that is no stream). A trait bound the
     * call breaks is thrown as that rule's {@link RuleViolation} after the result is decided:
     * {@code broken} receives it, and the chain goes on where rustc still types the result
     * ({@code fetch::<f32>} of i32 is a FetchTensor of f32 past its {@code Fetch::CAST}).
     *
     * @param elementType reads an element type written as a generic argument
     */
    Optional<ChainTypes> next(String method, List<Ast.GenericArg> generics, List<Object> args,
            Function<Ast.GenericArg, ElementType> elementType, Consumer<RuleViolation> broken) {
        if (stage == Stage.DM && (method.equals("to_hbm") || method.equals("to_dm")) && !args.isEmpty()) {
            dmaOfDm(method, args.get(0), broken);
            return Optional.empty(); // an HbmTensor or a DmTensor of its own layout: no stream type to follow
        }
        if (method.equals("commit")) {
            return stage == Stage.DM || stage == Stage.TRF || stage == Stage.VRF ? Optional.empty() : at(type, Stage.DM);
        }
        return switch (stage) {
            case BEGIN -> method.equals("fetch") ? written(generics, elementType).flatMap(d -> {
                if (!FetchEngine.converts(type, d)) {
                    broken.accept(new RuleViolation("Fetch::CAST", "the Fetch Adapter cannot convert " + type + " to "
                            + d));
                }
                return at(d, Stage.FETCH);
            }) : Optional.empty();
            case FETCH -> switch (method) {
                case "switch" -> at(type, Stage.SWITCH);
                case "collect" -> at(type, Stage.COLLECT);
                default -> Optional.empty();
            };
            case SWITCH -> method.equals("collect") ? at(type, Stage.COLLECT) : Optional.empty();
            case COLLECT -> switch (method) {
                case "to_trf" -> at(type, Stage.TRF);
                case "to_vrf" -> vectorScalar("VRF::TYPE", "the VRF holds Vector Engine operands (i32, f32), got ",
                        broken).flatMap(t -> at(t, Stage.VRF));
                case "align" -> {
                    Optional<ElementType> weights = args.isEmpty() ? Optional.empty() : switch (args.get(0)) {
                        case TrfTensor trf -> Optional.of(trf.type());
                        case ChainTypes t when t.stage() == Stage.TRF -> Optional.of(t.type());
                        default -> Optional.empty();
                    };
                    if (weights.isPresent() && weights.get() != type) {
                        broken.accept(new RuleViolation("Aligner::TYPE", "the data is " + type + " but the TRF holds "
                                + weights.get()));
                    }
                    yield at(type, Stage.ALIGNED);
                }
                case "vector_init" -> vectorScalar("Vector::TYPE", "the Vector Engine computes on i32 and f32, got ",
                        broken).flatMap(t -> at(t, Stage.VECTOR));
                case "cast" -> vectorScalar("Cast::TYPE", "the Cast Engine takes the Vector Engine's types (i32, f32), "
                        + "got ", broken).flatMap(t -> cast(generics, elementType, broken));
                case "transpose" -> at(type, Stage.TRANSPOSE);
                default -> Optional.empty();
            };
            case ALIGNED -> {
                if (!method.equals("contract")) {
                    yield Optional.empty();
                }
                if (!Reducer.INPUTS.contains(type)) {
                    broken.accept(new RuleViolation("Reducer::TYPE", "Reducer inputs must be one of " + Reducer.INPUTS
                            + ", got " + type));
                    yield Optional.empty(); // <D as ContractionCast>::Output: no type
                }
                yield at(type.widened(), Stage.CONTRACTION);
            }
            case CONTRACTION -> method.equals("accumulate") ? at(type, Stage.ACCUMULATION) : Optional.empty();
            case ACCUMULATION -> switch (method) {
                case "vector_init" -> at(type, Stage.VECTOR);
                case "cast" -> cast(generics, elementType, broken);
                default -> Optional.empty();
            };
            case VECTOR -> vector(method, broken);
            case VECTOR_FINAL -> switch (method) {
                case "cast" -> cast(generics, elementType, broken);
                case "transpose" -> at(type, Stage.TRANSPOSE);
                case "to_vrf" -> at(type, Stage.VRF);
                default -> Optional.empty();
            };
            case CAST, TRANSPOSE, DM, TRF, VRF -> Optional.empty();
        };
    }

    /**
     * A Vector Engine method, typed by the stream's type as the reference's impl blocks are
     * (vector_tensor.rs): the fixed-point ones on i32, the floating-point ones on f32, the
     * conversions between them; every other keeps the type ({@code vector_logic}, the branches, the
     * reduces, whose operation enums are typed on their own and checked when the stream is real).
     */
    private Optional<ChainTypes> vector(String method, Consumer<RuleViolation> broken) {
        if (method.equals("vector_final")) {
            return at(type, Stage.VECTOR_FINAL);
        }
        if (!method.startsWith("vector_")) {
            return Optional.empty();
        }
        ElementType wants = method.equals("vector_fxp") || method.startsWith("vector_fxp_") ? ElementType.I32
                : method.startsWith("vector_fp_") ? ElementType.F32 : type;
        if (wants != type) {
            broken.accept(new RuleViolation("Vector::TYPE", method + " computes on " + wants + ", got " + type));
            return Optional.empty();
        }
        ElementType out = method.equals("vector_fxp_to_fp") ? ElementType.F32
                : method.equals("vector_fp_to_fxp") ? ElementType.I32 : type;
        return at(out, Stage.VECTOR);
    }

    /** {@code .cast::<D2, Packet>()}: the reference's {@code Cast<D2>} of the stream's type; the result is typed D2. */
    private Optional<ChainTypes> cast(List<Ast.GenericArg> generics, Function<Ast.GenericArg, ElementType> elementType,
            Consumer<RuleViolation> broken) {
        return written(generics, elementType).flatMap(d -> {
            if (!CastEngine.lowers(type, d)) {
                broken.accept(new RuleViolation("Cast::TYPE", "the Cast Engine cannot lower " + type + " to " + d));
            }
            return at(d, Stage.CAST);
        });
    }

    /**
     * The engine a DM tensor's {@code to_hbm} or {@code to_dm} copies through: rustc types both on a
     * {@code DmaContext<{ Dma::Tensor }>} (memory_tensor.rs:402, 440), so {@code &mut ctx.pdma} or a Tensor
     * Unit context there is {@code DMA::ENGINE}, a type error reported even past a tensor whose values
     * an earlier assertion left uncomputed.
     */
    private static void dmaOfDm(String method, Object engine, Consumer<RuleViolation> broken) {
        if (engine instanceof dev.layoutprover.simulator.memory.DmaEngine d
                && d.kind() == dev.layoutprover.simulator.memory.DmaEngine.Kind.PCIE) {
            broken.accept(new RuleViolation("DMA::ENGINE", "." + method + " of a DM tensor copies through the tensor "
                    + "DMA (&mut ctx.tdma), got the PCIe DMA (&mut ctx.pdma)"));
        } else if (engine instanceof dev.layoutprover.simulator.tensor.TensorUnit) {
            broken.accept(new RuleViolation("DMA::ENGINE", "." + method + " of a DM tensor copies through the tensor "
                    + "DMA (&mut ctx.tdma), got a Tensor Unit context (ctx.main or ctx.sub)"));
        }
    }

    /** This chain's type where it is a {@code VeScalar}; else {@code rule} is broken and the method has no type. */
    private Optional<ElementType> vectorScalar(String rule, String message,
            Consumer<RuleViolation> broken) {
        if (VectorEngine.computesOn(type)) {
            return Optional.of(type);
        }
        broken.accept(new RuleViolation(rule, message + type));
        return Optional.empty();
    }

    /** The element type written first among {@code generics} ({@code fetch::<D2, …>}, {@code cast::<D2, …>}). */
    private static Optional<ElementType> written(List<Ast.GenericArg> generics,
            Function<Ast.GenericArg, ElementType> elementType) {
        if (generics.isEmpty() || generics.get(0) instanceof Ast.Inferred) {
            return Optional.empty();
        }
        return Optional.of(elementType.apply(generics.get(0)));
    }

    private static Optional<ChainTypes> at(ElementType type, Stage stage) {
        return Optional.of(new ChainTypes(type, stage));
    }

    /** The memory tensor a chain ended in, as its type names it: {@code DmTensor}, {@code TrfTensor}, {@code VrfTensor}. */
    Optional<String> memoryType() {
        return switch (stage) {
            case DM -> Optional.of("DmTensor");
            case TRF -> Optional.of("TrfTensor");
            case VRF -> Optional.of("VrfTensor");
            default -> Optional.empty();
        };
    }
}
