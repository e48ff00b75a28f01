package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.memory.DmaEngine;
import java.util.Optional;

/**
 * A const generic argument naming a DMA engine, {@code { Dma::Tensor }} or {@code { Dma::Pcie }}, as
 * the reference's copies generic over their engine take it ({@code <const DMA: Dma, Element2>},
 * memory_tensor.rs:227). Example: the first argument of
 * {@code hbm.to_hbm::<{ Dma::Tensor }, m![A, B]>(&mut ctx.tdma, 0)} is {@link DmaEngine.Kind#TENSOR}.
 */
final class DmaConst {

    private DmaConst() {}

    /** The engine {@code a} names, or empty if it is no {@code { Dma::… }} argument. */
    static Optional<DmaEngine.Kind> kind(Ast.GenericArg a) {
        if (!(a instanceof Ast.ConstExpr c)) {
            return Optional.empty();
        }
        Ast.Expr e = c.value();
        if (e instanceof Ast.Block b && !b.unsafe() && b.body().size() == 1
                && b.body().get(0) instanceof Ast.ExprStmt s && s.tail()) {
            e = s.value();
        }
        if (!(e instanceof Ast.Path p) || p.segments().size() != 2 || !p.segments().get(0).name().equals("Dma")) {
            return Optional.empty();
        }
        return switch (p.segments().get(1).name()) {
            case "Tensor" -> Optional.of(DmaEngine.Kind.TENSOR);
            case "Pcie" -> Optional.of(DmaEngine.Kind.PCIE);
            default -> Optional.empty();
        };
    }

    /**
     * Why {@code engine} is not a value of the written type {@code DmaContext<{ Dma::… }>}, or empty
     * if it is (or the type names no engine). Example: {@code DmaContext<{ Dma::Pcie }>} given
     * {@code &mut ctx.tdma} is "is a DmaContext<{ Dma::Pcie }>, given &mut ctx.tdma".
     */
    static Optional<String> mismatch(Ast.Type type, DmaEngine engine) {
        if (type.args().size() != 1) {
            return Optional.empty();
        }
        return kind(type.args().get(0)).filter(k -> k != engine.kind()).map(k -> "is a DmaContext<{ Dma::" + name(k)
                + " }>, given " + context(engine.kind()));
    }

    /** The context field that is the engine {@code kind}: {@code &mut ctx.tdma} or {@code &mut ctx.pdma}. */
    static String context(DmaEngine.Kind kind) {
        return "&mut ctx." + (kind == DmaEngine.Kind.PCIE ? "pdma" : "tdma");
    }

    /** The variant of {@code Dma} that names {@code kind}: {@code Tensor} or {@code Pcie}. */
    static String name(DmaEngine.Kind kind) {
        return kind == DmaEngine.Kind.TENSOR ? "Tensor" : "Pcie";
    }
}
