package dev.layoutprover.cli.rewrite;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Wraps the body of every function in a construct that runs it exactly once and gives its value: a
 * block, an {@code if true}, a {@code for _ in 0..1} whose one pass returns the body's value, a
 * {@code for _ in 0..1} whose one pass sets an {@code Option} unwrapped after it, a {@code let} without a
 * value an {@code if true} assigns, a {@code loop} left by {@code break}, or a closure called at once; or,
 * in a device function, set in a one-pass {@code for} and passed unwrapped to a helper typed by the result. A
 * body that returns early, uses {@code ?} or awaits is not put in a closure nor a {@code for}; a
 * {@code const fn}'s only in a block or an {@code if}.
 *
 * <p>Example: the body {@code { x.a() }} becomes {@code { loop { break { x.a() }; } }}.
 */
public final class BodyWrappers implements Rewrite {

    /** The constructs. */
    public enum Wrapper {
        BLOCK, IF_TRUE, FOR_ONCE, FOR_ONCE_SOME, DEFERRED_LET, LOOP_BREAK, CLOSURE,
        /**
         * As {@link #FOR_ONCE_SOME}, the unwrapped value passed to a helper beside a device function that takes
         * it as its result type and returns it: the {@code Option}'s type comes from the helper's parameter.
         */
        SOME_PASSED
    }

    private static final Pattern EARLY_EXIT = Pattern.compile("\\breturn\\b|\\?|\\.await\\b|\\bbreak\\b|\\bcontinue\\b");

    /** The variable that holds the body's value, a name no kernel uses. */
    private static final String HELD = "held_body_value";

    private final Wrapper wrapper;

    public BodyWrappers(Wrapper wrapper) {
        this.wrapper = wrapper;
    }

    @Override
    public String name() {
        return "body-in-" + wrapper.name().toLowerCase().replace('_', '-');
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        for (RustText.Function f : t.functions()) {
            String bodyCode = t.code.substring(f.bodyOpen() + 1, f.bodyClose());
            if (bodyCode.isBlank()) {
                continue;
            }
            boolean constFn = t.code.substring(f.start(), f.fnKeyword()).matches("(?s).*\\bconst\\s+(unsafe\\s+)?$");
            boolean early = EARLY_EXIT.matcher(bodyCode).find();
            boolean async = t.code.substring(f.start(), f.fnKeyword()).contains("async");
            if (constFn && wrapper != Wrapper.BLOCK && wrapper != Wrapper.IF_TRUE
                    || (wrapper == Wrapper.FOR_ONCE || wrapper == Wrapper.FOR_ONCE_SOME || wrapper == Wrapper.SOME_PASSED)
                    && (early || async)) {
                continue;
            }
            if (early && wrapper == Wrapper.CLOSURE) {
                continue;
            }
            String body = f.body(t);
            String passer = f.name() + "_passed";
            String result = t.source.substring(f.paramsEnd() + 1, f.bodyOpen()).strip();
            if (wrapper == Wrapper.SOME_PASSED && (!f.device() || f.generics() >= 0 || t.hasWord(passer)
                    || !result.startsWith("->") || result.contains("where") || result.contains("impl "))) {
                continue;
            }
            if (wrapper == Wrapper.SOME_PASSED) {
                String type = result.substring(2).strip();
                String indent = t.indentAt(f.fnKeyword());
                edits.insert(f.bodyClose() + 1, "\n\n" + indent + "fn " + passer + "(value: " + type + ") -> " + type
                        + " {\n" + indent + "    value\n" + indent + "}");
            }
            String wrapped = switch (wrapper) {
                case BLOCK -> "{" + body + "}";
                case IF_TRUE -> "if true {" + body + "} else { unreachable!() }";
                case FOR_ONCE -> "for _ in 0..1 {\n return {" + body + "};\n }\n unreachable!()";
                case FOR_ONCE_SOME -> "let mut " + HELD + " = None;\n for _ in 0..1 {\n " + HELD + " = Some({" + body
                        + "});\n }\n " + HELD + ".unwrap()";
                case DEFERRED_LET -> "let " + HELD + ";\n if true {\n " + HELD + " = {" + body
                        + "};\n } else {\n unreachable!()\n }\n " + HELD;
                case LOOP_BREAK -> "loop { break {" + body + "}; }";
                case CLOSURE -> "(|| {" + body + "})()";
                case SOME_PASSED -> "let mut " + HELD + " = None;\n for _ in 0..1 {\n " + HELD + " = Some({" + body
                        + "});\n }\n " + passer + "(" + HELD + ".unwrap())";
            };
            edits.replace(f.bodyOpen() + 1, f.bodyClose(), "\n" + wrapped + "\n");
        }
        return edits.applyTo(source);
    }
}
