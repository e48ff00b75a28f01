package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.text.AxesParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.algebra.text.ParseException;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A kernel file with its names resolved: the axes and type aliases (in file order, each using those
 * before it), the functions by name, and every mapping {@code m![…]} of the file parsed once.
 *
 * <p>A syntax or name error anywhere in the file (an unknown axis in any {@code m![…]}, an unknown
 * type name) is a {@link KernelError}. A mapping that parses but breaks a constructor's rule
 * ({@code m![A / 48]} with {@code A = 2048}: the stride does not divide the size) is a
 * {@link Finding} of rule {@code Mapping::WELL_FORMED}; uses of it are skipped by a checker that
 * goes on, and stop a simulation before it starts. A function that names an element type of the
 * reference the simulator does not model ({@code i4}, {@code f8e4m3}) is a {@code Type::ELEMENT}
 * finding of that function; it is not run, and the file's other functions are.
 *
 * <p>Example: {@code Program.of(Parser.parse(source))} of hello-tcp's constant addition has axes
 * {@code A = 2048}, aliases {@code Chip}, {@code Cluster}, {@code Slice}, functions {@code main} and
 * {@code kernel}, and no findings.
 */
public final class Program {

    /** Type constructors a type annotation may name. */
    static final Set<String> TENSOR_TYPES = Set.of("HbmTensor", "DmTensor", "TrfTensor", "VrfTensor", "HostTensor",
            "Context");

    /** Element types of the reference that the simulator does not model: a {@code Type::ELEMENT} finding. */
    static final Set<String> UNMODELLED_TYPES = Set.of("i4", "f8", "f8e4m3", "f8e5m2", "u8", "i64", "f64");

    /** A function that names an element type the simulator does not model. */
    static final class Unmodelled extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient Location at;

