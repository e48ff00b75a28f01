package dev.layoutprover.kernel.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The API's tensor types and the names of their generic parameters, as the reference
 * implementation declares them: {@code HbmTensor<D, Chip, Element>},
 * {@code DmTensor<D, Chip, Cluster, Slice, Element>}, their views ({@code HbmTensorView<'_, D, Chip, Element>}).
 */
public final class TensorTypes {

    private TensorTypes() {}

    private static final Map<String, List<String>> PARAMETERS = Map.ofEntries(
            Map.entry("HbmTensor", List.of("D", "Chip", "Element")),
            Map.entry("DmTensor", List.of("D", "Chip", "Cluster", "Slice", "Element")),
            Map.entry("TrfTensor", List.of("D", "Chip", "Cluster", "Slice", "Row", "Element")),
            Map.entry("VrfTensor", List.of("D", "Chip", "Cluster", "Slice", "Element")),
            Map.entry("HostTensor", List.of("D", "Element")));

    /** The generic parameters of tensor type {@code name} ({@code HbmTensorViewMut} is {@code HbmTensor}'s). */
    public static Optional<List<String>> parameters(String name) {
        return Optional.ofNullable(PARAMETERS.get(base(name)));
    }

    /** {@code HbmTensorViewMut} → {@code HbmTensor}. */
    public static String base(String name) {
        return name.replaceFirst("View(Mut)?$", "");
    }

    /** Whether a value of type {@code name} is a view the callee may write through ({@code …ViewMut}). */
    public static boolean writableView(String name) {
        return name.endsWith("ViewMut");
    }
}
