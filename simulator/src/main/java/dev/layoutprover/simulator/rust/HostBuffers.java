package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.memory.HostTensor;
import java.util.AbstractList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The host's flat buffers of {@code Opt<D>} (the reference's {@code to_buf} and {@code from_buf},
 * runtime/backend.rs): a host tensor read as a list ({@code Opt::Init(v)} is {@code Some(v)},
 * {@code Opt::Uninit} is {@code None}, as {@link InterpreterValues.Opt} holds them) and a list of
 * host code made into a host tensor.
 *
 * <p>Example: {@code HostTensor::<i32, m![A]>::from_buf((0..4).map(Opt::Init).collect::<Vec<_>>())}
 * is {@code fromBuf(spec, [Some(0), Some(1), Some(2), Some(3)], at)}; its {@code to_buf()} reads that
 * list back.
 */
final class HostBuffers {

    private HostBuffers() {}

    /**
     * {@code tensor.to_buf()}: its positions in order, each read when asked (a test compares the
     * buffer it brings back with the one it expects; nothing of it is copied before).
     */
    static List<Object> read(HostTensor tensor) {
        return new Items(tensor.buffer());
    }

    /**
     * The items of a host tensor's buffer, each read when asked, with the tensor's element type: a
     * float the host computes in double precision is compared with them at that type
     * ({@link HostAssertion}), as the reference computes in {@code D}.
     */
    static final class Items extends AbstractList<Object> {
        private final HostTensor.Buffer b;

        private Items(HostTensor.Buffer b) {
            this.b = b;
        }

        /** The element type of the tensor read. */
        dev.layoutprover.simulator.ElementType type() {
            return b.type();
        }

        @Override
        public Object get(int k) {
            OptionalDouble v = b.get(java.util.Objects.checkIndex(k, b.size()));
            if (v.isEmpty()) {
                return InterpreterValues.NONE;
            }
            return new InterpreterValues.Opt(b.type().isFloat() ? (Object) v.getAsDouble() : (Object) (long) v.getAsDouble());
        }

        @Override
        public int size() {
            return b.size();
        }
    }

    /**
     * The {@code Vec<Opt<D>>} a host tensor's {@code to_buf()} gives, with {@code D}: a closure of an iterator
     * over it ({@code .into_iter().map(|v| v.map(|x| x.wrapping_add(100)))}) takes its integers at {@code D}.
     */
    static final class TypedBuffer extends AbstractList<Object> {
        private final List<Object> items;
        private final dev.layoutprover.simulator.ElementType type;

        TypedBuffer(List<Object> items, dev.layoutprover.simulator.ElementType type) {
            this.items = items;
            this.type = type;
        }

        /** {@code D}. */
        dev.layoutprover.simulator.ElementType type() {
            return type;
        }

        @Override
        public Object get(int k) {
            return items.get(k);
        }

        @Override
        public int size() {
            return items.size();
        }
    }

    /**
     * A host {@code Tensor<D, M>} (tensor.rs) known by the items its {@code to_buf()} reads, in the
     * order of {@code M}'s positions that hold an index: {@code Tensor::<D, M>::from_buf(data)}
     * ({@link #readBack}), a host tensor's {@code into_inner()}, and what {@code map} and
     * {@code zip_with} make of them. Elementwise over indices, these are itemwise over such buffers
     * of one mapping.
     *
     * @param mapping {@code M}
     * @param buffer the items its {@code to_buf()} reads
     * @param type {@code D} when known (a host tensor's, a written {@code Tensor::<D, M>}), else null: the
     *     arithmetic of {@link HostTensorMethods} rounds and checks overflow at it
     */
    record Written(dev.layoutprover.algebra.Mapping mapping, List<Object> buffer,
            dev.layoutprover.simulator.ElementType type) {}

