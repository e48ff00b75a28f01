package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.layout.EngineMappings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A tensor the host function makes with {@code HostTensor::<D, M>::rand(&mut rng)}: the variable
 * it is bound to, its element type and host mapping, and where the call is. The host code is
 * straight-line, so the calls found in source order are the calls in the order they run.
 *
 * <p>Example: {@code let lhs = HostTensor::<i32, m![A]>::rand(&mut rng);} is the input {@code lhs},
 * {@code i32}, {@code m![A]}.
 */
public record HostInput(String name, ElementType type, Mapping mapping, Location at) {

    /**
     * An input whose mapping writes one axis in terms that reach past it ({@code m![H, H]}: the
     * terms add, {@code H = h1 + h2}, up to {@code 2·(H - 1)}) is not modelled: the reference reads
     * each term as a dimension of its own, which a tensor over named axes cannot hold.
     */
    public HostInput {
        Optional<String> past = pastAxis(mapping);
        if (past.isPresent()) {
            throw new Unmodelled(at, "HostTensor", "the simulator does not model the input " + name + ": its mapping "
                    + "m![" + mapping + "] writes " + past.get());
        }
    }

    private static Optional<String> pastAxis(Mapping mapping) {
        Optional<NormalForm> form = EngineMappings.digits(mapping);
        if (form.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Long> reach = new LinkedHashMap<>();
        Map<String, Axis> axes = EngineMappings.axes(mapping);
        Map<String, Integer> terms = new LinkedHashMap<>();
        for (Digit d : form.get().digits()) {
            if (d.coordinate() != null) {
                reach.merge(d.coordinate(), Math.multiplyExact(d.length() - 1, d.weight()), Math::addExact);
                terms.merge(d.coordinate(), 1, Integer::sum);
            }
        }
        for (var e : reach.entrySet()) {
            long size = axes.get(e.getKey()).size();
            if (e.getValue() >= size) {
                return Optional.of(e.getKey() + " in " + terms.get(e.getKey()) + " terms that reach index "
                        + e.getValue() + ", past " + e.getKey() + " = " + size);
            }
        }
        return Optional.empty();
    }

    /** The inputs {@code host} makes, in the order it makes them. */
    public static List<HostInput> scan(Program program, Ast.Function host) {
        return program.within(host, () -> scanIn(program, host));
    }

    private static List<HostInput> scanIn(Program program, Ast.Function host) {
        List<HostInput> found = new ArrayList<>();
        for (Ast.Stmt s : host.body()) {
            if (s instanceof Ast.Let l) {
                collect(program, l.value(), l.name(), found);
            } else {
                AstWalk.exprs(s).forEach(e -> collect(program, e, null, found));
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
            Ast.Type t = p.type();
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
        boolean writes = device.params().stream().anyMatch(p -> p.type().mutable() && p.type().name().equals("HbmTensor"));
        if (device.returns().isEmpty()) {
            return List.copyOf(found);
        }
        Ast.Type r = device.returns().orElseThrow(() -> new KernelError(device.at(), device.name()
                + " returns nothing to bring back to the host"));
        if (!r.name().equals("HbmTensor") && Unmodelled.isApi(r.name())) {
            throw new Unmodelled(r.at(), r.name(), "the simulator does not bring a " + r.name() + " back to the host yet");
        }
        if (!r.name().equals("HbmTensor") || r.args().size() != 3) {
            throw new KernelError(r.at(), "a kernel run without a host function returns HbmTensor<D, Chip, Element>");
        }
        return List.copyOf(found);
    }

    /** Whether {@code call} is {@code HostTensor::<…>::rand(…)}. */
    static boolean isRand(Ast.Call call) {
        List<Ast.Segment> s = call.callee().segments();
        return s.size() == 2 && s.get(0).name().equals("HostTensor") && s.get(1).name().equals("rand");
    }

    /** The input a {@code rand} call makes, named {@code name} (or {@code inputK} when unbound). */
    static HostInput of(Program program, Ast.Call call, String name, int index) {
        List<Ast.GenericArg> g = call.callee().segments().get(0).generics();
        if (g.size() != 2) {
            throw new KernelError(call.at(), "HostTensor::<D, Element>::rand takes 2 generic arguments, got "
                    + g.size());
        }
        String n = name == null || name.equals("_") ? "input" + index : name.replaceFirst("^_+(?=.)", "");
        return new HostInput(n, program.elementType(g.get(0)), program.mapping(g.get(1)), call.at());
    }

    private static void collect(Program program, Ast.Expr e, String name, List<HostInput> found) {
        switch (e) {
            case Ast.Call c -> {
                c.args().forEach(a -> collect(program, a, null, found));
                if (isRand(c)) {
                    found.add(of(program, c, name, found.size()));
                }
            }
            case Ast.Await a -> collect(program, a.value(), name, found);
            case Ast.Ref r -> collect(program, r.value(), null, found);
            case Ast.MethodCall m -> {
                collect(program, m.receiver(), null, found);
                m.args().forEach(a -> collect(program, a, null, found));
            }
            case Ast.Tuple t -> t.items().forEach(i -> collect(program, i, null, found));
            case Ast.Field f -> collect(program, f.receiver(), null, found);
            case Ast.Binary b -> {
                collect(program, b.left(), null, found);
                collect(program, b.right(), null, found);
            }
            case Ast.Negate n -> collect(program, n.value(), null, found);
            case Ast.StructLit s -> s.fields().forEach(f -> collect(program, f.value(), null, found));
            default -> AstWalk.children(e).forEach(x -> collect(program, x, null, found));
        }
    }
}
