package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.tensor.AccumulationTensor;
import dev.layoutprover.simulator.tensor.AlignedTensor;
import dev.layoutprover.simulator.tensor.BeginTensor;
import dev.layoutprover.simulator.tensor.CastTensor;
import dev.layoutprover.simulator.tensor.CollectTensor;
import dev.layoutprover.simulator.tensor.ContractionTensor;
import dev.layoutprover.simulator.tensor.FetchTensor;
import dev.layoutprover.simulator.tensor.SwitchTensor;
import dev.layoutprover.simulator.tensor.TensorUnit;
import dev.layoutprover.simulator.tensor.TransposeTensor;
import dev.layoutprover.simulator.tensor.VectorFinalTensor;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.tensor.VectorTensorPair;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;

/**
 * The methods of the book's API, by the kind of value they are called on: host and memory
 * tensors ({@link MemoryMethods}), stream tensors along the pipeline ({@link StreamMethods}) and the
 * Vector Engine ({@link VectorMethods}). A method the value does not have is a {@link KernelError}
 * that lists the ones it has.
 *
 * <p>Example: {@code .fetch::<i32, m![1], m![A % 8]>()} on a {@code BeginTensor} is
 * {@code begin.fetch(I32, m![1], m![A % 8])}.
 */
final class Methods {

    private Methods() {}

    /** The methods that take a view of a composite group's flat value ({@code DmTensor#readsFlatValue}). */
    private static final java.util.Set<String> FLAT_VIEW_METHODS = java.util.Set.of("view", "view_mut", "to_dm_view",
            "to_hbm_view", "to_dm_pcopy", "to_dm_view_pcopy");

    static Object invoke(CallSite c) {
        refuseFlatViews(c);
        return switch (c.receiver) {
            case HostTensor h -> MemoryMethods.host(c, h);
            // a method of the reference's host Tensor (tensor.rs): more host data
            case InterpreterValues.HostData d -> new InterpreterValues.HostData(d.what() + "." + c.method() + "()");
            case HostBuffers.Written w -> HostTensorMethods.call(c, w);
            case HostTensorMethods.Unplaced u -> HostTensorMethods.call(c, u);
            case HbmTensor h -> MemoryMethods.hbm(c, h);
            case DmTensor d -> MemoryMethods.dm(c, d);
            case TensorUnit u -> MemoryMethods.unit(c, u);
            case dev.layoutprover.simulator.memory.DmaEngine d -> MemoryMethods.dma(c, d);
            case BeginTensor b -> StreamMethods.begin(c, b);
            case FetchTensor f -> StreamMethods.fetch(c, f);
            case SwitchTensor s -> StreamMethods.switched(c, s);
            case CollectTensor t -> StreamMethods.collect(c, t);
            case AlignedTensor a -> StreamMethods.aligned(c, a);
            case ContractionTensor t -> StreamMethods.contraction(c, t);
            case AccumulationTensor a -> StreamMethods.accumulation(c, a);
            case CastTensor t -> StreamMethods.cast(c, t);
            case TransposeTensor t -> StreamMethods.transposed(c, t);
            case VectorFinalTensor v -> StreamMethods.vectorFinal(c, v);
            case VectorTensor v -> VectorMethods.vector(c, v);
            case VectorTensorPair p -> VectorMethods.pair(c, p);
            case Enum<?> e when c.method().equals("with_mode") -> EngineCalls.withMode(c, e);
            // 0x1000u64.rotate_left(1): valid Rust the simulator does not compute, the function left unmodelled
            case Long n when IntegerMethodNames.has(c.method()) -> throw new Unmodelled(c.node.at(), "." + c.method(),
                    "the simulator does not model the integer method ." + c.method() + " yet");
            case UnsignedMax m when IntegerMethodNames.has(c.method()) -> throw new Unmodelled(
                    c.node.at(), "." + c.method(), "the simulator does not model the integer method ." + c.method()
                            + " on " + m + " yet");
            default -> throw Unmodelled.isApi(c.method())
                    ? new Unmodelled(c.node.at(), "." + c.method(), "the simulator does not model ." + c.method()
                            + " on " + InterpreterValues.describe(c.receiver) + " yet")
                    : new KernelError(c.node.at(), InterpreterValues.describe(c.receiver) + " has no method '" + c.method() + "'");
        };
    }

    /**
     * A tile that cuts a composite group holds the group's flat values: it is copied to and from
     * views ({@code to_dm_view}, {@code to_hbm_view}, the parallel copies); any other use (a fetch,
     * a commit, a further tile) is not modelled.
     */
    private static void refuseFlatViews(CallSite c) {
        boolean copy = FLAT_VIEW_METHODS.contains(c.method())
                && (c.receiver instanceof DmTensor || c.receiver instanceof HbmTensor);
        java.util.List<Object> all = new java.util.ArrayList<>(c.args);
        all.add(c.receiver);
        int memories = 0;
        int flats = 0;
        for (Object o : all) {
            boolean flat = readsFlatValue(o);
            memories += o instanceof DmTensor || o instanceof HbmTensor ? 1 : 0;
            flats += flat ? 1 : 0;
            if (flat && !copy) {
                throw new Unmodelled(c.node.at(), "." + c.method(), "." + c.method() + " on a tile that cuts a composite"
                        + " group is not modelled; such a tile is copied with to_dm_view or to_hbm_view");
            }
        }
        if (flats > 0 && flats < memories) {
            throw new Unmodelled(c.node.at(), "." + c.method(), "." + c.method() + " between a tile that cuts a composite"
                    + " group and a view that does not is not modelled; both sides must be such tiles");
        }
    }

    private static boolean readsFlatValue(Object o) {
        return o instanceof DmTensor d && d.readsFlatValue() || o instanceof HbmTensor h && h.readsFlatValue();
    }
}
