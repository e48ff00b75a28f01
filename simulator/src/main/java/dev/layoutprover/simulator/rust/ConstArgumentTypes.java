package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * rustc's type check of a call's const generic arguments: an argument whose integer type is known
 * (a constant's declared type, a suffix, a cast, a call's declared return type) has the integer type its parameter is declared
 * with, aliases written out ({@code Address} is {@code u64}). An untyped literal takes the
 * parameter's type, so it is never a mismatch.
 *
 * <p>Example: with {@code const BIAS_AT: Address = 0;} and {@code fn load<const AT: usize>(…)}, the
 * call {@code load::<{ BIAS_AT }>(…)} is rustc's mismatched types (expected {@code usize}, found
 * {@code u64}); {@code load::<{ BIAS_AT as usize }>(…)} and {@code load::<0>(…)} are not.
 */
final class ConstArgumentTypes {

    private ConstArgumentTypes() {}

    /** A const argument of the wrong integer type: where it is written and what rustc says of it. */
    record Mismatch(Location at, String message) {}

    /**
     * The first const argument of {@code written} (the call's turbofish, as written) whose integer
     * type differs from its parameter's in {@code f}, if any.
     *
     * @param namedType the type a variable or constant is declared with, by its path, as written
     */
    static Optional<Mismatch> of(Program program, Ast.Function f, List<Ast.GenericArg> written,
            Function<List<String>, Optional<String>> namedType) {
        List<Ast.GenericParam> params = f.generics().stream().filter(Ast.GenericParam::own).toList();
        if (written.size() != params.size()) {
            return Optional.empty();
        }
        Function<List<String>, Optional<String>> resolved = path -> namedType.apply(path).flatMap(program::integerType);
        for (int i = 0; i < params.size(); i++) {
            Ast.GenericParam p = params.get(i);
            if (!p.constant() || p.valueType().isEmpty()) {
                continue;
            }
            Optional<String> expected = program.integerType(p.valueType());
            Optional<Ast.Expr> value = switch (written.get(i)) {
                case Ast.ConstExpr c -> Optional.of(tail(c.value()));
                case Ast.Named n when n.type().args().isEmpty() && !n.type().reference()
                        && !n.type().text().contains("::") -> Optional.of(new Ast.Name(n.name(), n.at()));
                default -> Optional.empty();
            };
            Optional<String> found = value.flatMap(v -> IntegerMethods.type(v, resolved, path -> returnType(program, path)));
            if (expected.isPresent() && found.isPresent() && !expected.get().equals(found.get())) {
                return Optional.of(new Mismatch(written.get(i).at(), "the const parameter " + p.name() + " of "
                        + f.name() + " is a " + p.valueType() + ", the argument given a " + found.get()
                        + ": rustc's mismatched types (expected `" + expected.get() + "`, found `" + found.get() + "`)"));
            }
        }
        return Optional.empty();
    }

    /**
     * The first argument of the call {@code args} of {@code f} whose integer type is known and differs
     * from its parameter's written integer type ({@code at: usize} given an {@code Address}), if any.
     *
     * @param namedType the type a variable or constant is declared with, by its path, as written
     */
    static Optional<Mismatch> ofArguments(Program program, Ast.Function f, List<Ast.Expr> args,
            Function<List<String>, Optional<String>> namedType) {
        List<Ast.Param> params = f.params().stream().filter(p -> !p.name().equals("self")).toList();
        for (int i = 0; i < Math.min(params.size(), args.size()); i++) {
            Ast.Type t = params.get(i).type();
            if (!t.args().isEmpty() || t.reference()) {
                continue;
            }
            Optional<String> expected = program.integerType(t.name());
            Optional<String> found = found(program, args.get(i), namedType);
            if (expected.isPresent() && found.isPresent() && !expected.get().equals(found.get())) {
                return Optional.of(new Mismatch(args.get(i).at(), "the parameter " + params.get(i).name() + " of "
                        + f.name() + " is a " + t.name() + ", the argument given a " + found.get()
                        + ": rustc's mismatched types (expected `" + expected.get() + "`, found `" + found.get() + "`)"));
            }
        }
        return Optional.empty();
    }

    /** The integer type of {@code e}, from its declared names, suffixes, casts and calls. */
    private static Optional<String> found(Program program, Ast.Expr e, Function<List<String>, Optional<String>> namedType) {
        Function<List<String>, Optional<String>> resolved = path -> namedType.apply(path).flatMap(program::integerType);
        return IntegerMethods.type(tail(e), resolved, path -> returnType(program, path));
    }

    /**
     * The integer type the function {@code path} names returns, when it is no generic function (whose
     * result may be its parameter's): {@code u64} for {@code const fn slot(i: u64) -> Address}.
     */
    private static Optional<String> returnType(Program program, List<String> path) {
        return program.value(path).filter(i -> i instanceof dev.layoutprover.kernel.model.Item.Fn)
                .map(i -> ((dev.layoutprover.kernel.model.Item.Fn) i).function())
                .filter(fn -> fn.generics().stream().noneMatch(Ast.GenericParam::own))
                .flatMap(Ast.Function::returns).filter(t -> t.args().isEmpty() && !t.reference())
                .flatMap(t -> program.integerType(t.name()));
    }

    /** The value of a block that is only its tail expression ({@code BIAS_AT} of {@code { BIAS_AT }}), else {@code e}. */
    private static Ast.Expr tail(Ast.Expr e) {
        return e instanceof Ast.Block b && !b.unsafe() && b.body().size() == 1
                && b.body().get(0) instanceof Ast.ExprStmt x && x.tail() ? tail(x.value()) : e;
    }
}
