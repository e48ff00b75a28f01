package dev.layoutprover.simulator.crate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.model.DeviceFunction;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The MAC estimate a crate run compares with {@code --max-macs} before running a function. */
class WorkTest {

    /** A tensor type over {@code axes} (name, size, name, size, …) in one Element mapping. */
    private static DeviceFunction.TypeInfo tensor(boolean output, Object... axes) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (int i = 0; i < axes.length; i += 2) {
            sizes.put((String) axes[i], ((Number) axes[i + 1]).longValue());
        }
        return new DeviceFunction.TypeInfo("HbmTensor<…>", output, Optional.of(new DeviceFunction.TensorType("HbmTensor",
                "i8", List.of(new DeviceFunction.MappingInfo("Chip", "m![1]", "m![1]", Map.of()),
                        new DeviceFunction.MappingInfo("Element", "m![…]", "m![…]", sizes)))));
    }

    private static final DeviceFunction.Param CTX = new DeviceFunction.Param("ctx",
            new DeviceFunction.TypeInfo("&mut Context", true, Optional.empty()));

    @Test
    void aMatmulTakesTheProductOfItsThreeAxes() {
        DeviceFunction f = new DeviceFunction("matmul", "m.rs", 1, 1, List.of(CTX,
                new DeviceFunction.Param("lhs", tensor(false, "A", 16384, "B", 16384)),
                new DeviceFunction.Param("rhs", tensor(false, "B", 16384, "C", 16384))),
                Optional.of(tensor(false, "A", 16384, "C", 16384)));
        assertEquals(16384L * 16384 * 16384, Work.macs(f));
    }

    @Test
    void contractionsOfSeveralPairsAddUp() {
        // x[S, H] against two weights w[M, H] and v[N, H]; the weights share H too
        DeviceFunction f = new DeviceFunction("mlp", "m.rs", 1, 1, List.of(CTX,
                new DeviceFunction.Param("x", tensor(false, "S", 8, "H", 16)),
                new DeviceFunction.Param("w", tensor(false, "M", 32, "H", 16)),
                new DeviceFunction.Param("v", tensor(false, "N", 4, "H", 16)),
                new DeviceFunction.Param("out", tensor(true, "S", 8, "M", 32))), Optional.empty());
        assertEquals(8 * 16 * 32 + 8 * 16 * 4 + 32 * 16 * 4, Work.macs(f));
    }

    @Test
    void withoutASharedAxisItIsTheLargestTensor() {
        DeviceFunction f = new DeviceFunction("copy", "m.rs", 1, 1, List.of(CTX,
                new DeviceFunction.Param("input", tensor(false, "A", 64, "B", 8))),
                Optional.of(tensor(false, "A", 64, "B", 8, "C", 2)));
        assertEquals(64 * 8 * 2, Work.macs(f));
    }

    @Test
    void anEstimateBeyondLongSaturates() {
        DeviceFunction f = new DeviceFunction("huge", "m.rs", 1, 1, List.of(CTX,
                new DeviceFunction.Param("a", tensor(false, "A", 1L << 40, "B", 1L << 30)),
                new DeviceFunction.Param("b", tensor(false, "B", 1L << 30, "C", 1L << 20))), Optional.empty());
        assertEquals(Long.MAX_VALUE, Work.macs(f));
    }
}
