package dev.layoutprover.cli.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.cli.rewrite.Kernels.Kernel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The law of rewriting: a kernel rewritten without changing its meaning (its chains split into
 * {@code let}s, its body wrapped or moved into a helper, its mappings and addresses named, its names
 * written another way…) gets the findings of {@code layout verify} its original gets (rule, level and
 * count; places move), and the same {@code layout simulate} verdicts.
 */
class MetamorphicReadingTest {

    static final List<Rewrite> REWRITES = List.of(
            new ChainSteps(false), new ChainSteps(true), new InlineLets(),
            new BodyWrappers(BodyWrappers.Wrapper.BLOCK), new BodyWrappers(BodyWrappers.Wrapper.IF_TRUE),
            new BodyWrappers(BodyWrappers.Wrapper.FOR_ONCE), new BodyWrappers(BodyWrappers.Wrapper.FOR_ONCE_SOME),
            new BodyWrappers(BodyWrappers.Wrapper.DEFERRED_LET), new BodyWrappers(BodyWrappers.Wrapper.LOOP_BREAK),
            new BodyWrappers(BodyWrappers.Wrapper.CLOSURE), new BodyWrappers(BodyWrappers.Wrapper.SOME_PASSED),
            new HelperFunctions(HelperFunctions.Place.SAME_FILE), new HelperFunctions(HelperFunctions.Place.MODULE),
            new HelperFunctions(HelperFunctions.Place.IMPL_SELF),
            new MappingAliases(), new AliasRenames(), new PreludeNames(false), new PreludeNames(true),
            new AddressConstants(AddressConstants.Form.CONST), new AddressConstants(AddressConstants.Form.COMPUTED_CONST),
            new AddressConstants(AddressConstants.Form.CONST_FN),
            new RawIdentifiers(), new Decorations(), new TrailingCommas(),
            new GenericElements(GenericElements.Form.INFERRED), new GenericElements(GenericElements.Form.TURBOFISH),
            new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_LET),
            new TurbofishAnnotations(TurbofishAnnotations.Direction.TO_TURBOFISH));

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path CORPUS = ROOT.resolve("../shared/corpus/furiosa-visa-examples").normalize();

    /** The reference crate's files rewritten (each checked in a copy of the crate, which takes longer). */
    private static final List<String> CORPUS_FILES = List.of("binary_add.rs", "transpose.rs", "vrf_add.rs",
            "view.rs", "fetch_commit.rs", "reshape.rs", "matmul/matmul_4096.rs");

    /**
     * Every pair is checked when the system property {@code rewrite.all} is {@code true} (some minutes);
     * else each rewrite on {@value #SAMPLE} kernels, a different few for each rewrite (and simulated on one).
     */
    private static final boolean ALL = Boolean.getBoolean("rewrite.all");
    private static final int SAMPLE = 3;
    /** Only the kernels whose path holds the system property {@code rewrite.only}, when it is set. */
    private static final String ONLY = System.getProperty("rewrite.only", "");
    /** Only the rewrites whose name the regular expression {@code rewrite.named} finds in, when it is set. */
    private static final java.util.regex.Pattern NAMED = java.util.regex.Pattern.compile(System.getProperty("rewrite.named", ""));

    /** The kernels: the examples, the broken examples, two files of each rule folder, and some corpus files. */
    static List<Kernel> kernels() throws IOException {
        List<Kernel> out = new ArrayList<>();
        for (String dir : List.of("examples/kernels", "examples/kernels/broken")) {
            out.addAll(files(ROOT.resolve(dir), 1).stream().map(p -> new Kernel(p, null)).toList());
        }
        try (Stream<Path> dirs = Files.list(ROOT.resolve("simulator/src/test/resources/rules"))) {
            for (Path dir : dirs.sorted().toList()) {
                files(dir, 1).stream().limit(2).forEach(p -> out.add(new Kernel(p, null)));
            }
        }
        if (Files.isDirectory(CORPUS)) {
            for (String file : CORPUS_FILES) {
                out.add(new Kernel(CORPUS.resolve("src").resolve(file), CORPUS));
            }
        }
        return out;
    }

    private static List<Path> files(Path dir, int depth) throws IOException {
        try (Stream<Path> s = Files.walk(dir, depth)) {
            return s.filter(p -> p.toString().endsWith(".rs")).sorted().toList();
        }
    }

    @Test
    void everyRewriteKeepsEveryKernelsFindings(@TempDir Path tmp) throws IOException {
        List<String> broken = check(tmp, kernels(), SAMPLE, Kernels::verify);
        assertEquals(List.of(), broken, String.join("\n", broken));
    }

    /**
     * The rewrites the reader once failed, whatever the sample: a body in a {@code loop}'s {@code break} or
     * in a closure called in place ({@code to_hbm}'s {@code Element} then comes from the function's result
     * type), and the API's types renamed by {@code use … as} or written with their crate's path.
     */
    @Test
    void theRewritesOnceMisreadKeepTheFindings(@TempDir Path tmp) throws IOException {
        Kernel k = new Kernel(ROOT.resolve("examples/kernels/binary_add.rs"), null);
        String source = Files.readString(k.file());
        assertEquals("exit 0: []", Kernels.verify(k.file()));
        int n = 0;
        for (Rewrite r : List.of(new BodyWrappers(BodyWrappers.Wrapper.LOOP_BREAK),
                new BodyWrappers(BodyWrappers.Wrapper.CLOSURE), new PreludeNames(false), new PreludeNames(true))) {
            Path dir = Files.createDirectories(tmp.resolve("r" + n++));
            assertEquals("exit 0: []", Kernels.verify(k.writeRewritten(dir, r.apply(source).orElseThrow())), r.name());
        }
    }

    @Test
    void everyRewriteKeepsTheSimulateVerdicts(@TempDir Path tmp) throws IOException {
        List<Kernel> few = kernels().stream().filter(k -> k.crate() == null).filter(k -> {
            String n = k.file().getFileName().toString();
            return n.equals("binary_add.rs") || n.equals("skipped_tile.rs");
        }).toList();
        assertEquals(2, few.size(), few.toString());
        List<String> broken = check(tmp, few, 1, Kernels::simulate);
        assertEquals(List.of(), broken, String.join("\n", broken));
    }

    /** Each (rewrite, kernel) pair whose rewritten kernel gets another answer than its original. */
    private static List<String> check(Path tmp, List<Kernel> kernels, int perRewrite, Function<Path, String> answer)
            throws IOException {
        List<String> broken = new ArrayList<>();
        Map<String, Integer> byRewrite = new TreeMap<>();
        int pairs = 0;
        int n = 0;
        Path kept = Path.of("target/rewrites");
        if (ALL && Files.isDirectory(kept)) {
            try (Stream<Path> old = Files.walk(kept)) { // the pairs of an earlier run
                for (Path p : old.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Path log = Path.of("target/rewrite-law.log");
        Files.writeString(log, "");
        int stride = Math.max(1, kernels.size() / perRewrite);
        for (int ki = 0; ki < kernels.size(); ki++) {
            Kernel k = kernels.get(ki);
            if (!k.file().toString().contains(ONLY)) {
                continue;
            }
            String source = Files.readString(k.file());
            String original = null;
            for (int ri = 0; ri < REWRITES.size(); ri++) {
                Rewrite r = REWRITES.get(ri);
                if (!NAMED.matcher(r.name()).find()) {
                    continue;
                }
                if (!ALL && kernels.size() > perRewrite && (ki + ri * 7) % stride != 0) {
                    continue;
                }
                Optional<String> rewritten = r.apply(source);
                if (rewritten.isEmpty() || rewritten.get().equals(source)) {
                    continue;
                }
                pairs++;
                if (original == null) {
                    original = answer.apply(k.file());
                }
                Path dir = Files.createDirectories((ALL ? kept : tmp).resolve("p" + n++));
                String got = answer.apply(k.writeRewritten(dir, rewritten.get()));
                Files.writeString(log, "pair " + r.name() + " " + k.label() + "\n", java.nio.file.StandardOpenOption.APPEND);
                if (!got.equals(original)) {
                    String line = r.name() + " on " + k.label() + ": " + original + " became " + got + " (" + dir + ")";
                    broken.add(line);
                    byRewrite.merge(r.name(), 1, Integer::sum);
                    Files.writeString(log, line + "\n", java.nio.file.StandardOpenOption.APPEND);
                }
            }
        }
        System.out.println("rewrite law: " + broken.size() + " of " + pairs + " pairs broken " + byRewrite);
        broken.forEach(System.out::println);
        return broken;
    }
}
