package dev.layoutprover.kernel.model;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.algebra.text.ParseException;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.MacroGrammar;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.Token;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Name resolution over a crate, as Rust does it for the items kernels use: a module's own items,
 * then its {@code use} imports (paths from {@code crate}, {@code super}, {@code self} or a name
 * in scope, renamed with {@code as}, re-exported with {@code pub use}), then its glob imports
 * ({@code use super::*}, which brings the private items of an ancestor too). Names from outside
 * the crate ({@code furiosa_visa_std::prelude::*}) are the API's and are not resolved here.
 *
 * <p>Each module also has the {@link Declarations} its mappings are read with: every axis and
 * type alias it can name. An axis imported under another name ({@code use axes::S_decode as S})
 * keeps its own name in the mappings it is read into.
 *
 * <p>Example: in the corpus, {@code type(module("transformer::common::rope"), "S")} is the axis
 * {@code S_decode = 128} of {@code transformer::axes}.
 */
public final class Names {

    /** A mapping that breaks a constructor's rule, reported once as a finding of rule {@code rule}. */
    public record Problem(String rule, String message, Location at) {}

    private final Crate crate;
    private final Map<Module, Map<String, Item>> types = new HashMap<>();
    private final Map<Module, Map<String, Item>> values = new HashMap<>();
    private final Map<Module, Map<String, Item>> visibleTypes = new HashMap<>();
    private final Map<Module, Declarations> declarations = new HashMap<>();
    private final Map<Module, Map<String, String>> renames = new HashMap<>();
    private final Map<Item.Alias, Optional<Mapping>> aliases = new HashMap<>();
    private final Set<Object> inProgress = new HashSet<>();
    private int visibleDepth;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, dev.layoutprover.kernel.syntax.Location> emptyAxes = new LinkedHashMap<>();
    private Map<Module, List<Module>> extensions;

    Names(Crate crate) {
        this.crate = crate;
    }

    public Crate crate() {
        return crate;
    }

    /**
     * The axes declared with size 0 met so far ({@code axes![A = 0]}), by name, each where it is
     * declared: the reference compiles them, this model has no axis of size 0.
     */
    public Map<String, dev.layoutprover.kernel.syntax.Location> emptyAxes() {
        return java.util.Collections.unmodifiableMap(emptyAxes);
    }

    /** The ill-formed mappings of type aliases met so far. */
    public List<Problem> problems() {
        return List.copyOf(problems);
    }

    // ------------------------------------------------------------ own items

    private Map<String, Item> own(Module m, boolean value) {
        if (!types.containsKey(m)) {
            Map<String, Item> t = new LinkedHashMap<>();
            Map<String, Item> v = new LinkedHashMap<>();
            Axes axes = Axes.empty();
            for (Ast.Declaration d : m.items().declarations()) {
                switch (d) {
                    case Ast.AxesDecl a -> {
                        Axes before = axes;
                        for (MacroGrammar.AxisSize x : MacroGrammar.axes(a.macro(), m.source())) {
                            if (x.size() == 0) {
                                // the reference compiles an axis of size 0 (axes! makes a const SIZE of 0):
                                // it is no axis here, and a function whose types name it is not modelled
                                emptyAxes.putIfAbsent(x.name(), m.source().at(a.macro().start() + x.nameOffset()));
                                continue;
                            }
                            if (x.size() < 1) {
                                throw new KernelError(m.source().at(a.macro().start() + x.sizeOffset()), "axis "
                                        + x.name() + " must have a positive size, got " + x.size());
                            }
                            try {
                                axes = axes.with(new Axis(x.name(), x.size()));
                            } catch (MappingException e) {
                                throw new KernelError(m.source().at(a.macro().start() + x.nameOffset()), e.getMessage());
                            }
                        }
                        for (Axis axis : axes.list()) {
                            if (before.axis(axis.name()).isEmpty()) {
                                define(t, new Item.AxisItem(m, axis, a));
                            }
                        }
                    }
                    case Ast.AliasDecl a -> define(t, new Item.Alias(m, a, a.visibility()));
                    case Ast.ConstDecl c -> define(v, new Item.Const(m, c));
                    case Ast.ModDecl mod -> {
                        Module child = m.children().get(mod.name());
                        // impls of a type declared elsewhere name no type of their own: they extend that one
                        if (child != null && !child.implsOnly()) {
                            t.put(mod.name(), new Item.Mod(child));
                        }
                    }
                    case Ast.UseDecl u -> { }
                    case Ast.StructDecl st -> { }
                }
            }
            for (Ast.Function f : m.items().functions()) {
                define(v, new Item.Fn(m, f));
            }
            types.put(m, t);
            values.put(m, v);
        }
        return value ? values.get(m) : types.get(m);
    }

