package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.Token;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.Item;
import dev.layoutprover.kernel.model.Module;
import dev.layoutprover.kernel.model.Names;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A crate of kernels with its names resolved (see {@link Names}): the functions of the modules the
 * user named, and every mapping {@code m![…]} parsed once, in the module of the function being
 * run, with the type aliases of the function body declared so far ({@link #enter},
 * {@link #declareLocal}).
 *
 * <p>A syntax or name error anywhere (an unknown axis in any {@code m![…]}, an unknown type name)
 * is a {@link KernelError}. A mapping that parses but breaks a constructor's rule
 * ({@code m![A / 48]} with {@code A = 2048}: the stride does not divide the size) is a
 * {@link Finding} of rule {@code Mapping::WELL_FORMED}; uses of it are skipped by a checker that
 * goes on, and stop a simulation before it starts. A function that names an element type of the
 * reference the simulator does not model ({@code f8}, {@code f8e5m2}) is a {@code Type::ELEMENT}
 * finding of that function; it is not run, and the crate's other functions are.
 *
 * <p>Example: {@code Program.of(Lowering.parse(source))} of hello-tcp's constant addition has axes
 * {@code A = 2048}, aliases {@code Chip}, {@code Cluster}, {@code Slice}, functions {@code main} and
 * {@code kernel}, and no findings.
 */
public final class Program {

    /** Type constructors a type annotation may name. */
    static final Set<String> TENSOR_TYPES = Set.of("HbmTensor", "DmTensor", "TrfTensor", "VrfTensor", "HostTensor",
            "Context", "HbmTensorView", "HbmTensorViewMut", "DmTensorView", "DmTensorViewMut");

    /** Element types of the reference that the simulator does not model: a {@code Type::ELEMENT} finding. */
    static final Set<String> UNMODELLED_TYPES = Set.of("f8", "f8e5m2", "i64", "f64");

    /**
     * Scalar types of the reference the simulator does not model: a {@code Kernel::UNMODELLED}
     * warning, and the function is not run (its verdict is unknown), since the reference accepts it.
     */
    static final Set<String> SCALARS_NOT_MODELLED = Set.of("f8");

    /** A function that names an element type the simulator does not model. */
    static final class UnmodelledElementType extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient Location at;
        final String name;

        UnmodelledElementType(Location at, String name) {
            super(UNMODELLED_TYPES.contains(name) && !NOT_SCALARS.contains(name)
                    ? "the element type " + name + " is not modelled by the simulator (it has i4, i8, u8, i16, i32, bf16, f32, "
                            + "f8e4m3)"
                    : name + " is not an element type of the reference (its Scalar types are i4, i8, i16, i32, u8, f8, "
                            + "f8e4m3, bf16 and f32)", null, false, false);
            this.at = at;
            this.name = name;
        }
    }

    /**
     * Names written as element types that are no {@code Scalar} of the reference (scalar.rs implements
     * it for i4, i8, i16, i32, u8, f8, f8e4m3, bf16 and f32 only): a {@code Type::ELEMENT} finding. The
     * simulator's {@code f16} serves its Java API; a kernel cannot name it.
     */
    static final Set<String> NOT_SCALARS = Set.of("f16", "i64", "f64", "f8e5m2", "u16", "u32", "u64", "u128", "i128",
            "usize", "isize", "bool", "char");

    /**
     * The standard library's types host code holds known values in ({@code Vec<usize>},
     * {@code .collect::<Vec<_>>()}), and {@code fn}, a function pointer's or closure's
     * ({@code fn(usize) -> usize}, {@code Box<dyn Fn(usize) -> usize>}): no layout.
     */
    static final Set<String> HOST_TYPES = Set.of("Vec", "Option", "Box", "VecDeque", "String", "fn");

    /**
     * The prelude's aliases of primitive types: {@code Address}, {@code u64}
     * (furiosa-visa-std/src/memory_tensor.rs:21), as in {@code let slots: [Address; 3] = …}.
     */
    static final Set<String> PRELUDE_TYPES = Set.of("Address");

    /** Rust's primitive types other than the element types. */
    static final Set<String> PRIMITIVES = Set.of("u8", "u16", "u32", "u64", "u128", "usize", "i64", "i128", "isize",
            "bool", "char", "f64", "str");

    /** A use of a mapping that is ill formed, or built from one; its finding is already reported. */
    static final class IllFormed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        IllFormed(String name) {
            super(name, null, false, false);
        }
    }

    /**
     * Where names are being read: a module, and the declarations there (with a function body's local
     * aliases and the mappings its type parameters are bound to), and the element types its type
     * parameters are bound to ({@code D} of {@code fn copy<D: Scalar>(…)}); a type parameter not
     * bound yet (while a body is read before it runs) is in {@code unbound}.
     */
    private record Scope(Module module, Declarations declarations, Set<String> illFormedLocals,
            Map<String, ElementType> elements, Set<String> unbound, Map<String, BoundType> types) {

        Scope(Module module, Declarations declarations, Set<String> illFormedLocals) {
            this(module, declarations, illFormedLocals, Map.of(), Set.of(), Map.of());
        }

        Scope with(Declarations d, Set<String> ill) {
            return new Scope(module, d, ill, elements, unbound, types);
        }
    }

    /**
     * A struct type a type parameter is bound to, with the arguments of its own generic parameters
     * ({@code T = Reversed<Quarters>}: the module of {@code Reversed} and {@code [Quarters]}).
     */
    record BoundType(Module type, List<Object> args) {}

    private final Crate crate;
    private final Names names;
    private final Map<String, Mapping> mappings = new HashMap<>();
    /** Each escaped path read inside m![…] by the name it was parsed under ({@link #parsed}). */
    private final Map<String, String> escapedPaths = new java.util.concurrent.ConcurrentHashMap<>();
    private final Set<String> illFormedTexts = new LinkedHashSet<>();
    private final List<Finding> findings = new ArrayList<>();
    private final Map<Ast.Function, Module> modules = new IdentityHashMap<>();
    private Scope scope;
    private final Map<Ast.Function, KernelError> broken = new IdentityHashMap<>();
    private final Map<Ast.Function, Finding> unmodelled = new IdentityHashMap<>();

    private Program(Crate crate) {
        this.crate = crate;
        this.names = crate.names();
        for (Module m : crate.everyModule()) {
            for (Ast.Function f : m.items().functions()) {
                modules.put(f, m);
            }
        }
        this.scope = new Scope(crate.root(), null, Set.of());
    }

    /** One file read as a crate of its own; throws {@link KernelError} at the first syntax or name error. */
    public static Program of(Ast.File file) {
        return of(CrateReader.single(file));
    }

    /** A crate; throws {@link KernelError} at the first name error of its named modules. */
    public static Program of(Crate crate) {
        if (!crate.errors().isEmpty()) {
            throw crate.errors().get(0);
        }
        return of(crate, e -> {
            throw e;
        });
    }

    /**
     * A crate whose name errors go to {@code errors}, one per module or function, the rest being
     * read all the same; a function with an error is left out of {@link #functions()}.
     */
    public static Program of(Crate crate, java.util.function.Consumer<KernelError> report) {
        Set<String> seen = new LinkedHashSet<>();
        java.util.function.Consumer<KernelError> errors = e -> {
            if (seen.add(e.getMessage())) {
                report.accept(e);
            }
        };
        Program p = new Program(crate);
        crate.alone().ifPresent(a -> a.missing().forEach(m -> p.findings.add(Unresolved.missingModule(m))));
        for (Module m : crate.named()) {
            try {
                p.enter(m);
            } catch (KernelError e) {
                Optional<Finding> unresolved = Unresolved.of(p.names, m, "the module "
                        + (m.path().isEmpty() ? crate.name() : String.join("::", m.path())), e);
                if (unresolved.isPresent()) {
                    p.findings.add(unresolved.get());
                } else {
                    errors.accept(e);
                }
            }
        }
        for (Crate.Located f : crate.functions()) {
            try {
                p.enter(f.function());
                new GenericsWalk(p).function(f.function());
            } catch (UnmodelledElementType e) {
                // A Scalar of the reference the simulator lacks is the tool's gap (a warning, the
                // function unknown); a name that is no Scalar breaks the reference's type bound.
                String rule = SCALARS_NOT_MODELLED.contains(e.name) ? Unmodelled.RULE
                        : "Type::ELEMENT";
                Finding finding = new Finding(rule, f.function().name() + ": " + e.getMessage(), e.at);
                p.findings.add(finding);
                p.unmodelled.put(f.function(), finding);
            } catch (KernelError e) {
                Optional<String> empty = p.emptyAxisOf(e);
                if (empty.isPresent()) {
                    Finding finding = new Finding(Unmodelled.RULE, f.function().name() + ": the axis " + empty.get()
                            + " has size 0 (declared at " + p.names.emptyAxes().get(empty.get()) + "): the reference "
                            + "compiles it, and what its empty tensors do is decided in its compiled mapping library; "
                            + "the function is not run", e.location());
                    p.findings.add(finding);
                    p.unmodelled.put(f.function(), finding);
                    continue;
                }
                Optional<Finding> unresolved = Unresolved.of(p.names, p.names.scope(f.module(), f.function()),
                        f.function().name(), e);
                if (unresolved.isPresent()) {
                    p.findings.add(unresolved.get());
                    p.unmodelled.put(f.function(), unresolved.get());
                    continue;
                }
                if (f.function().kind() != Ast.FunctionKind.DEVICE && !isNameError(e)) {
                    continue; // a host statement the run cannot follow is skipped there, with a warning
                }
                errors.accept(e);
                p.broken.put(f.function(), e);
            }
        }
        try {
            p.enter(crate.named().isEmpty() ? crate.root() : crate.named().get(0));
        } catch (KernelError e) {
            errors.accept(e);
        }
        return p;
    }

    public Crate crate() {
        return crate;
    }

    public Names names() {
        return names;
    }

    /** The first named module's file. */
    public Source source() {
        return (crate.named().isEmpty() ? crate.root() : crate.named().get(0)).source();
    }

    /** The declarations names are read with where the program is now. */
    public Declarations declarations() {
        return scope.declarations();
    }

    /**
     * Whether {@code e} is a name error of a mapping or type alias ({@code unknown axis 'Q'}): bad
     * input even in a host function, where other constructs the reader cannot follow are skipped.
     */
    static boolean isNameError(KernelError e) {
        return e.reason().startsWith("unknown axis") || e.reason().startsWith("unknown type alias");
    }

    /**
     * The axis of size 0 a name error is about ({@code unknown axis 'A'} where {@code axes![A = 0]}),
     * if it is one: the reference compiles such an axis, so a function naming it is a
     * {@code Kernel::UNMODELLED} finding, not a read error.
     */
    private Optional<String> emptyAxisOf(KernelError e) {
        String r = e.reason();
        if (!r.startsWith("unknown axis '")) {
            return Optional.empty();
        }
        int end = r.indexOf('\'', "unknown axis '".length());
        String name = end < 0 ? "" : r.substring("unknown axis '".length(), end);
        return names.emptyAxes().containsKey(name) ? Optional.of(name) : Optional.empty();
    }

    /** The module a function is an item of. */
    public Module moduleOf(Ast.Function f) {
        Module m = modules.get(f);
        return m == null ? crate.root() : m;
    }

    /** Reads names in module {@code m} from now on (no local aliases); returns what to restore. */
    Object enter(Module m) {
        Scope before = scope;
        Declarations d;
        try {
            d = names.declarations(m);
        } finally {
            names.problems().forEach(pr -> {
                Finding f = new Finding(pr.rule(), pr.message(), pr.at());
                if (!findings.contains(f)) {
                    findings.add(f);
                }
            });
        }
        Set<String> ill = new LinkedHashSet<>();
        for (var e : names.visibleTypes(m).entrySet()) {
            if (e.getValue() instanceof Item.Alias a && names.alias(a).isEmpty()) {
                ill.add(e.getKey());
            }
        }
        scope = new Scope(m, d, ill);
        return before;
    }

    /**
     * Reads names in the function's module (with its body's {@code use} declarations) from now on,
     * its type parameters unbound; returns what to restore.
     */
    Object enter(Ast.Function f) {
        Object saved = enter(names.scope(moduleOf(f), f));
        Set<String> unbound = new LinkedHashSet<>();
        for (Ast.GenericParam g : f.generics()) {
            if (!g.constant()) {
                unbound.add(g.name());
            }
        }
        scope = new Scope(scope.module(), scope.declarations(), scope.illFormedLocals(), Map.of(), unbound, Map.of());
        return saved;
    }

    /**
     * Binds the type parameters of the function being read: a {@link Mapping} is read as a type
     * alias of that name, an {@link ElementType} as that element type.
     *
     * <p>Example: after {@code bind(Map.of("S", m![A / 8]))} in {@code fn stage<S: M>(…)}, the
     * annotation {@code DmTensor<i8, Chip, Cluster, S, m![A % 8]>} has {@code Slice = m![A / 8]}.
     */
    void bind(Map<String, Object> generics) {
        Declarations d = scope.declarations();
        Map<String, ElementType> elements = new LinkedHashMap<>(scope.elements());
        Set<String> unbound = new LinkedHashSet<>(scope.unbound());
        Map<String, BoundType> types = new LinkedHashMap<>(scope.types());
        for (var e : generics.entrySet()) {
            if (e.getValue() instanceof Mapping m) {
                d = d.withAlias(e.getKey(), m);
            } else if (e.getValue() instanceof ElementType t) {
                elements.put(e.getKey(), t);
            } else if (e.getValue() instanceof Module type) {
                types.put(e.getKey(), new BoundType(type, List.of()));
            } else if (e.getValue() instanceof BoundType type) {
                types.put(e.getKey(), type);
            } else {
                continue;
            }
            unbound.remove(e.getKey());
        }
        scope = new Scope(scope.module(), d, scope.illFormedLocals(), Map.copyOf(elements), Set.copyOf(unbound),
                Map.copyOf(types));
    }

    /** The element type the type parameter {@code name} is bound to, or null. */
    ElementType boundElement(String name) {
        return scope.elements().get(name);
    }

    /** Whether {@code name} is a type parameter of the function being read that no call has bound. */
    boolean unboundGeneric(String name) {
        return scope.unbound().contains(name);
    }

    /** The names as read now, for {@link #restore}: a block's local aliases end with the block. */
    Object current() {
        return scope;
    }

    void restore(Object saved) {
        scope = (Scope) saved;
    }

    /**
     * {@code body}'s value, computed with names read in {@code f}'s module, then the names read as
     * before: {@code program.within(host, () -> launchedIn(program, host))}.
     */
    <T> T within(Ast.Function f, java.util.function.Supplier<T> body) {
        Object saved = enter(f);
        try {
            return body.get();
        } finally {
            restore(saved);
        }
    }

    /** Declares a type alias of a function body ({@code type X = m![…];}) for what follows it. */
    private final Map<String, Ast.Type> typeAliases = new java.util.HashMap<>();

    /** A local alias of a whole type ({@code type Out = DmTensor<i32, …>;}), if one is declared. */
    Optional<Ast.Type> typeAlias(String name) {
        if (typeAliases.containsKey(name)) {
            return Optional.of(typeAliases.get(name));
        }
        // a module's alias of a whole type (type Acc = DmTensor<…>;), named where a path starts: Acc::from_addr(0)
        return names.path(scope.module(), List.of(name), false)
                .filter(i -> i instanceof Item.Alias a && a.decl().value() instanceof Ast.Named n
                        && (!n.type().args().isEmpty() || n.type().reference()))
                .map(i -> ((Ast.Named) ((Item.Alias) i).decl().value()).type());
    }

    /**
     * The primitive integer type the type name {@code written} stands for: itself for one
     * ({@code usize}), {@code u64} for the prelude's {@code Address}, what a chain of aliases
     * ({@code type Offset = Address;}) ends at; empty for any other type.
     */
    Optional<String> integerType(String written) {
        String name = written;
        for (int hops = 0; hops < 16; hops++) {
            if (IntegerMethods.width(name).isPresent()) {
                return Optional.of(name);
            }
            Optional<Item> item = names.type(scope.module(), name);
            if (item.isPresent() && item.get() instanceof Item.Alias a && a.decl().parameters().isEmpty()
                    && a.decl().value() instanceof Ast.Named n && n.type().args().isEmpty() && !n.type().reference()) {
                name = n.type().name();
                continue;
            }
            return item.isEmpty() && PRELUDE_TYPES.contains(name) && name.equals("Address") ? Optional.of("u64")
                    : Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * {@code t} written out when it names another module's alias of a whole type, its parameters
     * replaced by the arguments given: with {@code type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![B]>;}
     * in {@code shapes} and {@code use crate::shapes::*;}, {@code Rows<f32>} is
     * {@code DmTensor<f32, Chip, Cluster, m![A / 2], m![B]>} and {@code &Rows<i32>} its reference.
     * Any other type (a file's own alias is already written out when read) is {@code t}.
     */
    Ast.Type whole(Ast.Type t) {
        if (t == null || typeAliases.containsKey(t.name())) {
            return t;
        }
        Optional<Item> item = names.typeWritten(scope.module(), t);
        if (item.isEmpty() || !(item.get() instanceof Item.Alias a) || !(a.decl().value() instanceof Ast.Named n)
                || n.type().args().isEmpty() && !n.type().reference() || a.decl().parameters().size() != t.args().size()) {
            return t;
        }
        Ast.Type v = a.decl().parameters().isEmpty() ? n.type()
                : dev.layoutprover.kernel.syntax.GenericAliases.substitute(n.type(), a.decl().parameters(), t.args(), t.at());
        return new Ast.Type(v.name(), v.args(), t.reference() || v.reference(), t.at(), t.mutable() || v.mutable(), v.text());
    }

    void declareLocal(Ast.AliasDecl a) {
        if (a.value() instanceof Ast.Named n && (!n.type().args().isEmpty() || n.type().reference())) {
            typeAliases.put(a.name(), n.type());
            return; // an alias of a whole type, not of a mapping: annotations naming it are not checked
        }
        try {
            Mapping m = mapping(a.value());
            Declarations d = scope.declarations();
            Map<String, Mapping> kept = new LinkedHashMap<>(d.aliases());
            kept.remove(a.name());
            Declarations fresh = Declarations.of(d.axes());
            for (var e : kept.entrySet()) {
                fresh = fresh.withAlias(e.getKey(), e.getValue());
            }
            Set<String> ill = new LinkedHashSet<>(scope.illFormedLocals());
            ill.remove(a.name());
            scope = scope.with(fresh.withAlias(a.name(), m), ill);
        } catch (IllFormed e) {
            Set<String> ill = new LinkedHashSet<>(scope.illFormedLocals());
            ill.add(a.name());
            scope = scope.with(scope.declarations(), ill);
        } catch (MappingException e) {
            throw new KernelError(a.at(), e.getMessage());
        }
    }

    /** The function {@code name} names where the program is now. */
    public Optional<Ast.Function> function(String name) {
        return names.value(scope.module(), name).filter(i -> i instanceof Item.Fn).map(i -> ((Item.Fn) i).function());
    }

    /**
     * The function of the named modules a user means by {@code name}: its Rust path in the crate
     * ({@code matmul::matmul_4096::matmul_4096}), or its name when one function has it.
     */
    public Optional<Ast.Function> named(String name) {
        List<Crate.Located> all = crate.functions();
        for (Crate.Located f : all) {
            if (f.path().equals(name)) {
                return Optional.of(f.function());
            }
        }
        List<Ast.Function> byName = all.stream().map(Crate.Located::function).filter(f -> f.name().equals(name))
                .toList();
        return byName.size() == 1 ? Optional.of(byName.get(0)) : function(name);
    }

    /** The function or constant a path names where the program is now. */
    Optional<Item> value(List<String> path) {
        List<String> typed = typePath(path);
        Optional<Item> found = names.path(scope.module(), typed, true);
        if (found.isEmpty() && typed.size() == 2 && Program.elementTypeNamed(typed.get(0)).isPresent()) {
            return primitiveImpl(typed.get(0), typed.get(1));
        }
        return found;
    }

    /**
     * The function {@code name} a crate's {@code impl} for the element type {@code type} declares,
     * wherever in the crate the impl stands ({@code f32::affine} of {@code impl Affine for f32}, whose
     * module holds only impls and names no type); empty when none or when impls of two modules declare it.
     */
    private Optional<Item> primitiveImpl(String type, String name) {
        Optional<Item> out = Optional.empty();
        for (Module m : crate.modules()) {
            if (!m.implsOnly() || !m.path().getLast().equals(type)) {
                continue;
            }
            Optional<Item> f = names.value(m, name).filter(i -> i instanceof Item.Fn && i.module() == m);
            if (f.isPresent() && out.isPresent()) {
                return Optional.empty(); // two traits' functions of one name: Rust asks for <T as Trait>::name
            }
            out = out.or(() -> f);
        }
        return out;
    }

    /**
     * {@code path} with a leading type parameter bound to a struct or trait type ({@code T} of
     * {@code fn copy<T: Tiling>} called with {@code T = Quarters}, {@code Self} in a trait's default
     * method) written as that type's path from the crate root: {@code T::PARTS} is
     * {@code crate::tiling::Quarters::PARTS}.
     */
    List<String> typePath(List<String> path) {
        BoundType type = path.isEmpty() ? null : scope.types().get(path.get(0));
        if (type == null && path.size() >= 2 && scope.elements().get(path.get(0)) != null) {
            // D::affine(…) of fn f<D: Affine> called with D = i32: the function of impl Affine for i32
            List<String> out = new ArrayList<>(path);
            out.set(0, scope.elements().get(path.get(0)).toString());
            return out;
        }
        if (type == null) {
            return path;
        }
        List<String> out = new ArrayList<>();
        out.add("crate");
        out.addAll(type.type().path());
        out.addAll(path.subList(1, path.size()));
        return out;
    }

    /** The struct type the type parameter {@code name} is bound to ({@code T = Quarters}), if it is bound to one. */
    Optional<Module> boundType(String name) {
        return Optional.ofNullable(scope.types().get(name)).map(BoundType::type);
    }

    /** The arguments of the generic struct type the type parameter {@code name} is bound to; none when it is not. */
    List<Object> boundArgs(String name) {
        BoundType t = scope.types().get(name);
        return t == null ? List.of() : t.args();
    }

    /** The module of the struct or trait type a path names where the program is now ({@code Quarters}, {@code T}). */
    Optional<Module> typeModule(List<String> path) {
        return names.path(scope.module(), typePath(path), false).filter(i -> i instanceof Item.Mod)
                .map(i -> ((Item.Mod) i).module());
    }

    /**
     * The struct a type path names where the program is now ({@code Plan}, {@code plan::Plan},
     * {@code Self} read as the impl's type): its declaration and the module holding its
     * {@code impl}s' constants and functions.
     */
    Optional<Map.Entry<Module, Ast.StructDecl>> structType(List<String> path) {
        Optional<Item> item = names.path(scope.module(), typePath(path), false);
        if (item.isEmpty() || !(item.get() instanceof Item.Mod mod)) {
            return Optional.empty();
        }
        for (Ast.Declaration d : mod.module().items().declarations()) {
            if (d instanceof Ast.StructDecl s && s.name().equals(mod.name())) {
                return Optional.of(Map.entry(mod.module(), s));
            }
        }
        return Optional.empty();
    }

    /** The discriminant of the variant {@code name} of the enum whose module is {@code type} ({@code Half::High as usize}), if it is one. */
    Optional<Item.Const> discriminant(Module type, String name) {
        Module variant = type.children().get(name.substring(name.lastIndexOf(':') + 1)); // Half::High
        return variant == null ? Optional.empty() : names.value(variant, dev.layoutprover.kernel.syntax.Lowering.DISCRIMINANT)
                .filter(i -> i instanceof Item.Const && i.module() == variant).map(i -> (Item.Const) i);
    }

    /** The function {@code name} of the type whose module is {@code type} ({@code Plan::slot}). */
    Optional<Ast.Function> associated(Module type, String name) {
        return names.value(type, name).filter(i -> i instanceof Item.Fn fn && (i.module() == type
                        || i.module().implsOnly() || GenericBindings.ofTrait(fn.function())))
                .map(i -> ((Item.Fn) i).function());
    }

    /**
     * The methods named {@code name} that the crate's {@code impl}s add to the reference's type
     * {@code apiType}, written by its name or through an alias of it: {@code impl<D: Scalar>
     * StageRows<D> for HbmRows<D>}, with {@code type HbmRows<D> = HbmTensor<D, Chip, m![A, B]>},
     * adds {@code stage} to {@code HbmTensor}. In module order.
     */
    List<Ast.Function> extensionMethods(String apiType, String name) {
        List<Ast.Function> out = new ArrayList<>();
        for (Module m : crate.modules()) {
            if (!m.implsOnly() || m.parent().isEmpty()) {
                continue;
            }
            String type = m.path().get(m.path().size() - 1);
            boolean names = type.equals(apiType) || names(m.parent().get(), type).filter(i -> i instanceof Item.Alias a
                    && a.decl().value() instanceof Ast.Named n && n.type().name().equals(apiType)).isPresent();
            if (names) {
                this.names.value(m, name).filter(i -> i instanceof Item.Fn && i.module() == m)
                        .ifPresent(i -> out.add(((Item.Fn) i).function()));
            }
        }
        return out;
    }

    private Optional<Item> names(Module m, String type) {
        return this.names.path(m, List.of(type), false);
    }

    /**
     * The functions of the crate's conversion impls named {@code function} ({@code from},
     * {@code try_from}), each with its type's module ({@link dev.layoutprover.kernel.syntax.ConversionImpls}).
     */
    List<Map.Entry<Module, Ast.Function>> conversions(String function) {
        return modules.entrySet().stream().filter(e -> dev.layoutprover.kernel.syntax.ConversionImpls.isConversion(
                e.getKey().name(), function)).map(e -> Map.entry(e.getValue(), e.getKey()))
                .sorted(java.util.Comparator.comparing(e -> e.getKey().name() + "::" + e.getValue().name())).toList();
    }

    /** The functions of the named modules, in file order. */
    public List<Ast.Function> functions() {
        return crate.functions().stream().map(Crate.Located::function).filter(f -> !broken.containsKey(f)).toList();
    }

    /** The name error that left {@code f} out of {@link #functions()}, if one did. */
    public Optional<KernelError> error(Ast.Function f) {
        return Optional.ofNullable(broken.get(f));
    }

    /**
     * Whether {@code f} names an element type the simulator does not model (a {@code Type::ELEMENT}
     * finding, or a {@code Kernel::UNMODELLED} warning for a Scalar of the reference): it is not run.
     */
    public boolean unmodelled(Ast.Function f) {
        return unmodelled.containsKey(f);
    }

    /** The finding of {@code f} ({@code Type::ELEMENT} or {@code Kernel::UNMODELLED}), if it names an element type the simulator does not model. */
    public Optional<Finding> unmodelledFinding(Ast.Function f) {
        return Optional.ofNullable(unmodelled.get(f));
    }

    /** The {@code Mapping::WELL_FORMED} findings of the declarations and mappings, in file order. */
    public List<Finding> findings() {
        return List.copyOf(findings);
    }

    /**
     * The mapping a generic argument stands for: {@code m![…]} or an alias name.
     *
     * @throws IllFormed when it is, or uses, an ill-formed mapping (already a finding)
     * @throws KernelError when it is no mapping at all
     */
    Mapping mapping(Ast.GenericArg arg) {
        return switch (arg) {
            case Ast.MappingText t -> parsed(t.macro());
            case Ast.Named n -> {
                if (!n.type().args().isEmpty() && !n.type().reference()) {
                    Optional<Mapping> applied = appliedAlias(n);
                    if (applied.isPresent()) {
                        yield applied.get();
                    }
                }
                if (!n.type().args().isEmpty() || n.type().reference()) {
                    throw new KernelError(n.at(), "expected a mapping (m![…] or a type alias), found the type "
                            + n.name() + "<…>");
                }
                if (scope.illFormedLocals().contains(n.name())) {
                    throw new IllFormed(n.name());
                }
                if (scope.unbound().contains(n.name())) {
                    throw new KernelError(n.at(), "the type parameter " + n.name() + " is not known here: write it "
                            + "in the call's turbofish (::<…>) or pass an argument whose type names it");
                }
                Optional<Mapping> alias = n.type().text().contains("::") ? Optional.empty()
                        : scope.declarations().alias(n.name());
                if (alias.isPresent()) {
                    yield new Mapping.Alias(n.name(), alias.get());
                }
                // a path: crate::shapes::Whole, or S::Part of a type parameter bound to a type (its associated type)
                Optional<Item> path = n.type().text().contains("::")
                        ? names.path(scope.module(), typePath(List.of(n.type().text().replaceAll("\\s", "").split("::"))),
                                false)
                        : names.typeWritten(scope.module(), n.type());
                if (path.isPresent() && path.get() instanceof Item.Alias a) {
                    Optional<Mapping> target = names.alias(a);
                    if (target.isEmpty()) {
                        throw new IllFormed(n.name());
                    }
                    yield new Mapping.Alias(writtenPathName(n.type().text()), target.get());
                }
                if (elementTypeNamed(n.name()).isPresent()) {
                    throw new KernelError(n.at(), "expected a mapping (m![…] or a type alias), found the element type "
                            + n.name());
                }
                if (scope.declarations().axes().axis(n.name()).isPresent()) {
                    throw new KernelError(n.at(), "expected a mapping, found the axis " + n.name() + "; write m!["
                            + n.name() + "]");
                }
                throw new KernelError(n.at(), "unknown type alias '" + n.name() + "' (" + aliasList() + ")");
            }
            case Ast.IntArg i -> throw new KernelError(i.at(), "expected a mapping, found the number " + i.value()
                    + (i.value() == 1 ? "; write m![1]" : ""));
            case Ast.Inferred i -> throw new KernelError(i.at(), "expected a mapping, found _ (nothing to infer it from)");
            case Ast.ConstExpr c -> throw new KernelError(c.at(), "expected a mapping, found a const expression");
            case Ast.Known k -> k.mapping();
        };
    }

    /** The element type a generic argument names: {@code i8}, {@code i16}, {@code i32}, {@code bf16}, {@code f16}, {@code f32}. */
    ElementType elementType(Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().args().isEmpty() && n.type().text().contains("::")) {
            return associatedElement(n);
        }
        if (arg instanceof Ast.Named n && n.type().args().isEmpty() && !n.type().reference()) {
            ElementType bound = scope.elements().get(n.name());
            if (bound != null) {
                return bound;
            }
            Optional<ElementType> t = elementTypeNamed(n.name());
            if (t.isPresent() && !NOT_SCALARS.contains(n.name())) {
                return t.get();
            }
            if (UNMODELLED_TYPES.contains(n.name()) || NOT_SCALARS.contains(n.name()) || !namesType(n.name())) {
                throw new UnmodelledElementType(n.at(), n.name());
            }
        }
        throw new KernelError(arg.at(), "expected an element type (i4, i8, u8, i16, i32, bf16, f16, f32, f8e4m3)");
    }

    /**
     * The element type an associated type names: {@code Self::Word}, {@code T::Word} or
     * {@code <Quarters as Tiling>::Word} with {@code impl Tiling for Quarters { type Word = i32; }}.
     */
    private ElementType associatedElement(Ast.Named n) {
        List<String> path = List.of(n.type().text().split("::"));
        Optional<Item> item = names.path(scope.module(), typePath(path), false);
        if (item.isPresent() && item.get() instanceof Item.Alias a && a.decl().value() instanceof Ast.Named inner
                && !inner.type().text().contains("::")) {
            Optional<ElementType> t = elementTypeNamed(inner.name());
            if (t.isPresent() && !NOT_SCALARS.contains(inner.name())) {
                return t.get();
            }
        }
        throw new KernelError(n.at(), "the type " + n.type().text() + " is not read as an element type here (an "
                + "associated type is read when the impl of the type it is of sets it to an element type)");
    }

    /** The axis a generic argument names (the {@code R} of {@code vector_intra_slice_reduce::<R, …>}). */
    Axis axis(Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().args().isEmpty()) {
            Optional<Axis> a = scope.declarations().axes().axis(names.renamedAxis(scope.module(), n.name())
                    .orElse(n.name()));
            if (a.isPresent()) {
                return a.get();
            }
        }
        throw new KernelError(arg.at(), "expected an axis name (declared: " + scope.declarations().axes().names()
                + ")");
    }

    static Optional<ElementType> elementTypeNamed(String name) {
        for (ElementType t : ElementType.values()) {
            if (t.toString().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /**
     * Checks that a generic argument in an element type's place ({@code f8} of
     * {@code HbmTensor<f8, …>}) is not an element type of the reference the simulator does not model.
     */
    void requireModelledElement(Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().args().isEmpty() && (UNMODELLED_TYPES.contains(n.name())
                || NOT_SCALARS.contains(n.name())) && !scope.elements().containsKey(n.name())) {
            throw new UnmodelledElementType(n.at(), n.name());
        }
    }

    /**
     * A generic argument in an element type's place ({@code HbmTensor<u17, …>}, {@code fetch::<u17, …>}):
     * modelled, and a name of something, else a {@code Type::ELEMENT} finding of the function.
     */
    void requireElement(Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().text().contains("::")) {
            return; // an associated type (Self::Word): read when the function runs ({@link #elementType})
        }
        requireModelledElement(arg);
        if (arg instanceof Ast.Named n && n.type().args().isEmpty() && !namesType(n.name())
                && value(List.of(n.name())).filter(i -> i instanceof Item.Const).isEmpty()) {
            throw new UnmodelledElementType(n.at(), n.name());
        }
    }

    /** Checks that a bare name among generic arguments means something. */
    void requireKnownName(Ast.Named n) {
        String name = n.name();
        List<String> path = List.of(n.type().text().split("::"));
        if (path.size() > 1) {
            // Quarters::Word, <Quarters as Tiling>::Word, S::Part: a type of the crate's (an associated type),
            // known once S is bound
            if (!scope.unbound().contains(path.get(0)) && names.path(scope.module(), typePath(path), false).isEmpty()) {
                throw new KernelError(n.at(), "unknown type " + n.type().text());
            }
            return;
        }
        if (UNMODELLED_TYPES.contains(name) && !PRIMITIVES.contains(name)) {
            throw new UnmodelledElementType(n.at(), name);
        }
        boolean known = namesType(name) || value(List.of(name)).filter(i -> i instanceof Item.Const).isPresent();
        if (!known) {
            throw new KernelError(n.at(), "unknown type or alias '" + name + "' (" + aliasList() + ")");
        }
    }

    /**
     * Whether a bare generic argument {@code name} names a type where the program is now (an element
     * type, a mapping alias, an axis, a type parameter, a tensor or primitive type): Rust reads such
     * an argument as that type before it looks for a constant of the name.
     */
    boolean namesType(String name) {
        Declarations declarations = scope.declarations();
        return elementTypeNamed(name).isPresent() || declarations.alias(name).isPresent()
                || scope.unbound().contains(name) || scope.elements().containsKey(name)
                || scope.types().containsKey(name) || scope.illFormedLocals().contains(name) || declarations.axes().axis(name).isPresent()
                || TENSOR_TYPES.contains(name) || name.equals("()") || name.equals("[]") || PRIMITIVES.contains(name)
                || PRELUDE_TYPES.contains(name)
                || HOST_TYPES.contains(name)
                || names.type(scope.module(), name).isPresent();
    }

    private String aliasList() {
        Declarations declarations = scope.declarations();
        return declarations.aliases().isEmpty() ? "no type aliases are defined"
                : "aliases: " + String.join(", ", declarations.aliases().keySet());
    }

    /**
     * An escaped path inside {@code m![…]}: {@code { P::Rows }}, the associated type of a bound type
     * parameter, {@code { <Plain as Plan>::Rows }}, a qualified one, or {@code { shapes::Whole }}, an
     * alias of a module. The reference's lexer keeps a
     * {@code { … }} group whole and pastes it as the type (furiosa-mapping/src/parser/lexer.rs:156).
     */
    private static final Pattern ESCAPED_PATH = Pattern.compile(
            "\\{\\s*((?:<\\s*[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*\\s+as\\s+"
                    + "[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*\\s*>|[A-Za-z_][A-Za-z0-9_]*)"
                    + "(?:::[A-Za-z_][A-Za-z0-9_]*)+)\\s*}");

    /** The qualified head of a path, {@code <Plain as Plan>}: the type the item is looked up in. */
    private static final Pattern QUALIFIED = Pattern.compile("^<\\s*(\\S+)\\s+as\\s+[^>]*>");

    /**
     * The mapping an escaped path stands for, found as a path written as a generic argument is.
     * With {@code fn pass<P: Plan>} called as {@code pass::<Plain>} and {@code impl Plan for Plain
     * { type Rows = m![A, B]; }}, {@code m![S, { P::Rows }]} is {@code m![S, A, B]}.
     *
     * @throws IllFormed when the path starts at a type parameter not bound yet, or its alias is ill formed
     */
    private Mapping escapedPathMapping(String path, Token macro) {
        List<String> parts = List.of(QUALIFIED.matcher(path).replaceFirst("$1").split("::"));
        if (scope.unbound().contains(parts.get(0))) {
            throw new IllFormed(parts.get(0)); // read when a call binds it
        }
        Optional<Item> item = names.path(scope.module(), typePath(parts), false);
        if (item.isPresent() && item.get() instanceof Item.Alias a) {
            return names.alias(a).orElseThrow(() -> new IllFormed(path));
        }
        throw new KernelError(scope.module().source().at(macro.start()), "unknown type alias '" + path
                + "' inside m![…] (" + aliasList() + ")");
    }

    /**
     * The name a mapping written as the path {@code path} outside {@code m![…]} ({@code P::Rows},
     * {@code <Plain as Plan>::Rows}) is known under, the path itself for a plain name ({@code Rows}):
     * a message shows it {@link #asWritten as written}, as it shows an escaped path inside {@code m![…]}.
     */
    /**
     * A generic mapping alias given its arguments, each parameter read as the mapping given for it:
     * with {@code type Flit<P> = m![{ P } # 32];}, {@code Flit<m![C % 8]>} is {@code m![C % 8 # 32]}
     * (shown {@code Flit<m![C % 8]>} as written). Empty when {@code n} names no such alias.
     */
    private Optional<Mapping> appliedAlias(Ast.Named n) {
        Optional<Item> item = names.typeWritten(scope.module(), n.type());
        if (item.isEmpty() || !(item.get() instanceof Item.Alias a) || !(a.decl().value() instanceof Ast.MappingText t)
                || a.decl().parameters().size() != n.type().args().size()) {
            return Optional.empty();
        }
        Declarations d = scope.declarations();
        for (int i = 0; i < a.decl().parameters().size(); i++) {
            d = d.withAlias(a.decl().parameters().get(i), mapping(n.type().args().get(i)));
        }
        Scope saved = scope;
        scope = scope.with(d, scope.illFormedLocals());
        try {
            // an identifier as long as the text, shown as written in messages: Flit<Lane> is Q_Flit_Lane_
            String written = n.type().text().replaceAll("\\s+", " ").strip();
            String name = "Q_" + written.replaceAll("[^A-Za-z0-9_]", "_");
            escapedPaths.put(name, written);
            return Optional.of(new Mapping.Alias(name, parsed(t.macro())));
        } finally {
            scope = saved;
        }
    }

    private String writtenPathName(String path) {
        String written = path.replaceAll("\\s+", " ").strip();
        if (!written.contains("::")) {
            return written;
        }
        String name = written.replaceAll("[^A-Za-z0-9_]", "_").replaceFirst("^_", "Q");
        escapedPaths.put(name, written);
        return name;
    }

    /**
     * {@code text} with the name each escaped path of m![…] was parsed under put back as the path was
     * written: a mapping printed from {@code m![{ <Plain as Plan>::Rows }, A]} reads {@code { QPlain_as_Plan___Rows }, A}
     * inside (the parser takes an identifier), and {@code { <Plain as Plan>::Rows }, A} in a message.
     */
    String asWritten(String text) {
        if (escapedPaths.isEmpty()) {
            return text;
        }
        String out = text;
        for (Map.Entry<String, String> e : escapedPaths.entrySet()) {
            if (out.contains(e.getKey())) {
                out = Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(e.getKey()) + "(?![A-Za-z0-9_])").matcher(out)
                        .replaceAll(Matcher.quoteReplacement(e.getValue()));
            }
        }
        return out;
    }

    /** {@code f} with its message {@link #asWritten as written}. */
    Finding asWritten(Finding f) {
        String message = asWritten(f.message());
        return message.equals(f.message()) ? f : new Finding(f.rule(), message, f.location(), f.via(), f.iterations());
    }

    /**
     * Parses {@code m![…]} once; ill-formed ones become findings. The key holds the text too: the
     * expansions of a {@code macro_rules!} macro in one file put different mappings at one offset.
     */
    Mapping parsed(Token written) {
        Module m = scope.module();
        Token macro = written;
        Declarations declarations = scope.declarations();
        Matcher escapedPath = ESCAPED_PATH.matcher(written.text());
        StringBuilder resolved = new StringBuilder();
        while (escapedPath.find()) {
            String path = escapedPath.group(1);
            // a name as long as the path, the macro's columns kept: <Plain as Plan>::Rows is Q_Plain_as_Plan___Rows
            String name = path.replaceAll("[^A-Za-z0-9_]", "_").replaceFirst("^_", "Q");
            declarations = declarations.withAlias(name, escapedPathMapping(path, written));
            escapedPaths.put(name, path.replaceAll("\\s+", " "));
            escapedPath.appendReplacement(resolved, Matcher.quoteReplacement(
                    escapedPath.group().replace(path, name)));
        }
        if (declarations != scope.declarations()) {
            escapedPath.appendTail(resolved);
            macro = new Token(written.kind(), resolved.toString(), written.start(), written.end());
        }
        String key = m.source().name() + "@" + macro.start() + " " + macro.text();
        if (macro.text().indexOf('{') >= 0) {
            for (String g : scope.unbound()) {
                if (Pattern.compile("\\{\\s*" + Pattern.quote(g) + "\\s*}").matcher(macro.text()).find()) {
                    throw new IllFormed(g); // read when a call binds it
                }
            }
            // an escaped {Alias} may name a bound type parameter: the mapping depends on the binding
            key += "|" + declarations.aliases();
        }
        Mapping done = mappings.get(key);
        if (done != null) {
            return done;
        }
        if (illFormedTexts.contains(key)) {
            throw new IllFormed(macro.text());
        }
        for (String bad : scope.illFormedLocals()) {
            if (Pattern.compile("\\{\\s*" + Pattern.quote(bad) + "\\s*}").matcher(macro.text()).find()) {
                illFormedTexts.add(key);
                throw new IllFormed(bad);
            }
        }
        int before = names.problems().size();
        Optional<Mapping> parsed = names.parse(m, macro, declarations, true);
        List<Names.Problem> problems = names.problems();
        for (Names.Problem pr : problems.subList(before, problems.size())) {
            findings.add(new Finding(pr.rule(), asWritten(pr.message()), pr.at()));
        }
        if (parsed.isEmpty()) {
            illFormedTexts.add(key);
            throw new IllFormed(macro.text());
        }
        mappings.put(key, parsed.get());
        return parsed.get();
    }
}
