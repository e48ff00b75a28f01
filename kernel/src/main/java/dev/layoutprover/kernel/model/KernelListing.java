package dev.layoutprover.kernel.model;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code #[device]} functions of a crate's named modules, their parameter types resolved
 * ({@link DeviceFunction}). A function whose types do not resolve (an unknown alias or axis) is
 * an error of its own; the others are listed all the same.
 *
 * <p>Example: {@code KernelListing.of(CrateReader.read(Path.of("furiosa-visa-examples")))} lists 74
 * functions and no errors.
 */
public final class KernelListing {

    /**
     * The listed functions and the errors met, in file order; {@code unresolved}, the functions of a file
     * read alone that name what a module not read would bring ({@link Names#unreadSource}): not listed,
     * each with why.
     */
    public record Listing(List<DeviceFunction> functions, List<KernelError> errors, List<KernelError> unresolved) {}

    private KernelListing() {}

    public static Listing of(Crate crate) {
        List<DeviceFunction> out = new ArrayList<>();
        List<KernelError> errors = new ArrayList<>(crate.errors());
        List<KernelError> unresolved = new ArrayList<>();
        for (Crate.Located f : crate.functions()) {
            if (f.function().kind() != Ast.FunctionKind.DEVICE) {
                continue;
            }
            try {
                out.add(describe(crate.names(), f));
            } catch (KernelError e) {
                java.util.Optional<String> from = crate.names().unreadSource(
                        crate.names().scope(f.module(), f.function()), e);
                if (from.isPresent()) {
                    unresolved.add(new KernelError(e.location(), f.path() + " is not listed: " + e.reason()
                            + ", which " + from.get() + " would bring from a module not read (the file is read alone)"));
                } else {
                    errors.add(e);
                }
            }
        }
        return new Listing(out, errors, unresolved);
    }

    static DeviceFunction describe(Names names, Crate.Located located) {
        Ast.Function f = located.function();
        Module m = located.module();
        List<DeviceFunction.Param> params = new ArrayList<>();
        for (Ast.Param p : f.params()) {
            params.add(new DeviceFunction.Param(p.name(), type(names, m, p.type())));
        }
        return new DeviceFunction(located.path(), m.source().name(), f.at().line(), f.chips(), params,
                f.returns().map(t -> type(names, m, t)));
    }

    /** A type as written with, for a tensor type, its element type and mappings resolved in module {@code m}. */
    public static DeviceFunction.TypeInfo type(Names names, Module m, Ast.Type t) {
        Optional<List<String>> roles = TensorTypes.parameters(t.name());
        String written = t.text();
        boolean output = t.mutable() || TensorTypes.writableView(t.name());
        if (roles.isEmpty()) {
            return wholeAlias(names, m, t).map(x -> new DeviceFunction.TypeInfo(written, x.output(), x.tensor()))
                    .orElse(new DeviceFunction.TypeInfo(written, false, Optional.empty()));
        }
        List<String> r = roles.get();
        if (t.args().size() != r.size()) {
            throw new KernelError(t.at(), t.name() + " takes " + r.size() + " generic arguments <" + String.join(", ", r)
                    + ">, got " + t.args().size());
        }
        String element = elementName(names, m, t.args().get(0));
        List<DeviceFunction.MappingInfo> mappings = new ArrayList<>();
        Declarations d = names.declarations(m);
        Map<String, Mapping> byRole = new LinkedHashMap<>();
        for (int i = 1; i < r.size(); i++) {
            Ast.GenericArg arg = t.args().get(i);
            Optional<Mapping> mapping = mapping(names, m, d, arg);
            int role = i;
            mapping.ifPresent(x -> byRole.put(r.get(role), x));
            String writtenArg = switch (arg) {
                case Ast.MappingText x -> x.macro().text().replaceAll("\\s+", " ");
                case Ast.Named n -> n.type().text();
                case Ast.IntArg n -> Long.toString(n.value());
                case Ast.Inferred n -> "_";
                case Ast.ConstExpr c -> "{…}";
                case Ast.Known k -> Printer.written(k.mapping());
            };
            mappings.add(new DeviceFunction.MappingInfo(r.get(i), writtenArg,
                    mapping.map(KernelListing::resolved).orElse("(ill-formed)"),
                    mapping.map(KernelListing::axesOf).orElse(Map.of())));
        }
        String kind = TensorTypes.base(t.name());
        return new DeviceFunction.TypeInfo(written, output,
                Optional.of(new DeviceFunction.TensorType(kind, element, mappings, arrayAxes(kind, byRole))));
    }

