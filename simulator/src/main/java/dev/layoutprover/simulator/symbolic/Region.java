package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The region of a tensor's logical index a {@link Piece} holds: some digits fixed
 * ({@link DigitRun.Kind#FIXED}), the rest free ({@link DigitRun.Kind#INDEX}); an axis not named is free.
 *
 * <p>Example: the tile {@code out.view_mut().tile::<m![C / 512], 1, …>(5)} writes the region
 * {@code C: [%512 free, /512%32 = 5]}.
 */
public record Region(Map<String, List<DigitRun>> axes) {

    public Region {
        axes = new TreeMap<>(axes);
    }

    public static Region all() {
        return new Region(Map.of());
    }

    /** This region with digits {@code p} of an axis of {@code size} fixed to {@code value}, or empty if they are fixed otherwise. */
    public Optional<Region> fix(Part p, long value, long size) {
        Map<String, List<DigitRun>> one = new TreeMap<>();
        one.put(p.axis(), Digits.rewrite(Digits.whole(size, DigitRun.Kind.INDEX), p.div(), p.mod(),
                (s, d) -> s.with(DigitRun.Kind.FIXED, d), value));
        return meet(new Region(one));
    }

    /** The intersection of two regions, empty when they are disjoint. */
    public Optional<Region> meet(Region o) {
        Map<String, List<DigitRun>> a = new TreeMap<>(axes);
        for (var e : o.axes.entrySet()) {
            List<DigitRun> mine = a.get(e.getKey());
            if (mine == null) {
                a.put(e.getKey(), e.getValue());
                continue;
            }
            TreeSet<Long> cuts = Digits.cuts(mine);
            cuts.addAll(Digits.cuts(e.getValue()));
            List<DigitRun> x = Digits.splitAll(mine, cuts);
            List<DigitRun> y = Digits.splitAll(e.getValue(), cuts);
            List<DigitRun> out = new ArrayList<>();
            for (int i = 0; i < x.size(); i++) {
                DigitRun s = x.get(i);
                DigitRun t = y.get(i);
                if (s.kind() == DigitRun.Kind.FIXED && t.kind() == DigitRun.Kind.FIXED && s.value() != t.value()) {
                    return Optional.empty();
                }
                out.add(s.kind() == DigitRun.Kind.FIXED ? s : t);
            }
            a.put(e.getKey(), Digits.merge(out));
        }
        return Optional.of(new Region(a));
    }

    /**
     * This region less its meet with {@code o}, as disjoint regions: for each digit run {@code o}
     * fixes and this region leaves free, the regions with that run at each other value, then the
     * run fixed as {@code o} fixes it. Empty when more than {@code most} regions would be needed.
     * Example: {@code E = 0} less {@code E = 0, W/4%2 = 0} is {@code [E = 0, W/4%2 = 1]}.
     */
    public Optional<List<Region>> minus(Region o, int most) {
        if (meet(o).isEmpty()) {
            return Optional.of(List.of(this));
        }
        List<Region> out = new ArrayList<>();
        Map<String, List<DigitRun>> cur = new TreeMap<>(axes);
        for (var e : o.axes.entrySet()) {
            String axis = e.getKey();
            List<DigitRun> mine = cur.getOrDefault(axis, Digits.whole(Digits.size(e.getValue()), DigitRun.Kind.INDEX));
            TreeSet<Long> cuts = Digits.cuts(mine);
            cuts.addAll(Digits.cuts(e.getValue()));
            List<DigitRun> x = new ArrayList<>(Digits.splitAll(mine, cuts));
            List<DigitRun> y = Digits.splitAll(e.getValue(), cuts);
            for (int i = 0; i < x.size(); i++) {
                DigitRun s = x.get(i);
                DigitRun t = y.get(i);
                if (t.kind() != DigitRun.Kind.FIXED || s.kind() == DigitRun.Kind.FIXED) {
                    continue;
                }
                for (long u = 0; u < t.mod(); u++) {
                    if (u == t.value()) {
                        continue;
                    }
                    if (out.size() >= most) {
                        return Optional.empty();
                    }
                    List<DigitRun> z = new ArrayList<>(x);
                    z.set(i, s.with(DigitRun.Kind.FIXED, u));
                    Map<String, List<DigitRun>> m = new TreeMap<>(cur);
                    m.put(axis, Digits.merge(z));
                    out.add(new Region(m));
                }
                x.set(i, s.with(DigitRun.Kind.FIXED, t.value()));
            }
            cur.put(axis, Digits.merge(x));
        }
        return Optional.of(out);
    }

    /** The region with every constraint outside {@code parts} dropped. */
    public Region keepOnly(List<Part> parts) {
        Map<String, List<DigitRun>> a = new TreeMap<>();
        axes.forEach((axis, slots) -> {
            List<DigitRun> cut = Digits.splitAll(slots, SummedProduct.cutsOf(parts, axis));
            List<DigitRun> kept = Digits.merge(Digits.map(cut, s -> s.kind() == DigitRun.Kind.FIXED
                    && !SummedProduct.covered(parts, axis, s) ? s.with(DigitRun.Kind.INDEX, 0) : s));
            if (kept.stream().anyMatch(s -> s.kind() == DigitRun.Kind.FIXED)) {
                a.put(axis, kept);
            }
        });
        return new Region(a);
    }

    /** The region with every constraint on {@code parts} dropped. */
    public Region drop(List<Part> parts) {
        Map<String, List<DigitRun>> a = new TreeMap<>();
        axes.forEach((axis, slots) -> {
            List<DigitRun> cut = Digits.splitAll(slots, SummedProduct.cutsOf(parts, axis));
            List<DigitRun> kept = Digits.merge(Digits.map(cut, s -> s.kind() == DigitRun.Kind.FIXED
                    && SummedProduct.covered(parts, axis, s) ? s.with(DigitRun.Kind.INDEX, 0) : s));
            if (kept.stream().anyMatch(x -> x.kind() == DigitRun.Kind.FIXED)) {
                a.put(axis, kept);
            }
        });
        return new Region(a);
    }

    /** Whether {@code inner} lies inside this region. */
    public boolean contains(Region inner) {
        return inner.meet(this).map(m -> m.equals(inner.normal())).orElse(false);
    }

    private Region normal() {
        return meet(all()).orElseThrow();
    }

    /** The fixed digits, as parts and values. */
    public List<Map.Entry<Part, Long>> fixed() {
        List<Map.Entry<Part, Long>> out = new ArrayList<>();
        axes.forEach((axis, slots) -> slots.stream().filter(s -> s.kind() == DigitRun.Kind.FIXED)
                .forEach(s -> out.add(Map.entry(new Part(axis, s.div(), s.mod()), s.value()))));
        return out;
    }

    /** {@code content} read in this region: its element digits fixed as here. */
    public Content apply(Content content) {
        Content c = content;
        for (var e : fixed()) {
            c = c.restrict(e.getKey(), e.getValue());
        }
        return c;
    }

    @Override
    public String toString() {
        List<String> fs = fixed().stream().map(e -> e.getKey() + " = " + e.getValue()).toList();
        return fs.isEmpty() ? "everywhere" : String.join(", ", fs);
    }
}
