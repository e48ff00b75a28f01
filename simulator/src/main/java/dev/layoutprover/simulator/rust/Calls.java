package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.Geometry;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What a host function says about its run before it runs: the method calls it makes, the device
 * functions it launches (and so the number of chips), and the seed of its generator.
 *
 * <p>Example: hello-tcp's {@code main} launches {@code kernel} ({@code #[device(chip = 1)]}), so it
 * runs on the book's one-chip geometry, and seeds its generator with 42.
 */
final class Calls {

    private Calls() {}

    /** Visits every method call of {@code f}, receivers before the calls on them. */
    static void forEachMethodCall(Ast.Function f, Consumer<Ast.MethodCall> visit) {
        forEachExpr(f, e -> {
            if (e instanceof Ast.MethodCall m) {
                visit.accept(m);
            }
        });
    }

    /** The device functions {@code host} launches, in order. */
    static List<Ast.Function> launched(Program program, Ast.Function host) {
        return program.within(host, () -> launchedIn(program, host));
    }

    private static List<Ast.Function> launchedIn(Program program, Ast.Function host) {
        Set<Ast.Function> out = new LinkedHashSet<>();
        forEachExpr(host, e -> {
            if (e instanceof Ast.Call c && c.callee().text().equals("launch") && !c.args().isEmpty()
                    && c.args().get(0) instanceof Ast.Name n) {
                program.function(n.name()).filter(f -> f.kind() == Ast.FunctionKind.DEVICE).ifPresent(out::add);
            }
        });
        return List.copyOf(out);
    }

    /** The book's geometry with the chips of the device functions {@code host} launches (which must agree). */
    static Geometry geometry(Program program, Ast.Function host) {
        int chips = 0;
        for (Ast.Function f : launched(program, host)) {
            if (chips != 0 && f.chips() != chips) {
                throw new KernelError(f.at(), f.name() + " runs on " + f.chips() + " chips, but " + host.name()
                        + " also launches a kernel on " + chips);
            }
            chips = f.chips();
        }
        return Geometry.book().withChips(Math.max(chips, 1));
    }

    /** The literal seed of {@code SmallRng::seed_from_u64(N)} in {@code host}, if any. */
    static OptionalLong writtenSeed(Ast.Function host) {
        long[] seed = {0};
        boolean[] found = {false};
        forEachExpr(host, e -> {
            if (!found[0] && e instanceof Ast.Call c && c.callee().last().equals("seed_from_u64") && c.args().size() == 1
                    && c.args().get(0) instanceof Ast.Int n) {
                seed[0] = n.value();
                found[0] = true;
            }
        });
        return found[0] ? OptionalLong.of(seed[0]) : OptionalLong.empty();
    }

    private static void forEachExpr(Ast.Function f, Consumer<Ast.Expr> visit) {
        for (Ast.Stmt s : f.body()) {
            for (Ast.Expr e : AstWalk.exprs(s)) {
                walk(e, visit);
            }
        }
    }

    /** Children before parents, as calls run. */
    private static void walk(Ast.Expr e, Consumer<Ast.Expr> visit) {
        for (Ast.Expr c : AstWalk.children(e)) {
            walk(c, visit);
        }
        visit.accept(e);
    }
}