    /**
     * The axes of an HBM tensor's NumPy array, as a kernel run reads and writes it: its chip
     * mapping's axes when it spans more than one chip, then its element mapping's, in the order
     * they first appear; empty for other tensors or a mapping that did not resolve.
     */
    private static Optional<Map<String, Long>> arrayAxes(String kind, Map<String, Mapping> byRole) {
        Mapping chip = byRole.get("Chip");
        Mapping element = byRole.get("Element");
        if (!kind.startsWith("HbmTensor") || chip == null || element == null) {
            return Optional.empty();
        }
        try {
            Map<String, Long> out = new LinkedHashMap<>();
            for (Axis a : Evaluator.of(chip.size() == 1 ? element : new Mapping.Pair(chip, element)).axes()) {
                out.put(a.name(), a.size());
            }
            return Optional.of(out);
        } catch (ArithmeticException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * The tensor type {@code t} stands for when it names an alias of a whole tensor type, from any
     * module ({@code &Hbm<i32>} with {@code type Hbm<D> = HbmTensor<D, Chip, m![A, B]>;} in
     * {@code shapes}): its parameters replaced by the arguments given, its mappings read in the
     * alias's module.
     */
    private static Optional<DeviceFunction.TypeInfo> wholeAlias(Names names, Module m, Ast.Type t) {
        Optional<Item> item = names.typeWritten(m, t);
        if (item.isEmpty() || !(item.get() instanceof Item.Alias a) || !(a.decl().value() instanceof Ast.Named n)
                || TensorTypes.parameters(n.type().name()).isEmpty() || a.decl().parameters().size() != t.args().size()) {
            return Optional.empty();
        }
        Ast.Type v = a.decl().parameters().isEmpty() ? n.type()
                : dev.layoutprover.kernel.syntax.GenericAliases.substitute(n.type(), a.decl().parameters(), t.args(), t.at());
        return Optional.of(type(names, a.module(), new Ast.Type(v.name(), v.args(), t.reference() || v.reference(), t.at(),
                t.mutable() || v.mutable(), v.text())));
    }

    private static String elementName(Names names, Module m, Ast.GenericArg arg) {
        if (arg instanceof Ast.Named n && n.type().args().isEmpty() && n.type().text().contains("::")) {
            // <Quarters as Tiling>::Word: the element type the impl sets it to, else as written
            Optional<Item> item = names.typeWritten(m, n.type());
            return item.isPresent() && item.get() instanceof Item.Alias a && a.decl().value() != arg
                    ? elementName(names, a.module(), a.decl().value()) : n.type().text();
        }
        if (arg instanceof Ast.Named n && n.type().args().isEmpty()) {
            return n.name();
        }
        throw new KernelError(arg.at(), "expected an element type (i8, i16, i32, bf16, f16, f32, …)");
    }

    /** The mapping a generic argument of module {@code m} stands for. */
    public static Optional<Mapping> mapping(Names names, Module m, Declarations d, Ast.GenericArg arg) {
        return switch (arg) {
            case Ast.MappingText t -> names.parse(m, t.macro(), d, true);
            case Ast.Named n -> {
                Optional<Item> item = names.typeWritten(m, n.type());
                if (item.isPresent() && item.get() instanceof Item.Alias a) {
                    yield names.alias(a).map(x -> new Mapping.Alias(n.name(), x));
                }
                throw new KernelError(n.at(), "unknown type alias '" + n.name() + "' (a mapping is m![…] or a type "
                        + "alias of one)");
            }
            default -> throw new KernelError(arg.at(), "expected a mapping (m![…] or a type alias)");
        };
    }

    private static String resolved(Mapping m) {
        Mapping x = m;
        while (x instanceof Mapping.Alias a) {
            x = a.target();
        }
        return "m![" + stripBrackets(x.toString()) + "]";
    }

    private static String stripBrackets(String s) {
        if (s.startsWith("m![") && s.endsWith("]")) {
            return s.substring(3, s.length() - 1);
        }
        return s;
    }

    private static Map<String, Long> axesOf(Mapping m) {
        Map<String, Long> out = new LinkedHashMap<>();
        m.walk(x -> {
            if (x instanceof Mapping.Symbol s) {
                out.put(s.axis().name(), s.axis().size());
            }
        });
        return out;
    }
}