    private static void define(Map<String, Item> into, Item item) {
        Item before = into.putIfAbsent(item.name(), item);
        if (before != null) {
            String what = item instanceof Item.Fn ? "function" : item instanceof Item.Alias ? "type alias"
                    : item instanceof Item.Const ? "constant" : "axis";
            throw new KernelError(item.at(), "the " + what + " " + item.name() + " is defined twice");
        }
    }

    // ------------------------------------------------------------- look-ups

    /** The type-namespace item (alias, axis, module) {@code name} names in {@code m}. */
    public Optional<Item> type(Module m, String name) {
        return lookup(outsideTypes(m), name, false);
    }

    /**
     * Where a bare name read in {@code m} is looked up: {@code m}, or for the module of a type's
     * items ({@link Module#ofType()}) the module enclosing the type, as Rust reads a bare name in an
     * {@code impl} ({@code type Staged = Staged;} names the module's {@code Staged}; the impl's own is
     * {@code Self::Staged}).
     */
    static Module outsideTypes(Module m) {
        Module at = m;
        while (at.ofType() && at.parent().isPresent()) {
            at = at.parent().get();
        }
        return at;
    }

    /** The type-namespace item a type as written names: {@code Chip}, {@code shapes::Whole}, {@code crate::a::L}. */
    public Optional<Item> typeWritten(Module m, Ast.Type t) {
        String text = t.text().replaceAll("\\s", "");
        if (!text.contains("::")) {
            return type(m, t.name());
        }
        return path(m, List.of(text.split("::")), false);
    }

    /** The value-namespace item (function, constant) {@code name} names in {@code m}. */
    public Optional<Item> value(Module m, String name) {
        return lookup(m, name, true);
    }

    /** The item a path names from {@code m}: {@code crate::transformer::axes::D}, {@code super::helper}. */
    public Optional<Item> path(Module m, List<String> path, boolean value) {
        if (path.size() == 1) {
            return lookup(outsideTypes(m), path.get(0), value); // an associated item is named Self::BASE
        }
        Optional<Module> in = modulePath(m, path.subList(0, path.size() - 1));
        return in.flatMap(mod -> lookupFrom(mod, path.get(path.size() - 1), value, m));
    }

    /** The module a path names from {@code m}, or empty when it leaves the crate. */
    public Optional<Module> modulePath(Module m, List<String> path) {
        Module at = m;
        for (int i = 0; i < path.size(); i++) {
            String s = path.get(i);
            switch (s) {
                case "crate" -> {
                    if (i != 0) {
                        return Optional.empty();
                    }
                    at = m.root();
                }
                case "self" -> { }
                case "super" -> {
                    Optional<Module> parent = at.parent();
                    if (parent.isEmpty()) {
                        return Optional.empty();
                    }
                    at = parent.get();
                }
                default -> {
                    Optional<Item> item = i == 0 ? lookup(at, s, false) : lookupFrom(at, s, false, m);
                    if (item.isEmpty() || !(item.get() instanceof Item.Mod mod)) {
                        return Optional.empty();
                    }
                    at = mod.module();
                }
            }
        }
        return Optional.of(at);
    }

    /** {@code name} looked up inside {@code in} from module {@code from} (its public items, or all from within). */
    private Optional<Item> lookupFrom(Module in, String name, boolean value, Module from) {
        Optional<Item> item = lookup(in, name, value);
        return item.filter(i -> visibleFrom(i, in, from));
    }

    private static boolean visibleFrom(Item item, Module through, Module from) {
        return item.visibility() != Ast.Visibility.PRIVATE || from.within(through) || from.within(item.module());
    }

    private Optional<Item> lookup(Module m, String name, boolean value) {
        Item mine = own(m, value).get(name);
        if (mine != null) {
            return Optional.of(mine);
        }
        for (Module ext : extensions(m)) {
            Item added = own(ext, value).get(name);
            if (added != null) {
                return Optional.of(added);
            }
        }
        Object key = List.of(m, name, value);
        if (!inProgress.add(key)) {
            return Optional.empty();
        }
        try {
            for (Ast.Declaration d : m.items().declarations()) {
                if (d instanceof Ast.UseDecl u && !u.glob() && u.bound().equals(name)) {
                    Optional<Item> found = usePath(m, u.path(), value);
                    if (found.isPresent()) {
                        return found;
                    }
                }
            }
            for (Module in : withExtensions(m)) {
                for (Ast.Declaration d : in.items().declarations()) {
                    if (d instanceof Ast.UseDecl u && u.glob() && (in == m || !u.path().equals(List.of("super")))) {
                        Optional<Module> target = useModule(in, u.path());
                        if (target.isPresent() && target.get() != in) {
                            Optional<Item> found = lookup(target.get(), name, value)
                                    .filter(i -> visibleFrom(i, target.get(), in));
                            if (found.isPresent()) {
                                return found;
                            }
                        }
                    }
                }
            }
            Module extern = value ? null : crate.externs().get(name);
            return extern == null ? Optional.empty() : Optional.of(new Item.Mod(extern));
        } finally {
            inProgress.remove(key);
        }
    }

