package dev.layoutprover.cli.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves the body of every device function into a helper function with the same generics, parameters and
 * result, which the device function calls: a free function beside it, a function of a {@code mod} of the
 * file, or an associated function of a unit struct called through {@code Self::} from another one.
 *
 * <p>Example: {@code #[device] fn k(ctx: &mut Context, x: &T) -> U { body }} becomes
 * {@code #[device] fn k(ctx: &mut Context, x: &T) -> U { k_body(ctx, x) }} and
 * {@code fn k_body(ctx: &mut Context, x: &T) -> U { body }}.
 */
public final class HelperFunctions implements Rewrite {

    /** Where the helper goes. */
    public enum Place {
        SAME_FILE, MODULE, IMPL_SELF
    }

    private static final Pattern PARAM = Pattern.compile("\\s*(?:mut\\s+)?((?:r#)?[a-z_][A-Za-z0-9_]*)\\s*:.*", Pattern.DOTALL);

    private final Place place;

    public HelperFunctions(Place place) {
        this.place = place;
    }

    @Override
    public String name() {
        return "body-to-helper-" + place.name().toLowerCase().replace('_', '-');
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        for (RustText.Function f : t.functions()) {
            if (!f.device()) {
                continue;
            }
            String helper = f.name() + "_body";
            if (t.hasWord(helper) || t.hasWord(f.name() + "_kernel")) {
                continue;
            }
            List<String> args = new ArrayList<>();
            boolean plain = true;
            for (int[] p : t.splitTopLevel(f.params() + 1, f.paramsEnd())) {
                Matcher m = PARAM.matcher(t.code.substring(p[0], p[1]));
                if (!m.matches()) {
                    plain = false;
                    break;
                }
                args.add(m.group(1));
            }
            List<String> typeArgs = new ArrayList<>();
            if (f.generics() >= 0) {
                int close = t.closeAngle(f.generics());
                for (int[] g : t.splitTopLevel(f.generics() + 1, close)) {
                    String gen = t.code.substring(g[0], g[1]).strip();
                    if (gen.startsWith("'")) {
                        plain = false;
                        break;
                    }
                    Matcher m = Pattern.compile("(?:const\\s+)?([A-Za-z_][A-Za-z0-9_]*).*", Pattern.DOTALL).matcher(gen);
                    m.matches();
                    typeArgs.add(m.group(1));
                }
            }
            if (!plain) {
                continue;
            }
            String signature = t.source.substring(f.fnKeyword(), f.bodyOpen()).replaceFirst(
                    "^fn\\s+(?:r#)?" + Pattern.quote(f.name()), "fn " + helper);
            String body = t.source.substring(f.bodyOpen(), f.bodyClose() + 1);
            String turbofish = typeArgs.isEmpty() ? "" : "::<" + String.join(", ", typeArgs) + ">";
            String call = "(" + String.join(", ", args) + ")";
            String indent = t.indentAt(f.fnKeyword());
            String item = switch (place) {
                case SAME_FILE -> signature + body;
                case MODULE -> "mod " + helper + "s {\n" + indent + "    use super::*;\n" + indent + "    pub(super) "
                        + signature + body + "\n" + indent + "}";
                case IMPL_SELF -> "struct " + helper + "s;\n" + indent + "impl " + helper + "s {\n" + indent + "    "
                        + signature.replaceFirst("^fn " + helper, "fn body") + body + "\n" + indent + "    "
                        + signature.replaceFirst("^fn " + helper, "fn run") + "{\n" + indent + "        Self::body"
                        + turbofish + call + "\n" + indent + "    }\n" + indent + "}";
            };
            String target = switch (place) {
                case SAME_FILE -> helper;
                case MODULE -> helper + "s::" + helper;
                case IMPL_SELF -> helper + "s::run";
            };
            edits.replace(f.bodyOpen(), f.bodyClose() + 1, "{\n" + indent + "    " + target + turbofish + call + "\n"
                    + indent + "}\n\n" + indent + item);
        }
        return edits.applyTo(source);
    }
}
