package dev.layoutprover.algebra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering inside the algebra: parsing and printing ({@code algebra.text}) depend on the values
 * ({@code Mapping}, {@code Axes}, {@code CuteLayout}, {@code XlaShape}, …), never the other way
 * round. The check reads the compiled classes: a class refers to another exactly when the other's
 * internal name ({@code dev/layoutprover/algebra/text/MappingParser}) stands in its constant pool,
 * whether it was imported, written in full or only thrown.
 */
class ValuesDoNotDependOnTextTest {

    private static final String TEXT = "dev/layoutprover/algebra/text/";

    @Test
    void noClassOutsideTheTextPackageRefersToIt() throws IOException, URISyntaxException {
        Path root = classesRoot();
        Path text = root.resolve(TEXT);
        assertTrue(Files.isDirectory(text), "the text package is compiled under " + root);
        List<String> offenders;
        try (Stream<Path> files = Files.walk(root)) {
            offenders = files.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> !p.startsWith(text))
                    .filter(ValuesDoNotDependOnTextTest::refersToText)
                    .map(p -> root.relativize(p).toString())
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), offenders, "these value classes refer to algebra.text");
    }

    @Test
    void theCheckSeesAReferenceWhereThereIsOne() throws IOException, URISyntaxException {
        Path parser = classesRoot().resolve(TEXT + "MappingParser.class");
        assertTrue(refersToText(parser), "MappingParser refers to its own package's TokenStream");
        assertFalse(refersToText(classesRoot().resolve("dev/layoutprover/algebra/Mapping.class")));
    }

    private static Path classesRoot() throws URISyntaxException {
        return Path.of(Mapping.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static boolean refersToText(Path classFile) {
        try {
            // Internal names are stored as modified UTF-8, which is ASCII for these names.
            return new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1).contains(TEXT);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
