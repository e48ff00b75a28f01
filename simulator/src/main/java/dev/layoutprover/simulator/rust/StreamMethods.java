package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.tensor.AccumulationTensor;
import dev.layoutprover.simulator.tensor.AlignedTensor;
import dev.layoutprover.simulator.tensor.BeginTensor;
import dev.layoutprover.simulator.tensor.CastTensor;
import dev.layoutprover.simulator.tensor.CollectTensor;
import dev.layoutprover.simulator.tensor.ContractionTensor;
import dev.layoutprover.simulator.tensor.FetchTensor;
import dev.layoutprover.simulator.tensor.StreamTensor;
import dev.layoutprover.simulator.tensor.SwitchTensor;
import dev.layoutprover.simulator.tensor.TransposeTensor;
import dev.layoutprover.simulator.tensor.VectorFinalTensor;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.AccumulationKind;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.SwitchConfig;
import java.util.List;

/**
 * The pipeline's methods, each on the stream tensors the book allows it on:
 * {@code begin → fetch → [switch] → collect → (to_trf | to_vrf | align → contract → accumulate |
 * vector_init … vector_final [→ to_vrf]) → [cast | transpose] → commit}, as the reference's stream
 * types define them: a transpose follows collect or vector_final, a cast collect, accumulate or
 * vector_final, nothing but a commit follows either, and a commit may follow any stage, begin too.
 *
 * <p>Example: {@code .align::<m![A / 32], m![A % 32], _, _>(&rhs)} on a {@code CollectTensor} is
 * {@code collect.align(m![A / 32], m![A % 32], rhs)}; {@code .commit(0)} in
 * {@code let out: DmTensor<bf16, Chip, Cluster, Slice, m![1 # 8]> = …} commits with
 * {@code Element = m![1 # 8]} taken from the annotation, as a DM tensor named {@code out}.
 */
final class StreamMethods {

    private StreamMethods() {}

    static Object begin(CallSite c, BeginTensor b) {
        switch (c.method()) {
            case "commit" -> {
                return commit(c, b.stream());
            }
            case "commit_view" -> {
                c.arity(1, "(dst.view_mut())");
                b.commitView(c.arg(0, DmTensor.class, "a DM tensor view (t.view_mut())"));
                return InterpreterValues.UNIT;
            }
            case "fetch" -> { }
            default -> throw c.unknown(List.of("fetch", "commit", "commit_view"));
        }
        c.arity(0, "()");
        List<Ast.GenericArg> g = c.generics(List.of("D", "Time", "Packet"), null);
        return b.fetch(c.elementType(g.get(0)), c.mapping(g.get(1)), c.mapping(g.get(2)));
    }

    static Object fetch(CallSite c, FetchTensor f) {
        return switch (c.method()) {
            case "switch" -> {
                c.arity(1, "(SwitchConfig::…)");
                List<Ast.GenericArg> g = c.generics(List.of("Slice", "Time"), null);
                yield f.switchTo(c.arg(0, SwitchConfig.class, "a SwitchConfig"), c.mapping(g.get(0)),
                        c.mapping(g.get(1)));
            }
            case "collect" -> {
                List<Ast.GenericArg> g = timePacket(c);
                yield f.collect(c.mapping(g.get(0)), c.mapping(g.get(1)));
            }
            case "commit" -> commit(c, f);
            case "commit_view" -> commitView(c, f);
            default -> throw c.unknown(List.of("switch", "collect", "commit"));
        };
    }

    /** A switched stream is collected or committed as it is (the reference's commit takes any position). */
    static Object switched(CallSite c, SwitchTensor s) {
        return switch (c.method()) {
            case "collect" -> {
                List<Ast.GenericArg> g = timePacket(c);
                yield s.collect(c.mapping(g.get(0)), c.mapping(g.get(1)));
            }
            case "commit" -> commit(c, s);
            case "commit_view" -> commitView(c, s);
            default -> throw c.unknown(List.of("collect", "commit", "commit_view"));
        };
    }

    static Object collect(CallSite c, CollectTensor t) {
        return switch (c.method()) {
            case "to_trf" -> {
                c.arity(1, "(TrfAddress::…)");
                List<Ast.GenericArg> g = c.generics(List.of("Row", "Element"), "TrfTensor", 4, 5);
                yield t.toTrf(c.mapping(g.get(0)), c.mapping(g.get(1)), c.arg(0, TrfAddress.class,
                        "a TrfAddress (TrfAddress::FirstHalf, SecondHalf or Full)"));
            }
            case "to_vrf" -> toVrf(c, t::toVrf);
            case "align" -> align(c, t);
            case "vector_init" -> {
                c.arity(0, "()");
                yield t.vectorInit();
            }
            case "cast" -> {
                List<Ast.GenericArg> g = castGenerics(c);
                yield t.cast(c.elementType(g.get(0)), c.mapping(g.get(1)));
            }
            case "transpose" -> {
                List<Ast.GenericArg> g = timePacket(c);
                yield t.transpose(c.mapping(g.get(0)), c.mapping(g.get(1)));
            }
            case "commit" -> commit(c, t);
            case "commit_view" -> commitView(c, t);
            default -> throw c.unknown(List.of("to_trf", "to_vrf", "align", "vector_init", "cast", "transpose",
                    "commit"));
        };
    }

    static Object aligned(CallSite c, AlignedTensor a) {
        if (!c.method().equals("contract")) {
            throw c.unknown(List.of("contract"));
        }
        c.arity(0, "()");
        List<Ast.GenericArg> g = c.generics(List.of("Packet"), null);
        return a.contract(c.mapping(g.get(0)));
    }

