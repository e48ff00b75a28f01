package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What a call binds the generic parameters of a crate function to, as Rust does: each turbofish
 * argument in order ({@code const} parameters take a number, type parameters a mapping or an
 * element type), and a type parameter left out (or written {@code _}) from the argument whose
 * parameter type names it, at that position of the tensor type.
 *
 * <p>Example: {@code stage::<0x1000, m![A / 8]>(ctx, &x)} of {@code fn stage<const AT: usize, S: M>(…)}
 * binds {@code AT = 4096} and {@code S = m![A / 8]}; {@code copy(ctx, &x)} of
 * {@code fn copy<D: Scalar>(ctx: &mut Context, x: &HbmTensor<D, Chip, m![A]>)} with an i8 tensor
 * binds {@code D = i8}.
 */
final class GenericBindings {

    private GenericBindings() {}

    /**
     * The bindings of {@code f}'s generic parameters at a call: a {@code Long} for a const
     * parameter, a {@link dev.layoutprover.algebra.Mapping} or an {@link ElementType} for a type.
     *
     * @param given the turbofish arguments, their const values already read ({@link Ast.IntArg})
     * @param args the argument values
     * @param components the element type and mappings of an argument value for a tensor type name,
     *        in the order of that type's parameters, or null when it is no such tensor
     */
    static Map<String, Object> of(Program program, Ast.Function f, List<Ast.GenericArg> given, List<Object> args,
            Location at, BiFunction<Object, String, List<Object>> components) {
        return of(program, f, given, args, at, components, List.of());
    }

    /**
     * As {@link #of(Program, Ast.Function, List, List, Location, BiFunction)}, the parameters of
     * {@code f}'s generic impl bound to {@code typeArgs}, the arguments of the type it is called on
     * ({@code [4]} for a method of {@code impl<const N: usize> Tiles<N>} on a {@code Tiles<4>}).
     */
    static Map<String, Object> of(Program program, Ast.Function f, List<Ast.GenericArg> given, List<Object> args,
            Location at, BiFunction<Object, String, List<Object>> components, List<Object> typeArgs) {
        List<Ast.GenericParam> params = f.generics().stream().filter(Ast.GenericParam::own).toList();
        Map<String, Object> out = new LinkedHashMap<>();
        for (Ast.GenericParam p : f.generics()) {
            if (!p.own() && p.ofType() < typeArgs.size()) {
                out.put(p.name(), typeArgs.get(p.ofType()));
            }
        }
        if (!given.isEmpty() && given.size() != params.size()) {
            throw new KernelError(at, f.name() + " takes " + params.size() + " generic argument"
                    + (params.size() == 1 ? "" : "s") + " (lifetimes aside), the call gives " + given.size());
        }
        for (int i = 0; i < given.size(); i++) {
            Ast.GenericParam p = params.get(i);
            Ast.GenericArg a = given.get(i);
            if (a instanceof Ast.Inferred) {
                continue;
            }
            if (p.constant()) {
                if (!(a instanceof Ast.IntArg n)) {
                    throw new KernelError(a.at(), "the const parameter " + p.name() + " of " + f.name()
                            + " takes a number (a literal, a constant or a {…} block of them)");
                }
                out.put(p.name(), n.value());
            } else if (a instanceof Ast.Named n && n.type().args().isEmpty()
                    && (Program.elementTypeNamed(n.name()).isPresent() || program.boundElement(n.name()) != null)) {
                out.put(p.name(), program.elementType(a));
            } else if (a instanceof Ast.Named n && structType(program, n).isPresent()) {
                // T = Quarters: T::PARTS and T::slot(i) are Quarters' ({@link Program#typePath}); T = Pair<i8>
                // carries its argument
                out.put(p.name(), typeArgument(program, a));
            } else if (a instanceof Ast.Named n && (Program.PRIMITIVES.contains(n.name())
                    || n.name().equals("()"))) {
                continue; // a type with no layout (T = usize): what it binds reads no mapping or element
            } else {
                out.put(p.name(), program.mapping(a));
            }
        }
        for (int i = 0; i < f.params().size() && i < args.size(); i++) {
            Ast.Type t = f.params().get(i).type();
            if (t.args().isEmpty() && args.get(i) instanceof InterpreterValues.Struct st
                    && isType(f.generics(), t.name())) {
                // tiling: &T given a Quarters binds T = Quarters (a Reversed<Quarters>, T = Reversed with its argument)
                out.putIfAbsent(t.name(), new Program.BoundType(st.type(), st.generics()));
                continue;
            }
            List<Object> has = components.apply(args.get(i), t.name());
            if (has == null && !t.args().isEmpty()) {
                // x: &Hbm<D> with type Hbm<D> = HbmTensor<D, Chip, m![A, B]>: the alias written out binds D
                t = wholeAlias(program, t);
                has = t == null ? null : components.apply(args.get(i), t.name());
            }
            if (has == null || has.size() != t.args().size()) {
                continue;
            }
            for (int k = 0; k < has.size(); k++) {
                if (has.get(k) != null && t.args().get(k) instanceof Ast.Named n && n.type().args().isEmpty()
                        && (isType(params, n.name()) || isType(f.generics().stream().filter(Ast.GenericParam::ofTrait)
                                .toList(), n.name()))) {
                    out.putIfAbsent(n.name(), has.get(k));
                }
            }
        }
        return out;
    }

