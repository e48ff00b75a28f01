package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The trait obligations rustc proves on a helper's element type parameter from its bounds alone: a
 * type parameter is rigid inside the body, so {@code D: FetchCast<i32>} holds only where a bound of
 * {@code D} implies it (the bound itself or a supertrait, {@link TraitBounds#implied}), never because
 * every type the bounds allow happens to implement it. Two places ask:
 * <ul>
 * <li>the signature: a tensor type requires its element type's bound ({@code DmTensor<D: Scalar, …>},
 * memory_tensor.rs:168, 371, 628; {@code VrfTensor<D: VeScalar, …>}, memory_tensor.rs:671), so
 * {@code fn h<D: Cast<i32>>(x: &DmTensor<D, …>)} is rustc's E0277 ({@code Type::BOUND});</li>
 * <li>a stream chain begun on a parameter's tensor of element {@code D}: its {@code fetch::<X>} asks
 * {@code D: FetchCast<X>} (stream_tensor.rs:199), then on the fetched type {@code vector_init} and
 * {@code to_vrf} ask {@code VeScalar}, {@code contract} {@code ContractionCast} and {@code cast::<X>}
 * {@code Cast<X>}.</li>
 * </ul>
 * A parameter with a bound not of the reference or the standard library (a trait of the kernel's crate,
 * whose supertraits are not read) is never judged.
 *
 * <p>Example: {@code fn widen<D: Scalar + Cast<i32>>(…, x: &DmTensor<D, …>)} whose body runs
 * {@code ctx.main.begin(x.view()).fetch::<i32, …>()}: {@code Cast<i32>} and {@code FetchCast<i32>} hold
 * for the same types (i4, i8, i32), but only {@code FetchCast<i32>: Cast<i32>} (cast.rs:8), not the
 * converse, so rustc rejects the fetch: a {@code Fetch::CAST} finding there.
 */
final class BoundObligations {

    private static final List<String> TENSORS = List.of("HbmTensor", "DmTensor", "TrfTensor", "VrfTensor",
            "HbmTensorView", "HbmTensorViewMut", "DmTensorView", "DmTensorViewMut");

    /** Stream methods that keep the element type of the stream they are called on. */
    private static final Set<String> KEEPS = Set.of("view", "tile", "switch", "collect", "align", "accumulate",
            "transpose");

    private BoundObligations() {}

    /**
     * The type parameters of {@code f} whose bounds are judged: its own and its impl's ({@code D} of
     * {@code impl<D: VeScalar> Pass<D>}, with the bounds the method's where clause adds), not a trait's {@code Self}.
     */
    static List<String> typeParameters(Ast.Function f) {
        return f.generics().stream().filter(g -> !g.constant() && !g.name().equals("Self"))
                .map(Ast.GenericParam::name).distinct().toList();
    }

    /** The findings of the obligations helper {@code f}'s bounds on its element parameters {@code names} do not imply. */
    static List<Finding> of(Ast.Function f, List<String> names) {
        return of(f, names, Optional.empty());
    }

    /**
     * As {@link #of(Ast.Function, List)}, for a method of an impl of the generic struct {@code self}: a chain begun
     * on a field of {@code self} ({@code self.rows.view()}, {@code rows: DmTensor<D, …>}) starts from the impl's
     * parameter the field's element parameter stands at ({@code D} of {@code impl<D: Scalar> Stage<D>}).
     */
    static List<Finding> of(Ast.Function f, List<String> names, Optional<Ast.StructDecl> self) {
        Map<String, Set<String>> implied = new java.util.LinkedHashMap<>();
        for (String name : names) {
            List<String> bounds = f.generics().stream().filter(g -> g.name().equals(name))
                    .flatMap(g -> g.bounds().stream()).toList();
            if (bounds.stream().allMatch(b -> plain(b, f))) {
                TraitBounds.implied(bounds).ifPresent(s -> implied.put(name, s));
            }
        }
        List<Finding> out = new ArrayList<>();
        List<Ast.Type> signature = new ArrayList<>();
        f.params().forEach(p -> signature.add(p.type()));
        f.returns().ifPresent(signature::add);
        for (Ast.Type t : signature) {
            wellFormed(t, implied, out);
        }
        Map<String, Ast.Expr> lets = lets(f);
        AstWalk.forEachExpr(f.body(), e -> {
            if (e instanceof Ast.MethodCall c && c.name().equals("begin") && c.args().size() == 1) {
                root(c.args().get(0), lets).flatMap(n -> elementOf(f, n, self)).filter(implied::containsKey)
                        .ifPresent(d -> chain(c, d, implied, f, lets, out));
            }
        });
        return out;
    }

    /**
     * The findings of a generic struct's field types its parameters' bounds do not make well formed: rustc checks a
     * struct's declaration as a signature, so {@code struct Stage<D: Copy> { rows: DmTensor<D, …> }} is its E0277
     * ({@code DmTensor} asks {@code D: Scalar}, memory_tensor.rs:371), whatever types the struct is used with.
     *
     * <p>Example: {@code struct Stage<D: ScalarBytes> { rows: DmTensor<D, …> }} is well formed (ScalarBytes gives
     * Scalar); {@code struct Stage<D: Copy>} with the same field is a {@code Type::BOUND} finding at the field's type.
     */
    static List<Finding> ofStruct(Ast.StructDecl decl) {
        Map<String, Set<String>> implied = new java.util.LinkedHashMap<>();
        for (Ast.GenericParam g : decl.generics()) {
            if (!g.constant() && g.bounds().stream().allMatch(b -> plain(b, decl.generics()))) {
                TraitBounds.implied(g.bounds()).ifPresent(x -> implied.put(g.name(), x));
            }
        }
        List<Finding> out = new ArrayList<>();
        if (!implied.isEmpty()) {
            decl.typedFields().values().forEach(t -> wellFormed(t, implied, out));
        }
        return out;
    }

    /** The generic struct whose impl method {@code f} is, if it is one: its fields type {@code self.rows}. */
    static Optional<Ast.StructDecl> selfStruct(Program program, Ast.Function f) {
        dev.layoutprover.kernel.model.Module m = program.moduleOf(f);
        String name = m.path().isEmpty() ? "" : m.path().get(m.path().size() - 1);
        return m.items().declarations().stream().filter(d -> d instanceof Ast.StructDecl st && st.name().equals(name)
                && !st.generics().isEmpty()).map(d -> (Ast.StructDecl) d).findFirst();
    }

    /** The findings of every generic struct of the crate whose field types its bounds do not make well formed. */
    static List<Finding> structs(Program program) {
        Set<Ast.StructDecl> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        List<Finding> out = new ArrayList<>();
        for (dev.layoutprover.kernel.model.Module m : program.crate().modules()) {
            for (Ast.Declaration d : m.items().declarations()) {
                if (d instanceof Ast.StructDecl st && !st.generics().isEmpty() && seen.add(st)) {
                    out.addAll(ofStruct(st));
                }
            }
        }
        return out;
    }

    /**
     * Whether a generic helper or struct of the crate breaks its own bounds (its signature, fields or body): rustc
     * rejects the crate for that, the finding reported, and a call's bound ({@link CallBounds}) is not asked too.
     */
    static boolean rejectsHelpers(Program program) {
        for (Ast.Function f : program.functions()) {
            if (f.kind() == Ast.FunctionKind.HELPER && !program.unmodelled(f)
                    && !of(f, typeParameters(f), selfStruct(program, f)).isEmpty()) {
                return true;
            }
        }
        return !structs(program).isEmpty();
    }

    /** A tensor type of {@code t} (or within it) whose element parameter's bounds lack the trait the type requires. */
    private static void wellFormed(Ast.Type t, Map<String, Set<String>> implied, List<Finding> out) {
        if (TENSORS.contains(t.name()) && !t.args().isEmpty() && t.args().get(0) instanceof Ast.Named n
                && n.type().args().isEmpty() && implied.containsKey(n.type().name())) {
            String d = n.type().name();
            boolean vrf = t.name().equals("VrfTensor");
            String needs = vrf ? "VeScalar" : "Scalar";
            if (!implied.get(d).contains(needs)) {
                out.add(new Finding("Type::BOUND", "the trait bound `" + d + ": " + needs
                        + "` is not satisfied: " + t.name() + " requires its element type to be " + needs
                        + " (memory_tensor.rs:" + (vrf ? 671 : 371) + "), and the bounds of " + d
                        + " do not imply it (rustc's E0277)", t.at()));
            }
        }
        for (Ast.GenericArg a : t.args()) {
            if (a instanceof Ast.Named n) {
                wellFormed(n.type(), implied, out);
            }
        }
    }

    /**
     * Follows the method chain above {@code begin} (the calls whose receiver it is, outward), the stream's
     * element type starting as parameter {@code d}, and records each obligation on a type parameter its
     * bounds do not imply.
     */
    private static void chain(Ast.MethodCall begin, String d, Map<String, Set<String>> implied, Ast.Function f,
            Map<String, Ast.Expr> lets, List<Finding> out) {
        Map<Ast.Expr, Ast.MethodCall> outer = new java.util.IdentityHashMap<>();
        Map<String, List<Ast.MethodCall>> onName = new java.util.HashMap<>();
        AstWalk.forEachExpr(f.body(), e -> {
            if (e instanceof Ast.MethodCall c) {
                outer.put(c.receiver(), c);
                if (c.receiver() instanceof Ast.Name n) {
                    onName.computeIfAbsent(n.name(), k -> new ArrayList<>()).add(c);
                }
            }
        });
        follow(begin, d, outer, onName, implied, f, lets, out, 0);
    }

    /**
     * Follows the chain outward from {@code from}, whose value's element type is {@code d}; where the chain's
     * value is bound by a {@code let} ({@code let t = ….fetch::<D, …>();}), the calls on that name go on with
     * its element type, as rustc carries the type through the binding.
     */
    private static void follow(Ast.Expr from, String d, Map<Ast.Expr, Ast.MethodCall> outer,
            Map<String, List<Ast.MethodCall>> onName, Map<String, Set<String>> implied, Ast.Function f,
            Map<String, Ast.Expr> lets, List<Finding> out, int depth) {
        String type = d;
        Ast.Expr last = from;
        Ast.MethodCall c = outer.get(from);
        while (c != null && type != null) {
            String at = type;
            Ast.MethodCall call = c;
            Optional<String> written = c.generics().isEmpty() || !(c.generics().get(0) instanceof Ast.Named n)
                    || !n.type().args().isEmpty() ? Optional.empty() : Optional.of(n.type().name());
            if (written.isPresent() && !named(written.get(), f)) {
                return; // a type alias or a path: what it names is not compared here
            }
            String next = switch (c.name()) {
                case "fetch" -> written.map(x -> {
                    need(at, "FetchCast<" + x + ">", x, "Fetch::CAST", "fetch", implied, call, out);
                    return x;
                }).orElse(null);
                case "cast" -> written.map(x -> {
                    need(at, "Cast<" + x + ">", x, "Cast::TYPE", "cast", implied, call, out);
                    return x;
                }).orElse(null);
                case "vector_init" -> {
                    need(type, "VeScalar", null, "Vector::TYPE", "vector_init", implied, c, out);
                    yield null;
                }
                case "to_vrf" -> {
                    need(type, "VeScalar", null, "VRF::TYPE", "to_vrf", implied, c, out);
                    yield null;
                }
                case "contract" -> {
                    need(type, "ContractionCast", null, "Reducer::TYPE", "contract", implied, c, out);
                    yield null;
                }
                default -> KEEPS.contains(c.name()) ? type : null;
            };
            type = next;
            last = c;
            c = outer.get(c);
        }
        if (type == null || depth > lets.size()) {
            return;
        }
        for (Map.Entry<String, Ast.Expr> let : lets.entrySet()) {
            if (let.getValue() == last) {
                for (Ast.MethodCall use : onName.getOrDefault(let.getKey(), List.of())) {
                    follow(use.receiver(), type, outer, onName, implied, f, lets, out, depth + 1);
                }
            }
        }
    }

    /**
     * The names {@code f} binds by a {@code let} exactly once (in its body, loops and blocks), each with its
     * value; a name bound twice or also a parameter is left out, its type not one.
     */
    private static Map<String, Ast.Expr> lets(Ast.Function f) {
        Map<String, Ast.Expr> once = new java.util.LinkedHashMap<>();
        Set<String> twice = new java.util.HashSet<>();
        f.params().forEach(p -> twice.add(p.name()));
        List<List<Ast.Stmt>> bodies = new ArrayList<>();
        bodies.add(f.body());
        AstWalk.forEachExpr(f.body(), e -> {
            if (e instanceof Ast.Block b) {
                bodies.add(b.body());
            }
        });
        for (int i = 0; i < bodies.size(); i++) {
            for (Ast.Stmt s : bodies.get(i)) {
                switch (s) {
                    case Ast.Let l -> {
                        if (once.put(l.name(), l.value()) != null) {
                            twice.add(l.name());
                        }
                    }
                    case Ast.LetTuple l -> twice.addAll(l.names());
                    case Ast.For x -> {
                        twice.addAll(x.names());
                        bodies.add(x.body());
                    }
                    case Ast.While w -> bodies.add(w.body());
                    default -> { }
                }
            }
        }
        twice.forEach(once::remove);
        return once;
    }

    /**
     * Records {@code rule} at call {@code c} where {@code type} is a judged type parameter whose bounds do not
     * imply {@code trait}; {@code target} is the trait's type argument, the type itself being the identity
     * every {@code Scalar} has ({@code impl<D: Scalar> FetchCast<D> for D}, cast.rs:28, 41).
     */
    private static void need(String type, String trait, String target, String rule, String method,
            Map<String, Set<String>> implied, Ast.MethodCall c, List<Finding> out) {
        Set<String> holds = implied.get(type);
        if (holds == null || holds.contains(trait) || (type.equals(target) && holds.contains("Scalar"))) {
            return;
        }
        out.add(new Finding(rule, "the trait bound `" + type + ": " + trait + "` is not satisfied: ." + method
                + " asks it of the stream's element type " + type + ", and the bounds of " + type
                + " do not imply it, whatever types they allow (rustc's E0277)", c.at()));
    }

    /**
     * Whether bound {@code written} is judged by name: a path ({@code std::ops::Add}) is not, and each type
     * argument ({@code i32} of {@code FetchCast<i32>}) must be a scalar type of the reference or a type parameter of
     * {@code f}: an alias ({@code type Acc = i32;}) is another name for a type, compared by what it names.
     */
    private static boolean plain(String written, Ast.Function f) {
        return plain(written, f.generics());
    }

    private static boolean plain(String written, List<Ast.GenericParam> generics) {
        if (written.contains("::")) {
            return false;
        }
        if (!written.contains("<")) {
            return true;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z_0-9]*")
                .matcher(written.substring(written.indexOf('<')));
        while (m.find()) {
            if (!named(m.group(), generics)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code type} is a scalar type of the reference or a type parameter of {@code f}, by its name. */
    private static boolean named(String type, Ast.Function f) {
        return named(type, f.generics());
    }

    private static boolean named(String type, List<Ast.GenericParam> generics) {
        return Program.elementTypeNamed(type).isPresent() || generics.stream().anyMatch(g -> g.name().equals(type));
    }

    /**
     * The variable an expression such as {@code x.view().tile::<…>(i)} or {@code &x} starts from, through a
     * {@code let v = x.view();} of {@code lets}.
     */
    private static Optional<String> root(Ast.Expr e, Map<String, Ast.Expr> lets) {
        return switch (e) {
            case Ast.Name n when lets.containsKey(n.name()) && lets.get(n.name()) != e -> root(lets.get(n.name()), lets);
            case Ast.Name n -> Optional.of(n.name());
            case Ast.Field x when x.receiver() instanceof Ast.Name n && n.name().equals("self") ->
                    Optional.of(SELF + x.name());
            case Ast.Ref r -> root(r.value(), lets);
            case Ast.MethodCall m when KEEPS.contains(m.name()) -> root(m.receiver(), lets);
            default -> Optional.empty();
        };
    }

    /** What {@link #root} names a field of the receiver by: {@code self.rows}. */
    private static final String SELF = "self.";

    /**
     * The element type parameter of {@code f}'s parameter {@code name}, a tensor, unless the body rebinds the name;
     * or, for {@code self.rows}, the impl's parameter at the place of the element parameter of the field's type in
     * struct {@code self} ({@code D} of {@code impl<D: VeScalar> Stage<D>} for {@code rows: DmTensor<E, …>} of
     * {@code struct Stage<E: Scalar>}).
     */
    private static Optional<String> elementOf(Ast.Function f, String name, Optional<Ast.StructDecl> self) {
        if (name.startsWith(SELF)) {
            String field = name.substring(SELF.length());
            return self.flatMap(s -> Optional.ofNullable(s.typedFields().get(field)).flatMap(BoundObligations::element)
                    .flatMap(e -> {
                        int at = s.generics().stream().map(Ast.GenericParam::name).toList().indexOf(e);
                        return f.generics().stream().filter(g -> !g.constant() && g.ofType() == at && at >= 0)
                                .map(Ast.GenericParam::name).findFirst();
                    }));
        }
        boolean[] rebound = {binds(f.body(), name)};
        AstWalk.forEachExpr(f.body(), e -> {
            if (e instanceof Ast.Block b && binds(b.body(), name)
                    || e instanceof Ast.Closure c && c.params().contains(name)) {
                rebound[0] = true;
            }
        });
        if (rebound[0]) {
            return Optional.empty();
        }
        return f.params().stream().filter(p -> p.name().equals(name)).findFirst().map(Ast.Param::type)
                .flatMap(BoundObligations::element);
    }

    /** The element type named in tensor type {@code t}, a bare name ({@code D} of {@code DmTensor<D, …>}). */
    private static Optional<String> element(Ast.Type t) {
        return Optional.of(t).filter(x -> TENSORS.contains(x.name()) && !x.args().isEmpty()
                && x.args().get(0) instanceof Ast.Named)
                .map(x -> ((Ast.Named) x.args().get(0)).type()).filter(x -> x.args().isEmpty()).map(Ast.Type::name);
    }

    /** Whether {@code body} (its loops' bodies too) binds {@code name} by a {@code let} or a {@code for}. */
    private static boolean binds(List<Ast.Stmt> body, String name) {
        for (Ast.Stmt s : body) {
            boolean b = switch (s) {
                case Ast.Let l -> l.name().equals(name);
                case Ast.LetTuple l -> l.names().contains(name);
                case Ast.For x -> x.names().contains(name) || binds(x.body(), name);
                case Ast.While w -> binds(w.body(), name);
                default -> false;
            };
            if (b) {
                return true;
            }
        }
        return false;
    }
}
