package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.memory.VrfTensor;
import java.util.List;

/**
 * The second input of a Vector Engine operation: a constant broadcast to every element, or a VRF
 * tensor read element by element (broadcast along the stream axes it lacks), or the stash; or a
 * list of such operands each valid for some execution ids ({@code [VeBranchOperand; N]}), applied
 * one after another, each where its ids match.
 */
public sealed interface Operand {

    /**
     * A constant; {@code written} is the type its literal has where a kernel wrote it (an integer
     * literal is {@code i32}, a float one {@code f32}), or {@code null} where the Java API made it,
     * so that a constant of the other type than its stream's is found however it is wrapped
     * ({@code VeRhs::constant(2.0)} on an {@code i32} stream).
     */
    record Constant(double value, dev.layoutprover.simulator.ElementType written) implements Operand {

        /** A constant of no written type: {@code new Constant(3.0)}. */
        public Constant(double value) {
            this(value, null);
        }
    }

    record Vrf(VrfTensor tensor) implements Operand {}

    /** What {@code vector_stash()} stored earlier in the pass, read at the same indices. */
    record Stash() implements Operand {}

    /** An operand with the execution ids it serves: {@code VeBranchOperand::group(operand, id)}. */
    record Branch(Operand operand, ValidBranchIds valid) {
        public Branch {
            if (operand instanceof Branches) {
                throw new IllegalArgumentException("a branch operand is a constant, a VRF tensor or the stash");
            }
        }
    }

    /**
     * Operands that differ per branch ({@code ArrayVec<VeBranchOperand, 5>}), in order: each
     * applies the operation where its ids match, to what the ones before it left.
     */
    record Branches(List<Branch> branches) implements Operand {
        public Branches {
            branches = List.copyOf(branches);
        }

        /** Whether this is one operand valid always: the same as the plain operand. */
        public boolean plain() {
            return branches.size() == 1 && branches.get(0).valid() == ValidBranchIds.ALWAYS;
        }
    }

    static Operand of(double value) {
        return new Constant(value);
    }

    static Operand of(VrfTensor tensor) {
        return new Vrf(tensor);
    }
}