    /**
     * The modules of {@code impl}s that add items to the type whose module is {@code type}
     * ({@link Module#implsOnly()}): {@code impl OwnCopy for Quarters {}} in {@code copies::traits},
     * where {@code Quarters} is imported from {@code tiling}, extends {@code tiling::Quarters}. Its
     * trait glob imports come after the type's own ones; its glob of {@code super} is its file's, not
     * the type's.
     */
    private List<Module> extensions(Module type) {
        if (!type.ofType()) {
            return List.of();
        }
        if (extensions == null) {
            extensions = new HashMap<>();
            for (Module m : crate.modules()) {
                if (m.implsOnly() && m.parent().isPresent()) {
                    String name = m.path().get(m.path().size() - 1);
                    lookup(m.parent().get(), name, false).filter(i -> i instanceof Item.Mod).ifPresent(i ->
                            extensions.computeIfAbsent(((Item.Mod) i).module(), k -> new ArrayList<>()).add(m));
                }
            }
        }
        return extensions.getOrDefault(type, List.of());
    }

    List<Module> withExtensions(Module m) {
        List<Module> ext = extensions(m);
        if (ext.isEmpty()) {
            return List.of(m);
        }
        List<Module> out = new ArrayList<>(ext.size() + 1);
        out.add(m);
        out.addAll(ext);
        return out;
    }

    private Optional<Item> usePath(Module m, List<String> path, boolean value) {
        if (path.isEmpty()) {
            return Optional.empty();
        }
        if (path.size() == 1 && !isKeyword(path.get(0))) {
            Item child = own(m, false).get(path.get(0));
            return value ? Optional.empty() : Optional.ofNullable(child);
        }
        return path(m, path, value);
    }

    Optional<Module> useModule(Module m, List<String> path) {
        return path.isEmpty() ? Optional.empty() : modulePath(m, path);
    }

    /**
     * The imports that could bring {@code name} into {@code m} but lead to a module that was not read, when
     * the crate is one file read alone ({@link UnreadImports#sourcesOf}).
     */
    public List<Ast.UseDecl> sourcesOf(Module m, String name) {
        return new UnreadImports(this).sourcesOf(m, name);
    }

    /** Where an unknown name would come from in a file read alone ({@link UnreadImports#unreadSource}). */
    public Optional<String> unreadSource(Module scope, KernelError e) {
        return new UnreadImports(this).unreadSource(scope, e, name -> false);
    }

    /** As {@link #unreadSource(Module, KernelError)}, a name {@code api} knows left to the error it is. */
    public Optional<String> unreadSource(Module scope, KernelError e, java.util.function.Predicate<String> api) {
        return new UnreadImports(this).unreadSource(scope, e, api);
    }

    private static boolean isKeyword(String s) {
        return s.equals("crate") || s.equals("super") || s.equals("self");
    }

    // ---------------------------------------------------------- declarations

    /** Every type-namespace name {@code m} can use, by the name it uses. */
    public Map<String, Item> visibleTypes(Module m) {
        Map<String, Item> done = visibleTypes.get(m);
        if (done != null) {
            return done;
        }
        Object key = List.of("visible", m);
        if (!inProgress.add(key)) {
            return Map.of();
        }
        visibleDepth++;
        try {
            Map<String, Item> out = new LinkedHashMap<>();
            for (Ast.Declaration d : m.items().declarations()) {
                if (d instanceof Ast.UseDecl u && u.glob()) {
                    Optional<Module> target = useModule(m, u.path());
                    if (target.isPresent() && target.get() != m) {
                        visibleTypes(target.get()).forEach((name, item) -> {
                            if (visibleFrom(item, target.get(), m)) {
                                out.put(name, item);
                            }
                        });
                    }
                }
            }
            for (Ast.Declaration d : m.items().declarations()) {
                if (d instanceof Ast.UseDecl u && !u.glob()) {
                    usePath(m, u.path(), false).ifPresent(item -> out.put(u.bound(), item));
                }
            }
            out.putAll(own(m, false));
            if (visibleDepth == 1) {
                visibleTypes.put(m, out);
            }
            return out;
        } finally {
            visibleDepth--;
            inProgress.remove(key);
        }
    }

