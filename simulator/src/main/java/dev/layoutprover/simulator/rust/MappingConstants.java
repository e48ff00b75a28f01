package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Lowering;
import java.util.List;
import java.util.Optional;

/**
 * The constant {@code SIZE} of a mapping written in a kernel body: {@code <m![…]>::SIZE}, the
 * number of positions the mapping indexes (padding counted), as the reference's {@code M::SIZE}.
 *
 * <p>Example: with {@code axes![B = 8, C = 64]}, {@code <m![B, C / 2]>::SIZE} is {@code 256} and
 * {@code <m![B # 16]>::SIZE} is {@code 16}, so {@code for b in 0..<m![B]>::SIZE} runs eight times.
 */
final class MappingConstants {

    private MappingConstants() {
    }

    /** The value of the path {@code segments} when it is {@code <m![…]>::SIZE}, else empty. */
    static Optional<Object> value(Program program, List<Ast.Segment> segments) {
        if (segments.size() != 2 || !segments.get(1).name().equals("SIZE")
                || !segments.get(0).name().equals(Lowering.MAPPING_SEGMENT) || segments.get(0).generics().size() != 1) {
            return Optional.empty();
        }
        return Optional.of(program.mapping(segments.get(0).generics().get(0)).size());
    }
}
