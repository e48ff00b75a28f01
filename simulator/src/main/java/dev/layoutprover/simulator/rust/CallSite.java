package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.memory.DmaEngine;
import java.util.ArrayList;
import java.util.List;

/**
 * One method call being run: the receiver, the evaluated arguments, the generic arguments, and
 * the type the caller expects, with the helpers every method shares to read them and to say what
 * is wrong with them.
 *
 * <p>Generic arguments come from the turbofish ({@code .to_dm::<Cluster, Slice, m![A % 8]>(…)}) or,
 * where it leaves them out or writes {@code _}, from the expected type, as Rust infers them:
 * {@code let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 64, K]> = a.to_dm(&mut ctx.tdma, 0);}
 * takes {@code Cluster}, {@code Slice} and {@code Element} from the annotation.
 */
final class CallSite {

    final Interpreter in;
    final Ast.MethodCall node;
    final Object receiver;
    final List<Object> args;
    final Interpreter.Expected expected;

    /**
     * The result type the turbofish writes, as rustc knows it before the call runs: its type name
     * and the written generic arguments at their positions in it (null until {@link #generics} reads them).
     */
    private WrittenResult written;

    CallSite(Interpreter in, Ast.MethodCall node, Object receiver, List<Object> args, Interpreter.Expected expected) {
        this.in = in;
        this.node = node;
        this.receiver = receiver;
        this.args = args;
        this.expected = expected;
    }

    String method() {
        return node.name();
    }

    Context ctx() {
        return in.ctx;
    }

    /** Requires {@code n} value arguments; {@code usage} shows them, e.g. {@code (&mut ctx.tdma, address)}. */
    void arity(int n, String usage) {
        if (args.size() != n) {
            throw new KernelError(node.at(), "." + method() + usage + " takes " + n + " argument" + (n == 1 ? "" : "s")
                    + ", got " + args.size());
        }
    }

    /**
     * The generic arguments named {@code names}, from the turbofish or else from the expected type
     * {@code type}, whose parameters at {@code positions} they are.
     */
    List<Ast.GenericArg> generics(List<String> names, String type, int... positions) {
        return leadingGenerics(names, names.size(), type, positions);
    }

    /**
     * The first {@code names.size()} of a method's {@code declared} generic arguments, as
     * {@link #generics}; the others are inferred from its arguments. Example: {@code dma_gather}'s
     * {@code <Cluster2, Slice2, Element2, Element3>}, whose {@code Element3} is the index tensor's.
     */
    List<Ast.GenericArg> leadingGenerics(List<String> names, int declared, String type, int... positions) {
        List<Ast.GenericArg> given = node.generics();
        if (!given.isEmpty() && given.size() != declared) {
            throw new KernelError(node.at(), "." + method() + " takes " + declared + " generic argument"
                    + (declared == 1 ? "" : "s") + (declared == names.size() ? " <" + String.join(", ", names) + ">" : "")
                    + ", got " + given.size());
        }
        List<Ast.GenericArg> out = new ArrayList<>();
        if (type != null && !given.isEmpty()) {
            java.util.Map<Integer, Ast.GenericArg> at = new java.util.LinkedHashMap<>();
            for (int i = 0; i < names.size() && i < positions.length; i++) {
                if (!(given.get(i) instanceof Ast.Inferred)) {
                    at.put(positions[i], given.get(i));
                }
            }
            written = new WrittenResult(type, java.util.Map.copyOf(at));
        }
        for (int i = 0; i < names.size(); i++) {
            Ast.GenericArg g = given.isEmpty() ? null : given.get(i);
            if (g == null || g instanceof Ast.Inferred) {
                g = fromExpected(type, positions.length > i ? positions[i] : -1);
                if (g == null) {
                    throw new KernelError(node.at(), "cannot infer " + names.get(i) + " of ." + method() + ": write ."
                            + method() + "::<" + String.join(", ", names) + ">(…)"
                            + (type == null ? "" : " or annotate the let with " + type + "<…>"));
                }
            }
            out.add(g);
        }
        return out;
    }

    /** The result type the turbofish wrote, if the call read one. */
    java.util.Optional<WrittenResult> written() {
        return java.util.Optional.ofNullable(written);
    }

    /** Whether the caller gave generic arguments or an expected type {@code type} to take them from. */
    boolean hasGenerics(String type) {
        return !node.generics().isEmpty() || (expected.type() != null && expected.type().name().equals(type));
    }

    private Ast.GenericArg fromExpected(String type, int position) {
        Ast.Type t = expected.type();
        if (type == null || position < 0 || t == null || !t.name().equals(type)
                || t.args().size() != TypeCheck.PARAMETERS.get(type).size()) {
            return null;
        }
        Ast.GenericArg g = t.args().get(position);
        return g instanceof Ast.Inferred ? null : g;
    }