    /** The axes and type aliases the mappings of {@code m} are read with (ill-formed aliases left out). */
    public Declarations declarations(Module m) {
        if (m.ofType()) {
            return declarations(outsideTypes(m));
        }
        Declarations done = declarations.get(m);
        if (done != null) {
            return done;
        }
        Declarations d = Declarations.of(axes(m));
        for (Map.Entry<String, Item> e : visibleTypes(m).entrySet()) {
            if (e.getValue() instanceof Item.Alias a) {
                Optional<Mapping> mapping = alias(a);
                if (mapping.isPresent() && d.alias(e.getKey()).isEmpty()) {
                    d = d.withAlias(e.getKey(), mapping.get());
                }
            }
        }
        declarations.put(m, d);
        return d;
    }

    /** The axes {@code m} can name, each under its declared name. */
    public Axes axes(Module m) {
        if (m.ofType()) {
            Axes outside = axes(outsideTypes(m));
            renames.put(m, renames.get(outsideTypes(m)));
            return outside;
        }
        Axes axes = Axes.empty();
        Map<String, String> renamed = new HashMap<>();
        for (Map.Entry<String, Item> e : visibleTypes(m).entrySet()) {
            if (e.getValue() instanceof Item.AxisItem a && axes.axis(a.axis().name()).isEmpty()) {
                axes = axes.with(a.axis());
                if (!e.getKey().equals(a.axis().name())) {
                    renamed.put(e.getKey(), a.axis().name());
                }
            }
        }
        renames.put(m, renamed);
        return axes;
    }

    /** Whether {@code name} is one of the names {@code m} gave to an imported axis ({@code S} of {@code S_decode as S}). */
    public Optional<String> renamedAxis(Module m, String name) {
        if (!renames.containsKey(m)) {
            axes(m);
        }
        return Optional.ofNullable(renames.get(m).get(name));
    }

    private static final Pattern BRACED = Pattern.compile("\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*}");

    private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** The text of a mapping macro of {@code m} with renamed axes written under their declared names. */
    public String axisText(Module m, String text) {
        if (!renames.containsKey(m)) {
            axes(m);
        }
        Map<String, String> r = renames.get(m);
        if (r.isEmpty()) {
            return text;
        }
        Matcher x = IDENT.matcher(text);
        StringBuilder out = new StringBuilder();
        while (x.find()) {
            x.appendReplacement(out, Matcher.quoteReplacement(r.getOrDefault(x.group(), x.group())));
        }
        x.appendTail(out);
        return out.toString();
    }

    /**
     * The mapping of a type alias, resolved in its own module; empty when it is ill formed (a
     * {@code Mapping::WELL_FORMED} {@link Problem}, reported once).
     */
    public Optional<Mapping> alias(Item.Alias a) {
        Optional<Mapping> done = aliases.get(a);
        if (done != null) {
            return done;
        }
        if (!inProgress.add(a)) {
            throw new KernelError(a.at(), "the type alias " + a.name() + " is defined in terms of itself");
        }
        try {
            Optional<Mapping> m = aliasValue(a);
            aliases.put(a, m);
            return m;
        } finally {
            inProgress.remove(a);
        }
    }

