package dev.layoutprover.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;

/**
 * Hostile inputs for every command, generated from a seed, and the check that each gets an honest
 * answer: an exit status of 0–3 (never 4, an internal error), no exception trace, and a bounded
 * time. Half the inputs follow the grammar (mappings with deep nesting, long lists, huge and zero
 * sizes, powers, sliding windows, CuTe and XLA layouts, claim and kernel files), half are random
 * text and bytes (invisible characters, non-ASCII digits, a byte-order mark).
 *
 * <p>Example: {@code Fuzz.run(7, 1000, out)} runs 1000 inputs and returns how many failed;
 * {@code layout bench fuzz --inputs 100000} is the large run.
 */
final class Fuzz {

    /** One input's outcome. */
    record Trial(List<String> args, int status, long millis, String output) {
        boolean honest(long limitMillis) {
            return status >= 0 && status <= 3 && millis <= limitMillis && !output.contains("internal error")
                    && !output.contains("Exception") && !output.contains("\tat ");
        }
    }

    private static final String[] AXIS_NAMES = {"A", "B", "C", "N", "F"};
    private static final String[] SIZES = {"1", "2", "3", "4", "8", "13", "512", "2^20", "2^40", "2^62", "0",
        "1^4000000000000", "0^4000000000000", "9223372036854775807", "9223372036854775808", "-1", "2^63", "٣", "7\u200b"};
    private static final String[] NUMBERS = {"0", "1", "2", "3", "4", "7", "64", "1000", "2^20", "2^40", "2^62",
        "1^4000000000000", "9223372036854775807", "99999999999999999999", "٣", "1\u200b"};
    private static final String[] PROPERTIES = {"injective", "surjective", "coverage", "bounds", "holes", "wraparound",
        "overlap", "truncation", "bogus"};
    private static final String[] CUTE_OPS = {"eval", "idx2crd", "coalesce", "composition", "complement", "right-inverse",
        "left-inverse", "logical-divide", "logical-product"};
    private static final String NOISE = "[](){}$:,#_%/=*!;' -^0123456789ABCFNmaxes\u200b\u0000\t\n\uFEFF٣é\u202e";

    /** A run stops after this many hangs. */
    private static final int MAX_HANGS = 3;

    private final Random random;
    private final Path scratch;

    Fuzz(long seed, Path scratch) {
        this.random = new Random(seed);
        this.scratch = scratch;
    }

    private String pick(String... options) {
        return options[random.nextInt(options.length)];
    }

    private String number() {
        return random.nextInt(3) == 0 ? pick(NUMBERS) : String.valueOf(random.nextInt(70));
    }

