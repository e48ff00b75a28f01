package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.ElementType;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bounds a call of a generic helper asks of the element types it binds: rustc proves each bound of a
 * type parameter for the type the call gives it (its E0277 at the call otherwise), so {@code exchange(ctx, &x, …)}
 * with an i8 tensor {@code x} of {@code fn exchange<D>(…) where D: VeScalar} is rejected, though the helper itself
 * is well formed. Only the reference's traits known to {@link TraitBounds} are judged; a trait of the kernel's crate
 * (its implementations not read) never is.
 *
 * <p>Example: {@code D: ScalarBytes} bound to i8 holds (scalar.rs:51); {@code D: VeScalar} bound to i8 does not
 * (VeScalar is i32 and f32 alone, vector_engine/scalar.rs): "i8: VeScalar is not satisfied".
 */
final class CallBounds {

    private CallBounds() {}

    /**
     * Why the call of {@code f} with its parameters bound to {@code generics} breaks a bound, or empty when every
     * bound of every element type parameter holds (or is not judged).
     */
    static Optional<String> unmet(Ast.Function f, Map<String, Object> generics) {
        for (Ast.GenericParam g : f.generics()) {
            if (g.constant() || g.bounds().isEmpty() || !(generics.get(g.name()) instanceof ElementType t)) {
                continue;
            }
            for (String bound : g.bounds()) {
                Optional<List<ElementType>> holds = TraitBounds.allowed(List.of(bound), List.of(t));
                if (holds.isPresent() && holds.get().isEmpty()) {
                    return Optional.of("the trait bound `" + t + ": " + bound + "` is not satisfied: " + f.name()
                            + " asks " + g.name() + ": " + bound + " of the " + t + " this call binds " + g.name()
                            + " to (rustc's E0277)");
                }
            }
        }
        return Optional.empty();
    }
}
