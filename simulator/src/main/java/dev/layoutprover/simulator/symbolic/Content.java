package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * What every element of a tensor holds, as a formula over the kernel's inputs: the sum of its
 * items, truncated to {@code bits} bits on the way (the narrowest integer cast it went through;
 * 64 when none). Sums and products of integers modulo {@code 2^bits} commute with the truncation,
 * so a formula of sums and products is exact in the output type when the output is at most that
 * wide.
 *
 * <p>Floating point: {@code rounded} is 0 while every operation on the way was an f32 operation
 * (the tensor unit's products of bf16 or f8 operands are exact in f32, its tree and accumulator
 * and the Vector Engine add in f32); {@code b > 0} once the value was rounded to a float of
 * {@code b} bits (a cast to bf16) with no operation after it; {@link #ROUNDED_THEN_COMPUTED} when
 * an operation took a value so rounded. Only the first two are within the bound the concrete check
 * allows a float output (f32 sums in any order, then one rounding to the output type).
 *
 * <p>Example: an input {@code lhs} of a kernel is {@code Content.input("lhs", {A: 16384, B: 16384})},
 * one term with every digit the element's own.
 */
public record Content(List<Summand> items, int bits, int rounded) {

    /** {@link #rounded} of a value rounded to a narrower float, then added, multiplied or reduced. */
    public static final int ROUNDED_THEN_COMPUTED = -1;

    public Content {
        items = List.copyOf(items);
    }

    public Content(List<Summand> items, int bits) {
        this(items, bits, 0);
    }

    public static Content input(String name, java.util.Map<String, Long> sizes) {
        return new Content(List.of(SummedProduct.input(name, sizes)), 64);
    }

    /**
     * The input {@code name} whose mappings hold only the parts {@code held} of its axes: the
     * digits they leave out are aliases (every value of them reads the same stored element), read
     * at 0. Example: {@code x: HbmTensor<i32, Chip, m![G, L / 16]>} with {@code L = 4096} reads
     * {@code L} as {@code [%16 = 0, /16%256]}.
     */
    public static Content input(String name, java.util.Map<String, Long> sizes, List<Part> held) {
        Content c = input(name, sizes);
        for (List<Part> ps : aliases(held, sizes).values()) {
            for (Part p : ps) {
                c = c.restrict(p, 0);
            }
        }
        return c;
    }

    /** The digits of each axis of {@code sizes} that {@code held} leaves out, none when they are not whole digits. */
    public static java.util.Map<String, List<Part>> aliases(List<Part> held, java.util.Map<String, Long> sizes) {
        try {
            return UnheldParts.of(held, sizes);
        } catch (NotModelled e) {
            return java.util.Map.of();
        }
    }

    /** The content rounded to a float of {@code floatBits} bits (a cast to bf16: 16). */
    public Content roundedTo(int floatBits) {
        int r = rounded == 0 || (rounded > 0 && floatBits >= rounded) ? (rounded == 0 ? floatBits : rounded)
                : ROUNDED_THEN_COMPUTED;
        return new Content(items, bits, r);
    }

    /** The rounding state of an operation on this and {@code o}. */
    private int computed(Content o) {
        return rounded != 0 || o.rounded != 0 ? ROUNDED_THEN_COMPUTED : 0;
    }

    public Content restrict(Part p, long value) {
        return new Content(items.stream().map(i -> i.restrict(p, value)).toList(), bits, rounded);
    }

    public Content withBits(int b) {
        return new Content(items, Math.min(bits, b), rounded);
    }

    public Content plus(Content o) {
        List<Summand> all = new ArrayList<>(items);
        all.addAll(o.items);
        return new Content(all, Math.min(bits, o.bits), computed(o));
    }

    /** The products of every pair of terms. */
    public Content times(Content o) {
        List<Summand> all = new ArrayList<>();
        for (Summand a : items) {
            for (Summand b : o.items) {
                if (!(a instanceof SummedProduct x) || !(b instanceof SummedProduct y)) {
                    Summand other = a instanceof SummedProduct ? b : a;
                    throw new NotModelled("a product of " + switch (other) {
                        case Reduced r -> "a " + r.op() + " reduction";
                        case Applied ap -> "a lane " + ap.op();
                        case SummedProduct t -> "a term";
                    } + " is not modelled symbolically");
                }
                all.add(x.times(y));
            }
        }
        return new Content(all, Math.min(bits, o.bits), computed(o));
    }

    /** The constant {@code value} (a Vector Engine operand), of {@code bits} bits. */
    public static Content constant(long value, int bits) {
        return new Content(List.of(SummedProduct.constant(value)), bits);
    }

    /**
     * The f32 constant {@code value} that is not a small integer: the leaf {@code const} of one
     * argument, its bits. Example: {@code Content.f32(2.5f)} prints {@code const_f32((1075838976))}.
     */
    public static Content f32(float value) {
        return new Content(List.of(new Applied("const", List.of(constant(Float.floatToRawIntBits(value), 64)), 32,
                true)), 64);
    }

    /** This content times the integer {@code k}, modulo 2^64. */
    public Content scaled(long k) {
        return times(new Content(List.of(SummedProduct.constant(k)), 64));
    }

    /**
     * The lane operation {@code op} on this and {@code o}, in lanes of {@code laneBits} bits: one
     * {@link Applied} summand (its rounding state that of an operation when {@code floating}).
     */
    public Content applied(String op, Content o, int laneBits, boolean floating) {
        return new Content(List.of(new Applied(op, List.of(this, o), laneBits, floating)),
                floating ? Math.min(bits, o.bits) : laneBits, floating ? computed(o) : 0);
    }

    /** The element digits some item holds outside {@code keep}. */
    public List<Part> outside(List<Part> keep) {
        LinkedHashSet<Part> out = new LinkedHashSet<>();
        for (Summand i : items) {
            switch (i) {
                case SummedProduct t -> out.addAll(t.outside(keep));
                case Reduced r -> {
                    for (Part p : r.inner().outside(keep)) {
                        if (!r.bound().contains(p)) {
                            out.add(p);
                        }
                    }
                }
                case Applied a -> a.args().forEach(x -> out.addAll(x.outside(keep)));
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * The content reduced by {@code op} ({@code add}, {@code max}, {@code min}, {@code mul}) over the element
     * digits outside {@code keep}.
     */
    public Content reduce(List<Part> keep, String op) {
        List<Part> gone = outside(keep);
        if (gone.isEmpty()) {
            return this;
        }
        if (!op.equals("add")) {
            return new Content(List.of(new Reduced(op, gone, this)), bits, computed(this));
        }
        List<Summand> out = new ArrayList<>();
        for (Summand i : items) {
            switch (i) {
                case SummedProduct t -> out.add(t.sumOutside(keep));
                case Reduced r -> out.add(summedOutside(r, keep));
                case Applied a -> out.add(summedOutside(a, keep));
            }
        }
        return new Content(out, bits, computed(this));
    }

    /** {@code item} summed over its digits outside {@code keep}: itself when it has none. */
    private Summand summedOutside(Summand item, List<Part> keep) {
        Content one = new Content(List.of(item), bits, rounded);
        List<Part> g = one.outside(keep);
        return g.isEmpty() ? item : new Reduced("add", g, one);
    }

    @Override
    public String toString() {
        return String.join(" + ", items.stream().map(Object::toString).toList());
    }
}
