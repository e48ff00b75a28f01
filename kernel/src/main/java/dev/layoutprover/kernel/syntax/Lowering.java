package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.treesitter.TSNode;

/**
 * Lowers tree-sitter's Rust parse tree into the kernel {@link Ast}: the items that carry layouts
 * (functions, {@code axes!}, type aliases, constants, {@code use}, {@code mod}, structs and their
 * {@code impl}s, which become a module of the type's name) and the statements and expressions of
 * function bodies. Valid Rust with no layout meaning (a string, an {@code async} block, a trait
 * {@code impl} inside a function) in a {@code #[device]} function makes its body one
 * {@link Ast.Unlowered} naming the construct at its position, the rest of the file read; in a
 * host or helper function (a test's {@code assert_eq!(…)}, a host's closure building expected values)
 * the statement holding it is an {@link Ast.Skipped} with that reason, and the rest is read. A
 * {@code use} inside a body is one of the function's {@link Ast.Function#uses()}; a function inside
 * a body is scoped to it ({@link #withInner}). Items outside functions that carry
 * no layout ({@code enum}, {@code trait}, attributes, other macros) are left aside: no kernel can name them.
 *
 * <p>Example: {@code Lowering.file(RustSyntax.parse(Source.of("k.rs", "axes![A = 8];\ntype L = m![A];")))}
 * has an {@link Ast.AxesDecl} and an {@link Ast.AliasDecl} {@code L}.
 */
public final class Lowering {

    private static final Pattern CHIP = Pattern.compile("chip\\s*=\\s*(\\d+)");

    /** The macros of Rust's standard library and of the API: no crate defines them, none has layout meaning in a body. */
    private static final java.util.Set<String> STANDARD_MACROS = java.util.Set.of("println", "print", "eprintln",
            "eprint", "format", "format_args", "assert", "assert_eq", "assert_ne", "debug_assert", "debug_assert_eq",
            "debug_assert_ne", "panic", "todo", "unimplemented", "unreachable", "vec", "write", "writeln", "matches",
            "dbg", "include", "include_str", "include_bytes", "concat", "stringify", "env", "option_env", "cfg",
            "line", "file", "column", "module_path", "compile_error", "m", "axes");

    private final RustSyntax.Parsed p;
    /** The file's printing and logging macros, read on first use ({@link #outputMacros}). */
    private OutputMacros output;
    /** Whether the function being lowered is a host or helper function, whose unreadable statements are skipped. */
    private boolean tolerant;
    /** Whether the function being lowered is a host function, whose closures build expected values: they are skipped. */
    private boolean host;
    /** The {@code use} declarations met in the body of the function being lowered. */
    private List<Ast.UseDecl> localUses = new ArrayList<>();
    /** How many loops enclose the statement being lowered: a {@code break} outside every loop is an error. */
    private int loops;
    /** The labels of the loops enclosing the statement being lowered ({@code 'outer}, without the quote). */
    private List<String> labels = new ArrayList<>();
    /**
     * The functions written inside the body of the function being lowered ({@code fn through(…)}
     * inside a kernel) and the modules holding theirs in turn: see {@link #withInner}.
     */
    private List<Ast.Function> nested = new ArrayList<>();
    private List<Ast.Declaration> nestedModules = new ArrayList<>();
    /** The types, impls and traits written in the body of the function being lowered ({@link #withInner}). */
    private List<TSNode> localItems = new ArrayList<>();
    /** The module holding the functions of the function last lowered, if it has any ({@link #withInner}). */
    private Optional<Ast.ModDecl> inner = Optional.empty();
    private final Patterns patterns;
    /** The file's aliases of whole types ({@code type Input = HbmTensor<…>;}), written out where named. */
    private final WholeTypeAliases wholeTypes;
    /** The API's items renamed by the file's imports ({@code use …::Context as Ctx}). */
    private final ApiNames apiNames;
    /** The type an {@code impl} being lowered is for: what {@code Self} names there; null elsewhere. */
    private String selfType;
    /** The generic type an {@code impl} being lowered is for ({@code Pass<D>}): what the type {@code Self} names there. */
    private TSNode selfGeneric;

    private Lowering(RustSyntax.Parsed p) {
        this.p = p;
        this.patterns = new Patterns(this, p);
        this.wholeTypes = WholeTypeAliases.of(p);
        this.apiNames = ApiNames.of(p);
    }

    /** Parses and lowers {@code source}. */
    public static Ast.File parse(Source source) {
        return file(RustSyntax.parse(source));
    }

    public static Ast.File file(RustSyntax.Parsed parsed) {
        return file(parsed, java.util.Map.of());
    }

    /**
     * Lowers {@code parsed} with the {@code macro_rules!} macros of the other files of its crate
     * ({@link #macroRules}) in scope too, the file's own first.
     */
    public static Ast.File file(RustSyntax.Parsed parsed, java.util.Map<String, MacroText> crateMacros) {
        Lowering l = new Lowering(parsed);
        l.macros = new java.util.HashMap<>();
        crateMacros.forEach((name, rules) -> l.macros.put(name, MacroDefinition.of(name, rules)));
        macroRules(l, parsed.root()).forEach((name, rules) -> l.macros.put(name, MacroDefinition.of(name, rules)));
        return l.items(parsed.root());
    }

    /** The rules of a {@code macro_rules!} as written: each rule's matcher and transcriber, delimiters left out. */
    public record MacroText(List<java.util.Map.Entry<String, String>> rules) {}

    /** The {@code macro_rules!} macros a parsed file defines, wherever it writes them (a later one of a name wins). */
    public static java.util.Map<String, MacroText> macroRules(RustSyntax.Parsed parsed) {
        return macroRules(new Lowering(parsed), parsed.root());
    }

    /** The {@code macro_rules!} macros of the file, by name, or why each cannot be read. */
    private java.util.Map<String, MacroDefinition> macros;
    /** How many expansions the text being lowered is inside: a macro expanding to itself stops. */
    private int expansions;

    private record MacroDefinition(Optional<MacroRules> rules, String problem) {
        static MacroDefinition of(String name, MacroText text) {
            try {
                return new MacroDefinition(Optional.of(MacroRules.of(name, text.rules())), "");
            } catch (MacroRules.NoExpansion e) {
                return new MacroDefinition(Optional.empty(), e.getMessage());
            }
        }
    }

    private static java.util.Map<String, MacroText> macroRules(Lowering l, TSNode n) {
        java.util.Map<String, MacroText> out = new java.util.LinkedHashMap<>();
        for (TSNode c : named(n)) {
            if (c.getType().equals("macro_definition")) {
                List<java.util.Map.Entry<String, String>> rules = new ArrayList<>();
                for (TSNode r : named(c)) {
                    if (r.getType().equals("macro_rule")) {
                        rules.add(java.util.Map.entry(l.inside(field(r, "left")), l.inside(field(r, "right"))));
                    }
                }
                out.put(l.text(field(c, "name")), new MacroText(List.copyOf(rules)));
            } else {
                out.putAll(macroRules(l, c));
            }
        }
        return out;
    }

    /** The text of a delimited token tree without its delimiters. */
    private String inside(TSNode tree) {
        String t = p.text(tree);
        return t.length() < 2 ? "" : t.substring(1, t.length() - 1);
    }

    /** Whether {@code n} invokes a {@code macro_rules!} macro of the file. */
    private boolean isUserMacro(TSNode n) {
        return n.getType().equals("macro_invocation") && macros != null
                && macros.containsKey(text(field(n, "macro")));
    }

    /**
     * The statements the invocation {@code n} of a file macro expands to, every node at the
     * invocation; what cannot be expanded is one {@link Ast.Unexpanded} statement.
     */
    private List<Ast.Stmt> expansion(TSNode n) {
        Expanded e = expand(n);
        if (e.parsed().isPresent()) {
            return expanded(e.parsed().get());
        }
        return List.of(new Ast.ExprStmt(new Ast.Unexpanded(text(field(n, "macro")), e.problem(), at(n)), true, at(n)));
    }

    /**
     * The parse of a file macro's expansion at the invocation {@code n}, as a function body or, with
     * {@code asType}, as one type or mapping, or why there is none.
     */
    private record Expanded(Optional<RustSyntax.Parsed> parsed, String problem) {}

    private Expanded expand(TSNode n) {
        return expand(n, false);
    }

    private Expanded expand(TSNode n, boolean asType) {
        MacroDefinition d = macros.get(text(field(n, "macro")));
        TSNode tree = named(n).stream().filter(c -> c.getType().equals("token_tree")).findFirst().orElse(null);
        if (d.rules().isEmpty()) {
            return new Expanded(Optional.empty(), d.problem());
        }
        if (expansions >= 64) {
            return new Expanded(Optional.empty(), "it expands to itself more than 64 times");
        }
        try {
            String text = d.rules().get().expand(tree == null ? "" : inside(tree));
            Optional<RustSyntax.Parsed> parsed = asType
                    ? RustSyntax.typeExpansion(p.source().name(), text, at(n))
                            .filter(e -> argumentsOf(e.root().getNamedChild(0)).size() == 1)
                    : RustSyntax.expansion(p.source().name(), text, at(n));
            return new Expanded(parsed, parsed.isPresent() ? "" : "its expansion is no "
                    + (asType ? "one type or mapping: " : "Rust statement or expression: ") + text.strip());
        } catch (MacroRules.NoExpansion e) {
            return new Expanded(Optional.empty(), e.getMessage());
        }
    }

    /**
     * The type or mapping the file macro {@code n}, written where a type or a generic argument is,
     * expands to ({@code dm_of!(i8)} to {@code DmTensor<i8, …>}, {@code tile_of!(A)} to
     * {@code m![A / 8]}), read as the code around it is; an error at {@code n} when it expands to
     * no one type or mapping.
     */
    private Ast.GenericArg expandedArgument(TSNode n) {
        Expanded e = expand(n, true);
        if (e.parsed().isEmpty()) {
            throw error(n, "the macro " + text(field(n, "macro")) + "! cannot be expanded here: " + e.problem());
        }
        RustSyntax.Parsed parsed = e.parsed().get();
        return expansionReader(parsed).genericArg(argumentsOf(parsed.root().getNamedChild(0)).get(0));
    }

    /** The generic arguments of {@code type Expansion = Expanded<…>;}, the item {@code item}. */
    private static List<TSNode> argumentsOf(TSNode item) {
        TSNode generic = field(item, "type");
        TSNode arguments = generic == null ? null : field(generic, "type_arguments");
        return arguments == null ? List.of() : named(arguments).stream().filter(c -> !isComment(c)).toList();
    }

    /**
     * A file macro invoked where items are ({@code addr_fn!(slot4, 0x1000);} expanding to
     * {@code const fn slot4(…)}): the items of its expansion join the module's. One that cannot be
     * expanded leaves the module unreadable, with the reason.
     */
    private void macroItems(TSNode n, List<Ast.Declaration> declarations, List<Ast.Function> functions) {
        Expanded e = expand(n);
        if (e.parsed().isEmpty()) {
            throw error(n, "the macro " + text(field(n, "macro")) + "! cannot be expanded here: " + e.problem());
        }
        Lowering l = expansionReader(e.parsed().get());
        Ast.File items = l.items(field(e.parsed().get().root().getNamedChild(0), "body"));
        declarations.addAll(items.declarations());
        functions.addAll(items.functions());
    }

    /**
     * A file macro invoked as a statement: its expansion as a block, or, when it binds with
     * {@code let} a name the invocation gives ({@code make!(at, 0x1000);} binding {@code at}), its
     * statements in place, so the name is seen after it. A name the macro's own text gives stays
     * inside (Rust's hygiene), never hiding a variable of the same name.
     */
    private void macroStatement(TSNode n, boolean tail, List<Ast.Stmt> out) {
        List<Ast.Stmt> stmts = expansion(n);
        java.util.Set<String> given = new java.util.HashSet<>(java.util.Arrays.asList(
                p.text(n).split("[^A-Za-z0-9_]+")));
        boolean binds = stmts.stream().anyMatch(x -> (x instanceof Ast.Let l && given.contains(l.name()))
                || (x instanceof Ast.LetTuple t && t.names().stream().anyMatch(given::contains)));
        if (!binds) {
            out.add(new Ast.ExprStmt(new Ast.Block(stmts, false, at(n)), tail, at(n)));
            return;
        }
        for (Ast.Stmt x : stmts) {
            out.add(x instanceof Ast.ExprStmt es && es.tail() && !tail ? new Ast.ExprStmt(es.value(), false, es.at())
                    : x);
        }
    }

    /** The statements of a parsed expansion, lowered as the code around the invocation is. */
    private List<Ast.Stmt> expanded(RustSyntax.Parsed parsed) {
        Lowering l = expansionReader(parsed);
        TSNode function = parsed.root().getNamedChild(0);
        return l.statements(field(function, "body"));
    }

    /** A lowering of a macro's expansion {@code parsed} that reads it as the code around the invocation is read. */
    private Lowering expansionReader(RustSyntax.Parsed parsed) {
        Lowering l = new Lowering(parsed);
        l.macros = macros;
        l.expansions = expansions + 1;
        l.tolerant = tolerant;
        l.host = host;
        l.localUses = localUses;
        l.loops = loops;
        l.labels = labels;
        l.nested = nested;
        l.nestedModules = nestedModules;
        l.selfType = selfType;
        l.selfGeneric = selfGeneric;
        return l;
    }

    private KernelError error(TSNode n, String reason) {
        return new KernelError(p.at(n), reason);
    }

    /** The text of {@code n}; an identifier written raw ({@code r#in}) is the identifier itself ({@code in}). */
    private String text(TSNode n) {
        String t = p.text(n);
        return t.startsWith("r#") && n.getType().endsWith("identifier") ? t.substring(2) : t;
    }

    private Location at(TSNode n) {
        return p.at(n);
    }

    private static TSNode field(TSNode n, String name) {
        TSNode c = n.getChildByFieldName(name);
        return c == null || c.isNull() ? null : c;
    }