        Unmodelled(Location at, String name) {
            super("the element type " + name + " is not modelled by the simulator (it has i8, i16, i32, bf16, f16, "
                    + "f32)", null, false, false);
            this.at = at;
        }
    }

    /** A use of a mapping that is ill formed, or built from one; its finding is already reported. */
    static final class IllFormed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        IllFormed(String name) {
            super(name, null, false, false);
        }
    }

    private final Ast.File file;
    private Declarations declarations = Declarations.of(Axes.empty());
    private final Set<String> illFormedAliases = new LinkedHashSet<>();
    private final Map<Integer, Mapping> mappings = new HashMap<>();
    private final Set<Integer> illFormedTexts = new LinkedHashSet<>();
    private final List<Finding> findings = new ArrayList<>();
    private final Map<String, Ast.Function> functions = new LinkedHashMap<>();
    private final Map<Ast.Function, Finding> unmodelled = new LinkedHashMap<>();

    private Program(Ast.File file) {
        this.file = file;
    }

    /** Resolves the names of {@code file}; throws {@link KernelError} at the first syntax or name error. */
    public static Program of(Ast.File file) {
        Program p = new Program(file);
        for (Ast.Declaration d : file.declarations()) {
            p.declare(d);
        }
        for (Ast.Function f : file.functions()) {
            if (p.functions.putIfAbsent(f.name(), f) != null) {
                throw new KernelError(f.at(), "the function " + f.name() + " is defined twice");
            }
        }
        for (Ast.Function f : file.functions()) {
            try {
                new GenericsWalk(p).function(f);
            } catch (Unmodelled e) {
                Finding finding = new Finding("Type::ELEMENT", f.name() + ": " + e.getMessage(), e.at);
                p.findings.add(finding);
                p.unmodelled.put(f, finding);
            }
        }
        return p;
    }

    public Source source() {
        return file.source();
    }

    public Declarations declarations() {
        return declarations;
    }

    public Optional<Ast.Function> function(String name) {
        return Optional.ofNullable(functions.get(name));
    }

    public List<Ast.Function> functions() {
        return List.copyOf(functions.values());
    }

    /** Whether {@code f} names an element type the simulator does not model (a {@code Type::ELEMENT} finding): it is not run. */
    public boolean unmodelled(Ast.Function f) {
        return unmodelled.containsKey(f);
    }

    /** The {@code Type::ELEMENT} finding of {@code f}, if it names an element type the simulator does not model. */
    public Optional<Finding> unmodelledFinding(Ast.Function f) {
        return Optional.ofNullable(unmodelled.get(f));
    }

    /** The {@code Mapping::WELL_FORMED} findings of the file's declarations and mappings, in file order. */
    public List<Finding> findings() {
        return List.copyOf(findings);
    }

    private void declare(Ast.Declaration d) {
        switch (d) {
            case Ast.AxesDecl a -> {
                try {
                    declarations = Declarations.of(AxesParser.parse(a.macro().text(), declarations.axes()))
                            .withAliases(declarations);
                } catch (ParseException e) {
                    throw new KernelError(file.source().at(a.macro().start() + e.column() - 1), e.reason());
                } catch (MappingException e) {
                    throw new KernelError(a.at(), e.getMessage());
                }
            }
            case Ast.AliasDecl a -> {
                if (declarations.alias(a.name()).isPresent() || illFormedAliases.contains(a.name())) {
                    throw new KernelError(a.at(), "the type alias " + a.name() + " is defined twice");
                }
                try {
                    declarations = declarations.withAlias(a.name(), mapping(a.value()));
                } catch (IllFormed e) {
                    illFormedAliases.add(a.name());
                } catch (MappingException e) {
                    throw new KernelError(a.at(), e.getMessage());
                }
            }
        }
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
                if (!n.type().args().isEmpty() || n.type().reference()) {
                    throw new KernelError(n.at(), "expected a mapping (m![…] or a type alias), found the type "
                            + n.name() + "<…>");
                }
                if (illFormedAliases.contains(n.name())) {
                    throw new IllFormed(n.name());
                }
                Optional<Mapping> alias = declarations.alias(n.name());
                if (alias.isPresent()) {
                    yield new Mapping.Alias(n.name(), alias.get());
                }
                if (elementTypeNamed(n.name()).isPresent()) {
                    throw new KernelError(n.at(), "expected a mapping (m![…] or a type alias), found the element type "
                            + n.name());
                }
                if (declarations.axes().axis(n.name()).isPresent()) {
                    throw new KernelError(n.at(), "expected a mapping, found the axis " + n.name() + "; write m!["
                            + n.name() + "]");
                }
                throw new KernelError(n.at(), "unknown type alias '" + n.name() + "' (" + aliasList() + ")");
            }
            case Ast.IntArg i -> throw new KernelError(i.at(), "expected a mapping, found the number " + i.value()
                    + (i.value() == 1 ? "; write m![1]" : ""));
            case Ast.Inferred i -> throw new KernelError(i.at(), "expected a mapping, found _ (nothing to infer it from)");
        };
    }

    /** The element type a generic argument names: {@code i8}, {@code i16}, {@code i32}, {@code bf16}, {@code f16}, {@code f32}. */
    ElementType elementType(Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().args().isEmpty() && !n.type().reference()) {
            Optional<ElementType> t = elementTypeNamed(n.name());
            if (t.isPresent()) {
                return t.get();
            }
            if (UNMODELLED_TYPES.contains(n.name())) {
                throw new Unmodelled(n.at(), n.name());
            }
        }
        throw new KernelError(arg.at(), "expected an element type (i8, i16, i32, bf16, f16, f32)");
    }

    /** The axis a generic argument names (the {@code R} of {@code vector_intra_slice_reduce::<R, …>}). */
    Axis axis(Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().args().isEmpty()) {
            Optional<Axis> a = declarations.axes().axis(n.name());
            if (a.isPresent()) {
                return a.get();
            }
        }
        throw new KernelError(arg.at(), "expected an axis name (declared: " + declarations.axes().names() + ")");
    }

    static Optional<ElementType> elementTypeNamed(String name) {
        for (ElementType t : ElementType.values()) {
            if (t.toString().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Checks that a bare name among generic arguments means something. */
    void requireKnownName(Ast.Named n) {
        String name = n.name();
        if (UNMODELLED_TYPES.contains(name)) {
            throw new Unmodelled(n.at(), name);
        }
        boolean known = elementTypeNamed(name).isPresent() || declarations.alias(name).isPresent()
                || illFormedAliases.contains(name) || declarations.axes().axis(name).isPresent()
                || TENSOR_TYPES.contains(name) || name.equals("()");
        if (!known) {
            throw new KernelError(n.at(), "unknown type or alias '" + name + "' (" + aliasList() + ")");
        }
    }

    private String aliasList() {
        return declarations.aliases().isEmpty() ? "no type aliases are defined"
                : "aliases: " + String.join(", ", declarations.aliases().keySet());
    }

    /** Parses {@code m![…]} once; ill-formed ones become findings. */
    Mapping parsed(Token macro) {
        Mapping m = mappings.get(macro.start());
        if (m != null) {
            return m;
        }
        if (illFormedTexts.contains(macro.start())) {
            throw new IllFormed(macro.text());
        }
        for (String bad : illFormedAliases) {
            if (Pattern.compile("\\{\\s*" + Pattern.quote(bad) + "\\s*}").matcher(macro.text()).find()) {
                illFormedTexts.add(macro.start());
                throw new IllFormed(bad);
            }
        }
        try {
            m = MappingParser.parse(macro.text(), declarations);
        } catch (ParseException e) {
            Location at = file.source().at(macro.start() + e.column() - 1);
            if (e.getCause() instanceof MappingException) {
                findings.add(new Finding("Mapping::WELL_FORMED", macro.text().replaceAll("\\s+", " ") + ": "
                        + e.reason(), at));
                illFormedTexts.add(macro.start());
                throw new IllFormed(macro.text());
            }
            throw new KernelError(at, e.reason());
        }
        mappings.put(macro.start(), m);
        return m;
    }
}
