package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import java.util.List;

/**
 * The values of a running kernel file that are not simulator objects: the host's random number
 * generator, a function named as a value ({@code launch(kernel, …)}), a tuple of arguments, the
 * unit value, and {@link #POISON}, the value of anything computed from a call that broke a rule
 * while a checker goes on.
 */
final class InterpreterValues {

    private InterpreterValues() {}

    /** The value of a statement that could not run because a rule was broken before it. */
    record Poison() {
        @Override
        public String toString() {
            return "(not computed: an earlier finding)";
        }
    }

    static final Poison POISON = new Poison();

    /**
     * Values a test computes on the host to compare: a host tensor's own copy ({@code t.to_buf()},
     * {@code t.into_inner()}, memory_tensor.rs) and what the reference's host {@code Tensor} computes
     * from it ({@code Tensor::contraction(…)}, {@code .to_buf()}: tensor.rs). They have no layout
     * meaning; a simulation compares the tensor brought back with its own evaluator instead.
     * {@code what} says how they were made, e.g. {@code lhs.into_inner()}.
     */
    record HostData(String what) {
        @Override
        public String toString() {
            return "the host data " + what;
        }
    }

    /**
     * {@code SmallRng::seed_from_u64(seed)}. Its {@code random_range(a..b)} (rand 0.9; {@code gen_range}
     * of rand 0.8) draws from {@code draws}, a generator of the simulator's seeded by {@code seed}: the
     * values are not those rand's generator gives, but a test's data and its expected values, both
     * computed from what it draws, agree all the same.
     */
    record Rng(long seed, java.util.SplittableRandom draws) {

        Rng(long seed) {
            this(seed, new java.util.SplittableRandom(seed));
        }

        /** An item of the integer range {@code r}, uniformly; {@code None} when {@code r} is empty (rand panics). */
        java.util.OptionalLong draw(RangeItems r) {
            return r.isEmpty() ? java.util.OptionalLong.empty()
                    : java.util.OptionalLong.of((Long) r.get(0) + draws.nextLong(r.size()));
        }
    }

    /**
     * A function used as a value, with the generic arguments its path wrote ({@code add_k::<3>}: the
     * constant 3, bound to {@code add_k}'s {@code K} at each call) and the arguments of the generic type
     * it is reached through ({@code Tiles::<4>::fill}).
     */
    record FnRef(Ast.Function function, List<Ast.GenericArg> given, List<Object> typeArgs) {
        FnRef {
            given = List.copyOf(given);
            typeArgs = List.copyOf(typeArgs);
        }

        /** A function named without generic arguments ({@code launch(kernel, …)}). */
        FnRef(Ast.Function function) {
            this(function, List.of(), List.of());
        }
    }

    /** {@code (a, b, …)}. */
    record Tuple(List<Object> items) {}

    /** A closure and the variables it saw where it was written ({@code |i| base + i * 0x800}). */
    record Closure(Ast.Closure code, BlockScope captured) {}

    /** {@code ()}. */
    record Unit() {}

    static final Unit UNIT = new Unit();

    /** {@code Some(value)}, or {@code None} when {@code value} is null. */
    record Opt(Object value) {
        @Override
        public String toString() {
            return value == null ? "None" : "Some(" + value + ")";
        }
    }

    static final Opt NONE = new Opt(null);

    /** {@code Ok(value)} when {@code ok}, else {@code Err(value)}. */
    record Res(boolean ok, Object value) {
        @Override
        public String toString() {
            return (ok ? "Ok(" : "Err(") + value + ")";
        }
    }

    /**
     * {@code &mut name} of a variable holding a known value: a write through it
     * ({@code *p += 1}) changes the variable {@code name} as the frame {@code frame} sees it. With
     * {@code items}, the place is inside the value the variable holds, to any depth: an
     * {@code Integer} is an item of an array or {@code Vec}, as {@code v.iter_mut()} yields one
     * ({@code [2]} is {@code v[2]}); a {@code String} is a field of a struct or tuple
     * ({@code s.next.as_mut()} steps into {@code next}); the step {@link #SOME} is the value inside an
     * {@code Option}, as {@code staged.as_mut()} gives it.
     */
    record Place(BlockScope frame, String name, List<Object> items) {

