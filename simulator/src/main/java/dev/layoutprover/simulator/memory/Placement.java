package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import java.util.function.IntFunction;

/**
 * Where a memory tensor's elements are: {@code units} memories (one per chip for HBM, one per slice
 * for DM, one for the host), the mapping {@code spatial} from unit number to the index part a unit
 * holds, the mapping {@code element} within a unit, and the byte address of element position 0.
 * Element position {@code p} of unit {@code u} is at byte {@code address + p · size_of::<D>()} of
 * {@code memory(u)} (for {@code i4}, in a nibble of byte {@code address + p / 2}); the whole tensor
 * is the mapping {@code m![spatial, element]}.
 *
 * <p>Example: a {@code DmTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 8]>} at address 0 has
 * 512 units and {@code combined() = m![[1, [1 # 2, A / 8 # 256]], A % 8]}.
 */
public record Placement(Tier tier, ElementType type, Mapping spatial, Mapping element, long address,
        IntFunction<PagedMemory> memory) {

    /** The memory tier of a placement. */
    public enum Tier { HOST, HBM, DM }

    /** {@code m![spatial, element]}: the tensor over (unit, element position). */
    public Mapping combined() {
        return new Mapping.Pair(spatial, element);
    }

    /** Bytes the tensor occupies in each unit. */
    public long bytes() {
        return type.bytesOf(element.size());
    }
}
