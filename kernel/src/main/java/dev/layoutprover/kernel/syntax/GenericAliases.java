package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A generic type alias written with its arguments: {@code Act<f32>} of
 * {@code type Act<D> = DmTensor<D, Chip, Cluster, m![T], m![H]>;} is
 * {@code DmTensor<f32, Chip, Cluster, m![T], m![H]>}. Each argument of the alias's type that is one
 * of its parameters, alone, becomes the argument given for it, at any depth
 * ({@code type Pair<D> = (HbmTensor<D, …>, HbmTensor<D, …>)}); a parameter inside a mapping
 * ({@code m![S / 2]}) is not an argument alone and is left as written.
 */
public final class GenericAliases {

    private GenericAliases() {}

    /** {@code t} with each parameter {@code params[i]} replaced by {@code args[i]}, placed at {@code at}. */
    public static Ast.Type substitute(Ast.Type t, List<String> params, List<Ast.GenericArg> args, Location at) {
        List<Ast.GenericArg> out = new ArrayList<>();
        for (Ast.GenericArg a : t.args()) {
            out.add(argument(a, params, args, at));
        }
        return new Ast.Type(t.name(), List.copyOf(out), t.reference(), at, t.mutable(), text(t.text(), params, args));
    }

    private static Ast.GenericArg argument(Ast.GenericArg a, List<String> params, List<Ast.GenericArg> args, Location at) {
        if (a instanceof Ast.Named n) {
            int i = params.indexOf(n.type().name());
            if (i >= 0 && n.type().args().isEmpty() && !n.type().reference()) {
                return args.get(i);
            }
            return new Ast.Named(substitute(n.type(), params, args, at));
        }
        return a;
    }

    /** The written text with each parameter, as a whole word, replaced by its argument's text. */
    private static String text(String written, List<String> params, List<Ast.GenericArg> args) {
        String out = written;
        for (int i = 0; i < params.size(); i++) {
            if (args.get(i) instanceof Ast.Named n) {
                out = out.replaceAll("\\b" + Pattern.quote(params.get(i)) + "\\b", Matcher.quoteReplacement(n.type().text()));
            }
        }
        return out;
    }
}
