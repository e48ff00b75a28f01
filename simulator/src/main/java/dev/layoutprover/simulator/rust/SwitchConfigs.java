package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.stream.SwitchConfig;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * The Switch Engine's topologies written as the book writes them, struct literals of
 * {@code SwitchConfig}: {@code SwitchConfig::Broadcast01 { slice1: 256, slice0: 1, time0: 1 }},
 * {@code Broadcast1 { slice1, slice0 }}, {@code Transpose { slice1, slice0 }} and
 * {@code InterTranspose { slice1, slice0, time0 }}, {@code TransposedBroadcast1 { slice1, slice0 }}
 * and {@code CustomBroadcast { ring_size }}; every
 * field is given exactly once.
 */
final class SwitchConfigs {

    private SwitchConfigs() {}

    static SwitchConfig of(Ast.StructLit s, Map<String, Long> fields) {
        List<Ast.Segment> seg = s.type().segments();
        String variant = seg.size() == 2 && seg.get(0).name().equals("SwitchConfig") ? seg.get(1).name() : "";
        List<String> names = switch (variant) {
            case "Broadcast01", "InterTranspose" -> List.of("slice1", "slice0", "time0");
            case "Broadcast1", "Transpose", "TransposedBroadcast1" -> List.of("slice1", "slice0");
            case "CustomBroadcast" -> List.of("ring_size");
            default -> throw new KernelError(s.at(), "unknown struct " + s.type().text() + " (known: SwitchConfig::"
                    + "Broadcast01, Broadcast1, Transpose, InterTranspose, CustomBroadcast, TransposedBroadcast1)");
        };
        if (!fields.keySet().equals(new HashSet<>(names))) {
            throw new KernelError(s.at(), s.type().text() + " has the fields " + String.join(", ", names) + ", got "
                    + String.join(", ", fields.keySet().stream().sorted().toList()));
        }
        return switch (variant) {
            case "Broadcast01" -> new SwitchConfig.Broadcast01(fields.get("slice1"), fields.get("slice0"),
                    fields.get("time0"));
            case "InterTranspose" -> new SwitchConfig.InterTranspose(fields.get("slice1"), fields.get("slice0"),
                    fields.get("time0"));
            case "Broadcast1" -> new SwitchConfig.Broadcast1(fields.get("slice1"), fields.get("slice0"));
            case "CustomBroadcast" -> new SwitchConfig.CustomBroadcast(fields.get("ring_size"));
            case "TransposedBroadcast1" -> new SwitchConfig.TransposedBroadcast1(fields.get("slice1"),
                    fields.get("slice0"));
            default -> new SwitchConfig.Transpose(fields.get("slice1"), fields.get("slice0"));
        };
    }
}
