package dev.layoutprover.algebra.cute;

import java.util.List;

/**
 * A CuTe layout followed by swizzles, {@code Sw<3,4,3> o (8,128):(128,1)}: the function
 * {@code i ↦ S1(S2(…(L(i))))}, outermost swizzle first, as CuTe's {@code ComposedLayout} of a
 * swizzle and a layout computes it. With no swizzle it is the layout itself.
 *
 * <p>Example: {@code Sw<3,4,3> o (8,128):(128,1)} at index 1 ({@code L(1) = 128}) is
 * {@code 128 XOR 16 = 144}; it has size 1024 and is a bijection onto {@code [0, 1024)}.
 *
 * @param swizzles applied last to first: the last one is applied to the layout's value first
 * @param layout the layout
 */
public record SwizzledLayout(List<OffsetSwizzle> swizzles, CuteLayout layout) {

    public SwizzledLayout {
        swizzles = List.copyOf(swizzles);
    }

    /** The layout with no swizzle. */
    public static SwizzledLayout of(CuteLayout layout) {
        return new SwizzledLayout(List.of(), layout);
    }

    /** {@code swizzle o layout}. */
    public static SwizzledLayout of(OffsetSwizzle swizzle, CuteLayout layout) {
        return new SwizzledLayout(List.of(swizzle), layout);
    }

    /** The number of indices, the layout's size. */
    public long size() {
        return layout.size();
    }

    /** The value at index {@code i}: the layout's value, then each swizzle, innermost first. */
    public long apply(long i) {
        long v = layout.apply(i);
        for (int k = swizzles.size() - 1; k >= 0; k--) {
            v = swizzles.get(k).apply(v);
        }
        return v;
    }

    /** True without a swizzle. */
    public boolean isPlain() {
        return swizzles.isEmpty();
    }

    /**
     * The values lie in {@code [lower(), upper())}: the layout's range {@code [-negativeSpan, cosize)},
     * widened to whole blocks of the largest swizzle, which keeps every value in its block.
     */
    public long lower() {
        long lo = -layout.negativeSpan();
        long block = block();
        return Math.multiplyExact(Math.floorDiv(lo, block), block);
    }

    /** See {@link #lower()}. */
    public long upper() {
        long block = block();
        return Math.multiplyExact(Math.ceilDiv(layout.cosize(), block), block);
    }

    private long block() {
        int bits = swizzles.stream().mapToInt(OffsetSwizzle::blockBits).max().orElse(0);
        return 1L << bits;
    }

    /** {@code Sw<3,4,3> o (8,128):(128,1)}; the layout alone without swizzles. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (OffsetSwizzle w : swizzles) {
            s.append(w).append(" o ");
        }
        return s.append(layout).toString();
    }
}
