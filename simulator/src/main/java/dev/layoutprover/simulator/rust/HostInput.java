package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.List;

/**
 * A tensor the host function makes with {@code HostTensor::<D, M>::rand(&mut rng)}: the variable
 * it is bound to, its element type and host mapping, and where the call is. The host code is
 * straight-line, so the calls found in source order are the calls in the order they run.
 *
 * <p>Example: {@code let lhs = HostTensor::<i32, m![A]>::rand(&mut rng);} is the input {@code lhs},
 * {@code i32}, {@code m![A]}.
 *
 * <p>An input's mapping may write one axis in several terms ({@code m![H, H]}, the crate's
 * {@code o_proj_weight}; {@code m![P, D / 2, R, R]}, its {@code rope_table}). The reference
 * keys a tensor index by term and adds the values of equal terms (furiosa-mapping's
 * {@code Index} is a sorted map from {@code Term} to value, {@code Index::add} is how a tile's
 * offset joins an index: tensor_view.rs, raw_tensor.rs {@code write_broadcast}), and a tensor's
 * axes are the keys of that map ({@code gen_axes}, raw_tensor.rs): the host tensor of
 * {@code m![H, H]} is one axis {@code H} of 896 elements, not two copies, and buffer position
 * {@code 896·h1 + h2} holds {@code H = h1 + h2}, nothing when that passes 895. DESIGN.md's
 * semantics of a pair is that sum; {@link dev.layoutprover.simulator.memory.HostTensor} lays the
 * values out so. Such a memory tensor stores an index at several positions ({@code {H: 1}} at 1
 * and 896): the book's {@code Layout::INJECTIVE} rule, which the run checks on each tensor.
 */
public record HostInput(String name, ElementType type, Mapping mapping, Location at, boolean unset) {

    /** An input of seeded random values ({@code rand}, or a parameter of a device function run on its own). */
    public HostInput(String name, ElementType type, Mapping mapping, Location at) {
        this(name, type, mapping, at, false);
    }

    /** The inputs {@code host} makes, in the order it makes them. */
    public static List<HostInput> scan(Program program, Ast.Function host) {
        return program.within(host, () -> scanIn(program, host));
    }

    private static List<HostInput> scanIn(Program program, Ast.Function host) {
        List<HostInput> found = new ArrayList<>();
        for (Ast.Stmt s : host.body()) {
            if (s instanceof Ast.Let l) {
                collect(program, l.value(), l.name(), l.annotation().orElse(null), found);
            } else {
                AstWalk.exprs(s).forEach(e -> collect(program, e, null, null, found));
            }
        }
        return List.copyOf(found);
    }

    /**
     * The inputs of a device function run on its own: one per {@code &HbmTensor<D, Chip, Element>}
     * or {@code HbmTensorView<'_, D, Chip, Element>} parameter (a view of the whole tensor, as
     * {@code input.view()} gives), with the parameter's name, {@code D} and {@code Element}; it must also take
     * {@code &mut Context} and return an {@code HbmTensor<D, Chip, Element>}.
     */
    public static List<HostInput> parameters(Program program, Ast.Function device) {
        return program.within(device, () -> parametersIn(program, device));
    }

    private static List<HostInput> parametersIn(Program program, Ast.Function device) {
        List<HostInput> found = new ArrayList<>();
        for (Ast.Param p : device.params()) {
            Ast.Type t = program.whole(p.type()); // &Hbm<i32> of type Hbm<D> = HbmTensor<D, …> in another module
            if (t.name().equals("Context")) {
                continue;
            }
            boolean hbm = t.name().equals("HbmTensor") || t.name().equals("HbmTensorView");
            if (!hbm && Unmodelled.isApi(t.name())) {
                throw new Unmodelled(t.at(), t.name(), "the simulator does not run a kernel taking " + t.name()
                        + " on its own yet (parameter " + p.name() + "; it takes &HbmTensor, &mut HbmTensor and "
                        + "HbmTensorView)");
            }
            if (!hbm || t.args().size() != 3) {
                throw new KernelError(t.at(), "a kernel run without a host function takes &mut Context and "
                        + "&HbmTensor<D, Chip, Element> parameters; " + p.name() + " is " + t.name()
                        + " (write an async fn main that launches " + device.name() + ")");
            }
            Mapping chip = program.mapping(t.args().get(1));
            Mapping element = program.mapping(t.args().get(2));
            // a tensor spread over chips is made on the host whole: the chips' part major, each chip's minor
            found.add(new HostInput(p.name(), program.elementType(t.args().get(0)),
                    chip.size() == 1 ? element : new Mapping.Pair(chip, element),
                    p.at()));
        }
        boolean writes = device.params().stream().map(p -> program.whole(p.type()))
                .anyMatch(t -> t.mutable() && t.name().equals("HbmTensor"));
        if (device.returns().isEmpty() || device.kind() == Ast.FunctionKind.HELPER) {
            return List.copyOf(found); // a helper run on its own for its type errors: nothing is brought back
        }
        Ast.Type r = program.whole(device.returns().orElseThrow(() -> new KernelError(device.at(), device.name()
                + " returns nothing to bring back to the host")));
        if (!r.name().equals("HbmTensor") && Unmodelled.isApi(r.name())) {
            throw new Unmodelled(r.at(), r.name(), "the simulator does not bring a " + r.name() + " back to the host yet");
        }
        if (!returnedTensors(program, r).isPresent()) {
            throw new KernelError(r.at(), "a kernel run without a host function returns HbmTensor<D, Chip, Element> "
                    + "or a tuple of them");
        }
        return List.copyOf(found);
    }

