package dev.layoutprover.kernel.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code #[device]} function as {@code layout kernels} lists it: its Rust path within its
 * crate, where it is, the chips it runs on, its parameters with their types resolved, and its
 * result.
 *
 * <p>Example: the corpus's {@code matmul::matmul_4096::matmul_4096} at
 * {@code src/matmul/matmul_4096.rs:12}, chip 1, parameters {@code ctx: &mut Context},
 * {@code lhs: &HbmTensor<i8, m![1], m![A, B]>} (element {@code i8}, {@code Chip} = {@code m![1]},
 * {@code Element} = {@code m![A, B]} over {@code A = 4096, B = 4096}) and {@code rhs}; it returns
 * {@code HbmTensor<i8, m![1], m![A]>}.
 */
public record DeviceFunction(String path, String file, int line, int chip, List<Param> params,
        Optional<TypeInfo> returns) {

    /** A parameter: its name and type; an {@code &mut} tensor parameter is an output. */
    public record Param(String name, TypeInfo type) {}

    /** A type as written, and for a tensor its element type and resolved mappings. */
    public record TypeInfo(String written, boolean output, Optional<TensorType> tensor) {}

    /** A tensor type's element type and its mappings, one per mapping parameter ({@code Chip}, {@code Element}, …). */
    public record TensorType(String kind, String element, List<MappingInfo> mappings) {}

    /**
     * One mapping parameter: its role ({@code Chip}), the mapping as written ({@code Chip} or
     * {@code m![A / 8]}), resolved through aliases ({@code m![1]}), and the axes it uses with their sizes.
     */
    public record MappingInfo(String role, String written, String resolved, Map<String, Long> axes) {}
}