    /** The children of {@code n}. */
    private static List<TSNode> all(TSNode n) {
        int count = n.getChildCount();
        List<TSNode> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(n.getChild(i));
        }
        return out;
    }

    /** The named children of {@code n} but comments (each node the binding hands out costs, so punctuation is skipped). */
    private static List<TSNode> named(TSNode n) {
        int count = n.getNamedChildCount();
        List<TSNode> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            TSNode c = n.getNamedChild(i);
            if (!isComment(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** Whether one of the first {@code within} children of {@code n} is of {@code type}. */
    private static TSNode leading(TSNode n, String type, int within) {
        int count = Math.min(within, n.getChildCount());
        for (int i = 0; i < count; i++) {
            TSNode c = n.getChild(i);
            if (c.getType().equals(type)) {
                return c;
            }
        }
        return null;
    }

    private static boolean isComment(TSNode c) {
        return c.getType().equals("line_comment") || c.getType().equals("block_comment");
    }

    private static boolean hasChild(TSNode n, String type) {
        return child(n, type) != null;
    }

    private static TSNode child(TSNode n, String type) {
        for (TSNode c : all(n)) {
            if (c.getType().equals(type)) {
                return c;
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- items

    private Ast.File items(TSNode container) {
        return items(named(container));
    }

    /** The items {@code nodes}, as a file holding them: see {@link #items(TSNode)}. */
    private Ast.File items(List<TSNode> nodes) {
        List<Ast.Declaration> declarations = new ArrayList<>();
        List<Ast.Function> functions = new ArrayList<>();
        java.util.Map<String, TypeItems> associated = new java.util.LinkedHashMap<>();
        java.util.Set<String> declared = new java.util.HashSet<>(); // the types (not only impls) declared here
        List<TSNode> attributes = new ArrayList<>();
        for (TSNode n : nodes) {
            if (!n.getType().equals("attribute_item") && configuredOut(attributes)) {
                attributes.clear(); // #[cfg(furiosa_opt)] type Backend = Npu;: not in the build read
                continue;
            }
            if (n.getType().equals("struct_item") || n.getType().equals("enum_item")
                    || n.getType().equals("trait_item")) {
                declared.add(text(field(n, "name")));
            }
            switch (n.getType()) {
                case "attribute_item" -> {
                    attributes.add(n);
                    continue;
                }
                case "function_item" -> {
                    try {
                        functions.add(function(n, attributes));
                        inner.ifPresent(declarations::add);
                    } catch (KernelError e) {
                        if (isDevice(attributes)) {
                            throw e;
                        }
                        // a host or helper function whose signature has no layout meaning: its callers skip the call
                    }
                }
                case "macro_invocation" -> {
                    if (isUserMacro(n)) {
                        macroItems(n, declarations, functions);
                    } else {
                        macroItem(n).ifPresent(declarations::add);
                    }
                }
                case "expression_statement" -> {
                    TSNode e = n.getNamedChild(0);
                    if (e != null && isUserMacro(e)) {
                        macroItems(e, declarations, functions);
                    } else if (e != null && e.getType().equals("macro_invocation")) {
                        macroItem(e).ifPresent(declarations::add);
                    }
                }
                case "type_item" -> declarations.add(alias(n));
                // static ORDER: [usize; 4] = …; reads as the constant it is (a static mut is left aside: it changes)
                case "const_item", "static_item" -> {
                    if (leading(n, "mutable_specifier", 3) != null) {
                        break;
                    }
                    try {
                        declarations.add(constant(n));
                    } catch (KernelError e) {
                        // a constant with no layout meaning (include_bytes!(…)): what names it has none either
                    }
                }
                case "use_declaration" -> uses(n, declarations);
                case "mod_item" -> {
                    if (!isTestOnly(attributes)) {
                        declarations.add(module(n, attributes));
                    }
                    // a #[cfg(test)] module is test code: PanicExpectations reads what it expects
                }
                case "impl_item" -> associatedItems(n, associated);
                case "struct_item" -> {
                    struct(n, associated).ifPresent(declarations::add);
                    derivedDefault(n, attributes).ifPresent(typeItems(associated, text(field(n, "name")), at(n))
                            .functions()::add);
                }
                case "enum_item" -> enumeration(n, associated);
                case "trait_item" -> traitItems(n, associated);
                default -> { } // static, extern crate, inner attributes: no layout
            }
            attributes.clear();
        }
        for (var e : associated.entrySet()) {
            TypeItems t = e.getValue();
            List<Ast.Declaration> items = new ArrayList<>(t.declarations());
            items.add(new Ast.UseDecl(List.of("super"), Optional.empty(), true, Ast.Visibility.PRIVATE, t.at()));
            declarations.add(new Ast.ModDecl(e.getKey(), Optional.of(new Ast.File(p.source(), List.copyOf(items),
                    List.copyOf(t.functions()))), Ast.Visibility.PUBLIC, t.at(), Optional.empty(),
                    declared.contains(e.getKey()) ? Ast.TypeModule.DECLARED : Ast.TypeModule.IMPLS));
        }
        return new Ast.File(p.source(), TypeModules.merged(declarations), List.copyOf(functions));
    }

    /**
     * What a type declares, gathered by its name: its {@code struct} (fields), the constants and
     * functions of its {@code impl} blocks. Names resolve them as a module of the type's name
     * holding them ({@code Plan::STEP}, {@code Plan::staging()}); Rust keeps types and modules in
     * one namespace, so no module of that name can exist beside it.
     */
    private record TypeItems(List<Ast.Declaration> declarations, List<Ast.Function> functions, Location at) {}

    private static TypeItems typeItems(java.util.Map<String, TypeItems> out, String name, Location at) {
        return out.computeIfAbsent(name, k -> new TypeItems(new ArrayList<>(), new ArrayList<>(), at));
    }

    /**
     * {@code struct Plan { base: usize, step: usize }} or {@code struct Pair(usize, usize);}: its
     * field names ({@code 0}, {@code 1}, … for a tuple struct) and generic parameters; for a unit
     * struct ({@code struct Quarters;}), the constant of its name holding its value.
     */
    private Optional<Ast.Declaration> struct(TSNode n, java.util.Map<String, TypeItems> out) {
        String name = text(field(n, "name"));
        TSNode body = field(n, "body");
        boolean tuple = body != null && body.getType().equals("ordered_field_declaration_list");
        List<String> fields = body == null ? List.of() : fieldNames(body, tuple);
        List<Ast.GenericParam> generics = genericParams(field(n, "type_parameters"));
        typeItems(out, name, at(n)).declarations().add(new Ast.StructDecl(name, fields, tuple, visibility(n), at(n),
                false, generics, body == null ? List.of() : fieldTypes(body, tuple),
                body == null || tuple ? java.util.Map.of() : typedFields(body)));
        if (body != null || !generics.isEmpty()) {
            return Optional.empty();
        }
        // a unit struct's name is a value too (struct Quarters; … let q = Quarters;)
        Location at = at(n);
        return Optional.of(new Ast.ConstDecl(name, Optional.empty(), new Ast.StructLit(new Ast.Path(List.of(
                new Ast.Segment(name, List.of(), at)), at), List.of(), at), visibility(n), at));
    }

    /** The constant of an enum variant's module holding its discriminant: a name no Rust code can write. */
    public static final String DISCRIMINANT = "discriminant#";

    /**
     * {@code enum Way { Plain, Offset(usize), At { base: usize } }}: in the type's module, a module
     * per variant holding its declaration, and for a unit variant a constant of its name whose value
     * is the variant ({@link Ast.StructDecl}), and its discriminant as the constant {@link #DISCRIMINANT}
     * of the variant's module (written, {@code High = 2}, or one past the one before, from 0), what
     * {@code Half::High as usize} reads. A generic enum ({@code enum Rhs<'a, D> { Splat(D),
     * Each(&'a Lanes<D>) }}) is read as one without its parameters: a variant holds the values it is
     * built with, whatever their type.
     */
    private void enumeration(TSNode n, java.util.Map<String, TypeItems> out) {
        TSNode body = field(n, "body");
        List<Ast.Declaration> variants = new ArrayList<>();
        Ast.Expr discriminant = null;
        for (TSNode v : body == null ? List.<TSNode>of() : named(body)) {
            if (!v.getType().equals("enum_variant")) {
                continue;
            }
            String name = text(field(v, "name"));
            Location vat = at(v);
            discriminant = field(v, "value") != null ? expr(field(v, "value")) : discriminant == null
                    ? new Ast.Int(0, vat) : new Ast.Binary("+", discriminant, new Ast.Int(1, vat), vat);
            TSNode fieldsNode = field(v, "body");
            boolean tuple = fieldsNode != null && fieldsNode.getType().equals("ordered_field_declaration_list");
            List<String> fields = fieldsNode == null ? List.of() : fieldNames(fieldsNode, tuple);
            Location at = at(v);
            List<Ast.Declaration> inside = List.of(new Ast.StructDecl(name, fields, tuple, Ast.Visibility.PUBLIC, at,
                    true, List.of()), new Ast.UseDecl(List.of("super"), Optional.empty(), true, Ast.Visibility.PRIVATE, at),
                    new Ast.ConstDecl(DISCRIMINANT, Optional.empty(), discriminant, Ast.Visibility.PUBLIC, at));
            variants.add(new Ast.ModDecl(name, Optional.of(new Ast.File(p.source(), inside, List.of())),
                    Ast.Visibility.PUBLIC, at));
            if (fieldsNode == null) {
                Ast.Path self = new Ast.Path(List.of(new Ast.Segment("self", List.of(), at),
                        new Ast.Segment(name, List.of(), at)), at);
                variants.add(new Ast.ConstDecl(name, Optional.empty(), new Ast.StructLit(self, List.of(), at),
                        Ast.Visibility.PUBLIC, at));
            }
        }
        typeItems(out, text(field(n, "name")), at(n)).declarations().addAll(variants);
    }

    /**
     * The {@code default()} of a {@code #[derive(Default)]} struct: each field its type's default
     * (0, {@code false}, 0.0, {@code None}, an empty {@code Vec}, an array or tuple of defaults,
     * another type's {@code default()}), {@code Plan { base: 0, bases: Vec::new() }}; none when a
     * field's type has no default read here.
     */
    private Optional<Ast.Function> derivedDefault(TSNode n, List<TSNode> attributes) {
        TSNode body = field(n, "body");
        if (field(n, "type_parameters") != null || attributes.stream().noneMatch(a -> text(a).replaceAll("\\s", "")
                .matches("#\\[derive\\((.*,)?(std::default::)?Default(,.*)?\\)]"))) {
            return Optional.empty();
        }
        boolean tuple = body != null && body.getType().equals("ordered_field_declaration_list");
        List<Ast.FieldInit> fields = new ArrayList<>();
        for (TSNode f : body == null ? List.<TSNode>of() : named(body)) {
            TSNode type = f.getType().equals("field_declaration") ? field(f, "type") : tuple
                    && !f.getType().equals("visibility_modifier") && !f.getType().equals("attribute_item") ? f : null;
            if (type == null) {
                continue;
            }
            Optional<Ast.Expr> value = defaultOf(type);
            if (value.isEmpty()) {
                return Optional.empty();
            }
            fields.add(new Ast.FieldInit(tuple ? String.valueOf(fields.size()) : text(field(f, "name")), value.get(),
                    at(f)));
        }
        Location at = at(n);
        Ast.Path self = new Ast.Path(List.of(new Ast.Segment(text(field(n, "name")), List.of(), at)), at);
        return Optional.of(new Ast.Function("default", Ast.FunctionKind.HELPER, 0, List.of(), Optional.empty(),
                List.of(new Ast.ExprStmt(new Ast.StructLit(self, List.copyOf(fields), at), true, at)), at,
                Ast.Visibility.CRATE));
    }

    /** The default value of the type {@code t} as {@link #derivedDefault} reads it. */
    private Optional<Ast.Expr> defaultOf(TSNode t) {
        Location at = at(t);
        String name = t.getType().equals("generic_type") ? lastSegment(field(t, "type")) : text(t);
        return switch (t.getType()) {
            case "primitive_type" -> Optional.of(name.equals("bool") ? new Ast.Bool(false, at) : name.startsWith("f")
                    ? new Ast.Float(0.0, at) : new Ast.Int(0, at));
            case "generic_type" -> name.equals("Option") ? Optional.of(new Ast.Name("None", at)) : name.equals("Vec")
                    ? Optional.of(new Ast.Call(new Ast.Path(List.of(new Ast.Segment("Vec", List.of(), at),
                            new Ast.Segment("new", List.of(), at)), at), List.of(), at)) : Optional.empty();
            case "array_type" -> field(t, "length") == null ? Optional.empty() : defaultOf(field(t, "element"))
                    .map(v -> new Ast.MethodCall(new Ast.Array(List.of(v), at), REPEATED, List.of(),
                            List.of(expr(field(t, "length"))), at));
            case "tuple_type" -> {
                List<Ast.Expr> items = new ArrayList<>();
                for (TSNode c : named(t)) {
                    Optional<Ast.Expr> v = defaultOf(c);
                    if (v.isEmpty()) {
                        yield Optional.empty();
                    }
                    items.add(v.get());
                }
                yield Optional.of(new Ast.Tuple(List.copyOf(items), at));
            }
            case "type_identifier" -> Optional.of(new Ast.Call(new Ast.Path(List.of(new Ast.Segment(name, List.of(),
                    at), new Ast.Segment("default", List.of(), at)), at), List.of(), at));
            default -> Optional.empty();
        };
    }

    /** The field names of a struct's or variant's body: as declared, or {@code 0}, {@code 1}, … for a tuple. */
    private List<String> fieldNames(TSNode body, boolean tuple) {
        List<String> fields = new ArrayList<>();
        for (TSNode f : named(body)) {
            if (f.getType().equals("field_declaration")) {
                fields.add(text(field(f, "name")));
            } else if (tuple && !f.getType().equals("visibility_modifier") && !f.getType().equals("attribute_item")) {
                fields.add(String.valueOf(fields.size()));
            }
        }
        return List.copyOf(fields);
    }

    /** The named fields of a struct's body whose types read as types, each with its type. */
    private java.util.Map<String, Ast.Type> typedFields(TSNode body) {
        java.util.Map<String, Ast.Type> out = new java.util.LinkedHashMap<>();
        for (TSNode f : named(body)) {
            if (f.getType().equals("field_declaration")) {
                try {
                    out.put(text(field(f, "name")), type(field(f, "type")));
                } catch (KernelError e) {
                    // a field type with no layout meaning (a closure's, a trait object's): its values are not typed by it
                }
            }
        }
        return java.util.Map.copyOf(out);
    }

    /** The types of a struct's fields as written, in order ({@code T} of {@code tiling: T}). */
    private List<String> fieldTypes(TSNode body, boolean tuple) {
        List<String> types = new ArrayList<>();
        for (TSNode f : named(body)) {
            if (f.getType().equals("field_declaration")) {
                types.add(text(field(f, "type")));
            } else if (tuple && !f.getType().equals("visibility_modifier") && !f.getType().equals("attribute_item")) {
                types.add(text(f));
            }
        }
        return List.copyOf(types);
    }

    /**
     * The constants and functions of {@code impl Type { … }} (or {@code impl Trait for Type}), with
     * {@code Self} read as {@code Type}; a function taking {@code self}, {@code &self} or
     * {@code &mut self} is a method, its receiver the parameter {@code self}. An item whose name an
     * earlier impl of the type already declares, or that has no layout meaning, is left aside.
     */
    private void associatedItems(TSNode impl, java.util.Map<String, TypeItems> out) {
        TSNode body = field(impl, "body");
        TSNode type = field(impl, "type");
        if (body == null || type == null) {
            return;
        }
        boolean inherent = field(impl, "trait") == null;
        String name = type.getType().equals("generic_type") ? lastSegment(field(type, "type")) : lastSegment(type);
        List<Ast.GenericParam> ofType = implParams(impl, type);
        TypeItems items = typeItems(out, name, at(impl));
        Optional<String> conversion = inherent ? Optional.empty() : conversionSource(field(impl, "trait"),
                genericParams(field(impl, "type_parameters")));
        if (!inherent) {
            // the trait's default items are the type's too, unless the impl declares its own (a glob import yields)
            TSNode trait = field(impl, "trait");
            List<String> path = pathSegments(trait.getType().equals("generic_type") ? field(trait, "type") : trait);
            List<String> from = path.get(0).equals("crate") ? path : path.get(0).equals("self")
                    ? concat(List.of("super"), path.subList(1, path.size())) : concat(List.of("super"), path);
            items.declarations().add(new Ast.UseDecl(from, Optional.empty(), true, Ast.Visibility.PUBLIC, at(trait)));
        }
        java.util.Set<String> declared = new java.util.HashSet<>();
        items.functions().forEach(f -> declared.add(f.name()));
        items.declarations().forEach(d -> {
            if (d instanceof Ast.ConstDecl c) {
                declared.add(c.name());
            } else if (d instanceof Ast.AliasDecl a) {
                declared.add("type " + a.name());
            }
        });
        TSNode outerGeneric = selfGeneric;
        selfGeneric = type.getType().equals("generic_type") ? type : null;
        try {
            typeBody(body, name, new BodyItems() {
                @Override
                public void constant(Ast.ConstDecl d) {
                    if (declared.add(d.name())) {
                        items.declarations().add(new Ast.ConstDecl(d.name(), d.type(), d.value(),
                                !inherent || d.visibility() == Ast.Visibility.PRIVATE ? Ast.Visibility.CRATE
                                : d.visibility(), d.at()));
                    }
                }

                @Override
                public void alias(Ast.AliasDecl a) { // type Word = i32;: as visible as the type
                    // the first of two trait impls' type Output = …; (Add and Mul): Rust asks for a qualified path
                    if (declared.add("type " + a.name())) {
                        items.declarations().add(new Ast.AliasDecl(a.name(), a.value(), a.at(), Ast.Visibility.CRATE, a.parameters()));
                    }
                }

                @Override
                public void function(Ast.Function read, TSNode node) {
                    // a method's where clause may bound the impl's parameters further: fn run(…) where D: VeScalar
                    Ast.Function f = withTypeParams(conversion.filter(c -> c.startsWith(read.name() + "#"))
                            .map(c -> renamed(read, c)).orElse(read), withWhere(ofType, node));
                    if (declared.add(f.name())) {
                        items.functions().add(inherent && f.visibility() != Ast.Visibility.PRIVATE ? f
                                : withVisibility(f, Ast.Visibility.CRATE));
                        inner.ifPresent(items.declarations()::add);
                    }
                }
            });
        } finally {
            selfGeneric = outerGeneric;
        }
    }

    /**
     * The name a conversion impl's function goes by ({@link ConversionImpls}): {@code from#Column}
     * for {@code impl From<Column> for …}, {@code try_from#usize} for {@code impl TryFrom<usize> for …};
     * {@code from#_} ({@link ConversionImpls#ANY}) for a generic {@code impl<T: Into<u64>> From<T> for …}.
     */
    private Optional<String> conversionSource(TSNode trait, List<Ast.GenericParam> implParams) {
        if (!trait.getType().equals("generic_type")) {
            return Optional.empty();
        }
        TSNode args = field(trait, "type_arguments");
        TSNode source = args == null ? null : args.getNamedChild(0);
        if (source == null) {
            return Optional.empty();
        }
        String named = source.getType().equals("generic_type") ? lastSegment(field(source, "type"))
                : lastSegment(source);
        String written = implParams.stream().anyMatch(g -> !g.constant() && g.name().equals(named))
                ? ConversionImpls.ANY : named;
        return ConversionImpls.function(lastSegment(field(trait, "type"))).map(f -> ConversionImpls.name(f, written));
    }

    private static Ast.Function renamed(Ast.Function f, String name) {
        return new Ast.Function(name, f.kind(), f.chips(), f.params(), f.returns(), f.body(), f.at(), f.visibility(),
                f.uses(), f.generics());
    }

    /** What the items of a type's body ({@code impl} or trait) add, each as read. */
    private interface BodyItems {
        void constant(Ast.ConstDecl d);

        void alias(Ast.AliasDecl a);

        /** Function {@code f}, read from {@code node}. */
        void function(Ast.Function f, TSNode node);
    }

    /**
     * Reads the items of an {@code impl}'s or trait's body, {@code Self} read as {@code self}: each
     * constant with a value, type with a value and function goes to {@code add}; one with no layout
     * meaning is left aside (what names it has none either; its callers skip the call).
     */
    private void typeBody(TSNode body, String self, BodyItems add) {
        String outerSelf = selfType;
        selfType = self;
        List<TSNode> attributes = new ArrayList<>();
        try {
            for (TSNode c : body == null ? List.<TSNode>of() : named(body)) {
                try {
                    switch (c.getType()) {
                        case "attribute_item" -> {
                            attributes.add(c);
                            continue;
                        }
                        case "const_item" -> {
                            if (field(c, "value") != null) {
                                add.constant(constant(c));
                            }
                        }
                        case "type_item" -> add.alias(alias(c));
                        case "function_item" -> add.function(function(c, attributes), c);
                        default -> { }
                    }
                } catch (KernelError e) {
                    // an item with no layout meaning
                }
                attributes.clear();
            }
        } finally {
            selfType = outerSelf;
        }
    }

    /**
     * A trait's default items: its constants with a value and its functions with a body, in a module
     * of the trait's name that each {@code impl} of it glob-imports ({@link #associatedItems}).
     * {@code Self} in them is the type they are called on: each default function takes it as a type
     * parameter, bound at the call ({@code Quarters::slot(1)}, {@code t.source(j)}).
     */
    private void traitItems(TSNode trait, java.util.Map<String, TypeItems> out) {
        TSNode body = field(trait, "body");
        TypeItems items = typeItems(out, text(field(trait, "name")), at(trait));
        // Self: the implementing type, a type parameter of each default function
        typeBody(body, "Self", new BodyItems() {
            @Override
            public void constant(Ast.ConstDecl d) {
                items.declarations().add(new Ast.ConstDecl(d.name(), d.type(), d.value(), Ast.Visibility.PUBLIC,
                        d.at()));
            }

            @Override
            public void alias(Ast.AliasDecl a) { } // a default type is unstable Rust

            @Override
            public void function(Ast.Function f, TSNode node) {
                List<Ast.GenericParam> generics = new ArrayList<>(f.generics());
                generics.add(new Ast.GenericParam("Self", false, f.at(), Integer.MAX_VALUE));
                items.functions().add(new Ast.Function(f.name(), f.kind(), f.chips(), f.params(), f.returns(),
                        f.body(), f.at(), Ast.Visibility.PUBLIC, f.uses(), List.copyOf(generics)));
                inner.ifPresent(items.declarations()::add);
            }
        });
    }

    /**
     * The parameters of {@code impl<const N: usize> Tiles<N>} each at its position among the
     * type's arguments ({@code N} at 0); none for an impl without parameters or one whose type's
     * arguments are not its parameters' names.
     */
    private List<Ast.GenericParam> implParams(TSNode impl, TSNode type) {
        List<Ast.GenericParam> params = withWhere(genericParams(field(impl, "type_parameters")), impl);
        if (params.isEmpty()) {
            return List.of();
        }
        List<Ast.GenericParam> out = new ArrayList<>();
        List<TSNode> args = !type.getType().equals("generic_type") ? List.of()
                : named(field(type, "type_arguments")).stream().filter(a -> !a.getType().equals("lifetime")).toList();
        for (int i = 0; i < args.size(); i++) {
            String arg = text(args.get(i));
            for (Ast.GenericParam g : params) {
                if (g.name().equals(arg)) {
                    out.add(new Ast.GenericParam(g.name(), g.constant(), g.at(), i, g.bounds(), g.valueType()));
                }
            }
        }
        for (Ast.GenericParam g : params) {
            if (field(impl, "trait") != null && !g.constant() && out.stream().noneMatch(o -> o.name().equals(g.name()))) {
                // impl<D: Scalar> From<&HbmTensor<D, …>> for Buffer: D is the trait's, inferred at each call
                out.add(new Ast.GenericParam(g.name(), false, g.at(), Ast.GenericParam.OF_TRAIT, g.bounds()));
            }
        }
        return List.copyOf(out);
    }

    /** {@code f} with the parameters of its generic impl after its own. */
    private static Ast.Function withTypeParams(Ast.Function f, List<Ast.GenericParam> ofType) {
        if (ofType.isEmpty()) {
            return f;
        }
        List<Ast.GenericParam> all = new ArrayList<>(f.generics());
        all.addAll(ofType);
        return new Ast.Function(f.name(), f.kind(), f.chips(), f.params(), f.returns(), f.body(), f.at(),
                f.visibility(), f.uses(), List.copyOf(all));
    }

    /** {@code f} visible to {@code visibility}: an associated function is visible wherever its type is. */
    private static Ast.Function withVisibility(Ast.Function f, Ast.Visibility visibility) {
        return new Ast.Function(f.name(), f.kind(), f.chips(), f.params(), f.returns(), f.body(), f.at(), visibility,
                f.uses(), f.generics());
    }

    private boolean isDevice(List<TSNode> attributes) {
        return attributes.stream().anyMatch(a -> text(a).replaceAll("\\s", "").startsWith("#[device"));
    }

    private Ast.Visibility visibility(TSNode item) {
        TSNode v = leading(item, "visibility_modifier", 1);
        if (v == null) {
            return Ast.Visibility.PRIVATE;
        }
        return text(v).replaceAll("\\s", "").equals("pub") ? Ast.Visibility.PUBLIC : Ast.Visibility.CRATE;
    }

    private Optional<Ast.Declaration> macroItem(TSNode n) {
        String name = text(field(n, "macro"));
        if (name.equals("axes")) {
            return Optional.of(new Ast.AxesDecl(macroToken(n), at(n)));
        }
        return Optional.empty();
    }

    /** The macro invocation as one token, its comments blanked out (columns kept). */
    private Token macroToken(TSNode n) {
        int start = p.offset(n.getStartByte());
        int end = p.offset(n.getEndByte());
        StringBuilder text = new StringBuilder(p.source().text().substring(start, end));
        if (text.indexOf("//") >= 0 || text.indexOf("/*") >= 0) {
            blankComments(n, text, start);
        }
        return new Token(Token.Kind.MACRO, text.toString(), start, end);
    }

    private void blankComments(TSNode n, StringBuilder text, int base) {
        for (TSNode c : all(n)) {
            if (isComment(c)) {
                for (int k = p.offset(c.getStartByte()); k < p.offset(c.getEndByte()); k++) {
                    if (text.charAt(k - base) != '\n') {
                        text.setCharAt(k - base, ' ');
                    }
                }
            } else {
                blankComments(c, text, base);
            }
        }
    }

    private Ast.AliasDecl alias(TSNode n) {
        TSNode type = field(n, "type");
        return new Ast.AliasDecl(text(field(n, "name")), genericArg(type), at(n), visibility(n), typeParameters(n));
    }

    /** The plain type parameters of {@code type Rows<D> = …;} ({@code [D]}); empty without them or with any other kind. */
    private List<String> typeParameters(TSNode alias) {
        TSNode declared = field(alias, "type_parameters");
        if (declared == null || declared.isNull()) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < declared.getNamedChildCount(); i++) {
            TSNode p = declared.getNamedChild(i);
            if (!p.getType().equals("type_identifier")) {
                return List.of();
            }
            names.add(text(p));
        }
        return List.copyOf(names);
    }

    private Ast.ConstDecl constant(TSNode n) {
        TSNode type = field(n, "type");
        TSNode value = field(n, "value");
        if (value == null) {
            throw error(n, "a const without a value has no layout meaning");
        }
        return new Ast.ConstDecl(text(field(n, "name")), type == null ? Optional.empty() : Optional.of(type(type)),
                expr(value), visibility(n), at(n));
    }

    /** Whether the attributes hold {@code #[cfg(test)]}: the item exists only when the crate's tests are built. */
    /** Whether a {@code #[cfg(…)]} of {@code attributes} leaves its item out of the build read ({@link CfgPredicates}). */
    private boolean configuredOut(List<TSNode> attributes) {
        return attributes.stream().anyMatch(a -> CfgPredicates.holds(text(a)).equals(Optional.of(false)));
    }

    private boolean isTestOnly(List<TSNode> attributes) {
        return attributes.stream().anyMatch(a -> text(a).replaceAll("\\s", "").equals("#[cfg(test)]"));
    }

    private Ast.ModDecl module(TSNode n, List<TSNode> attributes) {
        TSNode body = field(n, "body");
        Optional<Ast.File> inline = body == null ? Optional.empty() : Optional.of(items(body));
        return new Ast.ModDecl(text(field(n, "name")), inline, visibility(n), at(n), pathAttribute(attributes));
    }

    /** The file a {@code #[path = "plans/tiling.rs"]} attribute names, if one is among {@code attributes}. */
    private Optional<String> pathAttribute(List<TSNode> attributes) {
        for (TSNode a : attributes) {
            java.util.regex.Matcher m = PATH_ATTRIBUTE.matcher(text(a));
            if (m.matches()) {
                return Optional.of(m.group(1));
            }
        }
        return Optional.empty();
    }

    private static final java.util.regex.Pattern PATH_ATTRIBUTE =
            java.util.regex.Pattern.compile("#\\[\\s*path\\s*=\\s*\"([^\"]*)\"\\s*\\]");

    private void uses(TSNode n, List<Ast.Declaration> out) {
        useTree(field(n, "argument"), List.of(), visibility(n), out);
    }

    private void useTree(TSNode n, List<String> prefix, Ast.Visibility vis, List<Ast.Declaration> out) {
        switch (n.getType()) {
            case "use_list" -> {
                for (TSNode c : named(n)) {
                    useTree(c, prefix, vis, out);
                }
            }
            case "scoped_use_list" -> {
                TSNode path = field(n, "path");
                List<String> base = path == null ? prefix : concat(prefix, pathSegments(path));
                useTree(field(n, "list"), base, vis, out);
            }
            case "use_as_clause" -> {
                List<String> path = concat(prefix, pathSegments(field(n, "path")));
                out.add(new Ast.UseDecl(path, Optional.of(text(field(n, "alias"))), false, vis, at(n)));
            }
            case "use_wildcard" -> {
                TSNode path = n.getNamedChildCount() > 0 ? n.getNamedChild(0) : null;
                List<String> full = path == null ? prefix : concat(prefix, pathSegments(path));
                out.add(new Ast.UseDecl(full, Optional.empty(), true, vis, at(n)));
            }
            default -> {
                List<String> path = concat(prefix, pathSegments(n));
                if (path.get(path.size() - 1).equals("self")) {
                    path = path.subList(0, path.size() - 1);
                }
                out.add(new Ast.UseDecl(path, Optional.empty(), false, vis, at(n)));
            }
        }
    }

    private List<String> pathSegments(TSNode n) {
        return switch (n.getType()) {
            case "scoped_identifier", "scoped_type_identifier" -> {
                TSNode path = field(n, "path");
                List<String> head = path == null ? List.of() : pathSegments(path);
                yield concat(head, List.of(text(field(n, "name"))));
            }
            case "bracketed_type" -> {
                // <T as Trait>::X names T's X ({@link #pathInto})
                TSNode inside = n.getNamedChild(0);
                yield pathSegments(inside.getType().equals("qualified_type") ? field(inside, "type") : inside);
            }
            default -> List.of(selfNamed(text(n)));
        };
    }

    /** {@code Self} inside an {@code impl}: the type the impl is for; any other name as it is. */
    private String selfNamed(String name) {
        return name.equals("Self") && selfType != null ? selfType : name;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    // ------------------------------------------------------------ functions

    private Ast.Function function(TSNode n, List<TSNode> attributes) {
        String name = text(field(n, "name"));
        Ast.FunctionKind kind = Ast.FunctionKind.HELPER;
        int chips = 1;
        for (TSNode a : attributes) {
            String t = text(a).replaceAll("\\s", "");
            if (t.startsWith("#[device")) {
                kind = Ast.FunctionKind.DEVICE;
                Matcher m = CHIP.matcher(text(a));
                if (m.find()) {
                    chips = Integer.parseInt(m.group(1));
                }
            }
        }
        TSNode modifiers = leading(n, "function_modifiers", 2);
        if (kind != Ast.FunctionKind.DEVICE && ((modifiers != null && text(modifiers).contains("async"))
                || name.equals("main"))) {
            kind = Ast.FunctionKind.HOST;
        }
        boolean outerTolerant = tolerant;
        boolean outerHost = host;
        List<Ast.UseDecl> outerUses = localUses;
        List<Ast.Function> outerNested = nested;
        List<Ast.Declaration> outerModules = nestedModules;
        List<TSNode> outerItems = localItems;
        tolerant = kind != Ast.FunctionKind.DEVICE;
        host = kind == Ast.FunctionKind.HOST;
        localUses = new ArrayList<>();
        nested = new ArrayList<>();
        nestedModules = new ArrayList<>();
        localItems = new ArrayList<>();
        inner = Optional.empty();
        try {
            Ast.Function f = function(n, name, kind, chips);
            inner = Optional.empty();
            return nested.isEmpty() && localItems.isEmpty() ? f : withInner(f);
        } finally {
            localItems = outerItems;
            tolerant = outerTolerant;
            host = outerHost;
            localUses = outerUses;
            nested = outerNested;
            nestedModules = outerModules;
        }
    }

    /**
     * {@code f} with the functions written in its body in scope there only, as Rust scopes them:
     * they are items of a module of their own inside {@code f}'s, named {@code f()} (a name no Rust
     * path can write), which sees what {@code f}'s module sees and the constants of {@code f}'s
     * body; {@code f} imports each by name ({@code use self::f()::through}). Two kernels may then
     * each have a {@code fn through}. The module is left in {@link #inner} for the caller to declare.
     */
    private Ast.Function withInner(Ast.Function f) {
        String module = f.name() + "()";
        List<Ast.Declaration> declarations = new ArrayList<>(nestedModules);
        for (Ast.Stmt s : f.body()) {
            if (s instanceof Ast.LocalConst c) {
                declarations.add(c.decl());
            }
        }
        declarations.add(new Ast.UseDecl(List.of("super"), Optional.empty(), true, Ast.Visibility.PRIVATE, f.at()));
        List<Ast.Function> functions = nested.stream().map(g -> withVisibility(g, Ast.Visibility.CRATE)).toList();
        List<Ast.UseDecl> uses = new ArrayList<>(f.uses());
        for (Ast.Function g : functions) {
            uses.add(new Ast.UseDecl(List.of("self", module, g.name()), Optional.empty(), false,
                    Ast.Visibility.PRIVATE, g.at()));
        }
        if (!localItems.isEmpty()) {
            List<TSNode> written = List.copyOf(localItems);
            localItems = new ArrayList<>();
            declarations.addAll(items(written).declarations());
            for (TSNode t : written) {
                TSNode name = field(t, "name");
                if (name != null) { // struct Slots, enum Mode, trait Pick: named from the body as Rust scopes them
                    uses.add(new Ast.UseDecl(List.of("self", module, text(name)), Optional.empty(), false,
                            Ast.Visibility.PRIVATE, at(t)));
                }
            }
        }
        inner = Optional.of(new Ast.ModDecl(module, Optional.of(new Ast.File(p.source(), List.copyOf(declarations),
                functions)), Ast.Visibility.PRIVATE, f.at()));
        return new Ast.Function(f.name(), f.kind(), f.chips(), f.params(), f.returns(), f.body(), f.at(),
                f.visibility(), List.copyOf(uses), f.generics());
    }

    private Ast.Function function(TSNode n, String name, Ast.FunctionKind kind, int chips) {
        List<Ast.Param> params = new ArrayList<>();
        for (TSNode param : named(field(n, "parameters"))) {
            switch (param.getType()) {
                case "parameter" -> {
                    TSNode pattern = field(param, "pattern");
                    String pname = text(pattern).replaceFirst("^mut\\s+", "");
                    params.add(new Ast.Param(pname, type(field(param, "type")), at(param)));
                }
                case "self_parameter" -> {
                    if (selfType == null) {
                        throw error(param, "self outside of an impl has no meaning");
                    }
                    boolean reference = hasChild(param, "&");
                    boolean mutable = reference && hasChild(param, "mutable_specifier");
                    params.add(new Ast.Param("self", new Ast.Type(selfType, List.of(), reference, at(param), mutable,
                            text(param)), at(param)));
                }
                case "attribute_item" -> { }
                default -> throw error(param, "a " + param.getType().replace('_', ' ')
                        + " has no layout meaning here (a kernel's parameters are name: Type)");
            }
        }
        TSNode ret = field(n, "return_type");
        TSNode body = field(n, "body");
        if (body == null) {
            throw error(n, "the function " + name + " has no body");
        }
        Optional<Ast.Type> returns = ret == null ? Optional.empty() : Optional.of(type(ret));
        List<Ast.Stmt> statements = body(name, body);
        return new Ast.Function(name, kind, chips, List.copyOf(params), returns, statements, at(field(n, "name")),
                visibility(n), List.copyOf(localUses), withWhere(genericParams(field(n, "type_parameters")), n));
    }

    /**
     * The statements of the body of the function {@code name}; a body holding valid Rust the
     * reader cannot lower is one {@link Ast.Unlowered} naming what was met where, so only this
     * function is lost, not its file. (A syntax error never gets here: the file is not parsed.)
     */
    private List<Ast.Stmt> body(String name, TSNode body) {
        int outerLoops = loops;
        List<String> outerLabels = new ArrayList<>(labels);
        try {
            return statements(body);
        } catch (KernelError e) {
            loops = outerLoops;
            labels = outerLabels;
            return List.of(new Ast.Unlowered(name, e.reason(), e.location()));
        }
    }

    /**
     * {@code params} with the bounds the {@code where} clause of item {@code n} writes for them added:
     * {@code fn f<D>(…) where D: VeScalar} gives {@code D} the bound {@code VeScalar}.
     */
    private List<Ast.GenericParam> withWhere(List<Ast.GenericParam> params, TSNode n) {
        java.util.Map<String, List<String>> extra = new java.util.HashMap<>();
        for (TSNode c : named(n)) {
            if (!c.getType().equals("where_clause")) {
                continue;
            }
            for (TSNode p : named(c)) {
                TSNode left = field(p, "left");
                TSNode bounds = field(p, "bounds");
                if (p.getType().equals("where_predicate") && left != null && bounds != null) {
                    extra.computeIfAbsent(text(left).strip(), k -> new ArrayList<>()).addAll(bounds(bounds));
                }
            }
        }
        if (extra.isEmpty()) {
            return params;
        }
        return params.stream().map(g -> extra.containsKey(g.name()) ? g.withBounds(java.util.stream.Stream
                .concat(g.bounds().stream(), extra.get(g.name()).stream()).toList()) : g).toList();
    }

    /** The traits of {@code S: A + B<X>}'s bounds, each as written without spaces, lifetimes left out. */
    private List<String> bounds(TSNode bounds) {
        return named(bounds).stream().filter(b -> !b.getType().equals("lifetime"))
                .map(b -> text(b).replaceAll("\\s+", "")).toList();
    }

    /** The const and type parameters of {@code <'a, const AT: usize, S: M>}, lifetimes left out. */
    private List<Ast.GenericParam> genericParams(TSNode n) {
        List<Ast.GenericParam> out = new ArrayList<>();
        if (n == null) {
            return out;
        }
        for (TSNode c : named(n)) {
            switch (c.getType()) {
                case "const_parameter" -> out.add(Ast.GenericParam.constant(text(field(c, "name")),
                        field(c, "type") == null ? "" : text(field(c, "type")).strip(), at(c)));
                case "type_identifier" -> out.add(new Ast.GenericParam(text(c), false, at(c)));
                case "constrained_type_parameter" -> out.add(new Ast.GenericParam(text(field(c, "left")), false,
                        at(c)).withBounds(field(c, "bounds") == null ? List.of() : bounds(field(c, "bounds"))));
                case "optional_type_parameter" -> out.add(new Ast.GenericParam(text(field(c, "name")), false,
                        at(c)));
                default -> { } // a lifetime or an attribute
            }
        }
        return List.copyOf(out);
    }

    // ---------------------------------------------------------------- types

    Ast.Type type(TSNode n) {
        String written = text(n).replaceAll("\\s+", " ");
        return switch (n.getType()) {
            case "reference_type" -> {
                Ast.Type inner = type(field(n, "type"));
                boolean mutable = leading(n, "mutable_specifier", 3) != null;
                yield new Ast.Type(inner.name(), inner.args(), true, at(n), mutable, written);
            }
            case "generic_type" -> {
                List<Ast.GenericArg> args = typeArguments(field(n, "type_arguments"));
                TSNode base = field(n, "type");
                List<String> params = base.getType().equals("type_identifier") ? wholeTypes.parameters(text(base)) : List.of();
                Optional<TSNode> whole = params.isEmpty() ? Optional.empty() : wholeTypes.expansion(text(base));
                if (whole.isPresent()) {
                    if (params.size() != args.size()) {
                        throw error(n, "the alias " + text(base) + " takes " + params.size() + " type arguments "
                                + params + ", got " + args.size());
                    }
                    Ast.Type t = wholeTypes.expanding(text(base), () -> type(whole.get()));
                    yield GenericAliases.substitute(t, params, args, at(n));
                }
                yield new Ast.Type(lastSegment(base), args, false, at(n), false, written);
            }
            case "type_identifier" -> {
                Optional<TSNode> whole = wholeTypes.parameters(text(n)).isEmpty() ? wholeTypes.expansion(text(n))
                        : Optional.empty();
                if (whole.isPresent()) {
                    Ast.Type t = wholeTypes.expanding(text(n), () -> type(whole.get()));
                    yield new Ast.Type(t.name(), t.args(), t.reference(), at(n), t.mutable(), t.text());
                }
                if (text(n).equals("Self") && selfGeneric != null) { // Self in impl<D> Pass<D>: Pass<D>
                    Ast.Type t = type(selfGeneric);
                    yield new Ast.Type(t.name(), t.args(), false, at(n), false, t.text());
                }
                yield new Ast.Type(apiNames.named(selfNamed(text(n))), List.of(), false, at(n), false, selfNamed(written));
            }
            case "primitive_type" -> new Ast.Type(text(n), List.of(), false, at(n), false, written);
            // fn(usize) -> usize: a function pointer, its value a function item or a closure capturing nothing
            case "function_type" -> new Ast.Type("fn", List.of(), false, at(n), false, written);
            case "dynamic_type", "abstract_type" -> {
                // &dyn Tiling, impl Tiling: a value of some type implementing the trait; its methods are its type's
                TSNode trait = field(n, "trait");
                if (trait == null) {
                    throw error(n, "the type " + written + " has no layout meaning");
                }
                if (trait.getType().equals("function_type")) {
                    // dyn Fn(usize) -> usize, impl FnMut(u64): a closure or function, as fn(usize) -> usize is
                    yield new Ast.Type("fn", List.of(), false, at(n), false, written);
                }
                yield new Ast.Type(lastSegment(trait.getType().equals("generic_type") ? field(trait, "type") : trait),
                        List.of(), false, at(n), false, written);
            }
            case "scoped_type_identifier" -> new Ast.Type(lastSegment(n), List.of(), false, at(n), false,
                    String.join("::", pathSegments(n)));
            case "unit_type" -> new Ast.Type("()", List.of(), false, at(n), false, written);
            case "tuple_type" -> {
                List<Ast.GenericArg> items = new ArrayList<>();
                for (TSNode c : named(n)) {
                    items.add(new Ast.Named(type(c)));
                }
                yield new Ast.Type("()", items, false, at(n), false, written);
            }
            case "array_type", "slice_type" -> {
                List<Ast.GenericArg> items = new ArrayList<>();
                items.add(new Ast.Named(type(field(n, "element"))));
                TSNode length = field(n, "length");
                if (length != null) {
                    items.add(new Ast.ConstExpr(expr(length), at(length)));
                }
                yield new Ast.Type("[]", items, false, at(n), false, written);
            }
            case "macro_invocation" -> {
                if (isUserMacro(n) && expandedArgument(n) instanceof Ast.Named t) {
                    yield t.type(); // dm_of!(i8), a file macro written where a type is
                }
                throw error(n, "expected a type, found the macro " + text(field(n, "macro"))
                        + "! (a mapping m![…] is a generic argument of a tensor type)");
            }
            default -> throw error(n, "the type " + written + " has no layout meaning");
        };
    }

    private String lastSegment(TSNode n) {
        List<String> s = pathSegments(n);
        return s.size() == 1 ? apiNames.named(s.get(0)) : s.get(s.size() - 1);
    }

    private List<Ast.GenericArg> typeArguments(TSNode n) {
        List<Ast.GenericArg> out = new ArrayList<>();
        if (n == null) {
            return out;
        }
        for (TSNode c : all(n)) {
            if (!c.isNamed()) {
                if (text(c).equals("_")) {
                    out.add(new Ast.Inferred(at(c)));
                }
                continue;
            }
            if (c.getType().equals("lifetime") || isComment(c)) {
                continue;
            }
            out.add(genericArg(c));
        }
        return List.copyOf(out);
    }

    private Ast.GenericArg genericArg(TSNode n) {
        return switch (n.getType()) {
            case "macro_invocation" -> {
                String name = text(field(n, "macro"));
                if (isUserMacro(n)) {
                    yield expandedArgument(n); // tile_of!(A), expanding to m![A / 8]
                }
                if (!name.equals("m")) {
                    throw error(n, "expected a mapping m![…], found the macro " + name + "!");
                }
                yield new Ast.MappingText(macroToken(n), at(n));
            }
            case "integer_literal" -> new Ast.IntArg(Literals.integer(text(n), at(n)), at(n));
            case "type_identifier" -> text(n).equals("_") ? new Ast.Inferred(at(n)) : NegativeConstArgs.isNegatedInteger(text(n))
                    ? new Ast.IntArg(-Literals.integer(text(n).substring(1), at(n)), at(n)) : new Ast.Named(type(n));
            case "block" -> {
                List<TSNode> inner = named(n);
                if (inner.size() == 1 && inner.get(0).getType().equals("integer_literal")) {
                    yield genericArg(inner.get(0));
                }
                yield new Ast.ConstExpr(expr(n), at(n));
            }
            case "_" -> new Ast.Inferred(at(n));
            default -> {
                if (text(n).equals("_")) {
                    yield new Ast.Inferred(at(n));
                }
                yield new Ast.Named(type(n));
            }
        };
    }

    // ----------------------------------------------------------- statements

    private List<Ast.Stmt> statements(TSNode block) {
        List<Ast.Stmt> out = new ArrayList<>();
        List<TSNode> children = named(block);
        for (int i = 0; i < children.size(); i++) {
            TSNode s = children.get(i);
            if (s.getType().equals("label")) {
                continue; // 'pick: { … }: the label is the block's ({@link #labelledBlock})
            }
            boolean last = i == children.size() - 1;
            int before = out.size();
            try {
                statement(s, last, out);
            } catch (KernelError e) {
                if (!tolerant) {
                    throw e;
                }
                out.subList(before, out.size()).clear();
                out.add(new Ast.Skipped(e.reason(), e.location(), boundNames(s), hostData(s, last)));
            }
        }
        return List.copyOf(out);
    }

    /**
     * A host function's statement the reader skips, read again as host data
     * ({@link #asHostData}): a simulation runs it to learn the values a test feeds its kernel or
     * expects back ({@code let expected = (0..8).map(|x| Opt::Init(x * 2)).collect::<Vec<_>>();}).
     * Empty where it cannot be read that way either, or outside a host function.
     */
    private List<Ast.Stmt> hostData(TSNode s, boolean last) {
        if (!host) {
            return List.of();
        }
        try {
            return asHostData(() -> {
                List<Ast.Stmt> again = new ArrayList<>();
                statement(s, last, again);
                return List.copyOf(again);
            });
        } catch (KernelError e) {
            return List.of();
        }
    }

    /**
     * {@code read} with the host function's data read as a helper's code is: its closures, its
     * {@code vec![…]} and its assertions ({@code if a != b { panic }}) lowered, not refused.
     */
    private <T> T asHostData(java.util.function.Supplier<T> read) {
        boolean outer = host;
        host = false;
        try {
            return read.get();
        } finally {
            host = outer;
        }
    }

    private void statement(TSNode s, boolean last, List<Ast.Stmt> out) {
        switch (s.getType()) {
            case "let_declaration" -> let(s, out);
            case "macro_invocation" -> {
                if (isUserMacro(s)) {
                    macroStatement(s, last, out);
                } else {
                    out.add(new Ast.ExprStmt(expr(s), last, at(s)));
                }
            }
            case "expression_statement" -> {
                TSNode e = s.getNamedChild(0);
                boolean semicolon = s.getChildCount() > 1;
                if (isUserMacro(e)) {
                    macroStatement(e, last && !semicolon, out);
                } else if (e.getType().equals("for_expression")) {
                    out.add(forLoop(e));
                } else if (e.getType().equals("while_expression") || e.getType().equals("loop_expression")) {
                    out.add(whileLoop(e, last && !semicolon));
                } else if (e.getType().equals("break_expression") || e.getType().equals("continue_expression")) {
                    out.add(breakStmt(e));
                } else if (e.getType().equals("assignment_expression")
                        || e.getType().equals("compound_assignment_expr")) {
                    out.add(assignment(e));
                } else if (e.getType().equals("return_expression")) {
                    out.add(ret(e));
                } else {
                    out.add(new Ast.ExprStmt(expr(e), last && !semicolon && producesValue(e), at(e)));
                }
            }
            case "type_item" -> out.add(alias(s));
            case "const_item" -> out.add(new Ast.LocalConst(constant(s)));
            case "empty_statement", "attribute_item" -> { }
            case "use_declaration" -> {
                List<Ast.Declaration> uses = new ArrayList<>();
                uses(s, uses);
                uses.forEach(u -> localUses.add((Ast.UseDecl) u));
            }
            case "function_item" -> {
                int outerLoops = loops;
                List<String> outerLabels = labels;
                loops = 0;
                labels = new ArrayList<>();
                List<Ast.Function> into = nested;
                List<Ast.Declaration> modulesInto = nestedModules;
                try {
                    into.add(function(s, List.of()));
                    inner.ifPresent(modulesInto::add);
                } finally {
                    loops = outerLoops;
                    labels = outerLabels;
                }
            }
            case "macro_definition" -> { } // read with the file's macros
            // struct Slots { … } inside a body: an item of the body's own module, as a nested fn is ({@link #withInner})
            case "struct_item", "enum_item", "impl_item", "trait_item" -> localItems.add(s);
            case "static_item" -> {
                if (leading(s, "mutable_specifier", 3) != null) {
                    throw error(s, "a static mut inside a function body has no layout meaning");
                }
                out.add(new Ast.LocalConst(constant(s))); // static BASES: [u64; 2] = …; reads as the constant it is
            }
            case "mod_item" -> throw error(s, "a " + describe(s) + " inside a function body has no layout meaning");
            case "for_expression" -> out.add(forLoop(s));
            case "while_expression", "loop_expression" -> out.add(whileLoop(s, last));
            case "break_expression", "continue_expression" -> out.add(breakStmt(s));
            case "return_expression" -> out.add(ret(s));
            default -> out.add(new Ast.ExprStmt(expr(s), last, at(s)));
        }
    }

    /** The names a statement binds ({@code let (a, mut b) = …;} binds a and b); none for other statements. */
    private List<String> boundNames(TSNode s) {
        List<String> names = new ArrayList<>();
        if (s.getType().equals("let_declaration")) {
            TSNode pattern = field(s, "pattern");
            if (pattern != null) {
                identifiers(pattern, names);
            }
        }
        return List.copyOf(names);
    }

    private void identifiers(TSNode n, List<String> out) {
        if (n.getType().equals("identifier")) {
            out.add(text(n));
            return;
        }
        for (TSNode c : named(n)) {
            identifiers(c, out);
        }
    }

    private static boolean producesValue(TSNode e) {
        return switch (e.getType()) {
            case "if_expression", "block", "unsafe_block" -> true;
            default -> true;
        };
    }

    private static String describe(TSNode n) {
        return switch (n.getType()) {
            case "impl_item" -> "trait or type impl";
            case "function_item" -> "nested function";
            case "macro_definition" -> "macro_rules! definition";
            default -> n.getType().replace("_item", "").replace('_', ' ') + " item";
        };
    }

    /**
     * {@code at += 0x100;}: a variable takes a new value; {@code *p = …} changes the variable
     * {@code p} refers to, {@code plan.base = …} or {@code self.t.0 += 1} a field of a struct or
     * tuple variable (or of the one {@code self} refers to); {@code slots[i] = …} (or {@code +=}) gives
     * the array a copy with item {@code i} replaced ({@link #WITH_ITEM}), {@code grid[r][c] = …} a
     * copy with row {@code r} so replaced. An assignment through any
     * other place has no layout meaning.
     */
    private Ast.Stmt assignment(TSNode e) {
        TSNode left = field(e, "left");
        Ast.Expr replaced = null;
        if (left.getType().equals("index_expression")) {
            // slots[i] op= v is slots = slots.<with item i>(i, slots[i] op v); grid[r][c] = v is
            // grid = grid.<with item r>(r, grid[r].<with item c>(c, v))
            List<TSNode> c = named(left);
            Ast.Expr right = expr(field(e, "right"));
            String op = e.getType().equals("compound_assignment_expr") ? compoundOperator(e) : "";
            replaced = op.isEmpty() ? right
                    : new Ast.Binary(op, new Ast.Index(expr(c.get(0)), expr(c.get(1)), at(c.get(1))), right, at(e));
            while (left.getType().equals("index_expression")) {
                c = named(left);
                replaced = new Ast.MethodCall(expr(c.get(0)), WITH_ITEM, List.of(), List.of(expr(c.get(1)), replaced),
                        at(left));
                left = c.get(0);
            }
        }
        boolean throughReference = false;
        List<String> fields = new ArrayList<>();
        while (left.getType().equals("field_expression")) {
            fields.add(0, text(field(left, "field")));
            left = field(left, "value");
        }
        if (left.getType().equals("unary_expression") && text(all(left).get(0)).equals("*")
                && named(left).get(0).getType().equals("identifier")) {
            throughReference = true;
            left = named(left).get(0);
        }
        if (left.getType().equals("unary_expression") && text(all(left).get(0)).equals("*") && fields.isEmpty()
                && replaced == null) {
            // *staged.as_mut().unwrap() += 4: the reference the expression gives, held, then written through
            Location at = at(left);
            // held under the expression's own text, so that a message names what the kernel wrote
            String hidden = text(named(left).get(0)).replaceAll("\\s+", " ") + "@" + at.line() + ":" + at.column();
            String op = e.getType().equals("compound_assignment_expr") ? compoundOperator(e) : "";
            List<Ast.Stmt> steps = List.of(new Ast.Let(hidden, Optional.empty(), expr(named(left).get(0)), at),
                    new Ast.Assign(hidden, op, expr(field(e, "right")), at, true, List.of()));
            return new Ast.ExprStmt(new Ast.Block(steps, false, at), false, at);
        }
        if (left.getType().equals("tuple_expression") && fields.isEmpty() && !throughReference && replaced == null
                && e.getType().equals("assignment_expression") && named(left).stream().allMatch(
                        c -> c.getType().equals("identifier") || isComment(c))) {
            // (a, b) = (b, a): the right side read first, then each name takes its item
            Location at = at(e);
            String hidden = "assign@" + at.line() + ":" + at.column();
            List<Ast.Stmt> steps = new ArrayList<>();
            steps.add(new Ast.Let(hidden, Optional.empty(), expr(field(e, "right")), at));
            int i = 0;
            for (TSNode c : named(left)) {
                if (!isComment(c)) {
                    steps.add(new Ast.Assign(text(c), "", new Ast.Field(new Ast.Name(hidden, at), String.valueOf(i++),
                            at(c)), at(c), false, List.of()));
                }
            }
            return new Ast.ExprStmt(new Ast.Block(List.copyOf(steps), false, at), false, at);
        }
        if (!left.getType().equals("identifier") && !left.getType().equals("self")) {
            throw error(field(e, "left"), "an assignment to " + text(field(e, "left")) + " has no layout meaning "
                    + "here; assign a variable bound with let mut, or a field of one");
        }
        if (replaced != null) {
            return new Ast.Assign(text(left), "", replaced, at(left), throughReference, List.copyOf(fields));
        }
        String op = e.getType().equals("compound_assignment_expr") ? compoundOperator(e) : "";
        return new Ast.Assign(text(left), op, expr(field(e, "right")), at(left), throughReference, List.copyOf(fields));
    }

    /** The operator of {@code at += 0x100} ({@code +}). */
    private String compoundOperator(TSNode e) {
        TSNode operator = field(e, "operator");
        String written = operator != null ? text(operator)
                : p.source().text().substring(p.offset(field(e, "left").getEndByte()),
                        p.offset(field(e, "right").getStartByte()))
                        .strip();
        return written.substring(0, written.length() - 1);
    }

    /**
     * The method an assignment to an array's item is read as: {@code a.[]=(i, v)} is a copy of
     * {@code a} with item {@code i} set to {@code v}; no Rust code can name it.
     */
    public static final String WITH_ITEM = "[]=";

    /**
     * The method an array {@code [value; count]} is read as: {@code [value].[;](count)} is
     * {@code count} copies of {@code value}; no Rust code can name it.
     */
    public static final String REPEATED = "[;]";

    /**
     * The method names {@code value?} is read through, which no Rust source can write:
     * {@code {{ let ?try = value; if ?try.?failed() {{ return ?try.?residual(); }} ?try.unwrap() }}}.
     * On an {@code Option}, failed is {@code is_none} and the residual {@code None}; on a
     * {@code Result}, failed is {@code is_err} and the residual the {@code Err} itself.
     */
    public static final String TRY_FAILED = "?failed";

    /**
     * The value of a {@code let} written without one ({@code let out;}), a name no Rust code can
     * write: the variable is assigned before it is read ({@code if c { out = a; } else { out = b; }}).
     */
    public static final String UNINITIALISED = "?uninitialised";

    /** See {@link #TRY_FAILED}. */
    public static final String TRY_RESIDUAL = "?residual";

    /**
     * The method a call of a computed callee is read as: {@code (plan.at)(k)} is
     * {@code plan.at.()(k)}, a call of the closure or function the field holds; no Rust code can
     * name it.
     */
    public static final String CALLED = "()";

    /**
     * The function {@code catch_unwind(AssertUnwindSafe(|| BODY))} of host or helper code is read as:
     * {@code ?catch_unwind(BODY)}, BODY run where the closure is called, inside the unwind's catch
     * ({@link UnwindCatch}); no Rust code can name it.
     */
    public static final String CAUGHT = UnwindCatch.CAUGHT;

    /**
     * The method an open range is read as: {@code start..} is {@code start.(..)()}, the integers
     * from {@code start} up without end; no Rust code can name it.
     */
    public static final String COUNTING = "(..)";

    private Ast.Stmt ret(TSNode e) {
        List<TSNode> v = named(e);
        return new Ast.Return(v.isEmpty() ? Optional.empty() : Optional.of(expr(v.get(0))), at(e));
    }

    /**
     * {@code let name = value;}, {@code let (a, b) = value;}, or a let of any other pattern
     * ({@code let Plan { base, step } = plan;}, {@code let (a, (b, c)) = …;},
     * {@code let Some(x) = opt else { … };}): the value under a name no Rust code can write, then
     * the pattern's bindings ({@link Patterns}); with {@code else}, its block runs when the pattern
     * does not match.
     */
    private void let(TSNode s, List<Ast.Stmt> out) {
        TSNode pattern = field(s, "pattern");
        TSNode type = field(s, "type");
        TSNode value = field(s, "value");
        Optional<Ast.Type> annotation = type == null ? Optional.empty() : Optional.of(type(type));
        if (value == null) {
            if (!pattern.getType().equals("identifier")) {
                throw error(s, "a let without a value binds one name: write let " + text(pattern) + " = …;");
            }
            // let out; … out = …; : the variable holds no value until assigned (rustc rejects a read before)
            out.add(new Ast.Let(text(pattern), annotation, new Ast.Name(UNINITIALISED, at(s)), at(s)));
            return;
        }
        TSNode alternative = field(s, "alternative");
        if (alternative == null && simpleNames(pattern)) {
            out.add(pattern.getType().equals("tuple_pattern")
                    ? new Ast.LetTuple(patternNames(pattern), annotation, expr(value), at(s))
                    : new Ast.Let(patternName(pattern), annotation, expr(value), at(s)));
            return;
        }
        Location at = at(s);
        String hidden = "let@" + at.line() + ":" + at.column();
        out.add(new Ast.Let(hidden, annotation, expr(value), at));
        Patterns.Lowered lowered = patterns.lower(pattern, new Ast.Name(hidden, at));
        if (alternative != null) {
            Optional<Ast.Expr> test = lowered.test(at);
            if (test.isPresent()) {
                out.add(new Ast.ExprStmt(new Ast.If(new Ast.Not(test.get(), at), (Ast.Block) expr(alternative),
                        Optional.empty(), at), false, at));
            }
        }
        out.addAll(lowered.binds());
    }

    /** Whether a let's pattern is a name, {@code _}, or a tuple of those. */
    private boolean simpleNames(TSNode pattern) {
        if (pattern.getType().equals("tuple_pattern")) {
            for (TSNode c : all(pattern)) {
                if (c.isNamed() && !isComment(c) && !simpleName(c)) {
                    return false;
                }
            }
            return true;
        }
        return simpleName(pattern);
    }

    private boolean simpleName(TSNode pattern) {
        return switch (pattern.getType()) {
            case "identifier", "_" -> true;
            case "mut_pattern", "reference_pattern" -> simpleName(pattern.getNamedChild(pattern.getNamedChildCount() - 1));
            default -> text(pattern).equals("_");
        };
    }

    private String patternName(TSNode pattern) {
        return switch (pattern.getType()) {
            case "identifier" -> text(pattern);
            case "mut_pattern", "reference_pattern" ->
                    patternName(pattern.getNamedChild(pattern.getNamedChildCount() - 1));
            case "_" -> "_";
            default -> {
                if (text(pattern).equals("_")) {
                    yield "_";
                }
                throw error(pattern, "the pattern " + text(pattern) + " has no layout meaning here "
                        + "(a let binds a name, _ or a tuple of names)");
            }
        };
    }

    private List<String> patternNames(TSNode tuple) {
        List<String> names = new ArrayList<>();
        for (TSNode c : all(tuple)) {
            if (c.isNamed() && !isComment(c)) {
                names.add(patternName(c));
            } else if (text(c).equals("_")) {
                names.add("_");
            }
        }
        return List.copyOf(names);
    }

    private Ast.Stmt forLoop(TSNode e) {
        Optional<String> label = label(e);
        TSNode pattern = field(e, "pattern");
        TSNode items = field(e, "value");
        if (items.getType().equals("range_expression") && named(items).size() == 1 && items.getChild(0).isNamed()
                && !hasChild(items, "..=")) {
            return endless(e, pattern, named(items).get(0), label);
        }
        if (!simpleNames(pattern)) {
            // for ((h, half), at) in …, for &(lo, hi) in PARTS.iter(), for Move { from, to } in MOVES: bind each
            // item to a name no Rust code can write, then destructure it
            Location at = at(e);
            String item = "for@" + at.line() + ":" + at.column();
            Patterns.Lowered lowered = patterns.lower(pattern, new Ast.Name(item, at(pattern)));
            List<Ast.Stmt> body = new ArrayList<>(lowered.binds());
            body.addAll(loopBody(field(e, "body"), label));
            return new Ast.For(List.of(item), expr(field(e, "value")), List.copyOf(body), at, label);
        }
        List<String> names = pattern.getType().equals("tuple_pattern") ? patternNames(pattern)
                : List.of(patternName(pattern));
        return new Ast.For(names, expr(field(e, "value")), loopBody(field(e, "body"), label), at(e), label);
    }

    /**
     * {@code for k in start.. { … }}: a {@code loop} over a counter no Rust code can name, which
     * binds {@code k} and steps on before the body runs (so that {@code continue} steps on too);
     * only a {@code break} ends it.
     */
    private Ast.Stmt endless(TSNode e, TSNode pattern, TSNode start, Optional<String> label) {
        Location at = at(e);
        String counter = "for@" + at.line() + ":" + at.column();
        List<Ast.Stmt> body = new ArrayList<>();
        body.add(new Ast.Let(patternName(pattern), Optional.empty(), new Ast.Name(counter, at), at(pattern)));
        body.add(new Ast.Assign(counter, "+", new Ast.Int(1, at), at, false));
        body.addAll(loopBody(field(e, "body"), label));
        return new Ast.ExprStmt(new Ast.Block(List.of(new Ast.Let(counter, Optional.empty(), expr(start), at),
                new Ast.While(Optional.empty(), List.copyOf(body), at, label, false)), false, at), false, at);
    }

    /**
     * {@code while condition { … }}, {@code loop { … }}, and {@code while let PATTERN = value { … }}
     * as a loop whose body binds the value, tests the pattern and breaks when it does not match.
     */
    private Ast.Stmt whileLoop(TSNode e, boolean tail) {
        Optional<String> label = label(e);
        Location at = at(e);
        TSNode condition = field(e, "condition");
        if (condition == null) {
            return new Ast.While(Optional.empty(), loopBody(field(e, "body"), label), at, label, tail);
        }
        if (condition.getType().equals("let_chain")) {
            throw error(condition, "a let chain (let … && …) has no layout meaning here; test the pattern alone");
        }
        if (!condition.getType().equals("let_condition")) {
            return new Ast.While(Optional.of(expr(condition)), loopBody(field(e, "body"), label), at, label, false);
        }
        String value = "while-let@" + at.line() + ":" + at.column();
        Patterns.Lowered pattern = patterns.lower(field(condition, "pattern"), new Ast.Name(value, at));
        List<Ast.Stmt> matched = new ArrayList<>(pattern.binds());
        matched.addAll(loopBody(field(e, "body"), label));
        Ast.Expr test = pattern.test(at).orElse(new Ast.Bool(true, at));
        Ast.If step = new Ast.If(test, new Ast.Block(List.copyOf(matched), false, at),
                Optional.of(new Ast.Block(List.of(new Ast.Break(false, at)), false, at)), at);
        return new Ast.While(Optional.empty(), List.of(new Ast.Let(value, Optional.empty(),
                expr(field(condition, "value")), at), new Ast.ExprStmt(step, false, at)), at, label, false);
    }

    private List<Ast.Stmt> loopBody(TSNode body, Optional<String> label) {
        loops++;
        labels.add(label.orElse(""));
        try {
            return statements(body);
        } finally {
            loops--;
            labels.remove(labels.size() - 1);
        }
    }

    /**
     * {@code 'pick: { …; break 'pick v; …; tail }}: a labelled block, read as a {@code loop} of that
     * label that runs once, its tail the value of the {@code break} that ends it.
     */
    private Ast.Expr labelledBlock(TSNode n, String label) {
        Location at = at(n);
        List<Ast.Stmt> body = new ArrayList<>(loopBody(n, Optional.of(label)));
        Optional<Ast.Expr> value = Optional.empty();
        if (!body.isEmpty() && body.get(body.size() - 1) instanceof Ast.ExprStmt tail && tail.tail()) {
            body.remove(body.size() - 1);
            value = Optional.of(tail.value());
        }
        body.add(new Ast.Break(false, at, Optional.of(label), value));
        return new Ast.Block(List.of(new Ast.While(Optional.empty(), List.copyOf(body), at, Optional.of(label), true)),
                false, at);
    }

    /** The label of a loop ({@code outer} of {@code 'outer: for …}), if it has one. */
    private Optional<String> label(TSNode e) {
        for (TSNode c : named(e)) {
            if (c.getType().equals("label")) {
                return Optional.of(text(c).replaceFirst("^'", ""));
            }
        }
        return Optional.empty();
    }

    /**
     * {@code break;}, {@code continue;}, {@code break 'outer;}, {@code continue 'outer;} or
     * {@code break value;}: of the innermost loop, or of the enclosing loop with that label.
     */
    private Ast.Stmt breakStmt(TSNode e) {
        String word = e.getType().equals("break_expression") ? "break" : "continue";
        Optional<String> label = Optional.empty();
        Optional<Ast.Expr> value = Optional.empty();
        for (TSNode c : named(e)) {
            if (isComment(c)) {
                continue;
            }
            if (c.getType().equals("label")) {
                label = Optional.of(text(c).replaceFirst("^'", ""));
                if (!labels.contains(label.get())) {
                    throw error(c, "no enclosing loop has the label " + text(c));
                }
            } else {
                value = Optional.of(expr(c));
            }
        }
        if (loops == 0) {
            throw error(e, word + " outside of a loop");
        }
        return new Ast.Break(word.equals("continue"), at(e), label, value);
    }

    // ---------------------------------------------------------- expressions

    Ast.Expr expr(TSNode n) {
        Location at = at(n);
        return switch (n.getType()) {
            case "integer_literal" -> new Ast.Int(Literals.integer(text(n), at), Literals.suffix(text(n)), at);
            case "float_literal" -> new Ast.Float(Literals.floating(text(n), at), at);
            case "boolean_literal" -> new Ast.Bool(text(n).equals("true"), at);
            case "identifier", "self" -> new Ast.Name(text(n), at);
            case "scoped_identifier" -> path(n);
            case "parenthesized_expression" -> expr(named(n).get(0));
            case "reference_expression" -> new Ast.Ref(expr(field(n, "value")),
                    leading(n, "mutable_specifier", 2) != null, at);
            case "field_expression" -> new Ast.Field(expr(field(n, "value")), text(field(n, "field")),
                    at(field(n, "field")));
            case "await_expression" -> new Ast.Await(expr(named(n).get(0)), at);
            case "unit_expression" -> new Ast.Tuple(List.of(), at);
            case "tuple_expression" -> new Ast.Tuple(named(n).stream().filter(c -> !c.getType().equals("attribute_item"))
                    .map(this::expr).toList(), at);
            case "array_expression" -> {
                if (hasChild(n, ";")) {
                    // [value; count]: the value once, copied count times
                    yield new Ast.MethodCall(new Ast.Array(List.of(expr(field(n, "value") != null ? field(n, "value")
                            : named(n).get(0))), at), REPEATED, List.of(), List.of(expr(field(n, "length") != null
                            ? field(n, "length") : named(n).get(1))), at);
                }
                yield new Ast.Array(named(n).stream().map(this::expr).toList(), at);
            }
            case "index_expression" -> {
                List<TSNode> c = named(n);
                Ast.Expr value = expr(c.get(0));
                yield new Ast.Index(value, c.get(1).getType().equals("range_expression") ? slice(value, c.get(1))
                        : expr(c.get(1)), at(c.get(1)));
            }
            case "range_expression" -> range(n);
            case "binary_expression" -> rangeToQualified(n).orElseGet(() -> new Ast.Binary(text(field(n, "operator")),
                    expr(field(n, "left")), expr(field(n, "right")), at(field(n, "operator"))));
            case "unary_expression" -> {
                TSNode operand = named(n).get(0);
                String op = text(all(n).get(0));
                yield switch (op) {
                    case "-" -> new Ast.Negate(expr(operand), at);
                    case "!" -> new Ast.Not(expr(operand), at);
                    case "*" -> expr(operand); // values are immutable: *x reads x
                    default -> throw error(n, "the dereference " + op + " has no layout meaning here");
                };
            }
            case "type_cast_expression" -> new Ast.Cast(expr(field(n, "value")), type(field(n, "type")), at);
            case "block" -> label(n).isPresent() ? labelledBlock(n, label(n).get()) : new Ast.Block(statements(n), false, at);
            case "unsafe_block" -> new Ast.Block(statements(n.getNamedChild(0)), true, at);
            case "const_block" -> new Ast.Block(statements(field(n, "body")), false, at);
            case "if_expression" -> ifExpr(n);
            case "call_expression" -> call(n);
            case "struct_expression" -> structLit(n);
            // Scale::<3> (a unit struct's value with its generic arguments) or f::<T> (a function's)
            case "generic_function" -> withLastGenerics(field(n, "function").getType().equals("identifier")
                    ? new Ast.Path(List.of(new Ast.Segment(text(field(n, "function")), List.of(), at(field(n, "function")))),
                            at(field(n, "function")))
                    : path(field(n, "function")), typeArguments(field(n, "type_arguments")));
            case "macro_invocation" -> {
                if (isUserMacro(n)) {
                    yield new Ast.Block(expansion(n), false, at);
                }
                String name = text(field(n, "macro"));
                if (name.equals("matches")) {
                    yield matches(n);
                }
                if (outputMacros().writesOnly(name)) {
                    yield new Ast.Tuple(List.of(), at); // println!, log::debug!: text only, the value ()
                }
                if (name.equals("dbg") && !host) {
                    yield dbg(n);
                }
                if (!host && PANICS.contains(name)) {
                    yield assertion(n, name);
                }
                if (host && name.replace("debug_", "").startsWith("assert")) {
                    yield transfersChecked(n, name);
                }
                if (!host && name.equals("vec")) {
                    yield vec(n);
                }
                if (!tolerant && !STANDARD_MACROS.contains(name)) {
                    // a crate's macro written in another file (#[macro_use] mod macros;): not expanded here
                    yield new Ast.Unexpanded(name, "it is not a macro_rules! of this file", at);
                }
                throw error(n, "the macro " + name + "! has no layout meaning in a kernel body");
            }
            case "while_expression", "loop_expression", "for_expression" -> new Ast.Block(List.of(
                    n.getType().equals("for_expression") ? forLoop(n) : whileLoop(n, true)), false, at);
            case "break_expression", "continue_expression" -> new Ast.Block(List.of(breakStmt(n)), false, at);
            case "match_expression" -> matchExpr(n);
            case "closure_expression" -> closure(n);
            case "try_expression" -> tryExpr(n);
            case "assignment_expression", "compound_assignment_expr" -> throw error(n, "an assignment is a statement "
                    + "here; write it on its own, ending with ;");
            // host code: the future runs where it is awaited or given to block_on, which is where it is written
            case "async_block" -> {
                if (!tolerant) {
                    throw error(n, "an async block has no layout meaning in a kernel body");
                }
                yield new Ast.Block(statements(named(n).getLast()), false, at);
            }
            case "string_literal" -> throw error(n, "a string has no layout meaning in a kernel body");
            case "return_expression" -> throw error(n, "return is a statement here; write return …; on its own line");
            default -> throw error(n, "the construct '" + n.getType().replace('_', ' ') + "' has no layout meaning "
                    + "in a kernel body");
        };
    }

    /**
     * {@code |a, b: usize| body}: each parameter an identifier, typed or not ({@code move} is left
     * aside). In a host function a closure computes expected values from host data
     * ({@code x.to_buf().iter().map(|v| v + 7)}): its statement is skipped there.
     */
    private Ast.Expr closure(TSNode n) {
        if (host) {
            throw error(n, "a closure has no layout meaning in a kernel body");
        }
        List<String> params = new ArrayList<>();
        List<Optional<Ast.Type>> types = new ArrayList<>();
        List<Ast.Stmt> binds = new ArrayList<>();
        for (TSNode c : all(field(n, "parameters"))) {
            if (!(c.isNamed() && !isComment(c)) && !text(c).equals("_")) {
                continue; // |, commas; |_| is a parameter the grammar leaves unnamed
            }
            TSNode pattern = c.getType().equals("parameter") ? field(c, "pattern") : c;
            if (pattern == null) {
                throw error(c, "a closure parameter " + text(c) + " has no layout meaning here; name it (|i| …)");
            }
            types.add(closureParameterType(c));
            if (simpleName(pattern)) {
                params.add(patternName(pattern)); // |&s|, |&&s|, |mut s|: values are copies
                continue;
            }
            // |(i, &s)|, |&Plan { base, .. }|: the argument taken apart as a let of that pattern would
            Location at = at(pattern);
            String hidden = "arg@" + at.line() + ":" + at.column();
            params.add(hidden);
            binds.addAll(patterns.lower(pattern, new Ast.Name(hidden, at)).binds());
        }
        TSNode written = field(n, "body");
        Ast.Expr body;
        if (written.getType().equals("assignment_expression") || written.getType().equals("compound_assignment_expr")) {
            // |i| sum += i: the assignment is the body's one statement, the closure's value unit
            body = new Ast.Block(List.of(assignment(written)), false, at(written));
        } else {
            body = expr(written);
        }
        if (!binds.isEmpty()) {
            binds.add(new Ast.ExprStmt(body, true, body.at()));
            body = new Ast.Block(List.copyOf(binds), false, body.at());
        }
        TSNode returns = field(n, "return_type");
        return new Ast.Closure(List.copyOf(params), List.copyOf(types),
                returns == null ? Optional.empty() : typeOrNone(returns), body, at(n));
    }

    /**
     * The type written for a closure's parameter ({@code |t: &DmTensor<i8, …>|}), none when it is left
     * for rustc to infer ({@code |t|}) or written in a way the reader has no type for: the type only
     * serves to check a body no call runs.
     */
    private Optional<Ast.Type> closureParameterType(TSNode parameter) {
        TSNode written = parameter.getType().equals("parameter") ? field(parameter, "type") : null;
        return written == null ? Optional.empty() : typeOrNone(written);
    }

    /** The type written at {@code written}, none where the reader has no type for it. */
    private Optional<Ast.Type> typeOrNone(TSNode written) {
        try {
            return Optional.of(type(written));
        } catch (KernelError e) {
            return Optional.empty();
        }
    }

    /**
     * The range a slice {@code value[…]} takes, its open ends closed: {@code order[..2]} is
     * {@code order[0..2]}, {@code order[2..]} is {@code order[2..order.len()]}.
     */
    private Ast.Expr slice(Ast.Expr value, TSNode n) {
        List<TSNode> c = named(n);
        boolean inclusive = hasChild(n, "..=");
        if (c.size() == 2) {
            return new Ast.Range(expr(c.get(0)), expr(c.get(1)), inclusive, at(n));
        }
        boolean startOnly = c.size() == 1 && n.getChild(0).isNamed();
        Ast.Expr start = startOnly ? expr(c.get(0)) : new Ast.Int(0, at(n));
        Ast.Expr end = c.size() == 1 && !startOnly ? expr(c.get(0))
                : new Ast.MethodCall(value, "len", List.of(), List.of(), at(n));
        return new Ast.Range(start, end, inclusive && !startOnly, at(n));
    }

    /**
     * {@code 0..<m![P]>::SIZE}, which the grammar reads as the comparisons {@code ((0..) < m![P]) > ::SIZE}:
     * the range from {@code 0} to the qualified path {@code <m![P]>::SIZE} (or {@code <Tile>::SIZE}, or
     * {@code <Whole as Sweep>::SLOTS}, read {@code (Whole as Sweep)}: Whole's SLOTS, as a trait's items are
     * the type's), as Rust reads it. Empty for any other binary expression.
     */
    private Optional<Ast.Expr> rangeToQualified(TSNode n) {
        TSNode left = field(n, "left");
        TSNode right = field(n, "right");
        // 0..<m![A]>::SIZE as i32 is read ((0..) < m![A]) > (::SIZE as i32): the range's end is the cast
        TSNode cast = right.getType().equals("type_cast_expression") ? right : null;
        right = cast == null ? right : field(cast, "value");
        if (!text(field(n, "operator")).equals(">") || !left.getType().equals("binary_expression")
                || !text(field(left, "operator")).equals("<") || !right.getType().equals("scoped_identifier")
                || field(right, "path") != null) {
            return Optional.empty();
        }
        TSNode open = field(left, "left");
        TSNode type = field(left, "right");
        if (type.getType().equals("type_cast_expression")) {
            type = field(type, "value"); // <Whole as Sweep>::SLOTS is Whole's SLOTS
        }
        if (!open.getType().equals("range_expression") || named(open).size() != 1 || !open.getChild(0).isNamed()
                || !List.of("macro_invocation", "identifier").contains(type.getType())) {
            return Optional.empty();
        }
        Ast.Segment qualifier = type.getType().equals("identifier")
                ? new Ast.Segment(selfNamed(text(type)), List.of(), at(type))
                : new Ast.Segment(MAPPING_SEGMENT, List.of(genericArg(type)), at(type));
        TSNode name = field(right, "name");
        Ast.Expr end = new Ast.Path(List.of(qualifier, new Ast.Segment(text(name), List.of(), at(name))), at(type));
        if (cast != null) {
            end = new Ast.Cast(end, type(field(cast, "type")), at(cast));
        }
        return Optional.of(new Ast.Range(expr(named(open).get(0)), end, hasChild(open, "..="), at(n)));
    }

    private Ast.Expr range(TSNode n) {
        List<TSNode> c = named(n);
        boolean inclusive = hasChild(n, "..=");
        if (c.size() == 1 && n.getChild(0).isNamed() && !inclusive) {
            // 0.. counts without end: read where a take, take_while or zip bounds it
            return new Ast.MethodCall(expr(c.get(0)), COUNTING, List.of(), List.of(), at(n));
        }
        if (c.size() != 2) {
            throw error(n, "an open range has no layout meaning here; write start..end");
        }
        return new Ast.Range(expr(c.get(0)), expr(c.get(1)), inclusive, at(n));
    }

    private Ast.Expr ifExpr(TSNode n) {
        TSNode condition = field(n, "condition");
        TSNode then = field(n, "consequence");
        TSNode alt = field(n, "alternative");
        Optional<Ast.Expr> otherwise = Optional.empty();
        if (alt != null) {
            TSNode branch = named(alt).get(0);
            otherwise = Optional.of(expr(branch));
        }
        if (condition.getType().equals("let_chain")) {
            return letChain(n, condition, then, otherwise);
        }
        if (!condition.getType().equals("let_condition")) {
            return new Ast.If(expr(condition), new Ast.Block(statements(then), false, at(then)), otherwise, at(n));
        }
        // if let PATTERN = value { … } else { … }: bind the value, test the pattern, bind its names in the branch
        Location at = at(n);
        String value = "if-let@" + at.line() + ":" + at.column();
        Patterns.Lowered pattern = patterns.lower(field(condition, "pattern"), new Ast.Name(value, at));
        List<Ast.Stmt> matched = new ArrayList<>(pattern.binds());
        matched.addAll(statements(then));
        Ast.If test = new Ast.If(pattern.test(at).orElse(new Ast.Bool(true, at)),
                new Ast.Block(List.copyOf(matched), false, at(then)), otherwise, at);
        return new Ast.Block(List.of(new Ast.Let(value, Optional.empty(), expr(field(condition, "value")), at),
                new Ast.ExprStmt(test, true, at)), false, at);
    }

    /**
     * {@code if let Some(&at) = SLOTS.get(q) && at > 0 { … } else { … }} (Rust 2024's let chains): the
     * conditions in order, each {@code let} binding its value and testing its pattern, each later
     * one seeing the names the earlier bound; the branch runs when all hold, else the
     * {@code else}. Read as nested {@code if}s that record whether the innermost was reached and
     * the value either branch gives.
     */
    private Ast.Expr letChain(TSNode n, TSNode chain, TSNode then, Optional<Ast.Expr> otherwise) {
        Location at = at(n);
        String reached = "let-chain@" + at.line() + ":" + at.column();
        String value = "let-chain-value@" + at.line() + ":" + at.column();
        List<Ast.Stmt> inner = new ArrayList<>();
        inner.add(new Ast.Assign(reached, "", new Ast.Bool(true, at), at, false, List.of()));
        inner.add(new Ast.Assign(value, "", new Ast.Block(statements(then), false, at(then)), at, false, List.of()));
        List<TSNode> conditions = named(chain).stream().filter(c -> !isComment(c)).toList();
        List<Ast.Stmt> body = inner;
        for (int i = conditions.size() - 1; i >= 0; i--) {
            TSNode c = conditions.get(i);
            List<Ast.Stmt> step = new ArrayList<>();
            if (c.getType().equals("let_condition")) {
                Location cat = at(c);
                String bound = "let-chain@" + cat.line() + ":" + cat.column();
                Patterns.Lowered pattern = patterns.lower(field(c, "pattern"), new Ast.Name(bound, cat));
                List<Ast.Stmt> matched = new ArrayList<>(pattern.binds());
                matched.addAll(body);
                step.add(new Ast.Let(bound, Optional.empty(), expr(field(c, "value")), cat));
                step.add(new Ast.ExprStmt(new Ast.If(pattern.test(cat).orElse(new Ast.Bool(true, cat)),
                        new Ast.Block(List.copyOf(matched), false, cat), Optional.empty(), cat), false, cat));
            } else {
                step.add(new Ast.ExprStmt(new Ast.If(expr(c), new Ast.Block(List.copyOf(body), false, at(c)),
                        Optional.empty(), at(c)), false, at(c)));
            }
            body = step;
        }
        List<Ast.Stmt> out = new ArrayList<>();
        out.add(new Ast.Let(reached, Optional.empty(), new Ast.Bool(false, at), at));
        out.add(new Ast.Let(value, Optional.empty(), new Ast.Tuple(List.of(), at), at));
        out.addAll(body);
        if (otherwise.isPresent()) {
            out.add(new Ast.ExprStmt(new Ast.If(new Ast.Not(new Ast.Name(reached, at), at), new Ast.Block(List.of(
                    new Ast.Assign(value, "", otherwise.get(), at, false, List.of())), false, at), Optional.empty(), at),
                    false, at));
        }
        out.add(new Ast.ExprStmt(new Ast.Name(value, at), true, at));
        return new Ast.Block(List.copyOf(out), false, at);
    }

    /**
     * {@code match value { 1 | 2 => a, 3..=5 if c => b, Some(n) => c, _ => d }} as the {@code if}
     * chain it amounts to on a known value: a block binding the value to a name no Rust code can
     * write, then, arm by arm, the pattern's tests ({@link Patterns}); a matched arm binds the
     * pattern's names, then tests its guard, falling through to the next arms when it fails.
     */
    private Ast.Expr matchExpr(TSNode n) {
        Location at = at(n);
        String value = "match@" + at.line() + ":" + at.column();
        List<TSNode> arms = new ArrayList<>();
        for (TSNode c : named(field(n, "body"))) {
            if (c.getType().equals("match_arm") || c.getType().equals("last_match_arm")) {
                arms.add(c);
            }
        }
        Optional<Ast.Expr> rest = Optional.empty();
        for (int i = arms.size() - 1; i >= 0; i--) {
            TSNode arm = arms.get(i);
            TSNode pattern = field(arm, "pattern");
            TSNode guard = field(pattern, "condition");
            List<TSNode> inner = named(pattern).stream().filter(c -> guard == null || !c.equals(guard)).toList();
            Patterns.Lowered lowered = inner.isEmpty() ? new Patterns.Lowered(List.of(), List.of())
                    : patterns.lower(inner.get(0), new Ast.Name(value, at(inner.get(0))));
            TSNode result = field(arm, "value");
            // Some(x) => *x += 1, : an arm that is one assignment runs it, the arm's value unit
            Ast.Stmt body = result.getType().equals("assignment_expression")
                    || result.getType().equals("compound_assignment_expr") ? assignment(result)
                    : new Ast.ExprStmt(expr(result), true, at(result));
            List<Ast.Stmt> matched = new ArrayList<>(lowered.binds());
            if (guard != null) {
                matched.add(new Ast.ExprStmt(new Ast.If(expr(guard), new Ast.Block(List.of(body), false, at(result)),
                        rest, at(arm)), true, at(arm)));
            } else {
                matched.add(body);
            }
            Ast.Block block = new Ast.Block(List.copyOf(matched), false, at(result));
            Optional<Ast.Expr> test = lowered.test(at(arm));
            rest = Optional.of(test.isEmpty() ? block : new Ast.If(test.get(), block, rest, at(arm)));
        }
        List<Ast.Stmt> stmts = new ArrayList<>();
        stmts.add(new Ast.Let(value, Optional.empty(), expr(field(n, "value")), at));
        stmts.add(new Ast.ExprStmt(rest.orElse(new Ast.Tuple(List.of(), at)), true, at));
        return new Ast.Block(List.copyOf(stmts), false, at);
    }

    /** The macros that may panic: a failed assertion, or reaching the macro itself. */
    private static final java.util.Set<String> PANICS = java.util.Set.of("assert", "assert_eq", "assert_ne",
            "debug_assert", "debug_assert_eq", "debug_assert_ne", "panic", "unreachable", "todo", "unimplemented");

    /**
     * {@code assert!(cond, …)} as {@code if !cond { PANIC }}, {@code assert_eq!(a, b, …)} as
     * {@code if a != b { PANIC }} (and {@code assert_ne!}, the {@code debug_} forms: a test build
     * checks them too); {@code panic!(…)}, {@code unreachable!()}, {@code todo!()} and
     * {@code unimplemented!()} as the {@link Ast.Panic} itself. The message arguments are not read.
     */
    private Ast.Expr assertion(TSNode n, String name) {
        Location at = at(n);
        Ast.Expr panic = new Ast.Panic(text(n).length() > 60 ? text(n).substring(0, 60) + "…" : text(n), at);
        String kind = name.replace("debug_", "");
        if (!kind.startsWith("assert")) {
            return panic;
        }
        TSNode tree = named(n).stream().filter(c -> c.getType().equals("token_tree")).findFirst().orElse(null);
        Optional<RustSyntax.Parsed> parsed = tree == null ? Optional.empty()
                : RustSyntax.expansion(p.source().name(), "assertion(" + inside(tree) + ");", at);
        int needed = kind.equals("assert") ? 1 : 2;
        List<TSNode> args = parsed.map(x -> {
            TSNode call = named(field(x.root().getNamedChild(0), "body")).get(0);
            call = call.getType().equals("expression_statement") ? call.getNamedChild(0) : call;
            return named(field(call, "arguments"));
        }).orElse(List.of());
        if (args.size() < needed) {
            throw error(n, name + "! takes " + (needed == 1 ? "a condition" : "two values") + " to check");
        }
        Lowering l = expansionReader(parsed.get());
        Ast.Expr fails = switch (kind) {
            case "assert" -> new Ast.Not(l.expr(args.get(0)), at);
            case "assert_eq" -> new Ast.Binary("!=", l.expr(args.get(0)), l.expr(args.get(1)), at);
            default -> new Ast.Binary("==", l.expr(args.get(0)), l.expr(args.get(1)), at);
        };
        return new Ast.If(fails, new Ast.Block(List.of(new Ast.ExprStmt(panic, true, at)), false, at), Optional.empty(),
                at);
    }

    /**
     * An assertion of a host function, {@code assert_eq!(expected.to_buf(), out.to_host::<m![A]>(&mut ctx.pdma)
     * .await.to_buf())}, as the block of its arguments that bring a tensor back with {@code to_host}: the
     * reference runs that transfer (a test brings its output back inside the assertion), while the comparison is
     * of host data, which has no layout meaning (a simulation compares the output with its own evaluator). An
     * assertion that brings nothing back is skipped as any statement without layout meaning is.
     */
    private Ast.Expr transfersChecked(TSNode n, String name) {
        Location at = at(n);
        TSNode tree = named(n).stream().filter(c -> c.getType().equals("token_tree")).findFirst().orElse(null);
        Optional<RustSyntax.Parsed> parsed = tree == null ? Optional.empty()
                : RustSyntax.expansion(p.source().name(), "assertion(" + inside(tree) + ");", at);
        List<TSNode> args = parsed.map(x -> {
            TSNode call = named(field(x.root().getNamedChild(0), "body")).get(0);
            call = call.getType().equals("expression_statement") ? call.getNamedChild(0) : call;
            return named(field(call, "arguments"));
        }).orElse(List.of());
        List<Ast.Stmt> transfers = new ArrayList<>();
        for (TSNode a : args) {
            if (parsed.get().text(a).contains("to_host")) {
                Ast.Expr e = expansionReader(parsed.get()).expr(a);
                boolean[] back = {false};
                AstWalk.forEachExpr(List.of(new Ast.ExprStmt(e, true, at)), x -> back[0] |= x instanceof Ast.MethodCall m
                        && m.name().equals("to_host"));
                if (back[0]) {
                    transfers.add(new Ast.ExprStmt(e, false, at));
                }
            }
        }
        if (transfers.isEmpty()) {
            throw error(n, "the macro " + name + "! has no layout meaning in a kernel body");
        }
        String kind = name.replace("debug_", "");
        if (!kind.equals("assert_eq") && !kind.equals("assert_ne") || args.size() < 2) {
            return new Ast.Block(List.copyOf(transfers), false, at);
        }
        // the comparison itself, its operands read as host data; an operand that cannot be read is Unread
        Lowering l = expansionReader(parsed.get());
        List<Ast.Expr> operands = new ArrayList<>();
        for (TSNode a : args.subList(0, 2)) {
            try {
                operands.add(l.asHostData(() -> l.expr(a)));
            } catch (KernelError e) {
                operands.add(new Ast.Unread(e.reason(), e.location()));
            }
        }
        Ast.Expr panic = new Ast.Panic(text(n).length() > 60 ? text(n).substring(0, 60) + "…" : text(n), at);
        Ast.Expr fails = new Ast.Binary(kind.equals("assert_eq") ? "!=" : "==", operands.get(0), operands.get(1), at);
        return new Ast.If(fails, new Ast.Block(List.of(new Ast.ExprStmt(panic, true, at)), false, at), Optional.empty(),
                at);
    }

    /**
     * {@code vec![a, b]} or {@code vec![v; n]} in a {@code #[device]} function or a helper: the
     * array {@code [a, b]} or {@code [v; n]} it holds, as host code reads constants from it (in a
     * host function a vec! holds data, and its statement is skipped).
     */
    /** The file's printing and logging macros, found once ({@link OutputMacros}). */
    private OutputMacros outputMacros() {
        if (output == null) {
            output = OutputMacros.of(p.source().text());
        }
        return output;
    }

    /**
     * {@code dbg!(e)}: the value of {@code e} (the macro prints it and returns it); {@code dbg!(a, b)}
     * the tuple {@code (a, b)}, {@code dbg!()} the value {@code ()}, as the standard library's.
     */
    private Ast.Expr dbg(TSNode n) {
        TSNode tree = named(n).stream().filter(c -> c.getType().equals("token_tree")).findFirst().orElse(null);
        String args = tree == null ? "" : inside(tree).strip();
        if (args.isEmpty()) {
            return new Ast.Tuple(List.of(), at(n));
        }
        if (args.endsWith(",")) {
            args = args.substring(0, args.length() - 1);
        }
        Optional<RustSyntax.Parsed> parsed = RustSyntax.expansion(p.source().name(), "(" + args + ")", at(n));
        if (parsed.isEmpty()) {
            throw error(n, "dbg! takes expressions: dbg!(x) or dbg!(a, b)");
        }
        TSNode body = field(parsed.get().root().getNamedChild(0), "body");
        TSNode value = named(body).get(0);
        value = value.getType().equals("expression_statement") ? value.getNamedChild(0) : value;
        return expansionReader(parsed.get()).expr(value);
    }

    private Ast.Expr vec(TSNode n) {
        TSNode tree = named(n).stream().filter(c -> c.getType().equals("token_tree")).findFirst().orElse(null);
        Optional<RustSyntax.Parsed> parsed = tree == null ? Optional.empty()
                : RustSyntax.expansion(p.source().name(), "[" + inside(tree) + "]", at(n));
        if (parsed.isEmpty()) {
            throw error(n, "vec! takes the items of an array: vec![a, b] or vec![value; count]");
        }
        TSNode body = field(parsed.get().root().getNamedChild(0), "body");
        TSNode array = named(body).get(0);
        array = array.getType().equals("expression_statement") ? array.getNamedChild(0) : array;
        return expansionReader(parsed.get()).expr(array);
    }

    /**
     * {@code matches!(value, PATTERN)} or {@code matches!(value, PATTERN if guard)}: the
     * {@code match} it stands for, {@code match value { PATTERN if guard => true, _ => false }}.
     */
    private Ast.Expr matches(TSNode n) {
        TSNode tree = named(n).stream().filter(c -> c.getType().equals("token_tree")).findFirst().orElse(null);
        List<TSNode> tokens = tree == null ? List.of() : all(tree);
        int comma = -1;
        for (int i = 1; i < tokens.size() - 1 && comma < 0; i++) {
            if (tokens.get(i).getType().equals(",")) {
                comma = i;
            }
        }
        if (comma < 0) {
            throw error(n, "matches! takes a value and a pattern: matches!(value, PATTERN)");
        }
        String whole = p.text(tree);
        int base = p.offset(tree.getStartByte());
        String value = whole.substring(1, p.offset(tokens.get(comma).getStartByte()) - base);
        String pattern = whole.substring(p.offset(tokens.get(comma).getEndByte()) - base, whole.length() - 1).strip();
        if (pattern.endsWith(",")) {
            pattern = pattern.substring(0, pattern.length() - 1);
        }
        String text = "match (" + value + ") { " + pattern + " => true, _ => false }";
        Optional<RustSyntax.Parsed> parsed = RustSyntax.expansion(p.source().name(), text, at(n));
        if (parsed.isEmpty()) {
            throw error(n, "matches! takes a value and a pattern; " + text + " is no Rust expression");
        }
        return new Ast.Block(expanded(parsed.get()), false, at(n));
    }

    /**
     * The message of {@code x.expect("why")}, its one argument when that is a string literal;
     * null for any other call.
     */
    private TSNode message(TSNode call) {
        TSNode function = field(call, "function");
        if (!function.getType().equals("field_expression") || !text(field(function, "field")).equals("expect")) {
            return null;
        }
        List<TSNode> args = named(field(call, "arguments")).stream().filter(a -> !isComment(a)).toList();
        return args.size() == 1 && args.get(0).getType().equals("string_literal") ? args.get(0) : null;
    }

    /**
     * {@code value?}: the value of a {@code Some} or an {@code Ok}, or a return of the {@code None}
     * or the {@code Err} from the function (see {@link #TRY_FAILED}). {@code let n = b.checked_add(1)?;}
     */
    private Ast.Expr tryExpr(TSNode n) {
        Location at = at(n);
        Ast.Expr value = expr(named(n).get(0));
        Ast.Name held = new Ast.Name("?try", at);
        Ast.Block fail = new Ast.Block(List.of(new Ast.Return(Optional.of(new Ast.MethodCall(held, TRY_RESIDUAL,
                List.of(), List.of(), at)), at)), false, at);
        return new Ast.Block(List.of(new Ast.Let("?try", Optional.empty(), value, at),
                new Ast.ExprStmt(new Ast.If(new Ast.MethodCall(held, TRY_FAILED, List.of(), List.of(), at), fail,
                        Optional.empty(), at), false, at),
                new Ast.ExprStmt(new Ast.MethodCall(held, "unwrap", List.of(), List.of(), at), true, at)), false, at);
    }

    private Ast.Expr call(TSNode n) {
        TSNode function = field(n, "function");
        if (tolerant) {
            Optional<Ast.Expr> host = hostRuntimeCall(n, function);
            if (host.isPresent()) {
                return host.get();
            }
        }
        List<Ast.Expr> args = new ArrayList<>();
        boolean data = tolerant && text(function).replaceAll("\\s", "").endsWith("::from_buf");
        TSNode message = message(n);
        for (TSNode a : named(field(n, "arguments"))) {
            if (!a.getType().equals("attribute_item") && (message == null || a.getStartByte() != message.getStartByte())) {
                args.add(data ? dataArgument(a) : expr(a));
            }
        }
        List<Ast.GenericArg> generics = List.of();
        if (function.getType().equals("generic_function")) {
            generics = typeArguments(field(function, "type_arguments"));
            function = field(function, "function");
        }
        if (function.getType().equals("field_expression")) {
            TSNode method = field(function, "field");
            return new Ast.MethodCall(expr(field(function, "value")), text(method), generics, List.copyOf(args),
                    at(method));
        }
        Ast.Path callee = switch (function.getType()) {
            case "identifier" -> new Ast.Path(List.of(new Ast.Segment(text(function), generics, at(function))),
                    at(function));
            case "scoped_identifier" -> withLastGenerics(path(function), generics);
            case "parenthesized_expression", "call_expression", "index_expression" -> null;
            default -> throw error(function, "calling " + text(function) + " has no layout meaning");
        };
        if (callee == null) {
            // (plan.at)(k), make()(k), table[i](k): the callee is a value
            return new Ast.MethodCall(expr(function), CALLED, generics, List.copyOf(args), at(function));
        }
        return new Ast.Call(callee, List.copyOf(args), callee.at());
    }

    /**
     * A call of host code that runs a closure or a future at once ({@link UnwindCatch}):
     * {@code catch_unwind(AssertUnwindSafe(|| BODY))} as {@code ?catch_unwind(BODY)};
     * {@code Runtime::new().unwrap().block_on(FUTURE)} as {@code FUTURE}.
     */
    private Optional<Ast.Expr> hostRuntimeCall(TSNode n, TSNode function) {
        List<TSNode> args = named(field(n, "arguments"));
        if (args.size() != 1) {
            return Optional.empty();
        }
        if (function.getType().equals("field_expression") && text(field(function, "field")).equals("block_on")
                && UnwindCatch.isRuntime(text(field(function, "value")))) {
            return Optional.of(expr(args.get(0)));
        }
        TSNode closure = args.get(0);
        if (closure.getType().equals("call_expression") && UnwindCatch.isAssertUnwindSafe(text(field(closure, "function")))
                && named(field(closure, "arguments")).size() == 1) {
            closure = named(field(closure, "arguments")).get(0);
        }
        if (!UnwindCatch.isCatchUnwind(text(function)) || !closure.getType().equals("closure_expression")
                || !named(field(closure, "parameters")).isEmpty()) {
            return Optional.empty();
        }
        Location at = at(function);
        return Optional.of(new Ast.Call(new Ast.Path(List.of(new Ast.Segment(CAUGHT, List.of(), at)), at),
                List.of(expr(field(closure, "body"))), at));
    }

    /** The values of a host tensor, or what keeps them from being read (only a data-free check goes on without them). */
    private Ast.Expr dataArgument(TSNode a) {
        try {
            return host ? asHostData(() -> expr(a)) : expr(a);
        } catch (KernelError e) {
            return new Ast.Unread(e.reason(), e.location());
        }
    }

    private static Ast.Path withLastGenerics(Ast.Path p, List<Ast.GenericArg> generics) {
        if (generics.isEmpty()) {
            return p;
        }
        List<Ast.Segment> s = new ArrayList<>(p.segments());
        Ast.Segment last = s.remove(s.size() - 1);
        s.add(new Ast.Segment(last.name(), generics, last.at()));
        return new Ast.Path(List.copyOf(s), p.at());
    }

    /** The name of the segment {@code <m![…]>} of a path such as {@code <m![A, B]>::SIZE}. */
    public static final String MAPPING_SEGMENT = "m!";

    Ast.Path path(TSNode n) {
        List<Ast.Segment> segments = new ArrayList<>();
        pathInto(n, segments);
        List<Ast.Segment> api = ApiNames.withoutCratePath(segments, Ast.Segment::name);
        if (api.size() == segments.size() && !api.isEmpty()) {
            Ast.Segment first = api.get(0);
            String named = apiNames.named(first.name());
            if (!named.equals(first.name())) {
                api = new ArrayList<>(api);
                api.set(0, new Ast.Segment(named, first.generics(), first.at()));
            }
        }
        return new Ast.Path(List.copyOf(api), at(n));
    }

    private void pathInto(TSNode n, List<Ast.Segment> out) {
        switch (n.getType()) {
            case "scoped_identifier", "scoped_type_identifier" -> {
                TSNode path = field(n, "path");
                if (path != null) {
                    pathInto(path, out);
                }
                TSNode name = field(n, "name");
                out.add(new Ast.Segment(text(name), List.of(), at(name)));
            }
            case "generic_type", "generic_type_with_turbofish" -> {
                pathInto(field(n, "type"), out);
                Ast.Segment last = out.remove(out.size() - 1);
                out.add(new Ast.Segment(last.name(), typeArguments(field(n, "type_arguments")), last.at()));
            }
            case "bracketed_type" -> {
                // <T as Trait>::X is T's X: a type's trait items are among its own (a trait's defaults glob-imported)
                TSNode inside = n.getNamedChild(0);
                if (inside.getType().equals("macro_invocation")) {
                    // <m![A, B]>::SIZE: the mapping's constant, the mapping its segment's one argument
                    out.add(new Ast.Segment(MAPPING_SEGMENT, List.of(genericArg(inside)), at(inside)));
                    return;
                }
                pathInto(inside.getType().equals("qualified_type") ? field(inside, "type") : inside, out);
            }
            default -> out.add(new Ast.Segment(selfNamed(text(n)), List.of(), at(n)));
        }
    }

    private Ast.Expr structLit(TSNode n) {
        TSNode name = field(n, "name");
        Ast.Path type = path(name);
        List<Ast.FieldInit> fields = new ArrayList<>();
        for (TSNode f : named(field(n, "body"))) {
            switch (f.getType()) {
                case "field_initializer" -> fields.add(new Ast.FieldInit(text(field(f, "field")),
                        expr(field(f, "value")), at(f)));
                case "shorthand_field_initializer" -> fields.add(new Ast.FieldInit(text(f),
                        new Ast.Name(text(f), at(f)), at(f)));
                case "base_field_initializer" -> fields.add(new Ast.FieldInit("..", expr(named(f).get(0)), at(f)));
                default -> throw error(f, "'" + text(f) + "' has no layout meaning in a struct literal");
            }
        }
        return new Ast.StructLit(type, List.copyOf(fields), at(n));
    }
}
