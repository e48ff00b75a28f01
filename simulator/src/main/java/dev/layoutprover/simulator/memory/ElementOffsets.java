package dev.layoutprover.simulator.memory;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;

/**
 * Byte addresses of element positions in memory: position {@code p} of a tensor at byte
 * {@code address} starts at {@code address + p · bits / 8}. A position that starts inside a byte
 * (an odd position of {@code i4}, two elements to a byte) has no byte address, so a view or tile
 * that begins there is {@code Kernel::UNMODELLED}.
 *
 * <p>Example: {@code byteAddress(0x100, I4, 6, "tile")} is {@code 0x103};
 * {@code byteAddress(0x100, I4, 5, "tile")} is {@code Kernel::UNMODELLED}.
 */
public final class ElementOffsets {

    private ElementOffsets() {}

    /** The byte address of element position {@code elements} of a tensor of {@code type} at {@code address}. */
    static long byteAddress(long address, ElementType type, long elements, String what) {
        if (!type.wholeBytes(elements)) {
            throw new RuleViolation("Kernel::UNMODELLED", what + " starts at element " + elements + " of " + type
                    + ", inside a byte (two elements to a byte); the simulator addresses memory by bytes");
        }
        return address + type.bytesOf(elements);
    }

    /** Element {@code index} of the elements of {@code type} stored from byte {@code base} of {@code m}. */
    public static double read(PagedMemory m, long base, ElementType type, long index) {
        byte[] one = new byte[Math.max(1, type.bits() / 8)];
        if (type.isSubByte()) {
            m.read(base + index / 2, one, 0, 1);
            return type.decodeAt(one, 0, index % 2);
        }
        m.read(base + index * one.length, one, 0, one.length);
        return type.decode(one, 0);
    }

    /** Writes {@code value} as element {@code index} from byte {@code base} of {@code m}; an {@code i4} keeps its neighbour nibble. */
    public static void write(PagedMemory m, long base, ElementType type, long index, double value) {
        byte[] one = new byte[Math.max(1, type.bits() / 8)];
        if (type.isSubByte()) {
            m.read(base + index / 2, one, 0, 1);
            type.encodeAt(value, one, 0, index % 2);
            m.write(base + index / 2, one, 0, 1);
            return;
        }
        type.encode(value, one, 0);
        m.write(base + index * one.length, one, 0, one.length);
    }

    /** {@code Kernel::UNMODELLED} for a type of less than a byte: {@code what} moves elements one by one, by byte address. */
    static void requireWholeBytes(ElementType type, String what) {
        if (type.isSubByte()) {
            throw new RuleViolation("Kernel::UNMODELLED", "the simulator does not model " + what + " of " + type
                    + " (two elements to a byte)");
        }
    }

    /** The alignment a tensor of {@code type} needs: its bytes per element, 1 for a type of less than a byte. */
    static int alignment(ElementType type) {
        return Math.max(1, type.bits() / 8);
    }
}
