package dev.layoutprover.kernel.model;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The imports of a file read alone, in no package ({@link Crate#alone()}), that lead to modules it does
 * not hold: what a name error there may come from. Such a file is most often one module copied out of
 * its crate, so its {@code use crate::…} names nothing that was read.
 *
 * <p>Example: in {@code kv_cache.rs} copied out of its crate, the error {@code unknown axis 'T'} comes
 * from {@code use crate::transformer::axes::T (line 6)}.
 */
final class UnreadImports {

    /** The crates whose names are the API's or the language's, never read as source. */
    private static final Set<String> API_CRATES = Set.of("furiosa_visa_std", "std", "core", "alloc");

    private static final Pattern QUOTED_NAME = Pattern.compile("'([^']+)'");
    private static final Pattern UNQUOTED_NAME = Pattern.compile(
            "^unknown (?:function|type|struct|enum|path|variant|struct or enum variant) ([A-Za-z_][A-Za-z0-9_:]*)");

    private final Names names;

    UnreadImports(Names names) {
        this.names = names;
    }

    /**
     * The imports that could bring {@code name} into {@code m} but lead to a module that was not read,
     * when the crate is one file read alone ({@link Crate#alone()}; else none): a {@code use crate::…},
     * {@code use super::…} or {@code use other_crate::…} (not the API's) whose module is not in the
     * file, a glob import of one, or an import through a {@code mod x;} whose file is missing. The
     * module's glob imports that do resolve ({@code use super::*}) are followed.
     *
     * <p>Example: in {@code kv_cache.rs} copied out of its crate, {@code sourcesOf(root, "T")} is
     * {@code use crate::transformer::axes::{…, T}}.
     */
    List<Ast.UseDecl> sourcesOf(Module m, String name) {
        if (names.crate().alone().isEmpty()) {
            return List.of();
        }
        List<Ast.UseDecl> out = new ArrayList<>();
        sourcesOf(m, name, out, new HashSet<>());
        return out;
    }

    /**
     * Where the name a name error is about ({@code unknown axis 'T'}) would come from, when the crate is a
     * file read alone and that is a module not read ({@link #sourcesOf}, or a {@code mod x;} without a
     * file): {@code use crate::transformer::axes::T (line 6)}, several joined by {@code or}. A name
     * {@code api} knows (the API's own, such as {@code InputCmp}, which no import brings) is left to the
     * error it is.
     */
    Optional<String> unreadSource(Module scope, KernelError e, java.util.function.Predicate<String> api) {
        Optional<Crate.Alone> alone = names.crate().alone();
        if (alone.isEmpty() || !e.reason().startsWith("unknown")) {
            return Optional.empty();
        }
        Matcher m = QUOTED_NAME.matcher(e.reason());
        Matcher bare = UNQUOTED_NAME.matcher(e.reason());
        String name;
        if (m.find()) {
            name = m.group(1);
        } else if (bare.find()) {
            name = bare.group(1);
        } else {
            return Optional.empty();
        }
        String first = name.split("::")[0];
        if (api.test(first)) {
            return Optional.empty();
        }
        for (Crate.MissingModule missing : alone.get().missing()) {
            if (!first.equals(name) && missing.name().equals(first) && scope.within(missing.parent())) {
                // a module declared here shadows what a glob import would bring under its name
                return Optional.of("mod " + missing.name() + "; (line " + missing.at().line() + ", no file)");
            }
        }
        Set<String> from = new java.util.LinkedHashSet<>();
        for (Ast.UseDecl u : sourcesOf(scope, first.equals(name) ? name : first)) {
            from.add(useText(u) + " (line " + u.at().line() + ")");
        }
        return from.isEmpty() ? Optional.empty() : Optional.of(String.join(" or ", from));
    }

    private static String useText(Ast.UseDecl u) {
        return "use " + String.join("::", u.path()) + (u.glob() ? "::*" : "") + u.rename().map(r -> " as " + r).orElse("");
    }

    private void sourcesOf(Module m, String name, List<Ast.UseDecl> out, Set<Module> seen) {
        if (!seen.add(m)) {
            return;
        }
        if (Names.outsideTypes(m) != m) {
            sourcesOf(Names.outsideTypes(m), name, out, seen);
        }
        for (Module in : names.withExtensions(m)) {
            for (Ast.Declaration d : in.items().declarations()) {
                if (!(d instanceof Ast.UseDecl u)) {
                    continue;
                }
                if (u.glob()) {
                    Optional<Module> target = names.useModule(in, u.path());
                    if (target.isPresent()) {
                        if (target.get() != in) {
                            sourcesOf(target.get(), name, out, seen);
                        }
                    } else if (unread(in, u.path())) {
                        out.add(u);
                    }
                } else if (u.bound().equals(name) && u.path().size() > 1
                        && unread(in, u.path().subList(0, u.path().size() - 1))) {
                    out.add(u);
                }
            }
        }
    }

    /** Whether a module path from {@code m} leads to no module read, and not into the API's crates. */
    private boolean unread(Module m, List<String> modulePath) {
        return !modulePath.isEmpty() && !API_CRATES.contains(modulePath.get(0)) && names.modulePath(m, modulePath).isEmpty();
    }
}
