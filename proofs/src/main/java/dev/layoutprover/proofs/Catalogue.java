package dev.layoutprover.proofs;

import dev.layoutprover.algebra.text.Utf8Text;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Loads claims from files and directories. A directory contributes every {@code *.claims} file
 * below it (in path order, skipping {@code target} and hidden directories); a file named
 * explicitly is read whatever its name (and whatever it is: {@code /dev/null} holds 0 claims).
 * A UTF-8 byte-order mark at the start of a file is skipped. Claim names must be unique across
 * everything loaded; no claims at all is an empty catalogue, not an error.
 *
 * <p>Example: {@code Catalogue.load(List.of(Path.of("proofs")))} reads {@code proofs/*.claims}.
 */
public final class Catalogue {

    /** The extension of claim files found in directories. */
    public static final String EXTENSION = ".claims";

    private Catalogue() {}

    /** Every claim of {@code paths}; throws {@link CatalogueException} listing every problem, reading nothing else. */
    public static List<Claim> load(List<Path> paths) {
        List<CatalogueException.Problem> problems = new ArrayList<>();
        List<Claim> claims = new ArrayList<>();
        Map<String, Claim> byName = new HashMap<>();
        for (Path file : files(paths, problems)) {
            String text;
            try {
                text = withoutByteOrderMark(Utf8Text.read(file));
            } catch (Utf8Text.Malformed e) {
                problems.add(new CatalogueException.Problem(file.toString(), 0, e.getMessage()));
                continue;
            } catch (IOException e) {
                problems.add(new CatalogueException.Problem(file.toString(), 0, "cannot be read: " + e.getMessage()));
                continue;
            }
            try {
                for (Claim c : ClaimParser.parse(file, text)) {
                    Claim earlier = byName.putIfAbsent(c.name(), c);
                    if (earlier != null) {
                        problems.add(new CatalogueException.Problem(file.toString(), c.line(), "claim " + c.name()
                                + " is already defined at " + earlier.location()));
                    } else {
                        claims.add(c);
                    }
                }
            } catch (CatalogueException e) {
                problems.addAll(e.problems());
            }
        }
        if (!problems.isEmpty()) {
            throw new CatalogueException(problems);
        }
        return claims;
    }

    /** The text without a UTF-8 byte-order mark at its start, which some editors write. */
    static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static List<Path> files(List<Path> paths, List<CatalogueException.Problem> problems) {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isRegularFile(p) || Files.exists(p) && !Files.isDirectory(p)) {
                // Named explicitly: read whatever it is (a pipe, /dev/null).
                out.add(p);
            } else if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    walk.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(EXTENSION))
                            .filter(f -> !skipped(p.relativize(f)))
                            .sorted()
                            .forEach(out::add);
                } catch (IOException e) {
                    problems.add(new CatalogueException.Problem(p.toString(), 0, "cannot be listed: " + e.getMessage()));
                }
            } else {
                problems.add(new CatalogueException.Problem(p.toString(), 0, "no such file or directory"));
            }
        }
        return out;
    }

    /** True for files under a {@code target} or hidden directory. */
    private static boolean skipped(Path relative) {
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            String part = relative.getName(i).toString();
            if (part.equals("target") || part.startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