    /** The tensor type the generic alias {@code t} stands for, its parameters as written; null when it is none. */
    private static Ast.Type wholeAlias(Program program, Ast.Type t) {
        try {
            Ast.Type whole = program.whole(t);
            return whole == null || whole.name().equals(t.name()) ? null : whole;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * What the type argument {@code a} binds a parameter to: a number for a const argument, the
     * struct type's module for a struct ({@code Quarters}), a {@link Program.BoundType} with its own
     * arguments for a generic struct ({@code Pair<i8>}: {@code Pair} with {@code i8}), an element
     * type, null for a primitive type with no layout ({@code usize}), else the mapping it names.
     */
    static Object typeArgument(Program program, Ast.GenericArg a) {
        if (a instanceof Ast.IntArg n) {
            return n.value();
        }
        if (!(a instanceof Ast.Named n)) {
            return program.mapping(a);
        }
        var type = structType(program, n);
        if (type.isPresent()) {
            if (n.type().args().isEmpty()) {
                return type.get().getKey();
            }
            List<Object> args = new ArrayList<>();
            for (Ast.GenericArg x : n.type().args()) {
                args.add(typeArgument(program, x));
            }
            return new Program.BoundType(type.get().getKey(), java.util.Collections.unmodifiableList(args));
        }
        if (n.type().args().isEmpty() && (Program.elementTypeNamed(n.name()).isPresent()
                || program.boundElement(n.name()) != null)) {
            return program.elementType(a);
        }
        if (n.type().args().isEmpty() && (Program.PRIMITIVES.contains(n.name()) || n.name().equals("()"))) {
            return null;
        }
        return program.mapping(a);
    }

    /** The struct type {@code n} names ({@code Quarters}, {@code crate::plans::Pair<i8>}), if it names one. */
    private static java.util.Optional<Map.Entry<dev.layoutprover.kernel.model.Module, Ast.StructDecl>> structType(
            Program program, Ast.Named n) {
        if (Program.PRIMITIVES.contains(n.name()) || n.type().reference()) {
            return java.util.Optional.empty();
        }
        String text = n.type().text().replaceAll("\\s", "");
        int open = text.indexOf('<');
        return program.structType(List.of((open < 0 ? text : text.substring(0, open)).split("::")));
    }

    /**
     * Whether {@code f} is a trait's default method: its body reads {@code Self} as the type it is
     * called on, a type parameter the reader gives it ({@code fn slot(i: usize) -> usize { Self::BASE … }}).
     */
    static boolean ofTrait(Ast.Function f) {
        return f.generics().stream().anyMatch(g -> g.name().equals("Self"));
    }

    /** The turbofish arguments with each const argument's value read: a constant's name or a {@code {…}} block becomes a number. */
    static List<Ast.GenericArg> constants(Program program, List<Ast.GenericArg> given, Function<Ast.Expr, Object> eval) {
        List<Ast.GenericArg> out = new ArrayList<>(given.size());
        boolean changed = false;
        for (Ast.GenericArg a : given) {
            Ast.GenericArg r = a;
            if (a instanceof Ast.ConstExpr c && DmaConst.kind(a).isEmpty()) {
                r = number(eval.apply(c.value()), c.at());
            } else if (a instanceof Ast.Named n && n.type().args().isEmpty() && !n.type().reference()
                    && !n.type().text().contains("::") && !program.namesType(n.name())) {
                Object v = eval.apply(new Ast.Name(n.name(), n.at()));
                r = number(v, n.at());
            }
            changed |= r != a;
            out.add(r);
        }
        return changed ? List.copyOf(out) : given;
    }

    private static Ast.IntArg number(Object v, Location at) {
        if (!(v instanceof Long n)) {
            throw new KernelError(at, "a const generic argument is a known integer, not " + InterpreterValues.describe(v));
        }
        return new Ast.IntArg(n, at);
    }

    /**
     * Binds the type parameters of {@code f} a call leaves to inference ({@code relay::<m![B], _>(…)}) and that
     * its result type names, from the type the call's value is expected to have ({@code let y: DmTensor<i8, Chip,
     * Cluster, m![S], m![B, C]> = …}), as rustc infers them: with {@code fn relay<Time: M, Out: M>(…) ->
     * DmTensor<i8, Chip, Cluster, m![S], Out>}, {@code Out = m![B, C]}. A parameter already bound keeps its value.
     */
    static void fromResult(Program program, Ast.Function f, Map<String, Object> bound, Ast.Type expected) {
        if (expected == null || f.returns().isEmpty()) {
            return;
        }
        Ast.Type r = f.returns().get();
        if (!r.name().equals(expected.name()) || r.args().size() != expected.args().size()) {
            return;
        }
        List<Ast.GenericParam> own = f.generics().stream().filter(Ast.GenericParam::own).toList();
        for (int i = 0; i < r.args().size(); i++) {
            if (r.args().get(i) instanceof Ast.Named n && n.type().args().isEmpty() && isType(own, n.name())
                    && !bound.containsKey(n.name()) && !(expected.args().get(i) instanceof Ast.Inferred)) {
                Ast.GenericArg a = expected.args().get(i);
                try {
                    Object v = a instanceof Ast.Named x && x.type().args().isEmpty()
                            && (Program.elementTypeNamed(x.name()).isPresent() || program.boundElement(x.name()) != null)
                            ? program.elementType(a) : program.mapping(a);
                    bound.put(n.name(), v);
                } catch (KernelError | Program.IllFormed | Program.UnmodelledElementType | IllegalArgumentException e) {
                    // an expected type that names no mapping here (another function's parameter): nothing inferred
                }
            }
        }
    }

    private static boolean isType(List<Ast.GenericParam> params, String name) {
        return params.stream().anyMatch(p -> !p.constant() && p.name().equals(name));
    }
}
