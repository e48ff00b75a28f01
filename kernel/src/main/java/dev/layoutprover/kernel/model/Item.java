package dev.layoutprover.kernel.model;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;

/**
 * A named item of a crate's module: a function, a type alias, an axis of an {@code axes!}, a
 * {@code const}, or a module. Functions and constants are values; the rest are types (Rust's two
 * namespaces, so a module and a function may share a name).
 */
public sealed interface Item {

    /** The module the item is declared in. */
    Module module();

    String name();

    Ast.Visibility visibility();

    Location at();

    /** Whether the item lives in the value namespace (functions, constants) rather than the type namespace. */
    default boolean value() {
        return this instanceof Value;
    }

    /** An item of the value namespace: its name, visibility and place are its declaration's. */
    sealed interface Value extends Item permits Fn, Const {
        /** The declaration: the function or the {@code const}. */
        Ast.NamedValue declaration();

        default String name() {
            return declaration().name();
        }

        default Ast.Visibility visibility() {
            return declaration().visibility();
        }

        default Location at() {
            return declaration().at();
        }
    }

    /** A function. */
    record Fn(Module module, Ast.Function function) implements Value {
        public Ast.NamedValue declaration() {
            return function;
        }

        /** The Rust path of the function within its crate. */
        public String path() {
            return module.pathOf(function.name());
        }
    }

    /** {@code type Name = …;}. */
    record Alias(Module module, Ast.AliasDecl decl, Ast.Visibility visibility) implements Item {
        public String name() {
            return decl.name();
        }

        public Location at() {
            return decl.at();
        }
    }

    /** One axis of an {@code axes![…]} (its macro expands to a public type per axis). */
    record AxisItem(Module module, Axis axis, Ast.AxesDecl decl) implements Item {
        public String name() {
            return axis.name();
        }

        public Ast.Visibility visibility() {
            return Ast.Visibility.PUBLIC;
        }

        public Location at() {
            return decl.at();
        }
    }

    /** {@code const N: usize = 4;}. */
    record Const(Module module, Ast.ConstDecl decl) implements Value {
        public Ast.NamedValue declaration() {
            return decl;
        }
    }

    /** A module. */
    record Mod(Module module) implements Item {
        public String name() {
            return module.path().isEmpty() ? "crate" : module.path().get(module.path().size() - 1);
        }

        public Ast.Visibility visibility() {
            return module.visibility();
        }

        public Location at() {
            return module.source().at(0);
        }
    }
}
