package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout kernels}: the {@code #[device]} functions of kernel files and crates, their types resolved. */
@Command(name = "kernels", sortOptions = false,
        header = "List the #[device] functions of kernel files and crates, with their tensor types resolved.",
        description = {"Read each PATH (a .rs file, a crate directory or its Cargo.toml; a directory that",
                "is no crate: each .rs file in it) and list every",
                "#[device] function: its Rust path in its crate, file:line, chip count, parameters and result.",
                "A crate is read from src/lib.rs (or src/main.rs) following mod declarations; tests/,",
                "benches/ and examples/ are read only when named. A file inside a crate's src/ is read with",
                "its crate, and lists its own functions.", "",
                "Example: layout kernels --format json ../shared/corpus/furiosa-visa-examples"},
        footer = {"", "--format json prints an array, one object per function: {\"path\", \"file\", \"line\", \"chip\",",
                "\"params\": [{\"name\", \"type\", \"output\", \"tensor\": {\"kind\", \"element\", \"mappings\": [{\"role\",",
                "\"written\", \"resolved\", \"axes\"}], \"array\"}}], \"returns\"}; \"tensor\" is null for a parameter",
                "that is no tensor (a &mut Context), \"returns\" null for no result. \"array\" is an HBM tensor's",
                "NumPy array for simulate --input and --output: {\"axes\", \"shape\"}, its axes in the order",
                "they first appear in its mapping (null for other tensors); the text lists it as [AXIS=N, …].", "",
                "Exit status: 0 listed, 2 bad input (a file that cannot be read or parsed, a name that does not",
                "resolve; the error goes to standard error with file:line:column, the other files are listed)."})
final class KernelsCommand implements Callable<Integer> {

    @Mixin
    TextOrJson format;

    @Parameters(index = "0..*", arity = "1..*", paramLabel = "PATH",
            description = "Kernel files (.rs), crate directories or Cargo.toml files.")
    List<String> paths;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int worst = 0;
        List<DeviceFunction> all = new ArrayList<>();
        for (String p : KernelFiles.distinct(paths)) {
            List<Crate> crates;
            try {
                crates = KernelFiles.crates(p);
            } catch (Inputs.BadInput e) {
                error(e.getMessage());
                worst = 2;
                continue;
            }
            for (Crate crate : crates) {
                KernelListing.Listing r = KernelListing.of(crate);
                for (KernelError e : r.errors()) {
                    error(e.getMessage());
                    worst = 2;
                }
                for (KernelError e : r.unresolved()) {
                    spec.commandLine().getErr().println("warning: " + Guard.visible(e.getMessage()));
                    spec.commandLine().getErr().flush();
                }
                all.addAll(r.functions());
            }
        }
        String out = format.json() ? Json.write(all.stream().map(KernelsCommand::json).toList())
                : all.stream().map(KernelsCommand::text).collect(Collectors.joining("\n"));
        if (!out.isEmpty()) {
            spec.commandLine().getOut().println(out);
        }
        spec.commandLine().getOut().flush();
        return worst;
    }

    private void error(String message) {
        spec.commandLine().getErr().println("error: " + Guard.visible(message));
        spec.commandLine().getErr().flush();
    }

    /**
     * {@code file:line  path  chip=N  (name: Type [AXIS=N, …], …) -> Type [AXIS=N, …]}, an HBM
     * tensor followed by its NumPy array's axes and sizes in order.
     */
    static String text(DeviceFunction f) {
        String params = f.params().stream().map(p -> p.name() + ": " + written(p.type()))
                .collect(Collectors.joining(", "));
        return f.file() + ":" + f.line() + "  " + f.path() + "  chip=" + f.chip() + "  (" + params + ")"
                + f.returns().map(r -> " -> " + written(r)).orElse("");
    }

    private static String written(DeviceFunction.TypeInfo t) {
        return t.written() + t.tensor().flatMap(DeviceFunction.TensorType::array).map(a -> a.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ", " [", "]"))).orElse("");
    }

    static Map<String, Object> json(DeviceFunction f) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("path", f.path());
        o.put("file", f.file());
        o.put("line", f.line());
        o.put("chip", f.chip());
        List<Object> params = new ArrayList<>();
        for (DeviceFunction.Param p : f.params()) {
            Map<String, Object> po = new LinkedHashMap<>();
            po.put("name", p.name());
            po.putAll(type(p.type()));
            params.add(po);
        }
        o.put("params", params);
        o.put("returns", f.returns().map(KernelsCommand::type).orElse(null));
        return o;
    }

    private static Map<String, Object> array(Map<String, Long> axes) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("axes", List.copyOf(axes.keySet()));
        o.put("shape", List.copyOf(axes.values()));
        return o;
    }

    private static Map<String, Object> type(DeviceFunction.TypeInfo t) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("type", t.written());
        o.put("output", t.output());
        // every parameter has every field: null for one that is no tensor (a &mut Context)
        o.put("tensor", null);
        t.tensor().ifPresent(x -> {
            Map<String, Object> tensor = new LinkedHashMap<>();
            tensor.put("kind", x.kind());
            tensor.put("element", x.element());
            List<Object> mappings = new ArrayList<>();
            for (DeviceFunction.MappingInfo m : x.mappings()) {
                Map<String, Object> mo = new LinkedHashMap<>();
                mo.put("role", m.role());
                mo.put("written", m.written());
                mo.put("resolved", m.resolved());
                mo.put("axes", m.axes());
                mappings.add(mo);
            }
            tensor.put("mappings", mappings);
            tensor.put("array", x.array().map(KernelsCommand::array).orElse(null));
            o.put("tensor", tensor);
        });
        return o;
    }
}
