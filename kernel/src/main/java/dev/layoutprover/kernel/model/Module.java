package dev.layoutprover.kernel.model;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Source;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One module of a crate: its path from the crate root ({@code [matmul, matmul_4096]}; the root's
 * is empty), the file it was read from, its items, its parent and its child modules in
 * declaration order.
 *
 * <p>Example: in the corpus crate, the module {@code matmul::matmul_4096} is read from
 * {@code src/matmul/matmul_4096.rs}; its parent is {@code matmul}, whose parent is the root.
 */
public final class Module {

    private final List<String> path;
    private final Module parent;
    private final Source source;
    private final Ast.File items;
    private final Ast.Visibility visibility;
    private final Map<String, Module> children = new LinkedHashMap<>();

    private final Ast.TypeModule type;

    Module(List<String> path, Module parent, Source source, Ast.File items, Ast.Visibility visibility) {
        this(path, parent, source, items, visibility, Ast.TypeModule.NONE);
    }

    Module(List<String> path, Module parent, Source source, Ast.File items, Ast.Visibility visibility,
            Ast.TypeModule type) {
        this.path = List.copyOf(path);
        this.parent = parent;
        this.source = source;
        this.items = items;
        this.visibility = visibility;
        this.type = type;
    }

    /**
     * Whether this is the module of a type's {@code impl} or trait items ({@link Ast.TypeModule}):
     * a bare name read in it is its parent's.
     */
    public boolean ofType() {
        return type != Ast.TypeModule.NONE;
    }

    /** Whether this module holds only {@code impl}s of a type declared elsewhere ({@link Ast.TypeModule#IMPLS}). */
    public boolean implsOnly() {
        return type == Ast.TypeModule.IMPLS;
    }

    public List<String> path() {
        return path;
    }

    /** {@code matmul::matmul_4096}; the root is {@code crate}. */
    public String name() {
        return path.isEmpty() ? "crate" : String.join("::", path);
    }

    /** The Rust path of an item of this module: {@code matmul::matmul_4096::matmul_4096}. */
    public String pathOf(String item) {
        return path.isEmpty() ? item : name() + "::" + item;
    }

    public Optional<Module> parent() {
        return Optional.ofNullable(parent);
    }

    public Source source() {
        return source;
    }

    public Ast.File items() {
        return items;
    }

    public Ast.Visibility visibility() {
        return visibility;
    }

    public Map<String, Module> children() {
        return children;
    }

    /**
     * The scope of a function body that has {@code use} declarations: a module inside {@code m}
     * with {@code m}'s path that imports everything {@code m} sees ({@code use super::*}) and,
     * before it, the body's own imports. A body's {@code self::}/{@code super::} are those of
     * {@code m}, so they are read one level further up here.
     */
    static Module block(Module m, Ast.Function f) {
        List<Ast.Declaration> uses = new ArrayList<>();
        uses.add(new Ast.UseDecl(List.of("super"), java.util.Optional.empty(), true, Ast.Visibility.PRIVATE, f.at()));
        for (Ast.UseDecl u : f.uses()) {
            String first = u.path().get(0);
            List<String> path = u.path();
            if (first.equals("self") || first.equals("super")) {
                path = new ArrayList<>(path);
                path.add(0, "super");
            }
            uses.add(new Ast.UseDecl(path, u.rename(), u.glob(), u.visibility(), u.at()));
        }
        return new Module(m.path, m, m.source, new Ast.File(m.source, List.copyOf(uses), List.of()),
                Ast.Visibility.PRIVATE);
    }

    void add(String name, Module child) {
        children.put(name, child);
    }

    /** This module and all below it, depth first in declaration order. */
    public List<Module> all() {
        List<Module> out = new ArrayList<>();
        out.add(this);
        for (Module c : children.values()) {
            out.addAll(c.all());
        }
        return out;
    }

    /** Whether this module is {@code other} or inside it. */
    public boolean within(Module other) {
        for (Module m = this; m != null; m = m.parent) {
            if (m == other) {
                return true;
            }
        }
        return false;
    }

    public Module root() {
        Module m = this;
        while (m.parent != null) {
            m = m.parent;
        }
        return m;
    }

    @Override
    public String toString() {
        return name();
    }
}
