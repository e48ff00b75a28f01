package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Whether boxes of digit constraints (each axis's {@link DigitRun}s: {@link DigitRun.Kind#FIXED} digits
 * constrained, any other free) cover a space of axes exactly once. Only the digit runs some box
 * fixes are enumerated (a free run is covered whatever its value), so the regions of a
 * 2^28-element output cut into 64 tiles take 64 steps.
 *
 * <p>Example: the terms of an output element of {@code matmul_16384} are eight boxes over
 * {@code B}: {@code B/2048%2 = k, B/4096%4 = j} for {@code k < 2, j < 4}, the low 2048 values
 * free; they cover {@code B} once. Drop {@code j = 3} and {@link #check} reports 4096 values of
 * {@code B} covered zero times, the first at {@code B = 12288}.
 */
public final class Boxes {

    private Boxes() {}

    /** The most digit combinations enumerated before giving up. */
    public static final long LIMIT = 1L << 22;

    /** A combination of fixed digits covered other than once: what it fixes, how often covered, how many points it stands for. */
    public record Cell(Map<String, List<DigitRun>> digits, long count, long points) {

        /** The cell's first point: each axis at its fixed digits, free digits 0. */
        public Map<String, Long> first() {
            Map<String, Long> out = new LinkedHashMap<>();
            digits.forEach((axis, slots) -> {
                long v = 0;
                for (DigitRun s : slots) {
                    if (s.kind() == DigitRun.Kind.FIXED) {
                        v += s.value() * s.div();
                    }
                }
                out.put(axis, v);
            });
            return out;
        }

        /** {@code B = 12288..14335} when the free digits are the low ones of one axis, else the fixed digits. */
        public String describe() {
            List<String> out = new ArrayList<>();
            Map<String, Long> first = first();
            digits.forEach((axis, slots) -> {
                long freeLow = 1;
                boolean contiguous = true;
                boolean seenFixed = false;
                for (DigitRun s : slots) {
                    if (s.kind() == DigitRun.Kind.FIXED) {
                        seenFixed = true;
                    } else if (seenFixed) {
                        contiguous = false;
                    } else {
                        freeLow = Math.multiplyExact(freeLow, s.mod());
                    }
                }
                long lo = first.get(axis);
                if (contiguous) {
                    out.add(axis + (freeLow == 1 ? " = " + lo : " = " + lo + "..=" + (lo + freeLow - 1)));
                } else {
                    out.add(String.join(", ", slots.stream().filter(s -> s.kind() == DigitRun.Kind.FIXED)
                            .map(s -> new Part(axis, s.div(), s.mod()) + " = " + s.value()).toList()));
                }
            });
            return String.join(", ", out);
        }
    }

    /**
     * Cells of one axis written as merged ranges ({@code B = 8192..=16383}) when each is a range,
     * else each cell's digits; at most eight cells are listed.
     */
    public static String describe(List<Cell> cells) {
        List<long[]> ranges = new ArrayList<>();
        for (Cell c : cells) {
            if (c.digits().size() != 1) {
                return String.join("; ", cells.stream().map(Cell::describe).toList());
            }
            String d = c.describe();
            int eq = d.indexOf(" = ");
            if (d.contains(",")) {
                return String.join("; ", cells.stream().map(Cell::describe).toList());
            }
            long lo = c.first().values().iterator().next();
            long hi = d.contains("..=") ? Long.parseLong(d.substring(d.indexOf("..=") + 3)) : lo;
            if (!ranges.isEmpty() && ranges.get(ranges.size() - 1)[1] + 1 == lo) {
                ranges.get(ranges.size() - 1)[1] = hi;
            } else {
                ranges.add(new long[] {lo, hi});
            }
            if (eq < 0) {
                return String.join("; ", cells.stream().map(Cell::describe).toList());
            }
        }
        String axis = cells.get(0).digits().keySet().iterator().next();
        return axis + " = " + String.join(", ", ranges.stream().map(r -> r[0] == r[1] ? "" + r[0]
                : r[0] + "..=" + r[1]).toList()) + (cells.size() >= 8 ? ", …" : "");
    }

    /**
     * The outcome: the cells covered other than once, in order, at most eight missing and eight
     * repeated (empty when the cover is exact), and the counts.
     */
    public record Cover(List<Cell> wrong, long missing, long extra) {
        public boolean exact() {
            return wrong.isEmpty();
        }
    }

    /**
     * Checks the boxes against the space {@code sizes} (axis → size); empty when there are more
     * than {@link #LIMIT} combinations to try.
     */
    public static Optional<Cover> check(List<Map<String, List<DigitRun>>> boxes, Map<String, Long> sizes) {
        return weighted(boxes, java.util.Collections.nCopies(boxes.size(), 1L), sizes, 1, 64);
    }

    /**
     * Whether boxes of weights {@code weights} add up to {@code target} at every point of the space,
     * modulo {@code 2^bits}: a cell's {@link Cell#count} is the sum of the weights of the boxes
     * holding it. {@link #check} is this with every weight and the target 1. Example: the boxes
     * {@code B/2048%2 = 0} of weight 3 and {@code B/2048%2 = 1} of weight 3 over {@code B = 4096}
     * add up to 3 everywhere.
     */
    public static Optional<Cover> weighted(List<Map<String, List<DigitRun>>> boxes, List<Long> weights,
            Map<String, Long> sizes, long target, int bits) {
        Map<String, List<DigitRun>> atoms = new LinkedHashMap<>();
        for (var e : sizes.entrySet()) {
            TreeSet<Long> cuts = new TreeSet<>();
            for (Map<String, List<DigitRun>> b : boxes) {
                List<DigitRun> s = b.get(e.getKey());
                if (s != null) {
                    cuts.addAll(Digits.cuts(s));
                }
            }
            atoms.put(e.getKey(), Digits.splitAll(Digits.whole(e.getValue(), DigitRun.Kind.INDEX), cuts));
        }
        List<Map<String, List<DigitRun>>> split = new ArrayList<>();
        for (Map<String, List<DigitRun>> b : boxes) {
            Map<String, List<DigitRun>> s = new LinkedHashMap<>();
            atoms.forEach((axis, at) -> {
                List<DigitRun> mine = b.getOrDefault(axis, Digits.whole(Digits.size(at), DigitRun.Kind.INDEX));
                s.put(axis, Digits.splitAll(mine, Digits.cuts(at)));
            });
            split.add(s);
        }
        // the atoms some box fixes, most significant first
        List<String> axes = new ArrayList<>();
        List<Integer> index = new ArrayList<>();
        List<Long> radix = new ArrayList<>();
        long combos = 1;
        long freeVolume = 1;
        for (var e : atoms.entrySet()) {
            List<DigitRun> at = e.getValue();
            for (int i = at.size() - 1; i >= 0; i--) {
                final int k = i;
                boolean fixed = split.stream().anyMatch(b -> b.get(e.getKey()).get(k).kind() == DigitRun.Kind.FIXED);
                if (fixed) {
                    axes.add(e.getKey());
                    index.add(i);
                    radix.add(at.get(i).mod());
                    combos = Math.multiplyExact(combos, at.get(i).mod());
                    if (combos > LIMIT) {
                        return Optional.empty();
                    }
                } else {
                    freeVolume = Math.multiplyExact(freeVolume, at.get(i).mod());
                }
            }
        }
        List<Cell> wrong = new ArrayList<>();
        long missing = 0;
        long extra = 0;
        // up to eight cells of each kind, so that a cover both missing and repeating terms describes both
        int[] listed = new int[2];
        long[] digit = new long[axes.size()];
        for (long c = 0; c < combos; c++) {
            long rest = c;
            for (int i = axes.size() - 1; i >= 0; i--) {
                digit[i] = rest % radix.get(i);
                rest /= radix.get(i);
            }
            long count = 0;
            for (int k = 0; k < split.size(); k++) {
                Map<String, List<DigitRun>> b = split.get(k);
                boolean in = true;
                for (int i = 0; i < axes.size() && in; i++) {
                    DigitRun s = b.get(axes.get(i)).get(index.get(i));
                    in = s.kind() != DigitRun.Kind.FIXED || s.value() == digit[i];
                }
                if (in) {
                    count += weights.get(k);
                }
            }
            if (ContentEvaluation.wrap(count - target, bits) != 0) {
                if (count == 0) {
                    missing += freeVolume;
                } else {
                    extra += Math.max(count - target, 1) * freeVolume;
                }
                if (listed[count == 0 ? 0 : 1]++ < 8) {
                    Map<String, List<DigitRun>> cell = new LinkedHashMap<>();
                    atoms.forEach((axis, at) -> cell.put(axis, new ArrayList<>(at)));
                    for (int i = 0; i < axes.size(); i++) {
                        List<DigitRun> l = cell.get(axes.get(i));
                        l.set(index.get(i), l.get(index.get(i)).with(DigitRun.Kind.FIXED, digit[i]));
                    }
                    wrong.add(new Cell(cell, count, freeVolume));
                }
            }
        }
        return Optional.of(new Cover(wrong, missing, extra));
    }
}
