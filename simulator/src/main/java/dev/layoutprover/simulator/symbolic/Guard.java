package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The region of a tensor's logical index a {@link Piece} holds: some digits fixed
 * ({@link Slot.Kind#FIXED}), the rest free ({@link Slot.Kind#INDEX}); an axis not named is free.
 *
 * <p>Example: the tile {@code out.view_mut().tile::<m![C / 512], 1, …>(5)} writes the region
 * {@code C: [%512 free, /512%32 = 5]}.
 */
public record Guard(Map<String, List<Slot>> axes) {

    public Guard {
        axes = new TreeMap<>(axes);
    }

    public static Guard all() {
        return new Guard(Map.of());
    }

    /** This region with digits {@code p} of an axis of {@code size} fixed to {@code value}, or empty if they are fixed otherwise. */
    public Optional<Guard> fix(Part p, long value, long size) {
        Map<String, List<Slot>> one = new TreeMap<>();
        one.put(p.axis(), Digits.rewrite(Digits.whole(size, Slot.Kind.INDEX), p.div(), p.mod(),
                (s, d) -> s.with(Slot.Kind.FIXED, d), value));
        return meet(new Guard(one));
    }

    /** The intersection of two regions, empty when they are disjoint. */
    public Optional<Guard> meet(Guard o) {
        Map<String, List<Slot>> a = new TreeMap<>(axes);
        for (var e : o.axes.entrySet()) {
            List<Slot> mine = a.get(e.getKey());
            if (mine == null) {
                a.put(e.getKey(), e.getValue());
                continue;
            }
            TreeSet<Long> cuts = Digits.cuts(mine);
            cuts.addAll(Digits.cuts(e.getValue()));
            List<Slot> x = Digits.splitAll(mine, cuts);
            List<Slot> y = Digits.splitAll(e.getValue(), cuts);
            List<Slot> out = new ArrayList<>();
            for (int i = 0; i < x.size(); i++) {
                Slot s = x.get(i);
                Slot t = y.get(i);
                if (s.kind() == Slot.Kind.FIXED && t.kind() == Slot.Kind.FIXED && s.value() != t.value()) {
                    return Optional.empty();
                }
                out.add(s.kind() == Slot.Kind.FIXED ? s : t);
            }
            a.put(e.getKey(), Digits.merge(out));
        }
        return Optional.of(new Guard(a));
    }

    /** The region with every constraint outside {@code parts} dropped. */
    public Guard keepOnly(List<Part> parts) {
        Map<String, List<Slot>> a = new TreeMap<>();
        axes.forEach((axis, slots) -> {
            List<Slot> cut = Digits.splitAll(slots, Term.cutsOf(parts, axis));
            List<Slot> kept = Digits.merge(Digits.map(cut, s -> s.kind() == Slot.Kind.FIXED
                    && !Term.covered(parts, axis, s) ? s.with(Slot.Kind.INDEX, 0) : s));
            if (kept.stream().anyMatch(s -> s.kind() == Slot.Kind.FIXED)) {
                a.put(axis, kept);
            }
        });
        return new Guard(a);
    }

    /** The region with every constraint on {@code parts} dropped. */
    public Guard drop(List<Part> parts) {
        Map<String, List<Slot>> a = new TreeMap<>();
        axes.forEach((axis, slots) -> {
            List<Slot> cut = Digits.splitAll(slots, Term.cutsOf(parts, axis));
            List<Slot> kept = Digits.merge(Digits.map(cut, s -> s.kind() == Slot.Kind.FIXED
                    && Term.covered(parts, axis, s) ? s.with(Slot.Kind.INDEX, 0) : s));
            if (kept.stream().anyMatch(x -> x.kind() == Slot.Kind.FIXED)) {
                a.put(axis, kept);
            }
        });
        return new Guard(a);
    }

    /** Whether {@code inner} lies inside this region. */
    public boolean contains(Guard inner) {
        return inner.meet(this).map(m -> m.equals(inner.normal())).orElse(false);
    }

    private Guard normal() {
        return meet(all()).orElseThrow();
    }

    /** The fixed digits, as parts and values. */
    public List<Map.Entry<Part, Long>> fixed() {
        List<Map.Entry<Part, Long>> out = new ArrayList<>();
        axes.forEach((axis, slots) -> slots.stream().filter(s -> s.kind() == Slot.Kind.FIXED)
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
