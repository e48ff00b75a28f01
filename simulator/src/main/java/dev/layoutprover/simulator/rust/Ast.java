package dev.layoutprover.simulator.rust;

import java.util.List;
import java.util.Optional;

/**
 * The syntax tree of a kernel file in the subset of Rust the reader accepts. Every node keeps the
 * {@link Location} of its first token (for a method call, of the method name), which is where
 * errors and findings point.
 *
 * <p>Example: {@code let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);} is a
 * {@link Let} of {@code dm} whose value is a {@link MethodCall} {@code to_dm} on the {@link Name}
 * {@code input}, with generic arguments {@link Named} {@code Cluster}, {@link Named}
 * {@code Slice}, {@link MappingText} {@code m![A % 8]} and value arguments {@link Ref} (mutable) of
 * the {@link Field} {@code tdma} of {@code ctx}, and {@link Int} 0.
 */
public final class Ast {

    private Ast() {}

    /** A whole file: its declarations in order, then its functions. */
    public record File(Source source, List<Declaration> declarations, List<Function> functions) {}

    /** {@code axes![…];} or {@code type Name = m![…];}, in file order. */
    public sealed interface Declaration permits AxesDecl, AliasDecl {}

    /** {@code axes![A = 2048, B = 16];}. */
    public record AxesDecl(Token macro, Location at) implements Declaration {}

    /** {@code type Slice = m![A / 8 # 256];} ({@code value} is a mapping or another alias name). */
    public record AliasDecl(String name, GenericArg value, Location at) implements Declaration {}

    /** What a function is: a device kernel or a host function. */
    public enum FunctionKind { DEVICE, HOST }

    /**
     * {@code #[device(chip = 1)] fn kernel(…) -> HbmTensor<…> { … }} or
     * {@code async fn main() { … }}.
     */
    public record Function(String name, FunctionKind kind, int chips, List<Param> params, Optional<Type> returns,
            List<Stmt> body, Location at) {}

    /** {@code input: &HbmTensor<i32, Chip, m![A]>}. */
    public record Param(String name, Type type, Location at) {}

    /** A type: {@code HbmTensor<i32, Chip, m![A]>}, possibly behind {@code &} or {@code &mut}. */
    public record Type(String name, List<GenericArg> args, boolean reference, Location at) {}

    /** A generic argument, interpreted by the call or type that takes it. */
    public sealed interface GenericArg permits Named, MappingText, IntArg, Inferred {
        Location at();
    }

    /** A name or a type with arguments: {@code i32}, {@code Chip}, {@code R}, {@code HbmTensor<…>}. */
    public record Named(Type type) implements GenericArg {
        public Location at() {
            return type.at();
        }

        public String name() {
            return type.name();
        }
    }

    /** {@code m![…]}: the macro token, parsed later against the file's axes and aliases. */
    public record MappingText(Token macro, Location at) implements GenericArg {}

    /** A number among generic arguments: the {@code 2} of {@code tile::<m![B], 2, m![…]>}. */
    public record IntArg(long value, Location at) implements GenericArg {}

    /** {@code _}: left for inference. */
    public record Inferred(Location at) implements GenericArg {}

    /** A statement of a function body. */
    public sealed interface Stmt permits Let, ExprStmt, Return {
        Location at();
    }

    /** {@code let [mut] name[: Type] = value;} ({@code name} may be {@code _}). */
    public record Let(String name, Optional<Type> annotation, Expr value, Location at) implements Stmt {}

    /** {@code value;}, or the body's last expression without a semicolon ({@code tail}). */
    public record ExprStmt(Expr value, boolean tail, Location at) implements Stmt {}

    /** {@code return value;}. */
    public record Return(Optional<Expr> value, Location at) implements Stmt {}

    /** An expression. */
    public sealed interface Expr permits Name, Path, Int, Float, Ref, Field, MethodCall, Call, Tuple, Await, Binary,
            Negate, StructLit {
        Location at();
    }

    /** A variable: {@code ctx}, {@code dm}, {@code kernel}. */
    public record Name(String name, Location at) implements Expr {}

    /**
     * A path {@code A::B::c} with generic arguments on some segments:
     * {@code HostTensor::<i32, m![A]>::rand}, {@code BranchMode::Unconditional}.
     */
    public record Path(List<Segment> segments, Location at) implements Expr {
        public String last() {
            return segments.get(segments.size() - 1).name();
        }

        public String text() {
            return String.join("::", segments.stream().map(Segment::name).toList());
        }
    }

    /** One segment of a path and its turbofish arguments. */
    public record Segment(String name, List<GenericArg> generics, Location at) {}

    /** An integer literal; {@code 1 << 12} is a {@link Binary}. */
    public record Int(long value, Location at) implements Expr {}

    /** A float literal, {@code 2.0f32}. */
    public record Float(double value, Location at) implements Expr {}

    /** {@code &value} or {@code &mut value}. */
    public record Ref(Expr value, boolean mutable, Location at) implements Expr {}

    /** {@code ctx.tdma}. */
    public record Field(Expr receiver, String name, Location at) implements Expr {}

    /** {@code receiver.name::<generics>(args)}; {@code at} is the method name. */
    public record MethodCall(Expr receiver, String name, List<GenericArg> generics, List<Expr> args, Location at)
            implements Expr {}

    /** {@code callee(args)}: {@code launch(kernel, (…))}, {@code Context::acquire()}. */
    public record Call(Path callee, List<Expr> args, Location at) implements Expr {}

    /** {@code (a, b, c)}; {@code ()} is the unit value. */
    public record Tuple(List<Expr> items, Location at) implements Expr {}

    /** {@code value.await}. */
    public record Await(Expr value, Location at) implements Expr {}

    /** {@code left op right} with {@code op} one of {@code << >> + - * / %}. */
    public record Binary(String op, Expr left, Expr right, Location at) implements Expr {}

    /** {@code -value}. */
    public record Negate(Expr value, Location at) implements Expr {}

    /** {@code SwitchConfig::Broadcast01 { slice1: 256, slice0: 1, time0: 1 }}. */
    public record StructLit(Path type, List<FieldInit> fields, Location at) implements Expr {}

    /** {@code slice1: 256}. */
    public record FieldInit(String name, Expr value, Location at) {}
}
