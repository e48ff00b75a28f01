package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.treesitter.TSNode;

/**
 * The API's items as a file names them other ways than by their own names: renamed by an import
 * ({@code use furiosa_visa_std::prelude::Context as Ctx;}) or written with their full path
 * ({@code furiosa_visa_std::prelude::Context::acquire()}). The reader knows the API's items by their
 * own names ({@code Context::acquire}); Rust resolves both spellings to the same item.
 *
 * <p>Example: with {@code use furiosa_visa_std::prelude::HbmTensor as Hbm;}, {@code named("Hbm")} is
 * {@code "HbmTensor"}, and {@code withoutCratePath([furiosa_visa_std, prelude, Context, acquire])} is
 * {@code [Context, acquire]}.
 */
final class ApiNames {

    /** The crates of the API: the standard library of the device, its mappings and its macros. */
    static final Set<String> CRATES = Set.of("furiosa_visa_std", "furiosa_mapping", "furiosa_opt_macro");

    /** Each name an import gave to an API item, and the item's own name. */
    private final Map<String, String> renames;

    private ApiNames(Map<String, String> renames) {
        this.renames = renames;
    }

    /** The renames of the API's items by the {@code use} items of the parsed file (one name renamed two ways is left). */
    static ApiNames of(RustSyntax.Parsed parsed) {
        Map<String, String> renames = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        collect(parsed, parsed.root(), List.of(), renames, ambiguous);
        ambiguous.forEach(renames::remove);
        return new ApiNames(renames);
    }

    private static void collect(RustSyntax.Parsed parsed, TSNode n, List<String> prefix, Map<String, String> renames,
            Set<String> ambiguous) {
        switch (n.getType()) {
            case "use_declaration" -> {
                TSNode argument = n.getChildByFieldName("argument");
                if (present(argument)) {
                    collect(parsed, argument, List.of(), renames, ambiguous);
                }
                return;
            }
            case "scoped_use_list" -> {
                List<String> base = new ArrayList<>(prefix);
                if (present(n.getChildByFieldName("path"))) {
                    base.addAll(segments(parsed, n.getChildByFieldName("path")));
                }
                if (present(n.getChildByFieldName("list"))) {
                    collect(parsed, n.getChildByFieldName("list"), base, renames, ambiguous);
                }
                return;
            }
            case "use_as_clause" -> {
                List<String> path = new ArrayList<>(prefix);
                if (present(n.getChildByFieldName("path"))) {
                    path.addAll(segments(parsed, n.getChildByFieldName("path")));
                }
                TSNode alias = n.getChildByFieldName("alias");
                if (present(alias) && path.size() > 1 && CRATES.contains(path.get(0))) {
                    String name = parsed.text(alias);
                    String before = renames.putIfAbsent(name, path.get(path.size() - 1));
                    if (before != null && !before.equals(path.get(path.size() - 1))) {
                        ambiguous.add(name);
                    }
                }
                return;
            }
            default -> { }
        }
        for (int i = 0; i < n.getNamedChildCount(); i++) {
            collect(parsed, n.getNamedChild(i), prefix, renames, ambiguous);
        }
    }

    private static boolean present(TSNode n) {
        return n != null && !n.isNull();
    }

    private static List<String> segments(RustSyntax.Parsed parsed, TSNode n) {
        return List.of(parsed.text(n).replaceAll("\\s+", "").split("::"));
    }

    /** The API item's own name when {@code name} is a name an import gave it, else {@code name}. */
    String named(String name) {
        return renames.getOrDefault(name, name);
    }

    /**
     * {@code segments} without the API crate and module path it starts with, when it starts with one: the
     * path from the API's item on ({@code [Context, acquire]}), or its last segment when all are modules
     * ({@code furiosa_visa_std::prelude::launch}); any other path as it is.
     */
    static <S> List<S> withoutCratePath(List<S> segments, java.util.function.Function<S, String> name) {
        if (segments.size() < 2 || !CRATES.contains(name.apply(segments.get(0)))) {
            return segments;
        }
        int i = 1;
        while (i < segments.size() - 1 && Character.isLowerCase(name.apply(segments.get(i)).charAt(0))) {
            i++;
        }
        return segments.subList(i, segments.size());
    }
}
