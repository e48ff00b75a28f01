package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import java.util.List;
import java.util.Set;

/**
 * The arguments a helper no kernel calls is run on, for the type errors rustc finds in it: rustc types
 * every function of a crate, called or not. Each parameter gets a value of its written type, whatever
 * the callers would pass: the context; a memory tensor placed at address 0 (its overlaps with the
 * others are no type error); an integer 1, so that a loop bounded by it runs once; {@code false}; 1.0. A
 * const generic parameter ({@code <const AT: usize>}) is bound to {@link #CONSTANT}: rustc types a generic
 * function once, for every value of it.
 *
 * <p>Example: {@code fn stage(ctx: &mut Context, a: &DmTensor<i8, Chip, Cluster, Slice, m![K]>, n: usize)}
 * runs on {@code (ctx, a DM tensor of i8 at 0, 1)}.
 */
final class HelperArguments {

    private static final Set<String> INTEGERS = Set.of("usize", "isize", "u8", "u16", "u32", "u64", "i8", "i16",
            "i32", "i64");

    /** The value a helper's const generic parameter is bound to: 0, an address every memory has. */
    static final Long CONSTANT = 0L;

    private HelperArguments() {}

    /** Whether a helper's parameter of type {@code type} (written whole) can be given a value here. */
    static boolean supplies(Ast.Type type) {
        return switch (type.name()) {
            case "Context", "bool", "f32", "f64" -> true;
            case "HbmTensor" -> type.args().size() == 3;
            case "DmTensor" -> type.args().size() == 5;
            default -> INTEGERS.contains(type.name());
        };
    }

    /**
     * What parameter {@code p} of a function reads when a call gives it {@code given}, a value of
     * another type (rustc's mismatched types at the call): an HBM or DM tensor of the written type at
     * the given tensor's address, as rustc types the body against the signature alone; any other value
     * as given. Example: {@code x: &HbmTensor<i32, m![1], m![A]>} given an i16 tensor at 0x1000 reads
     * an i32 tensor of {@code m![A]} at 0x1000.
     */
    static Object written(Interpreter in, Ast.Param p, Object given) {
        try {
            return writtenOrGiven(in, p, given);
        } catch (KernelError | Program.IllFormed | Program.UnmodelledElementType | IllegalArgumentException e) {
            return given; // a type the reader cannot build: a finding of its own where it is read
        }
    }

    private static Object writtenOrGiven(Interpreter in, Ast.Param p, Object given) {
        Ast.Type type = in.program.whole(p.type());
        List<Ast.GenericArg> g = type.args();
        if (given instanceof HbmTensor h && type.name().equals("HbmTensor") && g.size() == 3) {
            return HbmTensor.fromAddress(p.name(), in.ctx.device(), in.program.elementType(g.get(0)),
                    in.program.mapping(g.get(1)), in.program.mapping(g.get(2)), h.address());
        }
        if (given instanceof DmTensor d && type.name().equals("DmTensor") && g.size() == 5) {
            return DmTensor.fromAddress(p.name(), in.ctx.device(), in.program.elementType(g.get(0)),
                    in.program.mapping(g.get(1)), in.program.mapping(g.get(2)), in.program.mapping(g.get(3)),
                    in.program.mapping(g.get(4)), d.address());
        }
        return given;
    }

    /** The value parameter {@code p} of a helper run on its own takes. */
    static Object of(Interpreter in, Ast.Param p) {
        Ast.Type type = in.program.whole(p.type());
        List<Ast.GenericArg> g = type.args();
        return switch (type.name()) {
            case "Context" -> in.ctx;
            case "bool" -> false;
            case "f32", "f64" -> 1.0;
            case "HbmTensor" -> HbmTensor.fromAddress(p.name(), in.ctx.device(), in.program.elementType(g.get(0)),
                    in.program.mapping(g.get(1)), in.program.mapping(g.get(2)), 0);
            case "DmTensor" -> DmTensor.fromAddress(p.name(), in.ctx.device(), in.program.elementType(g.get(0)),
                    in.program.mapping(g.get(1)), in.program.mapping(g.get(2)), in.program.mapping(g.get(3)),
                    in.program.mapping(g.get(4)), 0);
            default -> {
                if (!INTEGERS.contains(type.name())) {
                    throw new KernelError(p.at(), "a helper run on its own takes no " + type.name());
                }
                yield 1L;
            }
        };
    }
}