    Mapping mapping(Ast.GenericArg g) {
        return in.program.mapping(g);
    }

    ElementType elementType(Ast.GenericArg g) {
        return in.program.elementType(g);
    }

    Axis axis(Ast.GenericArg g) {
        return in.program.axis(g);
    }

    /** The {@code i}th argument as a {@code c}; {@code what} names it in the error. */
    <T> T arg(int i, Class<T> c, String what) {
        Object v = args.get(i);
        if (!c.isInstance(v)) {
            throw new KernelError(node.args().get(i).at(), "." + method() + " takes " + what + " here, got "
                    + InterpreterValues.describe(v));
        }
        return c.cast(v);
    }

    DmaEngine dma(int i) {
        // a Tensor Unit context (ctx.main, ctx.sub) where a DMA engine goes is a DMA::ENGINE finding
        // (thrown, not counted: the engine's own DMA::ENGINE check counts the call once)
        if (args.get(i) instanceof dev.layoutprover.simulator.tensor.TensorUnit) {
            throw new dev.layoutprover.simulator.RuleViolation("DMA::ENGINE", "." + method() + " copies through a DMA "
                    + "engine (&mut ctx.tdma or &mut ctx.pdma), got a Tensor Unit context (ctx.main or ctx.sub)");
        }
        return arg(i, DmaEngine.class, "a DMA engine (&mut ctx.tdma or &mut ctx.pdma)");
    }

    /**
     * The DMA of an HBM copy generic over its engine ({@code HbmTensor::to_hbm} and
     * {@code HbmTensorView::to_hbm_view}, {@code <const DMA: Dma, Element2>}, memory_tensor.rs:227
     * and 302), and this call with that leading {@code { Dma::… }} turbofish argument checked against
     * the context passed at {@code i} and taken off, so that the others read as without it. Example:
     * {@code hbm.to_hbm::<{ Dma::Tensor }, m![A, B]>(&mut ctx.tdma, 0)} reads as
     * {@code hbm.to_hbm::<m![A, B]>(&mut ctx.tdma, 0)}; with {@code &mut ctx.pdma} it is
     * {@code DMA::ENGINE}, as rustc rejects a {@code DmaContext<{ Dma::Pcie }>} where the const
     * argument says {@code Dma::Tensor}.
     */
    CallSite withDmaConst(int i) {
        DmaEngine dma = dma(i);
        List<Ast.GenericArg> given = node.generics();
        if (given.isEmpty()) {
            return this;
        }
        java.util.Optional<DmaEngine.Kind> kind = DmaConst.kind(given.get(0));
        if (kind.isEmpty()) {
            return this;
        }
        if (kind.get() != dma.kind()) {
            throw new dev.layoutprover.simulator.RuleViolation("DMA::ENGINE", "." + method() + "::<{ Dma::"
                    + DmaConst.name(kind.get()) + " }, …> takes a DmaContext<{ Dma::" + DmaConst.name(kind.get())
                    + " }>, got " + DmaConst.context(dma.kind()) + ", a DmaContext<{ Dma::"
                    + DmaConst.name(dma.kind()) + " }>");
        }
        Ast.MethodCall rest = new Ast.MethodCall(node.receiver(), node.name(), given.subList(1, given.size()), node.args(),
                node.at());
        return new CallSite(in, rest, receiver, args, expected);
    }

    long integer(int i, String what) {
        return arg(i, Long.class, what);
    }

    /** An integer or float argument as a double: {@code 2.0f32}, {@code 1}. */
    double number(int i, String what) {
        Object v = args.get(i);
        if (v instanceof Long l) {
            return l;
        }
        return arg(i, Double.class, what);
    }

    /** The variable the result goes to, or {@code fallback}. */
    String bindingOr(String fallback) {
        String b = expected.binding();
        return b == null || b.equals("_") ? fallback : b;
    }

    KernelError unknown(List<String> known) {
        java.util.Optional<Unmodelled> todo = ReferenceTodos.of("." + method(), node.at());
        if (todo.isPresent()) {
            return todo.get();
        }
        if (Unmodelled.isApi(method())) {
            return new Unmodelled(node.at(), "." + method(), "the simulator does not model ." + method() + " on "
                    + InterpreterValues.describe(receiver) + " yet (it models: " + String.join(", ", known) + ")");
        }
        return absent(known);
    }

    /**
     * A method the reference does not define on this receiver, though it defines it on others: a
     * Rust type error, rejected as rustc rejects it. Example: {@code .transpose} after {@code .cast}.
     */
    KernelError absent(List<String> known) {
        return new KernelError(node.at(), "unknown method '" + method() + "' on " + InterpreterValues.describe(receiver)
                + " (it has: " + String.join(", ", known) + ")");
    }
}
