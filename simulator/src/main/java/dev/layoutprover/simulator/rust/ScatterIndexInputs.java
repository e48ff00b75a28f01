package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The parameters of a device function run on its own that a {@code dma_scatter} uses as its index
 * tensor, with the range their seeded random values must keep to: a scatter writes key {@code k}'s
 * row at row {@code index[k]} of its output ({@code index[k] / row bytes} when {@code scaled}), and
 * an index outside the output's rows is no input the reference's tests give (its own test scatters
 * {@code i · row bytes}, and the reference panics on a row past the output). The values are rows
 * of the output's row axis, distinct while there are rows enough, times the row's bytes when
 * {@code scaled} ({@link LogicalTensor.Range#rows}).
 *
 * <p>The row axis is the one axis of the output that no other tensor parameter holds but as the key
 * (the data's axes are the key and the payload; the output has the payload and the row axis, which
 * may be the key axis itself); a row's bytes
 * are the sizes of the output's other axes times its element size. When the call's arguments are
 * not parameters, {@code scaled} not a literal, or no single row axis is found, the index keeps
 * the whole {@code i32} range (and a row outside the output breaks {@code DMA::SCATTER}).
 *
 * <p>Example: {@code scatter_minimal(data: m![K = 512, D = 128] bf16, index: m![K] i32, output:
 * m![C = 612, D])} with {@code data_dm.dma_scatter::<m![K], _, _>(index, output, true)}: {@code index}
 * takes 512 distinct rows of {@code C} times 256 bytes.
 */
final class ScatterIndexInputs {

    private ScatterIndexInputs() {}

    /** The index parameters of {@code device}'s scatters, by name, with their ranges. */
    static Map<String, LogicalTensor.Range> of(Program program, Ast.Function device) {
        return program.within(device, () -> in(program, device));
    }

    private static Map<String, LogicalTensor.Range> in(Program program, Ast.Function device) {
        Map<String, Ast.Type> tensors = new LinkedHashMap<>();
        for (Ast.Param p : device.params()) {
            if (p.type().name().equals("HbmTensor") && p.type().args().size() == 3) {
                tensors.put(p.name(), p.type());
            }
        }
        Map<String, LogicalTensor.Range> out = new HashMap<>();
        List<Ast.MethodCall> scatters = new ArrayList<>();
        AstWalk.forEachExpr(device.body(), e -> {
            if (e instanceof Ast.MethodCall m && m.name().equals("dma_scatter") && m.args().size() == 3) {
                scatters.add(m);
            }
        });
        for (Ast.MethodCall m : scatters) {
            String index = name(m.args().get(0));
            String output = name(m.args().get(1));
            if (index == null || output == null || !tensors.containsKey(index) || !tensors.containsKey(output)
                    || !(m.args().get(2) instanceof Ast.Bool scaled)) {
                continue;
            }
            Set<String> keys = keyAxes(program, m);
            Set<String> others = tensors.entrySet().stream()
                    .filter(t -> !t.getKey().equals(index) && !t.getKey().equals(output))
                    .flatMap(t -> axes(program, t.getValue()).stream().map(Axis::name))
                    .filter(a -> !keys.contains(a))
                    .collect(Collectors.toSet());
            List<Axis> outAxes = axes(program, tensors.get(output));
            List<Axis> rows = outAxes.stream().filter(a -> !others.contains(a.name())).toList();
            if (rows.size() != 1) {
                continue;
            }
            long payload = 1;
            for (Axis a : outAxes) {
                payload = Math.multiplyExact(payload, a == rows.get(0) ? 1 : a.size());
            }
            long bytes = program.elementType(tensors.get(output).args().get(0)).bytes();
            out.put(index, LogicalTensor.Range.rows(rows.get(0).size(),
                    scaled.value() ? Math.multiplyExact(payload, bytes) : 1));
        }
        return out;
    }

    /** The axes of the scatter's key ({@code dma_scatter::<m![K], _, _>}); none when it cannot be read. */
    private static Set<String> keyAxes(Program program, Ast.MethodCall m) {
        if (m.generics().isEmpty() || m.generics().get(0) instanceof Ast.Inferred) {
            return Set.of();
        }
        try {
            return Evaluator.of(program.mapping(m.generics().get(0))).axes().stream().map(Axis::name)
                    .collect(Collectors.toSet());
        } catch (RuntimeException e) {
            return Set.of();
        }
    }

    private static List<Axis> axes(Program program, Ast.Type t) {
        return Evaluator.of(program.mapping(t.args().get(2))).axes();
    }

    /** The variable an argument names, through {@code &} and {@code &mut}. */
    private static String name(Ast.Expr e) {
        return switch (e) {
            case Ast.Ref r -> name(r.value());
            case Ast.Name n -> n.name();
            default -> null;
        };
    }
}