    static Object contraction(CallSite c, ContractionTensor t) {
        if (!c.method().equals("accumulate")) {
            throw c.unknown(List.of("accumulate"));
        }
        c.arity(1, "(AccumulationKind::…)");
        List<Ast.GenericArg> g = c.generics(List.of("Time", "Packet"), null);
        return t.accumulate(c.mapping(g.get(0)), c.mapping(g.get(1)), c.arg(0, AccumulationKind.class,
                "an AccumulationKind (Interleaved or Sequential)"));
    }

    static Object accumulation(CallSite c, AccumulationTensor a) {
        return switch (c.method()) {
            case "vector_init" -> {
                c.arity(0, "()");
                yield a.vectorInit();
            }
            case "cast" -> {
                List<Ast.GenericArg> g = castGenerics(c);
                yield a.cast(c.elementType(g.get(0)), c.mapping(g.get(1)));
            }
            case "commit" -> commit(c, a);
            case "commit_view" -> commitView(c, a);
            case "transpose" -> throw c.absent(List.of("vector_init", "cast", "commit"));
            default -> throw c.unknown(List.of("vector_init", "cast", "commit"));
        };
    }

    static Object vectorFinal(CallSite c, VectorFinalTensor v) {
        return switch (c.method()) {
            case "cast" -> {
                List<Ast.GenericArg> g = castGenerics(c);
                yield v.cast(c.elementType(g.get(0)), c.mapping(g.get(1)));
            }
            case "transpose" -> {
                List<Ast.GenericArg> g = timePacket(c);
                yield v.transpose(c.mapping(g.get(0)), c.mapping(g.get(1)));
            }
            case "to_vrf" -> toVrf(c, v::toVrf);
            case "commit" -> commit(c, v);
            case "commit_view" -> commitView(c, v);
            default -> throw c.unknown(List.of("cast", "transpose", "to_vrf", "commit"));
        };
    }

    /** A CastTensor has only the commits: the reference defines no transpose after the Cast Engine. */
    static Object cast(CallSite c, CastTensor t) {
        return switch (c.method()) {
            case "commit" -> commit(c, t);
            case "commit_view" -> commitView(c, t);
            case "transpose" -> throw c.absent(List.of("commit"));
            default -> throw c.unknown(List.of("commit"));
        };
    }

    static Object transposed(CallSite c, TransposeTensor t) {
        return switch (c.method()) {
            case "commit" -> commit(c, t);
            case "commit_view" -> commitView(c, t);
            default -> throw c.unknown(List.of("commit", "commit_view"));
        };
    }

    /** {@code .align::<Time, Packet, _, _>(&trf)}; the book writes the last two as {@code _}. */
    /** {@code .commit_view(dst)}: writes the stream through a DM view ({@code out} or {@code t.view_mut()}). */
    private static Object commitView(CallSite c, dev.layoutprover.simulator.tensor.StreamTensor t) {
        c.arity(1, "(dst.view_mut())");
        t.commitView(c.arg(0, dev.layoutprover.simulator.memory.DmTensor.class, "a DM tensor view (t.view_mut())"));
        return InterpreterValues.UNIT;
    }

    private static Object align(CallSite c, CollectTensor t) {
        c.arity(1, "(&trf)");
        List<Ast.GenericArg> given = c.node.generics();
        if (given.size() == 4) {
            for (Ast.GenericArg extra : given.subList(2, 4)) {
                if (!(extra instanceof Ast.Inferred)) {
                    throw new KernelError(extra.at(), "the last two generic arguments of .align are inferred: write _");
                }
            }
        } else if (given.size() != 2) {
            throw new KernelError(c.node.at(), ".align takes the generic arguments <Time, Packet, _, _>, got "
                    + given.size());
        }
        for (Ast.GenericArg g : given.subList(0, 2)) {
            if (g instanceof Ast.Inferred) {
                throw new KernelError(g.at(), "the computation mapping of .align cannot be inferred: write it");
            }
        }
        return t.align(c.mapping(given.get(0)), c.mapping(given.get(1)), c.arg(0, TrfTensor.class, "a TRF tensor (&trf)"));
    }

    /** {@code .commit::<Element>(address)}; the DM tensor is named after the variable it is bound to. */
    private static DmTensor commit(CallSite c, StreamTensor t) {
        return commit(c, t.stream());
    }

    private static DmTensor commit(CallSite c, dev.layoutprover.simulator.stream.Stream s) {
        c.arity(1, "(address)");
        List<Ast.GenericArg> g = c.generics(List.of("Element"), "DmTensor", 4);
        long address = c.integer(0, "the DM address");
        return CommitEngine.commit(s, c.bindingOr("commit@" + address), c.mapping(g.get(0)), address);
    }

    /** {@code .to_vrf::<Element>(address)}; {@code Element} may come from the let annotation. */
    private static VrfTensor toVrf(CallSite c, java.util.function.BiFunction<dev.layoutprover.algebra.Mapping, Long, VrfTensor> store) {
        c.arity(1, "(address)");
        List<Ast.GenericArg> g = c.generics(List.of("Element"), "VrfTensor", 4);
        return store.apply(c.mapping(g.get(0)), c.integer(0, "the VRF address"));
    }

    private static List<Ast.GenericArg> timePacket(CallSite c) {
        c.arity(0, "()");
        return c.generics(List.of("Time", "Packet"), null);
    }

    private static List<Ast.GenericArg> castGenerics(CallSite c) {
        c.arity(0, "()");
        return c.generics(List.of("D", "Packet"), null);
    }
}
