package dev.layoutprover.algebra.cute;

/**
 * CuTe's {@code Swizzle<B,M,S>}: a function on offsets that XORs {@code B} bits of the offset,
 * taken {@code |S|} bits above (for {@code S > 0}; below for {@code S < 0}), into the {@code B}
 * bits starting at bit {@code M}. For {@code S ≥ 0} it is
 * {@code f(x) = x XOR ((x AND ((2^B − 1) << (M+S))) >> S)}.
 *
 * <p>Example: {@code Sw<3,4,3>} XORs bits 7..9 into bits 4..6: {@code f(128) = 128 XOR 16 = 144},
 * {@code f(1000) = 1000 XOR 112 = 920}. The bits it reads are never written ({@code |S| ≥ B}), so
 * {@code f(f(x)) = x}, and it moves no offset out of its block of {@code 2^(B+M+|S|)} offsets. A
 * negative offset is read in two's complement, as CuTe's integers are.
 *
 * @param bits {@code B}, the number of bits XORed, {@code 0 ≤ B}
 * @param base {@code M}, the lowest bit written, {@code 0 ≤ M}
 * @param shift {@code S}, the distance between the bits read and written, {@code |S| ≥ B}
 */
public record OffsetSwizzle(int bits, int base, int shift) {

    /** The most bits a block may span: offsets are 63-bit integers. */
    public static final int MAX_BLOCK_BITS = 62;

    public OffsetSwizzle {
        if (bits < 0 || base < 0) {
            throw new IllegalArgumentException("Sw<" + bits + "," + base + "," + shift + ">: B and M must not be negative");
        }
        if (Math.abs((long) shift) < bits) {
            throw new IllegalArgumentException("Sw<" + bits + "," + base + "," + shift + ">: |S| must be at least B, so that"
                    + " the bits read are not the bits written");
        }
        if ((long) bits + base + Math.abs((long) shift) > MAX_BLOCK_BITS) {
            throw new IllegalArgumentException("Sw<" + bits + "," + base + "," + shift + ">: B + M + |S| must be at most "
                    + MAX_BLOCK_BITS);
        }
    }

    /** The lowest bit read: {@code M + max(S, 0)}. */
    public int readBit() {
        return base + Math.max(shift, 0);
    }

    /** The lowest bit written: {@code M - min(S, 0)}. */
    public int writeBit() {
        return base - Math.min(shift, 0);
    }

    /** The number of bits of the block, {@code B + M + |S|}: the swizzle keeps every offset in its block of {@code 2^n}. */
    public int blockBits() {
        return bits + base + Math.abs(shift);
    }

    /** The swizzled offset. */
    public long apply(long x) {
        return dev.layoutprover.algebra.Mapping.Swizzle.xor(x, bits, base, shift);
    }

    /** {@code Sw<B,M,S>}, as CuTe prints it. */
    @Override
    public String toString() {
        return "Sw<" + bits + "," + base + "," + shift + ">";
    }
}
