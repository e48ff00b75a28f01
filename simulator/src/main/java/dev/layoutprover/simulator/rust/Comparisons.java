package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import java.util.Optional;

/**
 * {@code std::cmp::Ordering} in host code: an integer's {@code a.cmp(&b)} and the values
 * {@code Ordering::Less}, {@code Equal} and {@code Greater} (also written {@code cmp::Ordering::…}
 * or {@code std::cmp::Ordering::…}), compared with {@code ==} and matched in a {@code match}.
 *
 * <p>Example: {@code 3.cmp(&5)} is {@code Ordering::Less}; {@code match k.cmp(&16) { Ordering::Less
 * => …, _ => … }} takes its first arm for every {@code k} below 16.
 */
final class Comparisons {

    private Comparisons() {}

    /** The three orderings, as Rust names them. */
    enum Ordering { LESS, EQUAL, GREATER }

    /** The ordering a path names ({@code std::cmp::Ordering::Less}), if it names one. */
    static Optional<Object> path(List<Ast.Segment> s) {
        if (s.size() < 2 || !s.get(s.size() - 2).name().equals("Ordering")) {
            return Optional.empty();
        }
        return switch (s.get(s.size() - 1).name()) {
            case "Less" -> Optional.of(Ordering.LESS);
            case "Equal" -> Optional.of(Ordering.EQUAL);
            case "Greater" -> Optional.of(Ordering.GREATER);
            default -> Optional.empty();
        };
    }

    /** {@code n.cmp(&x)}. */
    static Object cmp(Ast.MethodCall c, long n, List<Object> args) {
        if (args.size() != 1 || !(args.get(0) instanceof Long x)) {
            throw new KernelError(c.at(), ".cmp takes an integer to compare with");
        }
        return n < x ? Ordering.LESS : n == x ? Ordering.EQUAL : Ordering.GREATER;
    }
}