        /** The step into the value a {@code Some} holds. */
        static final int SOME = -1;

        Place(BlockScope frame, String name) {
            this(frame, name, List.of());
        }

        Object get() {
            Object v = frame.get(name);
            for (Object i : items) {
                v = switch (i) {
                    case String field -> FieldPlaces.get(v, List.of(field), null);
                    case Integer k when k == SOME -> ((Opt) v).value();
                    case Integer k -> ((List<?>) v).get(k);
                    default -> throw new IllegalStateException("a place step " + i);
                };
            }
            return v;
        }

        void set(Object value) {
            frame.assign(name, with(frame.get(name), 0, value));
        }

        /** The place of item {@code i} of the list this place holds. */
        Place item(int i) {
            return deeper(i);
        }

        /** The place one step further in: an item, a field or the value of a {@code Some}. */
        Place deeper(Object step) {
            List<Object> deeper = new java.util.ArrayList<>(items);
            deeper.add(step);
            return new Place(frame, name, List.copyOf(deeper));
        }

        private Object with(Object whole, int depth, Object value) {
            if (depth == items.size()) {
                return value;
            }
            Object step = items.get(depth);
            if (step instanceof String field) {
                return FieldPlaces.with(whole, List.of(field),
                        with(FieldPlaces.get(whole, List.of(field), null), depth + 1, value), null);
            }
            int i = (Integer) step;
            if (i == SOME) {
                return new Opt(with(((Opt) whole).value(), depth + 1, value));
            }
            List<Object> copy = new java.util.ArrayList<>((List<?>) whole);
            copy.set(i, with(copy.get(i), depth + 1, value));
            return java.util.Collections.unmodifiableList(copy);
        }
    }

    /**
     * A value of a struct the crate declares ({@code Plan { base: 4096, step: 2048 }}): its type's
     * module (where its {@code impl}s' functions are, {@link Program#structType}), its name, its
     * fields by name, in declaration order, and the values of a generic struct's parameters
     * ({@code Tiles<4>}: {@code [4]}).
     */
    record Struct(dev.layoutprover.kernel.model.Module type, String name, java.util.Map<String, Object> fields,
            List<Object> generics) {

        Struct(dev.layoutprover.kernel.model.Module type, String name, java.util.Map<String, Object> fields) {
            this(type, name, fields, List.of());
        }

        @Override
        public String toString() {
            return name + (generics.isEmpty() ? "" : "<" + String.join(", ", generics.stream().map(String::valueOf)
                    .toList()) + ">") + " " + fields;
        }
    }

    /** What a value is, for messages: {@code DmTensor}, {@code integer 4096}, {@code function kernel}. */
    static String describe(Object v) {
        return switch (v) {
            case Long n -> "the integer " + n;
            case UnsignedMax m -> "the integer " + m;
            case EndlessIterators e -> e.toString();
            case Boolean b -> "the boolean " + b;
            case java.util.List<?> l -> "an array of " + l.size();
            case Double d -> "the number " + d;
            case FnRef f -> "the function " + f.function().name();
            case Closure c -> "a closure of " + c.code().params().size() + " parameters";
            case Tuple t -> "a tuple of " + t.items().size();
            case Opt o -> o.value() == null ? "None" : "Some(" + describe(o.value()) + ")";
            case Res r -> (r.ok() ? "Ok(" : "Err(") + describe(r.value()) + ")";
            case Place r -> "a reference to " + r.name() + String.join("", r.items().stream()
                    .map(i -> i instanceof String f ? "." + f : "[" + i + "]").toList());
            case Rng r -> "a random number generator";
            case Unit u -> "()";
            case Struct st -> "a " + st.name() + " " + st.fields();
            case Enum<?> e -> "the enum value " + e.getDeclaringClass().getSimpleName() + "::" + Enums.camel(e.name());
            default -> rustName(v.getClass());
        };
    }

    /** The book's name of a simulator class: {@code DmaEngine} is {@code Dma}, the rest as they are. */
    static String rustName(Class<?> c) {
        return switch (c.getSimpleName()) {
            case "TensorUnit" -> "ExecutionContext (ctx.main or ctx.sub)";
            case "DmaEngine" -> "DMA engine (ctx.tdma or ctx.pdma)";
            default -> c.getSimpleName();
        };
    }
}