    /**
     * A method of a {@link Written} tensor: {@code to_buf()}, {@code clone()}, {@code map(f)}
     * ({@code f} of each {@code &Opt<D>}, tensor.rs:173) and {@code zip_with(&other, f)} (of the two
     * items at each index, tensor.rs:184; {@code other} has the same mapping, as its type says). Any
     * other is host data the simulator does not compute.
     */
    static Object written(CallSite c, Written w) {
        return switch (c.method()) {
            case "to_buf" -> {
                c.arity(0, "()");
                yield w.type() == null ? w.buffer() : new TypedBuffer(w.buffer(), w.type());
            }
            case "clone" -> {
                c.arity(0, "()");
                yield w;
            }
            case "map" -> {
                c.arity(1, "(f)");
                if (!(c.args.get(0) instanceof InterpreterValues.Closure f)) {
                    yield new InterpreterValues.HostData("Tensor.map(…)");
                }
                List<Object> out = new java.util.ArrayList<>(w.buffer().size());
                for (Object item : w.buffer()) {
                    out.add(c.in.applyToItems(f, List.of(item), c.node.at(), w.type()));
                }
                yield new Written(w.mapping(), java.util.Collections.unmodifiableList(out),
                        HostTensorMethods.keptType(f, w.type()));
            }
            case "zip_with" -> {
                c.arity(2, "(&other, f)");
                if (!(c.args.get(0) instanceof Written other) || !other.mapping().equals(w.mapping())
                        || !(c.args.get(1) instanceof InterpreterValues.Closure f)) {
                    yield new InterpreterValues.HostData("Tensor.zip_with(…)");
                }
                List<Object> out = new java.util.ArrayList<>(w.buffer().size());
                for (int k = 0; k < w.buffer().size(); k++) {
                    out.add(c.in.applyToItems(f, List.of(w.buffer().get(k), other.buffer().get(k)), c.node.at(),
                            w.type()));
                }
                yield new Written(w.mapping(), java.util.Collections.unmodifiableList(out),
                        HostTensorMethods.keptType(f, w.type()));
            }
            default -> new InterpreterValues.HostData("Tensor." + c.method() + "(…)");
        };
    }

    /**
     * What {@code Tensor::<D, M>::from_buf(data).to_buf()} reads (runtime/backend.rs, CPU
     * {@code from_buf} then {@code to_buf}): the positions of {@code M} that hold an index, in order
     * ({@link HostTensor#heldOffsets}), the {@code k}-th writing {@code data[k]} to its index; each then
     * reads its index back, the item the last of them holding it wrote.
     *
     * @throws KernelError when {@code data} is shorter than those positions (the reference panics)
     */
    static List<Object> readBack(dev.layoutprover.algebra.Mapping mapping, List<?> data, Location at) {
        long[] held = java.util.Arrays.stream(HostTensor.heldOffsets(mapping)).filter(o -> o >= 0).toArray();
        if (data.size() < held.length) {
            throw shortBuffer("Tensor::from_buf", data.size(), held.length, at);
        }
        java.util.Map<Long, Integer> last = new java.util.HashMap<>();
        for (int k = 0; k < held.length; k++) {
            last.put(held[k], k);
        }
        List<Object> out = new java.util.ArrayList<>(held.length);
        for (long o : held) {
            out.add(data.get(last.get(o)));
        }
        return java.util.Collections.unmodifiableList(out);
    }

    private static KernelError shortBuffer(String callee, int length, long held, Location at) {
        return new KernelError(at, callee + " panics: the buffer has " + length + " elements, the mapping " + held
                + " positions holding an index (runtime/backend.rs:39 reads data[index] for each: index out of "
                + "bounds: the len is " + length + " but the index is " + length + ")");
    }

    /**
     * {@code HostTensor::<D, M>::from_buf(data)} for the input {@code spec}: the {@code k}-th position of
     * {@code M} that holds an index takes {@code data[k]} (runtime/backend.rs:38, CPU {@code from_buf};
     * {@link HostTensor#fromBuffer}). A shorter {@code data} panics there ({@code data[index]} past its
     * end); items past those positions are never read.
     *
     * @throws KernelError when {@code data} is shorter than the mapping, or holds other than {@code Opt} numbers
     */
    static HostTensor fromBuf(HostInput spec, List<?> data, Location at) {
        long size = java.util.Arrays.stream(HostTensor.heldOffsets(spec.mapping())).filter(o -> o >= 0).count();
        if (data.size() < size) {
            throw shortBuffer("HostTensor::from_buf", data.size(), size, at);
        }
        for (int p = 0; p < size; p++) {
            if (!(data.get(p) instanceof InterpreterValues.Opt o)
                    || o.value() != null && !(o.value() instanceof Long || o.value() instanceof Double)) {
                throw new KernelError(at, "HostTensor::from_buf takes a Vec<Opt<D>> of numbers: item " + p + " is "
                        + InterpreterValues.describe(data.get(p)));
            }
        }
        return HostTensor.fromBuffer(spec.name(), spec.type(), spec.mapping(), p -> {
            Object v = ((InterpreterValues.Opt) data.get((int) p)).value();
            return v == null ? OptionalDouble.empty() : OptionalDouble.of(((Number) v).doubleValue());
        });
    }

    /**
     * {@code HostTensor::<D, M>::zero()} for the input {@code spec}: every position of {@code M} that holds
     * an index is {@code Opt::Init(0)} (tensor.rs:57, {@code Tensor::zero}).
     */
    static HostTensor zero(HostInput spec) {
        return HostTensor.fromBuffer(spec.name(), spec.type(), spec.mapping(), p -> OptionalDouble.of(0));
    }
}
