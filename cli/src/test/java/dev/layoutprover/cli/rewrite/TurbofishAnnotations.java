package dev.layoutprover.cli.rewrite;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves the mappings a tensor-making call takes between its turbofish and the type of the {@code let} it
 * initialises, where rustc reads them either way: {@code let y = x.to_dm::<C, S, E>(…);} becomes
 * {@code let y: DmTensor<_, _, C, S, E> = x.to_dm(…);} ({@link Direction#TO_LET}; a tail
 * {@code x.to_hbm::<E>(…)} becomes a {@code let} of that type returned), and
 * {@code let y: DmTensor<i8, Chip, C, S, E> = x.to_dm(…);} becomes
 * {@code let y: DmTensor<i8, Chip, _, _, _> = x.to_dm::<C, S, E>(…);} ({@link Direction#TO_TURBOFISH}, which
 * keeps the element type and the mappings the call does not take in the annotation).
 *
 * <p>The calls and where their generic arguments sit in their result types (memory_tensor.rs:227, 273, 312,
 * 402, 440; stream_tensor.rs:1130, 1183, 1667, 1728): {@code HbmTensor::to_dm::<Cluster, Slice, Element>} and
 * {@code DmTensor::to_dm::<Slice, Element>} give a {@code DmTensor<D, Chip, Cluster, Slice, Element>},
 * {@code DmTensor::to_hbm::<Element>} an {@code HbmTensor<D, Chip, Element>}, {@code commit::<Element>} a
 * {@code DmTensor}, {@code to_vrf::<Element>} a {@code VrfTensor<D, Chip, Cluster, Slice, Element>} and
 * {@code to_trf::<Row, Element>} a {@code TrfTensor<D, Chip, Cluster, Slice, Row, Element>}.
 * ({@code HbmTensor::to_hbm} takes a {@code const} first, which no annotation holds: left alone.)
 */
public final class TurbofishAnnotations implements Rewrite {

    /** Which way the mappings move. */
    public enum Direction {
        TO_LET, TO_TURBOFISH
    }

    /** A call's result type: its name, its number of generic arguments, and where the call's own sit. */
    private record Result(String type, int arity, List<Integer> positions) {}

    /** The calls by name and receiver kind ({@code Hbm}, {@code Dm}, or any for a stream's). */
    private static final Map<String, Result> CALLS = Map.of(
            "to_dm Hbm", new Result("DmTensor", 5, List.of(2, 3, 4)),
            "to_dm Dm", new Result("DmTensor", 5, List.of(3, 4)),
            "to_hbm Dm", new Result("HbmTensor", 3, List.of(2)),
            "commit", new Result("DmTensor", 5, List.of(4)),
            "to_vrf", new Result("VrfTensor", 5, List.of(4)),
            "to_trf", new Result("TrfTensor", 6, List.of(4, 5)));

    private static final Pattern LET = Pattern.compile("let\\s+(?:mut\\s+)?((?:r#)?[a-z_][A-Za-z0-9_]*)\\s*");
    private static final Pattern METHOD = Pattern.compile("\\.\\s*([a-z_][a-z_]*)\\s*");
    private static final Pattern TYPE = Pattern.compile(":\\s*([A-Z][A-Za-z]*)\\s*<");
    /** The name of the variable a tail's value goes through, a name no kernel uses. */
    private static final String HELD = "annotated_tail_value";

    private final Direction direction;

    public TurbofishAnnotations(Direction direction) {
        this.direction = direction;
    }

    @Override
    public String name() {
        return direction == Direction.TO_LET ? "turbofish-to-let-type" : "let-type-to-turbofish";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        for (RustText.Function f : t.functions()) {
            List<RustText.Statement> ss = t.statements(f.bodyOpen(), f.bodyClose());
            for (int i = 0; i < ss.size(); i++) {
                RustText.Statement s = ss.get(i);
                boolean tail = i == ss.size() - 1 && !s.semicolon();
                if (direction == Direction.TO_LET) {
                    toLet(t, s, tail, edits);
                } else {
                    toTurbofish(t, f, s, edits);
                }
            }
        }
        return edits.applyTo(source);
    }

    /** A chain's last call: its method's name, the places of its dot and of its turbofish's {@code <} and {@code >} (-1 without). */
    private record Call(String method, int dot, int turbofishOpen, int turbofishClose) {}

    /** The last call of the chain in {@code [from, to)}, when the chain ends with it. */
    private static Optional<Call> lastCall(RustText t, int from, int to) {
        List<Integer> dots = ChainSteps.callDots(t, from, to);
        if (dots.isEmpty()) {
            return Optional.empty();
        }
        int dot = dots.get(dots.size() - 1);
        Matcher m = METHOD.matcher(t.code).region(dot, to);
        if (!m.lookingAt()) {
            return Optional.empty();
        }
        int i = m.end();
        int open = -1;
        int close = -1;
        if (t.code.startsWith("::", i)) {
            open = t.skipSpace(i + 2);
            if (open >= to || t.code.charAt(open) != '<') {
                return Optional.empty();
            }
            close = t.closeAngle(open);
            i = t.skipSpace(close + 1);
        }
        if (i >= to || t.code.charAt(i) != '(' || !t.code.substring(t.matching(i) + 1, to).isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new Call(m.group(1), dot, open, close));
    }

    private void toLet(RustText t, RustText.Statement s, boolean tail, Edits edits) {
        String code = s.code(t);
        Matcher let = LET.matcher(code);
        int exprStart;
        if (let.lookingAt()) {
            if (!code.startsWith("=", let.end()) || code.startsWith("==", let.end())) {
                return;
            }
            exprStart = s.start() + let.end() + 1;
        } else if (tail && !code.startsWith("return") && Character.isJavaIdentifierStart(code.charAt(0))) {
            exprStart = s.start();
        } else {
            return;
        }
        int exprEnd = s.start() + code.stripTrailing().length();
        Optional<Call> call = lastCall(t, exprStart, exprEnd);
        if (call.isEmpty() || call.get().turbofishOpen() < 0) {
            return;
        }
        Call c = call.get();
        List<int[]> args = t.splitTopLevel(c.turbofishOpen() + 1, c.turbofishClose());
        String key = switch (c.method()) {
            case "to_dm" -> args.size() == 3 ? "to_dm Hbm" : "to_dm Dm";
            case "to_hbm" -> args.size() == 1 ? "to_hbm Dm" : "";
            default -> c.method();
        };
        Result r = CALLS.get(key);
        if (r == null || r.positions().size() != args.size()) {
            return;
        }
        String[] typeArgs = new String[r.arity()];
        java.util.Arrays.fill(typeArgs, "_");
        for (int k = 0; k < args.size(); k++) {
            typeArgs[r.positions().get(k)] = t.source.substring(args.get(k)[0], args.get(k)[1]).strip();
        }
        String type = r.type() + "<" + String.join(", ", typeArgs) + ">";
        int nameEnd = t.code.lastIndexOf("::", c.turbofishOpen());
        if (tail) {
            if (t.hasWord(HELD)) {
                return;
            }
            String indent = t.indentAt(s.start());
            edits.replace(s.start(), s.start(), "let " + HELD + ": " + type + " = ");
            edits.replace(nameEnd, c.turbofishClose() + 1, "");
            edits.replace(exprEnd, exprEnd, ";\n" + indent + HELD);
        } else {
            int afterName = s.start() + let.start(1) + let.group(1).length();
            edits.replace(afterName, afterName, ": " + type);
            edits.replace(nameEnd, c.turbofishClose() + 1, "");
        }
    }

    private void toTurbofish(RustText t, RustText.Function f, RustText.Statement s, Edits edits) {
        String code = s.code(t);
        Matcher let = LET.matcher(code);
        if (!let.lookingAt()) {
            return;
        }
        Matcher type = TYPE.matcher(code).region(let.end(), code.length());
        if (!type.lookingAt()) {
            return;
        }
        int open = s.start() + type.end() - 1;
        int close = t.closeAngle(open);
        int eq = t.skipSpace(close + 1);
        if (eq >= s.start() + code.length() || t.code.charAt(eq) != '=' || t.code.charAt(eq + 1) == '=') {
            return;
        }
        int exprEnd = s.start() + code.length();
        Optional<Call> call = lastCall(t, eq + 1, exprEnd);
        if (call.isEmpty() || call.get().turbofishOpen() >= 0) {
            return;
        }
        Call c = call.get();
        String key = switch (c.method()) {
            case "to_dm", "to_hbm" -> receiverKind(t, f, s.start(), eq + 1, c.dot()).map(k -> c.method() + " " + k).orElse("");
            default -> c.method();
        };
        Result r = CALLS.get(key);
        List<int[]> typeArgs = t.splitTopLevel(open + 1, close);
        if (r == null || !r.type().equals(type.group(1)) || typeArgs.size() != r.arity()) {
            return;
        }
        StringBuilder turbofish = new StringBuilder("::<");
        for (int k = 0; k < r.positions().size(); k++) {
            int[] a = typeArgs.get(r.positions().get(k));
            turbofish.append(k == 0 ? "" : ", ").append(t.source.substring(a[0], a[1]).strip());
            edits.replace(t.skipSpace(a[0]), a[1], "_");
        }
        int nameEnd = t.code.indexOf(c.method(), c.dot()) + c.method().length();
        edits.replace(nameEnd, nameEnd, turbofish.append(">").toString());
    }

    /**
     * Whether the receiver in {@code [from, to)} is an HBM or a DM tensor: a call that makes one
     * ({@code to_hbm}, {@code to_dm}, {@code commit}), or a variable the function's parameters or an earlier
     * {@code let} of its body (before the statement at {@code statement}) type as one or initialise by such a call.
     */
    private static Optional<String> receiverKind(RustText t, RustText.Function f, int statement, int from, int to) {
        String receiver = t.code.substring(from, to).strip();
        Optional<Call> inner = lastCall(t, from, to);
        if (inner.isPresent()) {
            return made(inner.get().method());
        }
        if (!receiver.matches("[a-z_][A-Za-z0-9_]*")) {
            return Optional.empty();
        }
        String before = t.code.substring(f.params(), statement);
        Matcher declared = Pattern.compile("(?<![A-Za-z0-9_])(?:let\\s+(?:mut\\s+)?)?" + receiver
                + "\\s*:\\s*&?\\s*(?:mut\\s+)?(Hbm|Dm)Tensor(?:View)?\\s*<").matcher(before);
        Matcher initialised = Pattern.compile("let\\s+(?:mut\\s+)?" + receiver + "\\s*=([^;]*);").matcher(before);
        Optional<String> kind = Optional.empty();
        int last = -1;
        while (declared.find()) {
            kind = Optional.of(declared.group(1));
            last = declared.start();
        }
        while (initialised.find()) {
            if (initialised.start() > last) {
                int exprFrom = f.params() + initialised.start(1);
                kind = lastCall(t, exprFrom, exprFrom + initialised.group(1).length())
                        .flatMap(c -> made(c.method()));
                last = initialised.start();
            }
        }
        return kind;
    }

    private static Optional<String> made(String method) {
        return switch (method) {
            case "to_hbm" -> Optional.of("Hbm");
            case "to_dm", "commit" -> Optional.of("Dm");
            default -> Optional.empty();
        };
    }
}
