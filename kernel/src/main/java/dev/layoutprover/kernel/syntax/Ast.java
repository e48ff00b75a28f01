package dev.layoutprover.kernel.syntax;

import java.util.List;
import java.util.Optional;

/**
 * The syntax tree of a kernel file: the part of Rust that carries layouts, lowered from the Rust
 * parse tree by {@link Lowering}. Every node keeps the
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

    /** A whole file (or an inline module's body): its declarations in order, then its functions. */
    public record File(Source source, List<Declaration> declarations, List<Function> functions) {}

    /**
     * An item of a module other than a function, in file order: {@code axes![…];},
     * {@code type Name = m![…];}, {@code const N: usize = 4;}, {@code use …;}, {@code mod x;}.
     */
    public sealed interface Declaration permits AxesDecl, AliasDecl, ConstDecl, UseDecl, ModDecl, StructDecl {}

    /** Who may name an item: {@code pub}, {@code pub(crate)} (or any restricted {@code pub(…)}), or no one outside. */
    public enum Visibility { PUBLIC, CRATE, PRIVATE }

    /**
     * A declaration of a value with its own name, visibility and place: {@code pub fn f()} is
     * named {@code f}, {@link Visibility#PUBLIC}, at the {@code fn}'s location.
     */
    public interface NamedValue {
        String name();

        Visibility visibility();

        Location at();
    }

    /** {@code const N: usize = 4;} or {@code const ADDRS: [u64; 2] = [0x8000, 0xc000];}. */
    public record ConstDecl(String name, Optional<Type> type, Expr value, Visibility visibility, Location at)
            implements Declaration, NamedValue {}

    /**
     * One imported name of a {@code use} declaration, its tree flattened: {@code use a::{b, c as d, e::*}}
     * is three: path {@code [a, b]}, path {@code [a, c]} as {@code d}, and the glob {@code [a, e]}.
     * The path's first segment may be {@code crate}, {@code super} or {@code self}.
     */
    public record UseDecl(List<String> path, Optional<String> rename, boolean glob, Visibility visibility, Location at)
            implements Declaration {
        /** The name this import binds ({@code d} for {@code c as d}); empty for a glob. */
        public String bound() {
            return rename.orElse(path.get(path.size() - 1));
        }
    }

    /**
     * {@code mod x;} (its body is in {@code x.rs} or {@code x/mod.rs}, or in the file a
     * {@code #[path = "plans/x.rs"]} attribute names, {@code file}) or {@code mod x { … }}
     * ({@code body} present). The reader also makes a module of a type's {@code impl} and trait
     * items ({@code Plan::slot}), of kind {@code type} ({@link TypeModule}).
     */
    public record ModDecl(String name, Optional<File> body, Visibility visibility, Location at, Optional<String> file,
            TypeModule type) implements Declaration {

        /** A module with no {@code #[path]} attribute. */
        public ModDecl(String name, Optional<File> body, Visibility visibility, Location at) {
            this(name, body, visibility, at, Optional.empty(), TypeModule.NONE);
        }

        /** A module written in the source, {@code file} the file its {@code #[path]} names. */
        public ModDecl(String name, Optional<File> body, Visibility visibility, Location at, Optional<String> file) {
            this(name, body, visibility, at, file, TypeModule.NONE);
        }
    }

    /**
     * What a module the reader makes of a type's items is: none ({@code NONE}, a module of the
     * source); the items of a struct, enum or trait the file declares ({@code DECLARED}); or only
     * {@code impl}s, in a file other than the type's ({@code IMPLS}: {@code impl OwnCopy for Quarters {}}
     * where {@code Quarters} is imported), which add their items to that type. A bare name in a type's
     * items names the enclosing module's item, as in Rust, where associated items are reached only
     * through a path ({@code Self::BASE}).
     */
    public enum TypeModule { NONE, DECLARED, IMPLS }

    /**
     * {@code struct Plan { base: usize, step: usize }}: its fields' names in order; a tuple struct
     * {@code struct Pair(usize, usize);} has fields {@code 0}, {@code 1}. It is declared in the
     * module its type's name names ({@code Plan}), with the constants and functions of its {@code impl}s.
     * A {@code variant} is one of an {@code enum}'s: {@code enum Way { Plain, Offset(usize) }}
     * declares the module {@code Way} (its {@code impl}s' items), in it a module per variant holding
     * the variant's declaration ({@code Offset}: tuple, field {@code 0}) and, for a unit variant, a
     * constant of the same name holding its value, as Rust gives a unit variant a value's name.
     * {@code generics} are a generic struct's parameters ({@code struct Tiles<const N: usize>}): a
     * value binds them, and its {@code impl}'s functions see them ({@link GenericParam#ofType});
     * {@code fieldTypes} are the fields' types as written ({@code T} of {@code tiling: T}), one per
     * field, or none; {@code typedFields} the types of the named fields the reader reads as types
     * ({@code vrf} of {@code struct Bias { vrf: VrfTensor<i32, Chip, Cluster, Rows, m![B]> }}), which type
     * the values a struct literal gives them, as Rust infers a call's generic arguments from there.
     */
    public record StructDecl(String name, List<String> fields, boolean tuple, Visibility visibility, Location at,
            boolean variant, List<GenericParam> generics, List<String> fieldTypes,
            java.util.Map<String, Type> typedFields) implements Declaration {

        public StructDecl(String name, List<String> fields, boolean tuple, Visibility visibility, Location at) {
            this(name, fields, tuple, visibility, at, false, List.of());
        }

        /** A struct or variant whose fields' types are not kept. */
        public StructDecl(String name, List<String> fields, boolean tuple, Visibility visibility, Location at,
                boolean variant, List<GenericParam> generics) {
            this(name, fields, tuple, visibility, at, variant, generics, List.of());
        }

        /** A struct whose fields' types are kept as written only. */
        public StructDecl(String name, List<String> fields, boolean tuple, Visibility visibility, Location at,
                boolean variant, List<GenericParam> generics, List<String> fieldTypes) {
            this(name, fields, tuple, visibility, at, variant, generics, fieldTypes, java.util.Map.of());
        }
    }

    /** {@code axes![A = 2048, B = 16];}. */
    public record AxesDecl(Token macro, Location at) implements Declaration {}

    /**
     * {@code type Slice = m![A / 8 # 256];} ({@code value} is a mapping or another alias name);
     * {@code parameters} are a generic alias's plain type parameters ({@code [D]} of
     * {@code type Rows<D> = DmTensor<D, …>;}), empty for any other alias.
     */
    public record AliasDecl(String name, GenericArg value, Location at, Visibility visibility, List<String> parameters)
            implements Declaration, Stmt {

        public AliasDecl(String name, GenericArg value, Location at, Visibility visibility) {
            this(name, value, at, visibility, List.of());
        }

        public AliasDecl(String name, GenericArg value, Location at) {
            this(name, value, at, Visibility.PRIVATE);
        }
    }

    /**
     * What a function is: a device kernel ({@code #[device]}), a host function ({@code async fn}
     * or {@code fn main}), or a helper called from either, whose arguments are substituted at the call.
     */
    public enum FunctionKind { DEVICE, HOST, HELPER }

    /**
     * {@code #[device(chip = 1)] fn kernel(…) -> HbmTensor<…> { … }} or
     * {@code async fn main() { … }}. {@code uses} are the {@code use} declarations written inside
     * its body ({@code use crate::ops::{A, B};}): their names are in scope in the whole body, before
     * the module's.
     */
    public record Function(String name, FunctionKind kind, int chips, List<Param> params, Optional<Type> returns,
            List<Stmt> body, Location at, Visibility visibility, List<UseDecl> uses, List<GenericParam> generics)
            implements NamedValue {

        public Function(String name, FunctionKind kind, int chips, List<Param> params, Optional<Type> returns,
                List<Stmt> body, Location at, Visibility visibility, List<UseDecl> uses) {
            this(name, kind, chips, params, returns, body, at, visibility, uses, List.of());
        }

        public Function(String name, FunctionKind kind, int chips, List<Param> params, Optional<Type> returns,
                List<Stmt> body, Location at, Visibility visibility) {
            this(name, kind, chips, params, returns, body, at, visibility, List.of());
        }

        public Function(String name, FunctionKind kind, int chips, List<Param> params, Optional<Type> returns,
                List<Stmt> body, Location at) {
            this(name, kind, chips, params, returns, body, at, Visibility.PRIVATE);
        }
    }

    /**
     * A generic parameter of a function, lifetimes left out: {@code const AT: usize}
     * ({@code constant}) or {@code S: M} (a type, in a kernel a mapping). A call binds it from its
     * turbofish argument at the same position, or, for a type, from the argument whose parameter
     * type names it. A parameter of a generic {@code impl<const N: usize> Tiles<N>} is one of each
     * of its functions too, {@code ofType} its position among the type's arguments ({@code N}: 0):
     * the value the method is called on binds it. A function's own parameters have {@code ofType} -1.
     * {@code bounds} are a type parameter's trait bounds ({@link #withBounds}); {@code valueType} is a
     * const parameter's integer type as written ({@code usize} of {@code const AT: usize}), empty for a type.
     */
    public record GenericParam(String name, boolean constant, Location at, int ofType, List<String> bounds,
            String valueType) {

        public GenericParam(String name, boolean constant, Location at, int ofType, List<String> bounds) {
            this(name, constant, at, ofType, bounds, "");
        }

        public GenericParam(String name, boolean constant, Location at, int ofType) {
            this(name, constant, at, ofType, List.of());
        }

        /** The const parameter {@code name: valueType} of a function ({@code const AT: usize}). */
        public static GenericParam constant(String name, String valueType, Location at) {
            return new GenericParam(name, true, at, -1, List.of(), valueType);
        }

        public GenericParam(String name, boolean constant, Location at) {
            this(name, constant, at, -1);
        }

        /**
         * The parameter with the trait bounds written for it, inline or in a {@code where} clause, each as
         * written without spaces: {@code D: Scalar + FetchCast<i32>} gives {@code [Scalar, FetchCast<i32>]}.
         */
        public GenericParam withBounds(List<String> written) {
            return new GenericParam(name, constant, at, ofType, List.copyOf(written), valueType);
        }

        /** Whether the parameter is the function's own, bound at its call, rather than its impl's. */
        public boolean own() {
            return ofType < 0;
        }

        /**
         * {@code ofType} of a parameter of a generic impl that the type's arguments do not name, only
         * its trait's: {@code D} of {@code impl<D: Scalar> From<&HbmTensor<D, …>> for Buffer}. A call
         * binds it from the argument whose parameter type names it, as rustc infers it.
         */
        public static final int OF_TRAIT = Integer.MAX_VALUE - 1;

        /** Whether the parameter is its impl's, named by the trait only ({@link #OF_TRAIT}). */
        public boolean ofTrait() {
            return ofType == OF_TRAIT;
        }
    }

    /** {@code input: &HbmTensor<i32, Chip, m![A]>}. */
    public record Param(String name, Type type, Location at) {}

    /**
     * A type: {@code HbmTensor<i32, Chip, m![A]>}, possibly behind {@code &} or {@code &mut}
     * ({@code mutable}); {@code text} is the type as written. A path type is named by its last
     * segment; lifetimes are dropped; a tuple type is named {@code ()} with its items as arguments;
     * an array type {@code [T; N]} is named {@code []}.
     */
    public record Type(String name, List<GenericArg> args, boolean reference, Location at, boolean mutable,
            String text) {

        public Type(String name, List<GenericArg> args, boolean reference, Location at) {
            this(name, args, reference, at, false, name);
        }
    }

    /** A generic argument, interpreted by the call or type that takes it. */
    public sealed interface GenericArg permits Named, MappingText, IntArg, Inferred, ConstExpr, Known {
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

    /** A const argument written as a block, {@code { 2 * STEPS }}: its value is computed where the call runs. */
    public record ConstExpr(Expr value, Location at) implements GenericArg {}

    /**
     * A mapping Rust infers from a value's type rather than from text: the {@code Element} of
     * {@code acc = ….commit(0x3000);} is the one {@code acc}'s tensor already has. Never written in
     * a file; made by the checker, at the location of what it infers for.
     */
    public record Known(dev.layoutprover.algebra.Mapping mapping, Location at) implements GenericArg {}

    /** {@code _}: left for inference. */
    public record Inferred(Location at) implements GenericArg {}

    /** A statement of a function body. */
    public sealed interface Stmt permits Let, ExprStmt, Return, LetTuple, For, AliasDecl, LocalConst, Skipped, Assign,
            While, Break, Unlowered {
        Location at();
    }

    /**
     * A statement of a host or helper function with no layout meaning, left unread:
     * {@code assert_eq!(a, b);}, {@code let f = |x| x + 1;}. {@code reason} says what was met at
     * {@code at}; {@code names} are the names it binds, whose values are unknown to what follows.
     * A {@code #[device]} function has none: there such a statement is a {@link KernelError}.
     * {@code hostData} is the statement of a host function read as host data (its closures,
     * {@code vec!} and assertions lowered), which a simulation runs to learn the values a test
     * feeds or expects; empty where it cannot be read so.
     */
    public record Skipped(String reason, Location at, List<String> names, List<Stmt> hostData) implements Stmt {
        public Skipped {
            hostData = List.copyOf(hostData);
        }

        /** A statement left unread, with no reading as host data. */
        public Skipped(String reason, Location at, List<String> names) {
            this(reason, at, names, List.of());
        }
    }

    /**
     * The whole body of the function {@code function}, left unread because it holds valid Rust
     * the reader cannot lower; {@code reason} says what was met at {@code at}. It is the body's
     * only statement: the function keeps its signature, so the rest of its file and whatever calls
     * it are read, and running it (or a call to it) is {@code Kernel::UNMODELLED}.
     *
     * <p>Example: {@code let v = async { 1 };} in the {@code #[device]} function {@code bad} makes its
     * body {@code Unlowered("bad", "an async block has no layout meaning in a kernel body", k.rs:20:17)}.
     */
    public record Unlowered(String function, String reason, Location at) implements Stmt {}

    /** {@code let [mut] name[: Type] = value;} ({@code name} may be {@code _}). */
    public record Let(String name, Optional<Type> annotation, Expr value, Location at) implements Stmt {}

    /** {@code value;}, or the body's last expression without a semicolon ({@code tail}). */
    public record ExprStmt(Expr value, boolean tail, Location at) implements Stmt {}

    /**
     * {@code name = value;} or {@code name op= value;} ({@code op} one of {@code + - * / % << >> & | ^},
     * empty for a plain assignment): the variable bound by the nearest {@code let} of that name
     * takes the new value, also when the assignment is inside a loop or block. {@code fields} is
     * the place inside the variable, outermost first: {@code s.t.0 += 1;} assigns {@code [t, 0]} of
     * {@code s} (the variable takes a copy with that field changed); empty for the variable itself.
     */
    public record Assign(String name, String op, Expr value, Location at, boolean throughReference,
            List<String> fields) implements Stmt {

        public Assign(String name, String op, Expr value, Location at, boolean throughReference) {
            this(name, op, value, at, throughReference, List.of());
        }

        public Assign(String name, String op, Expr value, Location at) {
            this(name, op, value, at, false);
        }

        /** The place as written: {@code s.t.0}. */
        public String place() {
            return fields.isEmpty() ? name : name + "." + String.join(".", fields);
        }
    }

    /** {@code return value;}. */
    public record Return(Optional<Expr> value, Location at) implements Stmt {}

    /** {@code let (a, _, c) = value;}: one name per item ({@code _} ignores it). */
    public record LetTuple(List<String> names, Optional<Type> annotation, Expr value, Location at) implements Stmt {}

    /**
     * {@code for i in 0..n { … }} ({@code names} is {@code [i]}) or
     * {@code for (i, x) in ARRAY.iter().enumerate() { … }}: run once per item, unrolled;
     * {@code 'outer: for …} has the {@code label} {@code outer}.
     */
    public record For(List<String> names, Expr items, List<Stmt> body, Location at, Optional<String> label)
            implements Stmt {

        public For(List<String> names, Expr items, List<Stmt> body, Location at) {
            this(names, items, body, at, Optional.empty());
        }
    }

    /**
     * {@code while condition { … }}, or {@code loop { … }} with no condition: the body runs while
     * the condition holds, until a {@link Break} ends it. {@code while let PATTERN = value { … }}
     * is a loop whose body tests the pattern first and breaks when it does not match. A loop may
     * have a {@code label} ({@code 'outer: loop { … }}); a {@code tail} loop is the value of the
     * block it ends ({@code let at = loop { … break 0x1000; };}): the value its {@code break} gives.
     */
    public record While(Optional<Expr> condition, List<Stmt> body, Location at, Optional<String> label, boolean tail)
            implements Stmt {

        public While(Optional<Expr> condition, List<Stmt> body, Location at) {
            this(condition, body, at, Optional.empty(), false);
        }
    }

    /**
     * {@code break;} ({@code next} false) or {@code continue;} ({@code next} true) of the innermost
     * loop, or of the loop labelled {@code label} ({@code break 'outer;}); {@code break value;}
     * gives the loop's value.
     */
    public record Break(boolean next, Location at, Optional<String> label, Optional<Expr> value) implements Stmt {

        public Break(boolean next, Location at) {
            this(next, at, Optional.empty(), Optional.empty());
        }
    }

    /** A {@code const} inside a function body. */
    public record LocalConst(ConstDecl decl) implements Stmt {
        public Location at() {
            return decl.at();
        }
    }

    /** An expression. */
    public sealed interface Expr permits Name, Path, Int, Float, Ref, Field, MethodCall, Call, Tuple, Await, Binary,
            Negate, StructLit, Bool, Not, Block, If, Array, Index, Range, Cast, Unread, Closure, Unexpanded, IsA,
            Panic {
        Location at();
    }

    /**
     * Where a kernel or helper panics: {@code panic!(…)}, {@code unreachable!()}, {@code todo!()}, or
     * the failing branch of {@code assert!(cond)} ({@code what} is the macro as written). Reaching it
     * ends the reference's run.
     */
    public record Panic(String what, Location at) implements Expr {}

    /**
     * Whether {@code value} is of the struct or enum variant {@code type} names: the test of a
     * pattern {@code Way::Offset(d)} or {@code Plan { base, .. }} before it binds the fields.
     */
    public record IsA(Expr value, Path type, Location at) implements Expr {}

    /**
     * The data argument of a host function's {@code HostTensor::<D, M>::from_buf(…)} when it has no
     * layout meaning ({@code (0..n).map(|x| …).collect()}): {@code reason} says what was met at
     * {@code at}. A data-free check needs only the tensor's type; anything that reads the value
     * stops there.
     */
    public record Unread(String reason, Location at) implements Expr {}

    /**
     * An invocation of a {@code macro_rules!} macro of the file that could not be expanded
     * ({@code reason} says why: no rule matches, the expansion is no Rust): a construct the
     * reader does not model, so what runs it stops there, and the rest of the file is read.
     */
    public record Unexpanded(String macro, String reason, Location at) implements Expr {}

    /**
     * A closure {@code |i: usize| base + i * 0x800}: its parameters' names, their written types (a
     * parameter left untyped has none: {@code |i|}), its result's written type ({@code |…| -> usize { … }}),
     * and its body, evaluated where it is called with the
     * variables it saw where it was written. The types matter only where no call gives the values: the
     * body rustc types though the closure is never called.
     */
    public record Closure(List<String> params, List<Optional<Type>> types, Optional<Type> returns, Expr body,
            Location at) implements Expr {

        public Closure {
            if (types.size() != params.size()) {
                throw new IllegalArgumentException(params.size() + " parameters, " + types.size() + " types");
            }
        }

        /** A closure none of whose parameters or result has a written type: {@code |i| i + 1}. */
        public Closure(List<String> params, Expr body, Location at) {
            this(params, params.stream().map(p -> Optional.<Type>empty()).toList(), Optional.empty(), body, at);
        }
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

    /**
     * An integer literal and the type its suffix writes ({@code "u8"} for {@code 255u8}, {@code ""}
     * for {@code 255}); {@code 1 << 12} is a {@link Binary}.
     */
    public record Int(long value, String suffix, Location at) implements Expr {

        /** A literal written without a suffix. */
        public Int(long value, Location at) {
            this(value, "", at);
        }
    }

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

    /** {@code left op right} with {@code op} one of {@code << >> + - * / % & | ^ == != < <= > >= && ||}. */
    public record Binary(String op, Expr left, Expr right, Location at) implements Expr {}

    /** {@code -value}. */
    public record Negate(Expr value, Location at) implements Expr {}

    /** {@code true} or {@code false}. */
    public record Bool(boolean value, Location at) implements Expr {}

    /** {@code !value}. */
    public record Not(Expr value, Location at) implements Expr {}

    /** {@code { stmts }} or {@code unsafe { stmts }}: its value is the tail expression. */
    public record Block(List<Stmt> body, boolean unsafe, Location at) implements Expr {}

    /** {@code if condition { … } else { … }}; {@code otherwise} is absent without {@code else}. */
    public record If(Expr condition, Block then, Optional<Expr> otherwise, Location at) implements Expr {}

    /** {@code [a, b, c]} (also behind {@code &}, a slice). */
    public record Array(List<Expr> items, Location at) implements Expr {}

    /** {@code value[index]}. */
    public record Index(Expr value, Expr index, Location at) implements Expr {}

    /** {@code start..end} or {@code start..=end}. */
    public record Range(Expr start, Expr end, boolean inclusive, Location at) implements Expr {}

    /** {@code value as u64}. */
    public record Cast(Expr value, Type type, Location at) implements Expr {}

    /** {@code SwitchConfig::Broadcast01 { slice1: 256, slice0: 1, time0: 1 }}. */
    public record StructLit(Path type, List<FieldInit> fields, Location at) implements Expr {}

    /** {@code slice1: 256}; {@code ..other} (the rest of the fields from {@code other}) is named {@code ..}. */
    public record FieldInit(String name, Expr value, Location at) {}
}