    private Optional<Mapping> aliasValue(Item.Alias a) {
        Ast.GenericArg value = a.decl().value();
        return switch (value) {
            case Ast.MappingText t -> {
                Declarations d = Declarations.of(axes(a.module()));
                Matcher braced = BRACED.matcher(t.macro().text());
                while (braced.find()) {
                    String name = braced.group(1);
                    Optional<Item> target = type(a.module(), name);
                    if (target.isEmpty() && d.alias(name).isEmpty() && (a.decl().parameters().contains(name)
                            || a.module().ofType())) {
                        // type Shape<Chip> = m![{ Chip }]; or, in impl<Chip: M> …, type Mapping = m![{ Chip }];: a
                        // mapping built from a type parameter, no mapping until the parameter is bound
                        yield Optional.empty();
                    }
                    if (d.alias(name).isEmpty() && target.isPresent() && target.get() instanceof Item.Alias other) {
                        Optional<Mapping> m = alias(other);
                        if (m.isEmpty()) {
                            yield Optional.empty(); // built from an ill-formed alias, already reported
                        }
                        d = d.withAlias(name, m.get());
                    }
                }
                yield parse(a.module(), t.macro(), d, true);
            }
            case Ast.Named n -> {
                if (isWholeType(n.type())) {
                    yield Optional.empty(); // an alias of a whole type, written out where the file names it
                }
                // type Part = Quarter; or type Index = <Halves as Split>::Index; (a path: another type's item)
                Optional<Item> target = n.type().text().contains("::")
                        ? path(a.module(), List.of(n.type().text().replaceAll("\\s", "").split("::")), false)
                        : type(a.module(), n.name());
                if (target.isPresent() && target.get() instanceof Item.Alias other) {
                    yield alias(other).map(m -> new Mapping.Alias(n.name(), m));
                }
                if (target.isPresent() && target.get() instanceof Item.AxisItem axis) {
                    yield Optional.of(new Mapping.Symbol(axis.axis()));
                }
                if (target.isPresent() && target.get() instanceof Item.Mod) {
                    // type Output = Col; naming a struct or enum of the crate: a type, no mapping
                    yield Optional.empty();
                }
                if (target.isEmpty() && n.name().equals("Address") && !n.type().text().contains("::")) {
                    // type Offset = Address;: the prelude's u64 (memory_tensor.rs:21), a scalar, no mapping
                    yield Optional.empty();
                }
                if (target.isEmpty() && a.module().ofType()) {
                    // type Word = T::Word; or type Item = T; in impl<T: Tiling> …: it depends on what T is bound
                    // to, and is no mapping read here (an element type is read where the type is bound)
                    yield Optional.empty();
                }
                throw new KernelError(n.at(), "unknown type alias '" + n.name() + "'");
            }
            default -> throw new KernelError(value.at(), "the type alias " + a.name() + " is no mapping");
        };
    }

    /** Element types and Rust's primitives a type alias may stand for besides a tensor type. */
    private static final Set<String> SCALAR_TYPES = Set.of("bf16", "f8", "f8e4m3", "i4", "i8", "i16", "i32", "i64",
            "u8", "u16", "u32", "u64", "f16", "f32", "f64", "usize", "isize", "bool", "()", "f8e5m2", "i128", "u128",
            "char");

    /**
     * Whether an alias's value is a whole type rather than a mapping: a type with generic arguments
     * ({@code HbmTensor<…>}), a reference, a tuple or array, or a scalar ({@code bf16}, {@code usize}).
     */
    private static boolean isWholeType(Ast.Type t) {
        return !t.args().isEmpty() || t.reference() || SCALAR_TYPES.contains(t.name());
    }

    /**
     * Parses a mapping macro of module {@code m} with {@code names}; an ill-formed one is a
     * {@link Problem} (when {@code report}) and empty, a syntax or name error a {@link KernelError}.
     */
    public Optional<Mapping> parse(Module m, Token macro, Declarations names, boolean report) {
        try {
            MacroGrammar.requireMapping(macro, m.source());
            return Optional.of(MappingParser.parse(axisText(m, bracketed(macro.text())), names));
        } catch (ParseException e) {
            Location at = m.source().at(macro.start() + Math.max(0, Math.min(e.column() - 1,
                    macro.text().length() - 1)));
            if (e.getCause() instanceof MappingException) {
                if (report) {
                    problems.add(new Problem("Mapping::WELL_FORMED", macro.text().replaceAll("\\s+", " ") + ": "
                            + e.reason(), at));
                }
                return Optional.empty();
            }
            throw new KernelError(at, e.reason());
        }
    }

    /** {@code m!(…)} and {@code m!{…}} as {@code m![…]} (the same macro; the columns kept). */
    private static String bracketed(String macro) {
        int open = macro.indexOf('!') + 1;
        while (open < macro.length() && Character.isWhitespace(macro.charAt(open))) {
            open++;
        }
        if (open >= macro.length() || macro.charAt(open) == '[') {
            return macro;
        }
        return macro.substring(0, open) + "[" + macro.substring(open + 1, macro.length() - 1) + "]";
    }

    private final Map<Ast.Function, Module> blocks = new java.util.IdentityHashMap<>();

    /**
     * The module names in {@code f}'s body are read in: {@code m}, the module {@code f} is an item
     * of, or, when the body has {@code use} declarations, a scope inside {@code m} where they come
     * first. Example: in {@code fn t() { use crate::ops::{A, B}; … }} the mappings read {@code A}
     * from {@code ops} even where the module imports another {@code A}.
     */
    public Module scope(Module m, Ast.Function f) {
        if (f.uses().isEmpty()) {
            return m;
        }
        return blocks.computeIfAbsent(f, k -> Module.block(m, f));
    }

    /** The module a function item was declared in, by identity. */
    public Optional<Module> moduleOf(Ast.Function f) {
        for (Module m : crate.modules()) {
            if (m.items().functions().contains(f)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
