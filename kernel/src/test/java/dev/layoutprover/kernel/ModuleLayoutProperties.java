package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * However a crate's modules are nested and laid out (inline {@code mod x { … }}, {@code x.rs},
 * {@code x/mod.rs}), the same device functions are found at the same paths, and the axes each
 * reaches through {@code use super::*} chains resolve to the root's.
 */
class ModuleLayoutProperties {

    enum Layout { INLINE, FILE, DIR }

    /** Module {@code i} (1-based) has parent {@code parents.get(i - 1)} (0 is the root) and a layout. */
    record Tree(List<Integer> parents, List<Layout> layouts) {}

    @Provide
    Arbitrary<Tree> trees() {
        return Arbitraries.integers().between(1, 6).flatMap(n -> {
            List<Arbitrary<Integer>> parents = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                parents.add(Arbitraries.integers().between(0, i - 1));
            }
            Arbitrary<List<Integer>> ps = Combinators.combine(parents).as(List::copyOf);
            Arbitrary<List<Layout>> ls = Arbitraries.of(Layout.class).list().ofSize(n);
            return Combinators.combine(ps, ls).as(Tree::new);
        });
    }

    @Property(tries = 40)
    void everyLayoutOfTheSameTreeResolvesToTheSameFunctions(@ForAll("trees") Tree tree) throws IOException {
        Path dir = Files.createTempDirectory("crate");
        try {
            write(dir, tree);
            KernelListing.Listing r = KernelListing.of(CrateReader.read(dir));
            assertEquals(List.of(), r.errors());
            assertEquals(expectedPaths(tree), new TreeSet<>(r.functions().stream().map(DeviceFunction::path).toList()));
            for (DeviceFunction f : r.functions()) {
                assertEquals(Map.of("A", 64L), f.params().get(1).type().tensor().orElseThrow().mappings().get(1).axes());
            }
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static String name(int i) {
        return "m" + i;
    }

    private static List<String> path(Tree t, int i) {
        List<String> out = new ArrayList<>();
        for (int m = i; m != 0; m = t.parents().get(m - 1)) {
            out.add(0, name(m));
        }
        return out;
    }

    private static TreeSet<String> expectedPaths(Tree t) {
        TreeSet<String> out = new TreeSet<>();
        out.add("root_kernel");
        for (int i = 1; i <= t.parents().size(); i++) {
            out.add(String.join("::", path(t, i)) + "::k" + i);
        }
        return out;
    }

    private static void write(Path dir, Tree t) throws IOException {
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"generated\"\n");
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(dir.resolve("src/lib.rs"), "axes![A = 64];\n" + kernel("root_kernel") + children(dir, t, 0));
    }

    /** The declarations of module {@code m}'s children, writing those that live in files. */
    private static String children(Path dir, Tree t, int m) {
        StringBuilder out = new StringBuilder();
        for (int c = 1; c <= t.parents().size(); c++) {
            if (t.parents().get(c - 1) != m) {
                continue;
            }
            String body = "use super::*;\n" + kernel("k" + c) + children(dir, t, c);
            List<String> p = path(t, c);
            Path parentDir = dir.resolve("src");
            for (String s : p.subList(0, p.size() - 1)) {
                parentDir = parentDir.resolve(s);
            }
            try {
                switch (t.layouts().get(c - 1)) {
                    case INLINE -> out.append("pub mod ").append(name(c)).append(" {\n").append(body).append("}\n");
                    case FILE -> {
                        Files.createDirectories(parentDir);
                        Files.writeString(parentDir.resolve(name(c) + ".rs"), body);
                        out.append("pub mod ").append(name(c)).append(";\n");
                    }
                    case DIR -> {
                        Files.createDirectories(parentDir.resolve(name(c)));
                        Files.writeString(parentDir.resolve(name(c)).resolve("mod.rs"), body);
                        out.append("mod ").append(name(c)).append(";\n");
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out.toString();
    }

    private static String kernel(String name) {
        return "#[device(chip = 1)]\npub fn " + name + "(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) {}\n";
    }
}