    /** Axes such as {@code A=8, B=2^40, B'=B-A}, sometimes hostile. */
    String axes() {
        int n = 1 + random.nextInt(4);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String size = random.nextInt(4) == 0 ? pick(SIZES) : String.valueOf(1 + random.nextInt(16));
            out.add(AXIS_NAMES[i] + "=" + size);
        }
        if (n >= 2 && random.nextInt(5) == 0) {
            out.add("B'=B-A");
        }
        if (random.nextInt(30) == 0) {
            for (int i = 0; i < 2000; i++) {
                out.add("X" + i + "=1");
            }
        }
        return String.join(", ", out);
    }

    /** A mapping expression of the grammar, up to {@code depth} levels, now and then very deep or long. */
    String mapping(int depth) {
        int shape = random.nextInt(60);
        if (shape == 0) {
            return "[".repeat(300 + random.nextInt(5000)) + "A" + "]".repeat(300 + random.nextInt(5000));
        }
        if (shape == 1) {
            return "A" + " % 4".repeat(300 + random.nextInt(5000));
        }
        if (shape == 2) {
            List<String> items = new ArrayList<>();
            for (int i = 0; i < 300 + random.nextInt(10_000); i++) {
                items.add(pick(AXIS_NAMES));
            }
            return String.join(", ", items);
        }
        return expression(depth);
    }

    private String expression(int depth) {
        if (depth <= 0) {
            return random.nextInt(8) == 0 ? "1" : pick(AXIS_NAMES) + (random.nextInt(12) == 0 ? "'" : "");
        }
        String e = switch (random.nextInt(9)) {
            case 0, 1 -> expression(0);
            case 2 -> expression(depth - 1) + ", " + expression(depth - 1);
            case 3 -> "[" + expression(depth - 1) + "]";
            case 4 -> expression(depth - 1) + " " + pick("/", "%", "=", "#", "#_") + " " + number();
            case 5 -> "$(" + expression(depth - 1) + ":" + number() + ", " + expression(depth - 1) + ":" + number() + ")";
            case 6 -> expression(depth - 1) + " * " + expression(depth - 1);
            case 7 -> "$(" + expression(depth - 1) + ":" + number() + ")";
            default -> "(" + expression(depth - 1) + ")";
        };
        return e;
    }

    /** A CuTe layout {@code shape:stride}, sometimes malformed or nested deeply. */
    String cute() {
        if (random.nextInt(30) == 0) {
            int d = 300 + random.nextInt(5000);
            return "(".repeat(d) + "2" + ")".repeat(d) + ":" + "(".repeat(d) + "1" + ")".repeat(d);
        }
        int modes = 1 + random.nextInt(3);
        List<String> shape = new ArrayList<>();
        List<String> stride = new ArrayList<>();
        for (int i = 0; i < modes; i++) {
            shape.add(random.nextInt(5) == 0 ? number() : String.valueOf(1 + random.nextInt(8)));
            stride.add(random.nextInt(5) == 0 ? number() : String.valueOf(random.nextInt(10)));
        }
        return modes == 1 && random.nextBoolean() ? shape.get(0) + ":" + stride.get(0)
                : "(" + String.join(",", shape) + "):(" + String.join(",", stride) + ")";
    }

    /** Any of the three notations. */
    String layout(int depth) {
        return switch (random.nextInt(6)) {
            case 0 -> "cute:" + cute();
            case 1 -> "xla:" + pick("f32", "bf16", "s8") + "[" + number() + "," + number() + "]"
                    + (random.nextBoolean() ? "{1,0:T(" + number() + "," + number() + ")}" : "");
            default -> (random.nextBoolean() ? "m![" + mapping(depth) + "]" : mapping(depth));
        };
    }

    /** Random text: characters from the grammar, invisible and control characters, other scripts. */
    String noise() {
        int n = random.nextInt(40);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(random.nextInt(10) == 0 ? (char) random.nextInt(0x3000) : NOISE.charAt(random.nextInt(NOISE.length())));
        }
        return b.toString();
    }

    private String maybeNoise(String s) {
        return random.nextInt(6) == 0 ? noise() : s;
    }

    private Path file(String name, String text) {
        try {
            Path p = scratch.resolve(name);
            if (random.nextInt(8) == 0) {
                byte[] bytes = new byte[random.nextInt(200)];
                random.nextBytes(bytes);
                Files.write(p, bytes);
            } else {
                Files.writeString(p, (random.nextInt(6) == 0 ? "\uFEFF" : "") + text, StandardCharsets.UTF_8);
            }
            return p;
        } catch (IOException e) {
            throw new IllegalStateException("cannot write a scratch file in " + scratch, e);
        }
    }

    private String claimFile() {
        String property = pick("eval", "equiv", "injective", "bounds", "cute", "xla", "bogus");
        StringBuilder b = new StringBuilder("claim fuzz-claim\n");
        b.append("  property: ").append(property).append('\n');
        b.append("  axes: ").append(maybeNoise(axes().replace("=", " = "))).append('\n');
        b.append("  mapping: ").append(maybeNoise(layout(3))).append('\n');
        b.append("  left: ").append(layout(2)).append('\n');
        b.append("  right: ").append(layout(2)).append('\n');
        b.append("  layout: ").append(cute()).append('\n');
        b.append("  at ").append(number()).append(": ").append(maybeNoise("{A: 1}")).append('\n');
        b.append("  expect: ").append(pick("proved", "refuted", "maybe")).append('\n');
        return b.toString();
    }

    private String kernelFile() {
        return "axes![A = " + number() + "];\ntype S = m![" + mapping(2) + "];\n"
                + "#[device(chip = 1)]\nfn k(ctx: &mut Context, a: &HbmTensor<i32, Chip, m![A]>) {\n"
                + "    let t = a.fetch::<i32, m![1], m![" + mapping(1) + "]>();\n}\n"
                + (random.nextBoolean() ? noise() : "");
    }

    /** The arguments of one random command line. */
    List<String> next() {
        List<String> a = new ArrayList<>();
        boolean junk = random.nextInt(2) == 0;
        int depth = 1 + random.nextInt(4);
        switch (random.nextInt(10)) {
            case 0, 1 -> {
                a.addAll(List.of("eval", "--axes", maybeNoise(axes())));
                if (random.nextInt(4) == 0) {
                    a.add("--all");
                }
                a.add(junk ? noise() : layout(depth));
                a.add(random.nextInt(4) == 0 ? maybeNoise(number() + ".." + number()) : maybeNoise(number()));
            }
            case 2, 3 -> a.addAll(List.of("equiv", "--timeout", random.nextInt(10) == 0 ? pick("0.0001", "0", "-1", "1e9", "x")
                    : "2", "--axes", maybeNoise(axes()), junk ? noise() : layout(depth), layout(depth)));
            case 4 -> a.addAll(List.of("check", pick(PROPERTIES), "--timeout", "2", "--axes", maybeNoise(axes()),
                    junk ? noise() : layout(depth)));
            case 5 -> a.addAll(List.of("check", "subview", "--parent", layout(1), "--tile", layout(1), "--size",
                    maybeNoise(number()), "--start", maybeNoise(number()), "--axes", axes(), layout(1)));
            case 6 -> {
                String op = pick(CUTE_OPS);
                a.addAll(List.of("cute", op, "--timeout", "2", junk ? noise() : cute()));
                if (op.equals("composition") || op.startsWith("logical")) {
                    a.add(cute());
                } else if (op.equals("eval") || op.equals("idx2crd") || op.equals("complement")) {
                    a.add(maybeNoise(number()));
                }
            }
            case 7 -> a.addAll(List.of("prove", junk ? file("junk.claims", noise()).toString()
                    : file("fuzz.claims", claimFile()).toString()));
            case 8 -> a.addAll(List.of(pick("verify", "simulate"), file("fuzz.rs", junk ? noise() : kernelFile()).toString()));
            default -> a.addAll(List.of("show", "--axes", axes(), junk ? noise() : layout(depth)));
        }
        return a;
    }

    /** Runs one command line in process. */
    static Trial runOne(List<String> args) {
        return runOne(args, Long.MAX_VALUE);
    }

    /**
     * Runs one command line in process, waiting at most {@code limitMillis}: a command still
     * running then is a hang (status -1; its thread is left behind, as a thread cannot be stopped).
     */
    static Trial runOne(List<String> args, long limitMillis) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        long start = System.nanoTime();
        int[] status = {-1};
        Thread runner = new Thread(() -> {
            try (PrintWriter o = new PrintWriter(out); PrintWriter e = new PrintWriter(err)) {
                status[0] = Main.run(o, e, args.toArray(String[]::new));
            }
        }, "fuzz-input");
        runner.setDaemon(true);
        runner.start();
        try {
            runner.join(limitMillis == Long.MAX_VALUE ? 0 : limitMillis + 1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (runner.isAlive()) {
            return new Trial(args, -1, millis, "still running after " + millis + " ms (a hang)");
        }
        return new Trial(args, status[0], millis, out + "\n" + err);
    }

    /** Shortens an argument for a report line. */
    static String shown(List<String> args) {
        StringBuilder b = new StringBuilder();
        for (String s : args) {
            String v = Guard.visible(s.replace("\n", "\\n"));
            b.append(' ').append(v.length() > 80 ? v.substring(0, 77) + "…(" + s.length() + " chars)" : v);
        }
        return b.toString().trim();
    }

    /**
     * Runs {@code inputs} command lines from {@code seed}, each held to {@code limitMillis}; prints a
     * summary (exit statuses, slowest input, every dishonest answer) to {@code report} and returns
     * the number of dishonest answers.
     */
    static int run(long seed, int inputs, long limitMillis, PrintWriter report) throws IOException {
        Path scratch = Files.createTempDirectory("layout-fuzz");
        try {
            Fuzz fuzz = new Fuzz(seed, scratch);
            TreeMap<Integer, Integer> statuses = new TreeMap<>();
            List<Trial> bad = new ArrayList<>();
            Trial slowest = null;
            int hangs = 0;
            long start = System.nanoTime();
            for (int i = 0; i < inputs; i++) {
                Trial o = runOne(fuzz.next(), limitMillis);
                statuses.merge(o.status(), 1, Integer::sum);
                if (slowest == null || o.millis() > slowest.millis()) {
                    slowest = o;
                }
                if (!o.honest(limitMillis)) {
                    bad.add(o);
                    report.println("DISHONEST exit " + o.status() + " in " + o.millis() + " ms: layout " + shown(o.args()));
                    report.println("  " + o.output().strip().lines().limit(6).reduce((x, y) -> x + "\n  " + y).orElse(""));
                    report.flush();
                    if (o.status() < 0 && ++hangs >= MAX_HANGS) {
                        report.println("fuzz: stopped after " + hangs + " hangs (each leaves a busy thread behind)");
                        inputs = i + 1;
                        break;
                    }
                }
                if ((i + 1) % 10_000 == 0) {
                    report.println("… " + (i + 1) + " inputs");
                    report.flush();
                }
            }
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            report.println("fuzz: " + inputs + " inputs (seed " + seed + ") in " + seconds + " s; exit statuses "
                    + statuses + "; slowest " + (slowest == null ? 0 : slowest.millis()) + " ms"
                    + (slowest == null ? "" : " (layout " + shown(slowest.args()) + ")"));
            report.println(bad.isEmpty() ? "fuzz: every answer honest (exit 0-3, no exception, at most "
                    + limitMillis + " ms each)" : "fuzz: " + bad.size() + " dishonest answers");
            report.flush();
            return bad.size();
        } finally {
            try (var walk = Files.walk(scratch)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Override
    public String toString() {
        return "Fuzz" + Arrays.toString(new Object[] {scratch});
    }
}
