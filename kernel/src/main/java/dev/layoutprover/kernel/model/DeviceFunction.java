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

    /**
     * A tensor type's element type, its mappings, one per mapping parameter ({@code Chip},
     * {@code Element}, …), and for a tensor in HBM the axes of its NumPy array ({@code --input},
     * {@code --output}): the axes in the order they first appear in its chip mapping (when it spans
     * more than one chip) and then its element mapping, e.g. {@code {M=64, K=1024}} for
     * {@code HbmTensor<bf16, m![1], m![M, K]>}, shape {@code (64, 1024)}.
     */
    public record TensorType(String kind, String element, List<MappingInfo> mappings, Optional<Map<String, Long>> array) {
        /** A tensor type with no array axes listed. */
        public TensorType(String kind, String element, List<MappingInfo> mappings) {
            this(kind, element, mappings, Optional.empty());
        }
    }

    /**
     * One mapping parameter: its role ({@code Chip}), the mapping as written ({@code Chip} or
     * {@code m![A / 8]}), resolved through aliases ({@code m![1]}), and the axes it uses with their sizes.
     */
    public record MappingInfo(String role, String written, String resolved, Map<String, Long> axes) {}
}
