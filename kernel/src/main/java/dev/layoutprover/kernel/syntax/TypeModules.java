package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The modules the reader makes of a type's items ({@link Ast.TypeModule}), one per type and
 * module of the source. Rust lets a type's {@code impl} blocks stand anywhere in a module, also in
 * the expansions of an item macro ({@code impl_apply!(A, B); impl_apply!(A, B, C);}, each
 * {@code impl<F, …> Apply<…> for F}): each expansion is read as items of its own, so the same
 * type's module comes once from each. {@link #merged} makes them one, its items in the order
 * written, the first of two items of one name kept.
 *
 * <p>Example: the items of {@code impl From<bf16> for f32 { … }} and, from a macro,
 * {@code impl Cast<i32> for f32 { … }} are the one module {@code f32}.
 */
final class TypeModules {

    private TypeModules() {}

    /** {@code declarations} with each type's modules merged into the first; every other declaration kept in place. */
    static List<Ast.Declaration> merged(List<Ast.Declaration> declarations) {
        Map<String, Integer> first = new LinkedHashMap<>();
        List<Ast.Declaration> out = new ArrayList<>();
        for (Ast.Declaration d : declarations) {
            if (!(d instanceof Ast.ModDecl m) || m.type() == Ast.TypeModule.NONE || m.body().isEmpty()) {
                out.add(d);
                continue;
            }
            Integer at = first.get(m.name());
            if (at == null) {
                first.put(m.name(), out.size());
                out.add(d);
            } else {
                out.set(at, joined((Ast.ModDecl) out.get(at), m));
            }
        }
        return List.copyOf(out);
    }

    /**
     * Whether {@code b} adds nothing to a module holding {@code a}: the same import, or an item of the
     * same name. Two trait impls' {@code type Output} or {@code fn apply} are reached by a qualified
     * path in Rust; as within one module's impls, the first is the type's.
     */
    private static boolean same(Ast.Declaration a, Ast.Declaration b) {
        return switch (b) {
            case Ast.UseDecl u -> a instanceof Ast.UseDecl v && v.path().equals(u.path()) && v.rename().equals(u.rename())
                    && v.glob() == u.glob();
            case Ast.AliasDecl u -> a instanceof Ast.AliasDecl v && v.name().equals(u.name());
            case Ast.ConstDecl u -> a instanceof Ast.ConstDecl v && v.name().equals(u.name());
            default -> false;
        };
    }

    /**
     * One type's module holding the items of {@code a}, then those of {@code b} that {@code a} does
     * not name ({@link #same}).
     */
    private static Ast.ModDecl joined(Ast.ModDecl a, Ast.ModDecl b) {
        Ast.File x = a.body().orElseThrow();
        Ast.File y = b.body().orElseThrow();
        List<Ast.Declaration> items = new ArrayList<>(x.declarations());
        for (Ast.Declaration d : y.declarations()) {
            if (items.stream().noneMatch(i -> same(i, d))) {
                items.add(d);
            }
        }
        List<Ast.Function> functions = new ArrayList<>(x.functions());
        for (Ast.Function f : y.functions()) {
            if (functions.stream().noneMatch(g -> g.name().equals(f.name()))) {
                functions.add(f);
            }
        }
        Ast.TypeModule type = a.type() == Ast.TypeModule.DECLARED || b.type() == Ast.TypeModule.DECLARED
                ? Ast.TypeModule.DECLARED : Ast.TypeModule.IMPLS;
        return new Ast.ModDecl(a.name(), Optional.of(new Ast.File(x.source(), List.copyOf(items), List.copyOf(functions))),
                a.visibility(), a.at(), a.file(), type);
    }
}
