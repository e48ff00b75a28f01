package dev.layoutprover.cli.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves the body of every device function into a helper generic over the element type of its first tensor
 * parameter, which the device function calls with that type: inferred from the arguments, or given by
 * turbofish. In the helper's signature and body each use of the element type is the type parameter, bounded
 * by every trait of the reference the element type implements (so each obligation the body raises holds,
 * as it does for the concrete type).
 *
 * <p>Applies where rustc would accept the helper: the element is a scalar type that is no {@code VeScalar}
 * (the Vector Engine's operations are implemented for {@code i32} and {@code f32} themselves,
 * vector_engine/tensor/vector_tensor.rs:631, 649, not for a type parameter), never written as a path
 * ({@code i8::MAX}) or a cast target ({@code as i8}), in a body without items of its own that calls no
 * function of the file which is not generic (its parameters' element types are concrete).
 *
 * <p>Example: {@code #[device] fn k(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> { body }}
 * becomes {@code … { k_generic::<i8>(ctx, x) }} and
 * {@code fn k_generic<D: Scalar + ScalarBytes + ContractionCast + FetchCast<i32>>(ctx: &mut Context,
 * x: &HbmTensor<D, Chip, m![A]>) -> HbmTensor<D, Chip, m![A]> { body with D for i8 }}.
 */
public final class GenericElements implements Rewrite {

    /** How the device function gives the helper its element type. */
    public enum Form {
        INFERRED, TURBOFISH
    }

    /**
     * The traits of the reference each element type implements besides {@code Scalar}: {@code ScalarBytes}
     * (scalar.rs:40, 57 and the half-precision impls), {@code ContractionCast} (cast.rs:123-135) and
     * {@code FetchCast<X>} for the pairs of cast.rs:30-33, which implies {@code Cast<X>} (cast.rs:8; {@code Cast}
     * is not in the prelude). The identity casts hold for a type parameter through the blanket impls
     * (cast.rs:28, 41).
     */
    private static final Map<String, String> BOUNDS = Map.of(
            "i8", "Scalar + ScalarBytes + ContractionCast + FetchCast<i32>",
            "i16", "Scalar + ScalarBytes",
            "u8", "Scalar + ScalarBytes",
            "i4", "Scalar + ContractionCast + FetchCast<i32>",
            "bf16", "Scalar + ScalarBytes + ContractionCast + FetchCast<f32>",
            "f8e4m3", "Scalar + ScalarBytes + ContractionCast + FetchCast<f32>");

    private static final Pattern PARAM = Pattern.compile("\\s*(?:mut\\s+)?((?:r#)?[a-z_][A-Za-z0-9_]*)\\s*:(.*)", Pattern.DOTALL);
    private static final Pattern TENSOR = Pattern.compile(
            "&\\s*(?:mut\\s+)?(?:Hbm|Dm|Trf)Tensor(?:View(?:Mut)?)?\\s*<\\s*(?:'\\w+\\s*,\\s*)?([a-z][a-z0-9]*)\\s*,");
    private static final Pattern ITEM = Pattern.compile("\\b(?:fn|struct|enum|impl|trait|mod|type)\\s");

    private final Form form;

    public GenericElements(Form form) {
        this.form = form;
    }

    @Override
    public String name() {
        return "element-generic-" + form.name().toLowerCase();
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        String parameter = List.of("D", "Dt", "Elem").stream().filter(n -> !t.hasWord(n)).findFirst().orElse(null);
        if (parameter == null) {
            return Optional.empty();
        }
        Edits edits = new Edits();
        List<String> concrete = t.functions().stream().filter(g -> g.generics() < 0).map(RustText.Function::name).toList();
        for (RustText.Function f : t.functions()) {
            String helper = f.name() + "_generic";
            String body = t.code.substring(f.bodyOpen() + 1, f.bodyClose());
            if (!f.device() || t.hasWord(helper) || ITEM.matcher(body).find() || concrete.stream().anyMatch(
                    g -> Pattern.compile("(?<![A-Za-z0-9_.])" + g + "\\s*\\(").matcher(body).find())) {
                continue; // no device function, or a body rustc would not accept generic (see above)
            }
            List<String> args = new ArrayList<>();
            String element = null;
            boolean plain = true;
            for (int[] p : t.splitTopLevel(f.params() + 1, f.paramsEnd())) {
                Matcher m = PARAM.matcher(t.code.substring(p[0], p[1]));
                if (!m.matches()) {
                    plain = false;
                    break;
                }
                args.add(m.group(1));
                Matcher tensor = TENSOR.matcher(m.group(2));
                if (element == null && tensor.find()) {
                    element = tensor.group(1);
                }
            }
            if (!plain || element == null || !BOUNDS.containsKey(element)) {
                continue;
            }
            List<String> generics = new ArrayList<>();
            List<String> typeArgs = new ArrayList<>();
            if (f.generics() >= 0) {
                for (int[] g : t.splitTopLevel(f.generics() + 1, t.closeAngle(f.generics()))) {
                    String gen = t.source.substring(g[0], g[1]).strip();
                    Matcher m = Pattern.compile("(?:const\\s+)?([A-Za-z_][A-Za-z0-9_]*).*", Pattern.DOTALL).matcher(gen);
                    if (gen.startsWith("'") || !m.matches()) {
                        plain = false;
                        break;
                    }
                    generics.add(gen);
                    typeArgs.add(m.group(1));
                }
            }
            Optional<String> signature = generalized(t, f.params(), f.bodyOpen(), element, parameter);
            Optional<String> generalBody = generalized(t, f.bodyOpen(), f.bodyClose() + 1, element, parameter);
            if (!plain || signature.isEmpty() || generalBody.isEmpty()) {
                continue;
            }
            generics.add(parameter + ": " + BOUNDS.get(element));
            typeArgs.add(form == Form.TURBOFISH ? element : "_");
            String head = "fn " + helper + "<" + String.join(", ", generics) + ">" + signature.get();
            String turbofish = form == Form.INFERRED && typeArgs.size() == 1 ? "" : "::<" + String.join(", ", typeArgs) + ">";
            String call = helper + turbofish + "(" + String.join(", ", args) + ")";
            String indent = t.indentAt(f.fnKeyword());
            edits.replace(f.bodyOpen(), f.bodyClose() + 1, "{\n" + indent + "    " + call + "\n" + indent + "}\n\n"
                    + indent + head + generalBody.get());
        }
        return edits.applyTo(source);
    }

    /**
     * The source of {@code [from, to)} with each use of {@code element} as a type written {@code parameter};
     * empty when {@code element} is used there otherwise (a path's segment, a cast's target).
     */
    private static Optional<String> generalized(RustText t, int from, int to, String element, String parameter) {
        StringBuilder b = new StringBuilder();
        int at = from;
        for (int w : t.words(element)) {
            if (w < from || w >= to) {
                continue;
            }
            int end = w + element.length();
            if (t.code.startsWith("::", t.skipSpace(end)) || t.after(w, "::") || t.after(w, "as")) {
                return Optional.empty();
            }
            b.append(t.source, at, w).append(parameter);
            at = end;
        }
        return Optional.of(b.append(t.source, at, to).toString());
    }
}
