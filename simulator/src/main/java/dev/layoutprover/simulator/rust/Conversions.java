package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.model.Module;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.ConversionImpls;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The crate's own {@code From} and {@code TryFrom} impls chosen as rustc chooses them: by the
 * type of the value converted, and by the type it becomes when that is known (the type a path
 * names, {@code Wide::from(c)}, or a {@code let}'s annotation, {@code let w: Wide = c.into();}).
 * A value whose target is not known converts by the one impl taking its type, as type inference
 * finds it when only one fits.
 *
 * <p>Example: with {@code impl From<Col> for usize} and {@code impl From<Col> for Wide},
 * {@code usize::from(c)} and {@code let n: usize = c.into()} call the first; a bare
 * {@code c.into()} passed on is ambiguous, an error asking for the annotation; with
 * {@code impl From<usize> for Col}, {@code let c: Col = 5.into()} calls that one. A generic
 * {@code impl<T: Into<u64>> From<T> for Wide} takes a value of any type, where the target is known
 * ({@code Wide::from(3u32)}, {@code let w: Wide = k.into()}); beside another impl for the same target it is
 * ambiguous, an error.
 */
final class Conversions {

    private static final List<String> INTEGERS = List.of("usize", "u64", "u32", "u16", "u8", "u128", "isize", "i64",
            "i32", "i16", "i8", "i128");

    private Conversions() {}

    /** The names of the types {@code value} may be of, as a conversion impl writes its source type. */
    static List<String> sources(Object value) {
        return switch (value) {
            case InterpreterValues.Struct st -> List.of(st.name().contains("::")
                    ? st.name().substring(0, st.name().indexOf("::")) : st.name());
            case Long l -> INTEGERS;
            case Double d -> List.of("f32", "f64");
            case Boolean b -> List.of("bool");
            default -> List.of();
        };
    }

    /**
     * The conversion {@code function} ({@code from} or {@code try_from}) of the crate that takes
     * {@code value} and gives a value of {@code target} (any type when empty); empty when none
     * does; an error at {@code at} naming {@code what} when several fit.
     */
    static Optional<Ast.Function> find(Program program, String function, Object value, Optional<Target> target,
            Location at, String what) {
        List<String> sources = sources(value);
        List<Map.Entry<Module, Ast.Function>> fits = new ArrayList<>();
        for (Map.Entry<Module, Ast.Function> e : program.conversions(function)) {
            String source = ConversionImpls.source(e.getValue().name());
            // a generic impl's source is any type: chosen only for the type the value becomes, when known
            boolean takes = sources.contains(source) || source.equals(ConversionImpls.ANY) && target.isPresent();
            if (takes && target.map(t -> t.holds(e.getKey())).orElse(true)) {
                fits.add(e);
            }
        }
        if (fits.size() > 1) {
            throw new KernelError(at, what + " converts " + InterpreterValues.describe(value) + " by one of "
                    + fits.size() + " impls (" + String.join(", ", fits.stream().map(e -> e.getKey().name() + "::"
                            + e.getValue().name().replace('#', '<') + ">").toList())
                    + "): write the type it becomes (let x: T = ….into(), or T::from(…))");
        }
        return fits.stream().findFirst().map(Map.Entry::getValue);
    }

    /**
     * Whether {@code c} is {@code x.try_into().unwrap()} (or {@code .expect(…)}): its value is the
     * conversion's target.
     */
    static boolean unwrapsTryInto(Ast.MethodCall c) {
        return (c.name().equals("unwrap") || c.name().equals("expect")) && c.receiver() instanceof Ast.MethodCall m
                && m.name().equals("try_into") && m.args().isEmpty();
    }

    /**
     * {@code n.try_into()} to the integer type {@code target}, no impl of the crate's taking it: an
     * {@code Option} (read as Rust's {@code Result}) holding {@code n} when the type holds it.
     * Example: {@code let b: u8 = 300.try_into().unwrap()} panics, {@code 200} gives 200.
     */
    static Object integerTryInto(Ast.MethodCall c, long n, Ast.Type target) {
        if (target == null || target.reference() || IntegerMethods.width(target.name()).isEmpty()) {
            throw new KernelError(c.at(), n + ".try_into(): the type it becomes is not written here (write "
                    + "T::try_from(…) or let x: T = ….try_into().unwrap())");
        }
        return OverflowMethods.holds(target.name(), n) ? new InterpreterValues.Opt(n) : InterpreterValues.NONE;
    }

    /**
     * Whether the crate has a conversion {@code function} ({@code from}, {@code try_from}) giving a
     * value of {@code target}.
     */
    static boolean converts(Program program, String function, Target target) {
        return program.conversions(function).stream().anyMatch(e -> target.holds(e.getKey()));
    }

    /**
     * The type a conversion gives, as a path names it: its module when it names a type of the crate's
     * ({@code Wide}), else its name alone ({@code usize}, whose impls are a module of that name each).
     */
    record Target(Optional<Module> module, String name) {

        /** The type {@code path} names where {@code program} is now. */
        static Target of(Program program, List<String> path) {
            Optional<Module> m = program.typeModule(path);
            return new Target(m, m.map(x -> x.path().getLast()).orElse(path.getLast()));
        }

        /** Whether the module {@code m} holding a conversion is this type's (or holds impls of it elsewhere). */
        boolean holds(Module m) {
            return module.map(t -> t == m).orElse(false) || m.implsOnly() && m.path().getLast().equals(name);
        }
    }
}
