package dev.layoutprover.kernel.model;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.RustSyntax;
import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a crate from what the user names: a {@code Cargo.toml}, a crate directory (its
 * {@code src/lib.rs} or {@code src/main.rs}), or one {@code .rs} file. From the root file it
 * follows every {@code mod x;} to {@code x.rs} or {@code x/mod.rs} (beside a {@code lib.rs},
 * {@code main.rs} or {@code mod.rs}; under a directory named after any other file) and reads
 * inline {@code mod x { … }}. A {@code .rs} file inside a crate's {@code src/} is read with its
 * whole crate (found upward from it) and names only its own modules; a file in no crate, or
 * one the crate does not reach ({@code tests/}, {@code examples/}), is a crate of its own: its root,
 * whose {@code mod x;} are followed from its directory as rustc does, the {@code macro_rules!} of
 * every module file known in every file (so {@code #[macro_use] mod kernels;} serves the root).
 * A file that cannot be read or parsed is recorded with its error and the rest is read.
 *
 * <p>Example: {@code CrateReader.read(Path.of("furiosa-visa-examples/Cargo.toml"))} reads 42
 * files from {@code src/lib.rs}; {@code tests/} is not read.
 */
public final class CrateReader {

    private static final Pattern PACKAGE_NAME = Pattern.compile("(?m)^\\s*name\\s*=\\s*\"([^\"]+)\"");

    private final List<KernelError> errors = new ArrayList<>();
    /**
     * Files of a crate's src/ parsed ahead, in parallel: the lowered file, or the error that stopped
     * it, by path, name shown, size and modification time (so one process reading a crate file by
     * file parses each file once).
     */
    private static final java.util.Map<List<Object>, Object> PARSED = new java.util.concurrent.ConcurrentHashMap<>();
    /**
     * The {@code macro_rules!} each file of {@link #PARSED} defines, by the same key, so a later root
     * that reaches an already parsed macro module still expands its macros.
     */
    private static final java.util.Map<List<Object>, java.util.Map<String, Lowering.MacroText>> MACROS =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static List<Object> key(Path file, String shown) {
        try {
            return List.of(file.toAbsolutePath().normalize().toString(), shown, Files.size(file),
                    Files.getLastModifiedTime(file).toMillis());
        } catch (IOException e) {
            return List.of(file.toAbsolutePath().normalize().toString(), shown);
        }
    }
    private final List<Module> fileModules = new ArrayList<>();
    /** Every file read, with the name shown for it, in reading order. */
    private final java.util.Map<Path, String> reached = new java.util.LinkedHashMap<>();
    private Path target;
    /**
     * Set while reading a file alone (in no package): its {@code mod x;} without a file, else null. When
     * none of its modules has a file, the file is most likely one module copied out of its crate, and
     * they are warnings; when some have one, a missing one is an error, as in a crate.
     */
    private List<Crate.MissingModule> missing;

    private CrateReader() {}

    /** Thrown for a path that is no kernel file or crate; the message names the path. */
    public static final class NotACrate extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotACrate(String message) {
            super(message);
        }
    }

    /**
     * One parsed text, on no disk, as a crate of its own; its inline modules are read, a {@code mod x;}
     * is an error (a file on disk with its module files is {@link #read}).
     */
    public static Crate single(Ast.File file) {
        CrateReader r = new CrateReader();
        Module root = new Module(List.of(), null, file.source(), file, Ast.Visibility.PUBLIC);
        r.inline(root, file);
        String name = file.source().name();
        return new Crate(name.replaceFirst("\\.rs$", ""), Path.of(name), root, r.errors, root.all());
    }

    private void inline(Module m, Ast.File items) {
        for (Ast.Declaration d : items.declarations()) {
            if (d instanceof Ast.ModDecl mod) {
                if (mod.body().isEmpty()) {
                    errors.add(new KernelError(mod.at(), "mod " + mod.name() + "; names a file of a crate: read the "
                            + "crate (its directory or Cargo.toml) rather than this text alone"));
                    continue;
                }
                List<String> path = new ArrayList<>(m.path());
                path.add(mod.name());
                Module child = new Module(path, m, m.source(), mod.body().get(), mod.visibility(), mod.type());
                m.add(mod.name(), child);
                inline(child, mod.body().get());
            }
        }
    }

    public static Crate read(Path given) {
        return new CrateReader().load(given);
    }

    private Crate load(Path given) {
        if (Files.isDirectory(given)) {
            return crateAt(given, given);
        }
        if (!Files.isRegularFile(given)) {
            throw new NotACrate(given + (given.toString().endsWith(".rs") ? ": no such file"
                    : ": no such file or directory"));
        }
        if (given.getFileName().toString().equals("Cargo.toml")) {
            Path dir = given.toAbsolutePath().getParent();
            return crateAt(given.getParent() == null ? Path.of(".") : given.getParent(), dir);
        }
        if (!given.toString().endsWith(".rs")) {
            throw new NotACrate(given + ": expected a .rs file, a crate directory or a Cargo.toml");
        }
        Optional<Crate> inCrate = enclosingCrate(given);
        if (inCrate.isPresent()) {
            return inCrate.get();
        }
        Optional<Crate> inTest = enclosingTestCrate(given);
        if (inTest.isPresent()) {
            return inTest.get();
        }
        boolean alone = packageOf(given).isEmpty();
        if (alone) {
            missing = new ArrayList<>();
        }
        Module root = readFile(given, given.toString(), List.of(), null, Ast.Visibility.PUBLIC, parentOf(given));
        if (reached.size() > 1) {
            // a root file with module files: read again with every reached file's macro_rules! known, so
            // the root sees what #[macro_use] mod kernels; brings in, as in a crate
            java.util.Map<Path, String> shown = new java.util.LinkedHashMap<>(reached);
            parseAhead(shown);
            // its module files are beside it, so one missing is an error, as in a crate
            CrateReader again = new CrateReader();
            Module m = again.readFile(given, given.toString(), List.of(), null, Ast.Visibility.PUBLIC,
                    parentOf(given));
            return new Crate(stem(given), given, m, again.errors, m.all(), packageLibrary(given),
                    alone ? new Crate.Alone(List.of()) : null);
        }
        return new Crate(stem(given), given, root, errors, root.all(), packageLibrary(given),
                alone ? new Crate.Alone(missing) : null);
    }

    /** The directory of the package (the nearest {@code Cargo.toml} above) {@code file} is in, if any. */
    private static Optional<Path> packageOf(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        for (Path d = abs.getParent(); d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("Cargo.toml"))) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /**
     * The library of the package a file outside its {@code src/} belongs to ({@code tests/x.rs}),
     * by the name its code uses for it (the package name, {@code -} written {@code _}); none when
     * the file is in no package or the package has no {@code src/lib.rs}. The library's own read
     * errors are not the file's: its modules that could not be read are empty.
     */
    private static java.util.Map<String, Module> packageLibrary(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        for (Path d = abs.getParent(); d != null; d = d.getParent()) {
            if (!Files.isRegularFile(d.resolve("Cargo.toml"))) {
                continue;
            }
            Path lib = d.resolve("src").resolve("lib.rs");
            if (!Files.isRegularFile(lib) || abs.startsWith(d.resolve("src"))) {
                return java.util.Map.of();
            }
            Path shown = shownFor(file, abs, d);
            Crate library = new CrateReader().crateAt(shown, d);
            return java.util.Map.of(library.name().replace('-', '_'), library.root());
        }
        return java.util.Map.of();
    }

    private Crate crateAt(Path shown, Path dir) {
        Optional<Path> rootFile = rootFile(dir);
        if (rootFile.isEmpty()) {
            if (Files.isRegularFile(dir.resolve("lib.rs"))) {
                rootFile = Optional.of(dir.resolve("lib.rs").toAbsolutePath().normalize());
            } else {
                throw new NotACrate(shown + ": no src/lib.rs or src/main.rs (a crate directory or a Cargo.toml is "
                        + "expected)");
            }
        }
        Path rel = dir.toAbsolutePath().normalize().relativize(rootFile.get());
        Path root = shown.resolve(rel);
        parseAhead(rootFile.get().getParent(), parentOf(root));
        Module m = readFile(root, root.toString(), List.of(), null, Ast.Visibility.PUBLIC, parentOf(root));
        return new Crate(packageName(dir).orElse(dir.toAbsolutePath().normalize().getFileName().toString()), root, m,
                errors, m.all());
    }

    private Optional<Crate> enclosingCrate(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        for (Path d = abs.getParent(); d != null; d = d.getParent()) {
            if (!Files.isRegularFile(d.resolve("Cargo.toml"))) {
                continue;
            }
            Optional<Path> root = rootFile(d);
            if (root.isEmpty() || !abs.startsWith(d.resolve("src"))) {
                return Optional.empty();
            }
            target = abs;
            Path shownRoot = shownFor(file, abs, d).resolve(d.relativize(root.get()));
            parseAhead(root.get().getParent(), parentOf(shownRoot));
            Module m = readFile(shownRoot, shownRoot.toString(), List.of(), null, Ast.Visibility.PUBLIC,
                    parentOf(shownRoot));
            if (fileModules.isEmpty()) {
                errors.clear();
                target = null;
                return Optional.empty();
            }
            return Optional.of(new Crate(packageName(d).orElse(d.getFileName().toString()), shownRoot, m, errors,
                    fileModules));
        }
        return Optional.empty();
    }

    /**
     * The test crate a file below a subdirectory of its package's {@code tests/} is a module of, as
     * cargo builds it: the first {@code tests/*.rs} root (by name) whose {@code mod} declarations reach
     * the file, read whole, naming the file's modules; empty when none reaches it. Example:
     * {@code tests/vector_engine/zip.rs} is the module {@code vector_engine::zip} of the crate
     * {@code tests/vector_engine_tests.rs}, whose {@code mod common;} its {@code use crate::common::…} names.
     */
    private Optional<Crate> enclosingTestCrate(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Optional<Path> pkg = packageOf(file);
        if (pkg.isEmpty()) {
            return Optional.empty();
        }
        Path tests = pkg.get().resolve("tests");
        if (!abs.startsWith(tests) || abs.getParent().equals(tests)) {
            return Optional.empty();
        }
        List<Path> roots;
        try (java.util.stream.Stream<Path> list = Files.list(tests)) {
            roots = list.filter(f -> f.toString().endsWith(".rs") && Files.isRegularFile(f)).sorted().toList();
        } catch (IOException e) {
            return Optional.empty();
        }
        for (Path root : roots) {
            CrateReader reader = new CrateReader();
            reader.target = abs;
            // the root named as the user named the file: tests/vector_engine/zip.rs gives tests/vector_engine_tests.rs
            Path shownRoot = file.getParent().resolve(abs.getParent().relativize(root)).normalize();
            Module m = reader.readFile(shownRoot, shownRoot.toString(), List.of(), null, Ast.Visibility.PUBLIC,
                    parentOf(shownRoot));
            if (!reader.fileModules.isEmpty()) {
                return Optional.of(new Crate(stem(root), shownRoot, m, reader.errors, reader.fileModules,
                        packageLibrary(root)));
            }
        }
        return Optional.empty();
    }

    /**
     * Parses every {@code .rs} file under {@code srcDir} on all cores, each named as the user sees it
     * ({@code shownSrc} and its path below); {@link #readFile} takes them from there.
     */
    private void parseAhead(Path srcDir, Path shownSrc) {
        java.util.Map<Path, String> files = new java.util.LinkedHashMap<>();
        try (java.util.stream.Stream<Path> walk = Files.walk(srcDir)) {
            walk.filter(f -> f.toString().endsWith(".rs") && Files.isRegularFile(f))
                    .forEach(f -> files.put(f, shownSrc.resolve(srcDir.relativize(f)).toString()));
        } catch (IOException | UncheckedIOException e) {
            return;
        }
        parseAhead(files);
    }

    /** Parses {@code files} (each with the name shown for it) on all cores, every file's macros known to all. */
    private static void parseAhead(java.util.Map<Path, String> files) {
        // two passes: every file's macro_rules! first, so a file invoking a macro another file defines
        // (#[macro_use] mod macros;) expands it
        java.util.Map<Path, Object> parsed = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.Map<String, Lowering.MacroText> macros = new java.util.concurrent.ConcurrentHashMap<>();
        files.keySet().parallelStream().forEach(f -> {
            String shown = files.get(f);
            java.util.Map<String, Lowering.MacroText> known = MACROS.get(key(f, shown));
            if (known != null && PARSED.containsKey(key(f, shown))) {
                macros.putAll(known);
                return;
            }
            try {
                try {
                    Source source = Source.read(f, shown);
                    RustSyntax.Parsed p = RustSyntax.parse(source);
                    java.util.Map<String, Lowering.MacroText> own = Lowering.macroRules(p);
                    macros.putAll(own);
                    MACROS.put(key(f, shown), own);
                    parsed.put(f, p);
                } catch (KernelError e) {
                    parsed.put(f, e);
                }
            } catch (IOException | UncheckedIOException e) {
                // read again, and reported, if the crate reaches it
            }
        });
        parsed.entrySet().parallelStream().forEach(e -> {
            List<Object> key = key(e.getKey(), files.get(e.getKey()));
            if (e.getValue() instanceof RustSyntax.Parsed p) {
                try {
                    PARSED.put(key, Lowering.file(p, macros));
                } catch (KernelError k) {
                    PARSED.put(key, k);
                }
            } else {
                PARSED.put(key, e.getValue());
            }
        });
    }

    private static Path parentOf(Path p) {
        return p.getParent() == null ? Path.of("") : p.getParent();
    }

    /** The crate directory as the user would write it, from the file they named. */
    private static Path shownFor(Path given, Path abs, Path crateDir) {
        Path up = crateDir.relativize(abs);
        Path shown = given;
        for (int i = 0; i < up.getNameCount(); i++) {
            shown = shown.getParent();
            if (shown == null) {
                return crateDir;
            }
        }
        return shown;
    }

    private static Optional<Path> rootFile(Path dir) {
        for (String name : List.of("src/lib.rs", "src/main.rs")) {
            Path p = dir.resolve(name);
            if (Files.isRegularFile(p)) {
                return Optional.of(p.toAbsolutePath().normalize());
            }
        }
        return Optional.empty();
    }

    private static Optional<String> packageName(Path dir) {
        Path toml = dir.resolve("Cargo.toml");
        if (!Files.isRegularFile(toml)) {
            return Optional.empty();
        }
        try {
            Matcher m = PACKAGE_NAME.matcher(Files.readString(toml, StandardCharsets.UTF_8));
            return m.find() ? Optional.of(m.group(1)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String stem(Path file) {
        String n = file.getFileName().toString();
        return n.endsWith(".rs") ? n.substring(0, n.length() - 3) : n;
    }

    /** Reads one file as the module {@code path}; {@code dir} is where its {@code mod x;} files are. */
    private Module readFile(Path file, String shown, List<String> path, Module parent, Ast.Visibility vis, Path dir) {
        Source source;
        Ast.File items;
        reached.put(file, shown);
        Object ahead = PARSED.get(key(file, shown));
        if (ahead instanceof Ast.File f) {
            return withChildren(file, f.source(), f, path, parent, vis, dir);
        }
        if (ahead instanceof KernelError e) {
            errors.add(e);
            return withChildren(file, e.location().source(), new Ast.File(e.location().source(), List.of(), List.of()),
                    path, parent, vis, dir);
        }
        try {
            source = Source.read(file, shown);
        } catch (KernelError e) {
            errors.add(e);
            return new Module(path, parent, e.location().source(), new Ast.File(e.location().source(), List.of(),
                    List.of()), vis);
        } catch (IOException | UncheckedIOException e) {
            source = Source.of(shown, "");
            errors.add(new KernelError(source.at(0), "cannot read: " + e.getMessage()));
            return new Module(path, parent, source, new Ast.File(source, List.of(), List.of()), vis);
        }
        try {
            items = Lowering.parse(source);
        } catch (KernelError e) {
            errors.add(e);
            items = new Ast.File(source, List.of(), List.of());
        }
        return withChildren(file, source, items, path, parent, vis, dir);
    }

    private Module withChildren(Path file, Source source, Ast.File items, List<String> path, Module parent,
            Ast.Visibility vis, Path dir) {
        Module m = new Module(path, parent, source, items, vis);
        if (target != null && file.toAbsolutePath().normalize().equals(target)) {
            fileModules.add(m);
        }
        children(m, items, file, dir, false);
        return m;
    }

    /**
     * Reads the modules {@code items} declares into {@code m}: {@code dir} is where their files are,
     * {@code inline} whether {@code items} is an inline {@code mod x { … }} of {@code file}.
     */
    private void children(Module m, Ast.File items, Path file, Path dir, boolean inline) {
        for (Ast.Declaration d : items.declarations()) {
            if (!(d instanceof Ast.ModDecl mod)) {
                continue;
            }
            List<String> childPath = new ArrayList<>(m.path());
            childPath.add(mod.name());
            if (m.children().containsKey(mod.name())) {
                errors.add(new KernelError(mod.at(), "the module " + mod.name() + " is declared twice"));
                continue;
            }
            if (mod.body().isPresent()) {
                Module child = new Module(childPath, m, m.source(), mod.body().get(), mod.visibility(), mod.type());
                m.add(mod.name(), child);
                if (fileModules.contains(m)) {
                    fileModules.add(child);
                }
                children(child, mod.body().get(), file, dir.resolve(mod.name()), true);
                continue;
            }
            if (mod.file().isPresent()) {
                // #[path]: relative to the directory of the file declaring it (of the inline module's
                // directory inside an inline module); the file read is a mod.rs whose children sit beside it
                Path base = inline ? dir : file.getParent() != null ? file.getParent() : file.toAbsolutePath().getParent();
                Path named = base.resolve(mod.file().get()).normalize();
                if (!Files.isRegularFile(named)) {
                    errors.add(new KernelError(mod.at(), "no file for the module " + mod.name() + ": its #[path] names "
                            + named + ", which is not a file"));
                    continue;
                }
                m.add(mod.name(), readFile(named, named.toString(), childPath, m, mod.visibility(), named.getParent()));
                continue;
            }
            Path flat = dir.resolve(mod.name() + ".rs");
            Path nested = dir.resolve(mod.name()).resolve("mod.rs");
            boolean hasFlat = Files.isRegularFile(flat);
            boolean hasNested = Files.isRegularFile(nested);
            if (hasFlat && hasNested) {
                errors.add(new KernelError(mod.at(), "the module " + mod.name() + " is in two files: " + flat + " and "
                        + nested));
                continue;
            }
            if (!hasFlat && !hasNested) {
                if (missing != null) {
                    missing.add(new Crate.MissingModule(m, mod.name(), mod.at(), flat + " or " + nested));
                    continue;
                }
                errors.add(new KernelError(mod.at(), "no file for the module " + mod.name() + ": expected " + flat
                        + " or " + nested));
                continue;
            }
            Path f = hasFlat ? flat : nested;
            Module child = readFile(f, f.toString(), childPath, m, mod.visibility(), dir.resolve(mod.name()));
            m.add(mod.name(), child);
        }
    }
}
