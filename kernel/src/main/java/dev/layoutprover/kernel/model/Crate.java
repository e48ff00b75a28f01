package dev.layoutprover.kernel.model;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A crate as read: its root module (with every module below it), the files that could not be
 * read (each with its error; the other modules are read all the same), and which modules the
 * user named. Naming a crate names all its modules; naming one file of a crate names the
 * modules read from that file, while the whole crate is read so that what they use resolves.
 *
 * <p>Example: {@code CrateReader.read(Path.of("furiosa-visa-examples/src/matmul/matmul_4096.rs"))}
 * reads the whole crate from {@code src/lib.rs}; {@link #named()} is the one module
 * {@code matmul::matmul_4096}.
 *
 * <p>A file of a package's {@code tests/} (or {@code examples/}, {@code benches/}) is a crate of
 * its own that names the package's library crate by the package name, {@code -} written
 * {@code _} ({@code furiosa_visa_examples::matmul::A}): that library's root is one of its
 * {@link #externs()}.
 */
public final class Crate {

    private final String name;
    private final Path root;
    private final Module rootModule;
    private final List<KernelError> errors;
    private final List<Module> named;
    private final Names names;
    private final java.util.Map<String, Module> externs;
    private final Alone alone;

    /**
     * How a file read alone, in no package (no {@code Cargo.toml} above it), stands: the modules it
     * declares by {@code mod x;} with no file beside it. Such a file is often one module of a crate
     * copied out of it, so what its {@code use crate::…} and {@code use super::…} name was not read;
     * a function that needs such a name is not checked ({@link Names#sourcesOf}).
     */
    public record Alone(List<MissingModule> missing) {
        public Alone {
            missing = List.copyOf(missing);
        }
    }

    /**
     * A module declared by {@code mod name;} in {@code parent} whose file is not there: {@code expected}
     * says where it was looked for. Example: {@code mod attention;} in a lone {@code lib.rs}, expected
     * {@code attention.rs or attention/mod.rs}.
     */
    public record MissingModule(Module parent, String name, dev.layoutprover.kernel.syntax.Location at,
            String expected) {}

    Crate(String name, Path root, Module rootModule, List<KernelError> errors, List<Module> named) {
        this(name, root, rootModule, errors, named, java.util.Map.of());
    }

    Crate(String name, Path root, Module rootModule, List<KernelError> errors, List<Module> named,
            java.util.Map<String, Module> externs) {
        this(name, root, rootModule, errors, named, externs, null);
    }

    Crate(String name, Path root, Module rootModule, List<KernelError> errors, List<Module> named,
            java.util.Map<String, Module> externs, Alone alone) {
        this.alone = alone;
        this.externs = java.util.Map.copyOf(externs);
        this.name = name;
        this.root = root;
        this.rootModule = rootModule;
        this.errors = List.copyOf(errors);
        this.named = List.copyOf(named);
        this.names = new Names(this);
    }

    /** The crate's name: the package name of its Cargo.toml, or the root file's name. */
    public String name() {
        return name;
    }

    /** The crate's root file ({@code src/lib.rs}, or the single file read). */
    public Path rootFile() {
        return root;
    }

    public Module root() {
        return rootModule;
    }

    public List<Module> modules() {
        return rootModule.all();
    }

    /** The files that could not be read, in the order they were met. */
    public List<KernelError> errors() {
        return errors;
    }

    /** The modules the user named. */
    public List<Module> named() {
        return named;
    }

    /**
     * The files of the modules the named ones declare by {@code mod x;} that were not named
     * themselves, in reading order: a file names its own module only, as each file is verified
     * on its own. Example: naming {@code src/vector_engine.rs}, whose {@code mod normal; mod reduce;
     * mod zip;} are in {@code src/vector_engine/}, gives those three files; naming the crate, none.
     */
    public List<String> unnamedModuleFiles() {
        java.util.Set<Module> given = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        given.addAll(named);
        java.util.Set<String> files = new java.util.LinkedHashSet<>();
        for (Module m : named) {
            for (Module child : m.children().values()) {
                if (!given.contains(child) && !child.source().name().equals(m.source().name())) {
                    files.add(child.source().name());
                }
            }
        }
        return List.copyOf(files);
    }

    /**
     * This crate with {@code modules} (its own) named instead: {@link #functions()} are then theirs. Example:
     * a file of helpers named, and the modules of the device functions calling them named instead to run those.
     */
    public Crate naming(List<Module> modules) {
        return new Crate(name, root, rootModule, errors, modules, externs, alone);
    }

    /** This crate with its unreadable files set aside (they were reported; their modules are empty). */
    public Crate withoutErrors() {
        return errors.isEmpty() ? this : new Crate(name, root, rootModule, List.of(), named, externs, alone);
    }

    /**
     * Present when this crate is one file read alone, in no package: then its {@code use} of a module
     * that was not read is no error by itself, and its {@code mod x;} without a file is listed here.
     */
    public java.util.Optional<Alone> alone() {
        return java.util.Optional.ofNullable(alone);
    }

    /** The root modules of the crates this one names by crate name ({@code furiosa_visa_examples}), by that name. */
    public java.util.Map<String, Module> externs() {
        return externs;
    }

    /**
     * The crates this one names ({@link #externs()}), each read as a crate of its own: what cargo
     * builds first, so a test file of a package does not build when its library does not.
     * Example: for {@code tests/binary_add_tests.rs}, the crate {@code furiosa_visa_examples} with
     * every module of the package's {@code src/}.
     */
    public List<Crate> externCrates() {
        return externs.entrySet().stream().map(e -> new Crate(e.getKey(), Path.of(e.getValue().source().name()),
                e.getValue(), List.of(), e.getValue().all())).toList();
    }

    /** The modules of this crate, then those of its {@link #externs()}. */
    public List<Module> everyModule() {
        List<Module> out = new ArrayList<>(modules());
        externs.values().forEach(m -> out.addAll(m.all()));
        return out;
    }

    public Names names() {
        return names;
    }

    /** Every function of the named modules with its module, in file order. */
    public List<Located> functions() {
        List<Located> out = new ArrayList<>();
        for (Module m : named) {
            for (Ast.Function f : m.items().functions()) {
                out.add(new Located(m, f));
            }
        }
        return out;
    }

    /** Every function of every module of this crate (not of its externs), in module and file order. */
    public List<Located> everyFunction() {
        List<Located> out = new ArrayList<>();
        for (Module m : modules()) {
            for (Ast.Function f : m.items().functions()) {
                out.add(new Located(m, f));
            }
        }
        return out;
    }

    /** A function and the module it is an item of. */
    public record Located(Module module, Ast.Function function) {
        public String path() {
            return module.pathOf(function.name());
        }
    }
}
