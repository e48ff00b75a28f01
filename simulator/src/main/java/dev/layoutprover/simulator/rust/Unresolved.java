package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.Module;
import dev.layoutprover.kernel.model.Names;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.Optional;

/**
 * What a file read alone, in no package, cannot check: a function that names what a {@code use}
 * brings from a module that was not read ({@code use crate::…}, {@code use super::…} past the file,
 * another crate), or what a {@code mod x;} without a file holds. Such a file is most often one
 * module copied out of its crate; the function is a warning of rule {@link #RULE} and is not
 * run, and the file's other functions are checked.
 *
 * <p>Example: {@code kv_cache.rs} copied out of its crate, whose {@code use crate::transformer::axes::{…, T}}
 * brings the axis {@code T}, gives {@code warning[Kernel::UNRESOLVED]: cache_kv is not checked:
 * unknown axis 'T', which use crate::transformer::axes::T (line 6) would bring from a module not read, …}.
 */
final class Unresolved {

    /** The rule name of the finding. */
    static final String RULE = "Kernel::UNRESOLVED";

    private Unresolved() {}

    /**
     * The finding of {@code function} (read in {@code scope}) for the name error {@code e}, when the
     * crate is a file read alone and the unknown name could come from a module that was not read.
     */
    static Optional<Finding> of(Names names, Module scope, String function, KernelError e) {
        return names.unreadSource(scope, e, Unmodelled::isApi).map(from -> new Finding(RULE, function + " is not checked: "
                + e.reason().replaceFirst(" \\([^()]*\\)$", "") + ", which " + from + " would bring from a module "
                + "not read, as the file is read alone (no Cargo.toml above it); name its crate (directory or "
                + "Cargo.toml) to check it", e.location()));
    }

    /**
     * As {@link #of(Names, Module, String, KernelError)} for an error met while {@code f} ran: the name is
     * looked up from {@code f}'s scope, else from any module of the file (a helper of an inline module it calls).
     */
    static Optional<Finding> of(Program program, dev.layoutprover.kernel.syntax.Ast.Function f, KernelError e) {
        Names names = program.names();
        Optional<Finding> mine = of(names, names.scope(program.moduleOf(f), f), f.name(), e);
        if (mine.isPresent() || names.crate().alone().isEmpty()) {
            return mine;
        }
        for (Module m : names.crate().modules()) {
            Optional<Finding> there = of(names, m, f.name(), e);
            if (there.isPresent()) {
                return there;
            }
        }
        return Optional.empty();
    }

    /**
     * The warning for a {@code mod x;} of a file read alone whose file is not beside it: what it
     * holds is not read.
     */
    static Finding missingModule(Crate.MissingModule missing) {
        return new Finding(RULE, "the module " + missing.name() + " is not read: it has no file (expected "
                + missing.expected() + "), as the file is read alone (no Cargo.toml above it); what the module "
                + "holds is not checked", missing.at());
    }
}