    /**
     * The tensors a device function run on its own brings back, from its return type: one for
     * {@code HbmTensor<D, Chip, Element>}, each item's for {@code (HbmTensor<…>, HbmTensor<…>)}; empty
     * when the type is neither. Aliases of whole types are written out ({@link Program#whole}).
     */
    static java.util.Optional<List<Ast.Type>> returnedTensors(Program program, Ast.Type returns) {
        Ast.Type r = program.whole(returns);
        List<Ast.Type> items = new ArrayList<>();
        if (r.name().equals("()") && !r.reference() && !r.args().isEmpty()) {
            for (Ast.GenericArg a : r.args()) {
                if (!(a instanceof Ast.Named n)) {
                    return java.util.Optional.empty();
                }
                items.add(program.whole(n.type()));
            }
        } else {
            items.add(r);
        }
        boolean tensors = items.stream().allMatch(t -> t.name().equals("HbmTensor") && !t.reference() && t.args().size() == 3);
        return tensors ? java.util.Optional.of(List.copyOf(items)) : java.util.Optional.empty();
    }

    /** Whether {@code call} is {@code HostTensor::<…>::rand(…)}. */
    static boolean isRand(Ast.Call call) {
        List<Ast.Segment> s = call.callee().segments();
        return s.size() == 2 && s.get(0).name().equals("HostTensor") && s.get(1).name().equals("rand");
    }

    /** Whether {@code call} is {@code HostTensor::<…>::from_buf(…)}, a host tensor of given values. */
    static boolean isFromBuf(Ast.Call call) {
        List<Ast.Segment> s = call.callee().segments();
        return s.size() == 2 && s.get(0).name().equals("HostTensor") && s.get(1).name().equals("from_buf");
    }

    /**
     * Whether {@code call} is {@code HostTensor::<…>::zero()}, a host tensor of zeros (memory_tensor.rs:124), as the
     * reference crate's scatter test makes the cache it scatters into (tests/scatter_gather_test.rs:38).
     */
    static boolean isZero(Ast.Call call) {
        List<Ast.Segment> s = call.callee().segments();
        return s.size() == 2 && s.get(0).name().equals("HostTensor") && s.get(1).name().equals("zero");
    }

    /**
     * Whether {@code call} is {@code HostTensor::<…>::uninit()}, a host tensor of no values yet (memory_tensor.rs:138), as
     * the reference crate's tests make the inputs whose values they do not check (tests/transformer_tests.rs:31).
     */
    static boolean isUninit(Ast.Call call) {
        List<Ast.Segment> s = call.callee().segments();
        return s.size() == 2 && s.get(0).name().equals("HostTensor") && s.get(1).name().equals("uninit");
    }

    /**
     * The input a {@code rand} (or {@code from_buf}, {@code zero}, {@code uninit}) call makes, named {@code name} (or {@code inputK}
     * when unbound). Its element type and mapping are the call's generic arguments or, when it writes
     * none, those of the {@code let}'s annotation {@code annotated} (null when there is none), as Rust
     * infers them: {@code let x: HostTensor<i8, m![A, B]> = HostTensor::rand(&mut rng);}.
     */
    static HostInput of(Program program, Ast.Call call, String name, int index, Ast.Type annotated) {
        List<Ast.GenericArg> g = call.callee().segments().get(0).generics();
        if (g.isEmpty() && annotated != null) {
            Ast.Type t = program.whole(annotated);
            if (t.name().equals("HostTensor") && !t.reference()) {
                g = t.args();
            }
        }
        if (g.size() != 2) {
            throw new KernelError(call.at(), "HostTensor::<D, Element>::" + call.callee().last()
                    + " takes 2 generic arguments, got " + g.size()
                    + (g.isEmpty() ? " (write them, or annotate the let: HostTensor<D, Element>)" : ""));
        }
        String n = name == null || name.equals("_") ? "input" + index : name.replaceFirst("^_+(?=.)", "");
        return new HostInput(n, program.elementType(g.get(0)), program.mapping(g.get(1)), call.at(), isUninit(call));
    }

    /** The inputs {@code e} makes, {@code name} and {@code annotated} the let's when {@code e} is its whole value. */
    private static void collect(Program program, Ast.Expr e, String name, Ast.Type annotated, List<HostInput> found) {
        switch (e) {
            case Ast.Call c -> {
                c.args().forEach(a -> collect(program, a, null, null, found));
                if (isRand(c) || isUninit(c) || isFromBuf(c) || isZero(c)) {
                    found.add(of(program, c, name, found.size(), annotated));
                }
            }
            case Ast.Await a -> collect(program, a.value(), name, annotated, found);
            case Ast.Ref r -> collect(program, r.value(), null, null, found);
            case Ast.MethodCall m -> {
                collect(program, m.receiver(), null, null, found);
                m.args().forEach(a -> collect(program, a, null, null, found));
            }
            case Ast.Tuple t -> t.items().forEach(i -> collect(program, i, null, null, found));
            case Ast.Field f -> collect(program, f.receiver(), null, null, found);
            case Ast.Binary b -> {
                collect(program, b.left(), null, null, found);
                collect(program, b.right(), null, null, found);
            }
            case Ast.Negate n -> collect(program, n.value(), null, null, found);
            case Ast.StructLit s -> s.fields().forEach(f -> collect(program, f.value(), null, null, found));
            default -> AstWalk.children(e).forEach(x -> collect(program, x, null, null, found));
        }
    }
}
