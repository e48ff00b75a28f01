package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.ArgMode;
import dev.layoutprover.simulator.stream.Operand;
import java.util.List;
import java.util.Set;

/**
 * The engines' free functions a kernel calls: the Vector Engine's branch operands
 * ({@code VeBranchOperand::always(VeRhs::vrf(&v))}, {@code VeRhs::constant(896.0f32)},
 * {@code ArrayVec::new([…])}), {@code FpDivBinaryOp::DivF.with_mode(mode)}, and memory tensors
 * placed at an address ({@code DmTensor::<…>::from_addr(a)}, {@code HbmTensor::<…>::from_addr(a)},
 * their generics from the turbofish or the let annotation).
 *
 * <p>Example: {@code ArrayVec::new([VeBranchOperand::always(VeRhs::constant(2.0f32))])} is the
 * one-branch operand list of the constant 2.
 */
final class EngineCalls {

    private static final Set<String> PATHS = Set.of("VeBranchOperand::always", "VeRhs::vrf", "VeRhs::constant",
            "VeRhs::stash", "ArrayVec::new", "DmTensor::from_addr", "HbmTensor::from_addr");

    /** {@code ArrayVec::new([TernaryOperand; N])}: a ternary operand list, capacity-checked only, as the reference's. */
    record TernaryOperands(List<dev.layoutprover.simulator.stream.TernaryOperand> list) {}

    /** An operation with its argument mode, {@code FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01)}. */
    record WithMode(Enum<?> op, ArgMode.Binary mode) {}

    private EngineCalls() {}

    static boolean handles(Interpreter in, Ast.Call c) {
        List<Ast.Segment> s = c.callee().segments();
        return s.size() == 2 && (PATHS.contains(s.get(0).name() + "::" + s.get(1).name())
                || BranchValues.CALLS.contains(s.get(0).name() + "::" + s.get(1).name())
                || s.get(1).name().equals("from_addr") && tensorType(in, s.get(0)).isPresent());
    }

    /** {@code DmTensor}, {@code HbmTensor} or a local alias of one, as a type with its generics. */
    private static java.util.Optional<Ast.Type> tensorType(Interpreter in, Ast.Segment segment) {
        String n = segment.name();
        if (n.equals("DmTensor") || n.equals("HbmTensor")) {
            return java.util.Optional.of(new Ast.Type(n, segment.generics(), false, segment.at()));
        }
        return in.program.typeAlias(n).filter(t -> t.name().equals("DmTensor") || t.name().equals("HbmTensor"));
    }

    /** Runs the call {@code c} on the evaluated {@code args}. */
    static Object call(Interpreter in, Ast.Call c, List<Object> args, Interpreter.Expected expected) {
        List<Ast.Segment> s = c.callee().segments();
        String path = s.get(0).name() + "::" + s.get(1).name();
        if (s.get(1).name().equals("from_addr")) {
            return fromAddress(in, c, args, expected, tensorType(in, s.get(0)).orElseThrow());
        }
        if (BranchValues.CALLS.contains(path)) {
            return BranchValues.call(c, path, args);
        }
        return switch (path) {
            case "VeBranchOperand::always" -> {
                one(c, args, "(operand)");
                if (BranchValues.plainRhs(args.get(0)).isPresent()) {
                    // `VeBranchOperand::always(2.into())`: a number stays a number through .into()
                    yield BranchValues.plainRhs(args.get(0)).get();
                }
                if (args.get(0) instanceof dev.layoutprover.simulator.symbolic.Tensor t) {
                    yield t; // a symbolic VRF operand, valid in every branch
                }
                if (!(args.get(0) instanceof Operand o)) {
                    throw new KernelError(c.at(), path + " takes a VeRhs operand, got " + InterpreterValues.describe(args.get(0)));
                }
                yield o;
            }
            case "VeRhs::vrf" -> {
                one(c, args, "(&vrf)");
                if (args.get(0) instanceof dev.layoutprover.simulator.symbolic.Tensor t && t.kind.equals("VrfTensor")) {
                    yield t; // the symbolic check's VRF tensor is the operand itself
                }
                if (!(args.get(0) instanceof VrfTensor v)) {
                    throw new KernelError(c.at(), path + " takes a VRF tensor, got " + InterpreterValues.describe(args.get(0)));
                }
                yield Operand.of(v);
            }
            case "VeRhs::constant" -> {
                one(c, args, "(value)");
                yield switch (args.get(0)) {
                    case Long l -> BranchValues.written(l);
                    case Double d -> BranchValues.written(d);
                    default -> throw new KernelError(c.at(), path + " takes a number, got "
                            + InterpreterValues.describe(args.get(0)));
                };
            }
            case "VeRhs::stash" -> {
                if (!args.isEmpty()) {
                    throw new KernelError(c.at(), path + "() takes no arguments");
                }
                yield new Operand.Stash();
            }
            case "ArrayVec::new" -> {
                one(c, args, "([…])");
                if (!(args.get(0) instanceof List<?> l)) {
                    throw new KernelError(c.at(), path + " takes an array, got " + InterpreterValues.describe(args.get(0)));
                }
                if (!l.isEmpty() && l.stream().allMatch(x -> BranchValues.ternary(x).isPresent())) {
                    yield new TernaryOperands(BranchValues.ternaryList(l, true).orElseThrow());
                }
                yield BranchValues.list(l, true).map(b -> (Object) b).orElse(l);
            }
            default -> throw new KernelError(c.at(), "unknown function " + path);
        };
    }

    /** {@code DmTensor::<D, Chip, Cluster, Slice, Element>::from_addr(a)} or the HBM form. */
    private static Object fromAddress(Interpreter in, Ast.Call c, List<Object> args, Interpreter.Expected expected,
            Ast.Type type) {
        one(c, args, "(address)");
        if (!(args.get(0) instanceof Long address)) {
            throw new KernelError(c.at(), "from_addr takes an address, got " + InterpreterValues.describe(args.get(0)));
        }
        boolean dm = type.name().equals("DmTensor");
        int n = dm ? 5 : 3;
        List<Ast.GenericArg> g = type.args();
        if (g.isEmpty() && expected.type() != null && expected.type().name().equals(type.name())) {
            g = expected.type().args();
        }
        if (g.size() != n || g.stream().anyMatch(x -> x instanceof Ast.Inferred)) {
            throw new KernelError(c.at(), type.name() + "::from_addr needs its " + n + " generic arguments, from the "
                    + "turbofish or the let annotation");
        }
        String name = expected.binding() == null ? type.name() + "@" + address : expected.binding();
        var t = in.program.elementType(g.get(0));
        var device = in.ctx.device();
        return dm ? DmTensor.fromAddress(name, device, t, in.program.mapping(g.get(1)), in.program.mapping(g.get(2)),
                in.program.mapping(g.get(3)), in.program.mapping(g.get(4)), address)
                : HbmTensor.fromAddress(name, device, t, in.program.mapping(g.get(1)), in.program.mapping(g.get(2)),
                        address);
    }

    /** {@code op.with_mode(mode)} on an operation enum. */
    static Object withMode(CallSite c, Enum<?> op) {
        c.arity(1, "(BinaryArgMode::…)");
        return new WithMode(op, c.arg(0, ArgMode.Binary.class, "a BinaryArgMode"));
    }

    static void one(Ast.Call c, List<Object> args, String usage) {
        if (args.size() != 1) {
            throw new KernelError(c.at(), c.callee().text() + usage + " takes 1 argument, got " + args.size());
        }
    }
}
