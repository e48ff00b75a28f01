package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Decides a symbolic run's output against a spec: that the regions written cover every output
 * index once ({@link Boxes}), and that at every index the content is the spec's sum of products —
 * the same inputs multiplied, each reading the output's own index on the output's axes, and the
 * terms covering the summed axes exactly once, with addition. Without a spec the kernel's own
 * reading is derived (the inputs it multiplies and the axes it sums) and must be such a clean sum;
 * a value with constants, lane operations or order reductions is checked against the formula it
 * holds, read at the output's own index everywhere ({@link OwnReading}).
 * Every refutation is replayed concretely ({@link ContentEvaluation}) before it is shown.
 *
 * <p>Example: {@code SymbolicCheck.check(run, Optional.of(SpecParser.parse("lhs[A,B] * rhs[B,C] ->
 * [A,C]")))} on {@code matmul_16384} is conformant; on the copy whose {@code for j in 0..4} reads
 * {@code 0..3} it is refuted at {@code out[A=0, C=0]} with {@code B = 8192..=16383} missing.
 */
public final class SymbolicCheck {

    private SymbolicCheck() {}

    /** The shape a sum of products must have: the products (each its inputs, sorted) and the axes summed. */
    private record Reading(List<List<String>> groups, List<String> summed, Map<String, List<Part>> unheld,
            String text) {

        String products() {
            return String.join(" + ", groups.stream().map(g -> String.join("·", g)).toList());
        }
    }

    public static SymbolicVerdict check(String function, Map<String, Map<String, Long>> inputs,
            Map<String, ElementType> inputTypes, Tensor out, Optional<Spec> spec) {
        Map<String, Long> outSizes = new LinkedHashMap<>();
        Map<String, Long> sizes = new LinkedHashMap<>();
        inputs.values().forEach(sizes::putAll);
        List<Part> indexed = new ArrayList<>(out.coord);
        indexed.addAll(out.elem);
        for (Part p : indexed) {
            outSizes.putIfAbsent(p.axis(), sizes.getOrDefault(p.axis(), p.end()));
        }
        boolean floating = out.type.isFloat();
        // the replay's witnesses are small counts, exact in any float type; floats do not wrap
        int outBits = floating ? 64 : out.type.bits();
        // every output index written once
        List<Map<String, List<DigitRun>>> regions = new ArrayList<>();
        for (Piece p : out.pieces) {
            regions.add(restrict(p.guard().axes(), outSizes.keySet()));
        }
        Optional<Boxes.Cover> cover = Boxes.check(regions, outSizes);
        if (cover.isEmpty()) {
            return unknown(function, "the output's " + out.pieces.size() + " written regions are too finely cut to check");
        }
        long total = outSizes.values().stream().reduce(1L, Math::multiplyExact);
        if (!cover.get().exact()) {
            Boxes.Cell c = cover.get().wrong().get(0);
            Map<String, Long> at = c.first();
            long replayed = out.pieces.stream().filter(p -> inRegion(p.guard(), at)).count();
            if (replayed != c.count()) {
                return unknown(function, "the replay of the output's regions does not confirm the symbolic cover");
            }
            if (spec.isEmpty() && c.count() > 0) {
                // a later write may repeat what an earlier one put there: only a spec tells
                return unknown(function, "the output index " + index(at) + " is written " + c.count()
                        + " times: no reading to compare without --expect");
            }
            // never written: the output keeps the uninitialized memory from_addr gave, with or without a spec
            return new SymbolicVerdict(SymbolicVerdict.Answer.REFUTED, function, "the output index " + index(at)
                    + (c.count() == 0 ? " is never written" : " is written " + c.count() + " times"),
                    List.of((c.count() == 0 ? neverWritten(out, regions, outSizes, cover.get()) + ", e.g. "
                            : cover.get().extra() + " extra writes, e.g. ") + c.describe(),
                            "replayed: " + replayed + " of the kernel's " + out.pieces.size()
                                    + " writes to the output hold " + index(at)), 0);
        }
        if (inputTypes.values().stream().anyMatch(t -> t.isFloat() != floating)
                && (spec.isPresent() || !out.pieces.stream().allMatch(p -> converts(p.content())))) {
            return unknown(function, "integer and floating-point data together: conversions are not modelled"
                    + " symbolically" + (spec.isPresent() ? " against a spec" : ""));
        }
        boolean plain = out.pieces.stream().allMatch(p -> plain(p.content()));
        if (spec.isPresent() && (!plain || !sum(spec.get().body(), new ArrayList<>()))) {
            return SpecValueCheck.check(function, spec.get(), inputs, inputTypes, out, outSizes, sizes);
        }
        if (spec.isEmpty() && (!plain || out.pieces.stream().anyMatch(p -> ordered(p.content())))) {
            return OwnReading.check(function, out, outSizes, sizes);
        }
        Reading reading;
        try {
            reading = spec.isPresent() ? bind(spec.get(), inputs, outSizes.keySet())
                    : derive(out, inputs, outSizes);
        } catch (NotModelled e) {
            return unknown(function, e.getMessage());
        }
        Map<String, Long> summedSizes = new LinkedHashMap<>();
        reading.summed().forEach(a -> summedSizes.put(a, sizes.get(a)));
        // the space the terms must cover once: the summed axes, and the output axes whose unheld digits are summed
        Map<String, Long> space = new LinkedHashMap<>(summedSizes);
        reading.unheld().keySet().forEach(a -> space.put(a, outSizes.get(a)));
        List<Piece> pieces = new ArrayList<>(out.pieces);
        pieces.sort(Comparator.comparing(p -> index(first(p.guard(), outSizes))));
        String moved = null;
        String several = null;
        for (Piece p : pieces) {
            Map<String, Long> at = first(p.guard(), outSizes);
            Content c = p.content();
            if (c.rounded() == Content.ROUNDED_THEN_COMPUTED) {
                return unknown(function, "at " + index(at) + " a partial result is rounded to a narrower float and"
                        + " then computed with: its error is past the bound of one final rounding");
            }
            if (c.bits() < outBits) {
                return unknown(function, "the data is cast to " + c.bits() + " bits on the way to a " + outBits
                        + "-bit output: not modelled");
            }
            Map<List<String>, List<Map<String, List<DigitRun>>>> boxes = new LinkedHashMap<>();
            reading.groups().forEach(g -> boxes.put(g, new ArrayList<>()));
            // without a spec, the terms of one product read where the kernel's views moved data, place by place
            Map<List<String>, Map<String, List<Map<String, List<DigitRun>>>>> byPlace = new LinkedHashMap<>();
            for (Summand item : c.items()) {
                if (item instanceof Reduced r) {
                    return orderRefutation(function, reading, r, c, at, summedSizes, outBits, spec.isPresent());
                }
                SummedProduct t = (SummedProduct) item;
                if (!boxes.containsKey(t.factors())) {
                    return productRefutation(function, reading, inputs, c, at, t, summedSizes, outBits, spec.isPresent())
                            .orElse(unknown(function, "at " + index(at) + " the kernel multiplies "
                                    + String.join("·", t.factors()) + ", a product the reading " + reading.products()
                                    + " does not have"));
                }
                if (!t.diagonal()) {
                    return productRefutation(function, reading, inputs, c, at, t, summedSizes, outBits, spec.isPresent())
                            .orElse(unknown(function, "at " + index(at) + " the kernel multiplies operands read at"
                                    + " different indices (" + t + ")" + (spec.isPresent() ? ", and no small input"
                                    + " tells it from the spec" : ": give --expect to decide it")));
                }
                Map<String, List<DigitRun>> box = new LinkedHashMap<>();
                List<String> place = new ArrayList<>();
                for (var e : t.axes().entrySet()) {
                    String axis = e.getKey();
                    List<DigitRun> own = e.getValue();
                    Optional<List<List<DigitRun>>> split = reading.unheld().containsKey(axis)
                            ? unheldSummed(axis, own, reading.unheld().get(axis)) : Optional.empty();
                    if (split.isPresent()) {
                        own = split.get().get(0);
                        box.put(axis, split.get().get(1));
                    }
                    if (outSizes.containsKey(axis)) {
                        Optional<String> bad = ownIndex(own, p.guard().axes().get(axis));
                        if (bad.isPresent() && spec.isEmpty() && movedAcross(own)) {
                            // data moved across a digit: the naive evaluator reads it there too
                            if (moved == null) {
                                moved = movedText(t, axis, bad.get(), at);
                            }
                            place.add(axis + " at " + Digits.merge(own));
                        } else if (bad.isPresent()) {
                            String why = "at " + index(at) + " a term reads the output axis " + axis + " at "
                                    + bad.get() + ", not at the output's own index";
                            return productRefutation(function, reading, inputs, c, at, t, summedSizes, outBits,
                                    spec.isPresent()).orElse(unknown(function, why));
                        }
                    } else if (summedSizes.containsKey(axis)) {
                        if (e.getValue().stream().anyMatch(x -> x.kind() == DigitRun.Kind.INDEX)) {
                            return unknown(function, "at " + index(at) + " the axis " + axis + " is not reduced");
                        }
                        box.put(axis, e.getValue());
                    } else if (spec.isEmpty() && e.getValue().stream().allMatch(x -> x.kind() == DigitRun.Kind.FIXED)) {
                        if (moved == null) {
                            moved = movedText(t, axis, Digits.merge(e.getValue()).toString(), at);
                        }
                        place.add(axis + " at " + Digits.merge(e.getValue()));
                    } else {
                        return unknown(function, "at " + index(at) + " a term depends on the axis " + axis
                                + ", which is neither summed nor an output axis");
                    }
                }
                for (String axis : reading.unheld().keySet()) {
                    if (!box.containsKey(axis)) {
                        return unknown(function, "at " + index(at) + " the term " + String.join("·", t.factors())
                                + " does not sum the digits " + reading.unheld().get(axis) + " of " + axis
                                + " that the output does not hold, as other terms do: not modelled");
                    }
                }
                boxes.get(t.factors()).add(box);
                byPlace.computeIfAbsent(t.factors(), f -> new LinkedHashMap<>())
                        .computeIfAbsent(String.join(", ", place), k -> new ArrayList<>()).add(box);
            }
            List<Map.Entry<List<String>, List<Map<String, List<DigitRun>>>>> checks = new ArrayList<>();
            for (var g : boxes.entrySet()) {
                Map<String, List<Map<String, List<DigitRun>>>> places = byPlace.getOrDefault(g.getKey(), Map.of());
                Optional<Boxes.Cover> whole = Boxes.check(g.getValue(), space);
                // the product read at several places the views moved it to: each place a whole sum of its own
                boolean eachPlace = places.size() > 1 && (whole.isEmpty() || !whole.get().exact())
                        && places.values().stream().allMatch(b -> Boxes.check(b, space).map(Boxes.Cover::exact)
                        .orElse(false));
                if (!eachPlace) {
                    checks.add(g);
                    continue;
                }
                if (several == null) {
                    several = "at " + index(at) + " it adds " + String.join("·", g.getKey()) + " read at "
                            + places.size() + " places the kernel's views moved it to, " + (terms(reading,
                            summedSizes) == 1 ? "each once" : "each a whole sum");
                }
            }
            for (var g : checks) {
                Optional<Boxes.Cover> sum = Boxes.check(g.getValue(), space);
                if (sum.isEmpty()) {
                    return unknown(function, "the terms at " + index(at) + " are too finely cut to check");
                }
                if (!sum.get().exact() && spec.isEmpty() && terms(reading, summedSizes) == 1) {
                    // nothing summed: the product is added at the index more than once, or not at all
                    return unknown(function, "at " + index(at) + " the kernel adds " + String.join("·", g.getKey())
                            + (sum.get().extra() > 0 ? " " + (sum.get().extra() + 1) + " times, read at the same"
                            + " place" : " nowhere") + ", where its reading adds it once: give --expect to decide it");
                }
                if (!sum.get().exact() && spec.isEmpty()) {
                    return unknown(function, "at " + index(at) + " the kernel sums " + String.join("·", g.getKey())
                            + " over " + (terms(reading, summedSizes) - sum.get().missing() / held(reading, outSizes))
                            + " of the "
                            + terms(reading, summedSizes) + " values of " + summedText(reading)
                            + (sum.get().extra() > 0
                            ? " (some more than once)" : "") + ", no whole sum: give --expect to decide it");
                }
                if (!sum.get().exact()) {
                    return termRefutation(function, reading, g.getKey(), inputs, c, at, sum.get(), summedSizes,
                            outBits, spec.isPresent());
                }
            }
        }
        long terms = terms(reading, summedSizes);
        String what = spec.isPresent() ? "as the spec " + spec.get().text() : "the kernel's reading, " + reading.text();
        return new SymbolicVerdict(SymbolicVerdict.Answer.CONFORMANT, function, "for each of the " + total
                + " output indices the kernel " + (reading.summed().isEmpty() ? "adds " + reading.products()
                + ", each term once, " : "sums " + reading.products() + " over each of the " + terms + " values of "
                + summedText(reading) + " exactly once, ") + what + (moved == null ? "" : "; " + moved)
                + (several == null ? "" : "; " + several),
                List.of("the output's " + out.pieces.size() + " written regions cover it exactly once; " + (floating
                        ? "the products are exact in f32, summed in f32" + (out.type.bits() < 32 ? " and rounded once to "
                        + out.type : "") + ": within the bound of a concrete check (f32 sums in any order, one final rounding) for"
                        + " inputs whose sums stay in f32's range" : "integers wrap to the output's " + outBits
                        + " bits"),
                        "the engines are taken to move the elements their mappings name"
                        + SymbolicVerdict.NOT_CHECKED_HERE), 0);
    }

    /**
     * How many indices the output holds that no write reaches, as a concrete run counts them: a
     * held index stands for every logical index that differs only in the digits the output's
     * mappings leave out ({@link UnheldParts#of}), and is never written when none of them is.
     * Example: the partial accumulate's output holds no digit {@code I % 2}; a skipped tile of 256
     * rows of 512 leaves 131072 logical indices unwritten, 65536 held ones.
     */
    private static String neverWritten(Tensor out, List<Map<String, List<DigitRun>>> regions,
            Map<String, Long> outSizes, Boxes.Cover logical) {
        Map<String, List<Part>> unheld;
        try {
            unheld = UnheldParts.of(out.parts(), outSizes);
        } catch (NotModelled e) {
            return logical.missing() + " logical output indices are never written";
        }
        if (unheld.isEmpty()) {
            return logical.missing() + " output indices are never written";
        }
        List<Part> dropped = new ArrayList<>();
        unheld.values().forEach(dropped::addAll);
        List<Map<String, List<DigitRun>>> held = new ArrayList<>();
        for (Map<String, List<DigitRun>> r : regions) {
            held.add(restrict(new Region(r).drop(dropped).axes(), outSizes.keySet()));
        }
        Optional<Boxes.Cover> projected = Boxes.check(held, outSizes);
        if (projected.isEmpty()) {
            return logical.missing() + " logical output indices are never written";
        }
        return projected.get().missing() / UnheldParts.count(unheld) + " held output indices are never written ("
                + logical.missing() + " logical ones: the output holds no digit " + String.join(", ",
                UnheldParts.names(unheld)) + ")";
    }

    /** Whether {@code c} holds a conversion between integers and floats ({@code vector_fxp_to_fp}, {@code vector_fp_to_fxp}). */
    private static boolean converts(Content c) {
        return c.items().stream().anyMatch(i -> switch (i) {
            case SummedProduct t -> false;
            case Reduced r -> converts(r.inner());
            case Applied a -> a.op().equals("fxp_to_fp") || a.op().equals("fp_to_fxp")
                    || a.args().stream().anyMatch(SymbolicCheck::converts);
        });
    }

    /** Whether {@code c} holds an order reduction ({@code max}, {@code min}). */
    private static boolean ordered(Content c) {
        return c.items().stream().anyMatch(i -> i instanceof Reduced);
    }

    /** Whether {@code c} is a sum of products of inputs, each once, or an order reduction of one. */
    private static boolean plain(Content c) {
        return c.items().stream().allMatch(i -> switch (i) {
            case SummedProduct t -> t.coeff() == 1 && !t.factors().isEmpty();
            case Reduced r -> plain(r.inner());
            case Applied a -> false;
        });
    }

    private static SymbolicVerdict termRefutation(String function, Reading reading, List<String> group,
            Map<String, Map<String, Long>> inputs, Content c, Map<String, Long> at, Boxes.Cover r,
            Map<String, Long> summedSizes, int outBits, boolean withSpec) {
        Boxes.Cell cell = r.wrong().get(0);
        Map<String, Long> point = cell.first();
        // an output axis's unheld digits are the cell's, its held ones the output index's
        reading.unheld().forEach((a, parts) -> point.put(a, UnheldParts.withDigits(at.get(a), parts, point.get(a))));
        List<String> marks = new ArrayList<>(reading.summed());
        marks.addAll(reading.unheld().keySet());
        ContentEvaluation.Witness marked = new ContentEvaluation.Witness(group.get(0), marks, Set.of(point));
        // the inputs of no other product 0: the other products of the spec then add nothing to either side
        Set<String> others = new java.util.TreeSet<>(inputs.keySet());
        others.removeAll(group);
        ContentEvaluation.InputValues w = (f, x) -> others.contains(f) ? 0 : marked.value(f, x);
        long kernel = ContentEvaluation.value(c, at, w, outBits);
        Optional<Long> expected = specValue(reading, summedSizes, at, w, outBits);
        if (expected.isEmpty() || kernel == expected.get()) {
            return unknown(function, "the replay at " + index(at) + " does not confirm the symbolic terms");
        }
        List<String> details = new ArrayList<>();
        String terms = termText(group, inputs, at, reading.unheld());
        String whose = withSpec ? "the spec" : "the kernel's reading";
        if (r.missing() > 0) {
            details.add("missing terms: " + terms + (marks.isEmpty() ? "" : " for " + r.missing() + " of the "
                    + terms(reading, summedSizes) + " values of " + summedText(reading) + ": "
                    + Boxes.describe(r.wrong().stream().filter(x -> x.count() == 0).toList())));
        }
        if (r.extra() > 0) {
            details.add("terms counted more than once: " + terms + (marks.isEmpty() ? "" : " for "
                    + String.join("; ", r.wrong().stream().filter(x -> x.count() > 1).limit(4)
                            .map(x -> x.describe() + " (" + x.count() + " times)").toList())));
        }
        details.add("replayed: with " + group.get(0) + " 1 " + (marks.isEmpty() ? "" : "at " + index(point)
                + " and 0 elsewhere") + (others.isEmpty() ? "" : ", " + String.join(", ", others) + " 0")
                + ", every other input 1, the kernel's terms give " + kernel + " at " + index(at)
                + " and " + whose + " " + expected.get());
        return new SymbolicVerdict(SymbolicVerdict.Answer.REFUTED, function, "at the output index " + index(at)
                + " the kernel " + (r.missing() > 0 ? "misses terms" : "counts terms twice") + " of " + whose
                + (withSpec ? "" : ", " + reading.text()), details, 0);
    }

    /**
     * The refutation by a product the spec does not have at {@code at}: term {@code t} of the
     * kernel's content {@code c}, with its summed digits 0, reads each factor at one index; inputs
     * that are 1 exactly there and 0 elsewhere make that product 1 in the kernel's sum (every other
     * product is 0 or 1 too), while the spec sums only the products it has. Shown only when the
     * replay of both on those inputs differs (so a wrap of the count, or a spec product that reads
     * the same indices, gives no refutation); empty without a spec or when the replay agrees.
     */
    private static Optional<SymbolicVerdict> productRefutation(String function, Reading reading,
            Map<String, Map<String, Long>> inputs, Content c, Map<String, Long> at, SummedProduct t,
            Map<String, Long> summedSizes, int outBits, boolean withSpec) {
        if (!withSpec) {
            return Optional.empty();
        }
        // the product at its summed digits 0, then (a sum over digits of an output axis) at the lowest of them 1
        for (long lift : new long[] {0, 1}) {
            Map<String, Set<Map<String, Long>>> marked = new LinkedHashMap<>();
            List<String> shown = new ArrayList<>();
            boolean lifted = false;
            for (int i = 0; i < t.factors().size(); i++) {
                String f = t.factors().get(i);
                Map<String, Long> point = SpecValueCheck.point(t, i, inputs.get(f).keySet(), at);
                if (lift == 1) {
                    lifted |= liftOutputSums(point, t, i, at.keySet());
                }
                marked.computeIfAbsent(f, x -> new java.util.HashSet<>()).add(point);
                shown.add(f + index(point));
            }
            if (lift == 1 && !lifted) {
                return Optional.empty();
            }
            Optional<SymbolicVerdict> v = productReplay(function, reading, inputs, c, at, summedSizes, outBits,
                    marked, shown);
            if (v.isPresent()) {
                return v;
            }
        }
        return Optional.empty();
    }

    /**
     * The point factor {@code i} of {@code t} reads with the lowest digit it sums of each output
     * axis set to 1; whether there was such a digit. A term that sums digits of an output axis
     * (the kernel adds neighbouring rows) differs from a spec that keeps them there.
     */
    private static boolean liftOutputSums(Map<String, Long> point, SummedProduct t, int i, Set<String> outAxes) {
        boolean any = false;
        for (String axis : outAxes) {
            List<DigitRun> runs = t.reading(i, axis);
            if (runs == null || !point.containsKey(axis)) {
                continue;
            }
            Optional<DigitRun> low = runs.stream().filter(x -> x.kind() == DigitRun.Kind.SUM).findFirst();
            if (low.isPresent()) {
                point.put(axis, point.get(axis) + low.get().div());
                any = true;
            }
        }
        return any;
    }

    /** The refutation by the product marked by {@code marked} ({@code shown}): present when the kernel's value and the spec's differ. */
    private static Optional<SymbolicVerdict> productReplay(String function, Reading reading,
            Map<String, Map<String, Long>> inputs, Content c, Map<String, Long> at, Map<String, Long> summedSizes,
            int outBits, Map<String, Set<Map<String, Long>>> marked, List<String> shown) {
        ContentEvaluation.Points w = new ContentEvaluation.Points(marked);
        long kernel = ContentEvaluation.value(c, at, w, outBits);
        Optional<Long> expected = specValue(reading, summedSizes, at, w, outBits);
        if (expected.isEmpty() || kernel == expected.get()) {
            return Optional.empty();
        }
        String product = String.join("·", shown);
        return Optional.of(new SymbolicVerdict(SymbolicVerdict.Answer.REFUTED, function, "at the output index "
                + index(at) + " the kernel adds the product " + product + ", which the spec does not have there",
                List.of("replayed: with " + String.join(", ", shown) + " 1 and 0 elsewhere" + (marked.size()
                        < inputs.size() ? ", every other input 1" : "") + ", the kernel gives " + kernel + " at "
                        + index(at) + " and the spec " + expected.get()), 0));
    }

    /** The spec's value at {@code at} on the witness: every product summed over every summed point; empty past 2^24 points. */
    private static Optional<Long> specValue(Reading reading, Map<String, Long> summedSizes, Map<String, Long> at,
            ContentEvaluation.InputValues w, int bits) {
        long n = terms(reading, summedSizes);
        if (n > (1L << 24)) {
            return Optional.empty();
        }
        List<String> axes = new ArrayList<>(summedSizes.keySet());
        long total = 0;
        Map<String, Long> point = new LinkedHashMap<>(at);
        for (long i = 0; i < n; i++) {
            long rest = i;
            for (int k = axes.size() - 1; k >= 0; k--) {
                long size = summedSizes.get(axes.get(k));
                point.put(axes.get(k), rest % size);
                rest /= size;
            }
            // the output axes' unheld digits, each of its values; the held digits the output index's
            for (var e : reading.unheld().entrySet()) {
                long v = at.get(e.getKey());
                for (Part part : e.getValue()) {
                    v = UnheldParts.withDigits(v, List.of(part), (rest % part.mod()) * part.div());
                    rest /= part.mod();
                }
                point.put(e.getKey(), v);
            }
            for (List<String> g : reading.groups()) {
                long p = 1;
                for (String f : g) {
                    p *= w.value(f, point);
                }
                total += p;
            }
        }
        return Optional.of(ContentEvaluation.wrap(total, bits));
    }

    private static SymbolicVerdict orderRefutation(String function, Reading reading, Reduced red, Content c,
            Map<String, Long> at, Map<String, Long> summedSizes, int outBits, boolean withSpec) {
        if (!withSpec) {
            return unknown(function, "the kernel reduces " + red.bound() + " with " + red.op()
                    + ": not a sum of products; give --expect to decide it");
        }
        if (reading.summed().isEmpty()) {
            return unknown(function, "the kernel reduces " + red.bound() + " with " + red.op()
                    + " where the spec sums no axis");
        }
        String first = reading.summed().get(0);
        String marked = reading.groups().get(0).get(0);
        Map<String, Long> zero = new LinkedHashMap<>();
        reading.summed().forEach(a -> zero.put(a, 0L));
        for (long d = 1; d < summedSizes.get(first); d *= 2) {
            Map<String, Long> other = new LinkedHashMap<>(zero);
            other.put(first, d);
            Set<Map<String, Long>> points = new HashSet<>(List.of(zero, other));
            ContentEvaluation.Witness w = new ContentEvaluation.Witness(marked, reading.summed(), points);
            long kernel = ContentEvaluation.value(c, at, w, outBits);
            Optional<Long> expected = specValue(reading, summedSizes, at, w, outBits);
            if (expected.isPresent() && kernel != expected.get()) {
                return new SymbolicVerdict(SymbolicVerdict.Answer.REFUTED, function, "at the output index "
                        + index(at) + " the kernel combines " + red.bound() + " with " + red.op()
                        + " where the spec sums", List.of("replayed: with " + marked + " 1 at "
                        + index(zero) + " and " + index(other) + " and 0 elsewhere, every other input 1, the kernel"
                        + " gives " + kernel + " at " + index(at) + " and the spec " + expected.get()), 0);
            }
        }
        if (red.op().equals("add_sat")) {
            // a saturating sum stops at the i32 bound where the spec's sum wraps: the largest i32 twice
            Map<String, Long> other = new LinkedHashMap<>(zero);
            other.put(first, 1L);
            ContentEvaluation.Witness ones = new ContentEvaluation.Witness(marked, reading.summed(),
                    new HashSet<>(List.of(zero, other)));
            ContentEvaluation.InputValues w = (f, x) -> ones.value(f, x) * (f.equals(marked) ? Integer.MAX_VALUE : 1);
            long kernel = ContentEvaluation.value(c, at, w, outBits);
            Optional<Long> expected = specValue(reading, summedSizes, at, w, outBits);
            if (expected.isPresent() && kernel != expected.get()) {
                return new SymbolicVerdict(SymbolicVerdict.Answer.REFUTED, function, "at the output index "
                        + index(at) + " the kernel combines " + red.bound() + " with add_sat where the spec sums",
                        List.of("replayed: with " + marked + " " + Integer.MAX_VALUE + " at " + index(zero) + " and "
                        + index(other) + " and 0 elsewhere, every other input 1, the kernel gives " + kernel + " at "
                        + index(at) + " and the spec " + expected.get()), 0);
            }
        }
        return unknown(function, "the kernel reduces " + red.bound() + " with " + red.op()
                + " and no small input tells it from the spec's sum");
    }

    private static long terms(Map<String, Long> summedSizes) {
        return summedSizes.values().stream().reduce(1L, Math::multiplyExact);
    }

    /** How many points a product is summed over: the summed axes' values times the output's unheld digits' values. */
    private static long terms(Reading reading, Map<String, Long> summedSizes) {
        return Math.multiplyExact(terms(summedSizes), UnheldParts.count(reading.unheld()));
    }

    /** {@code K, I%2}: the summed axes, then each unheld part. */
    private static String summedText(Reading reading) {
        List<String> out = new ArrayList<>(reading.summed());
        out.addAll(UnheldParts.names(reading.unheld()));
        return String.join(", ", out);
    }

    /**
     * How term {@code runs} read output axis {@code axis}, whose {@code unheld} digits the output
     * does not hold, when the term sums every one of those digits (the kernel's own reading sums
     * them): the runs with those digits as the element's own, to be read at the output's index, and
     * the term's share of the sum (the held digits free). Empty when a digit there is fixed or the
     * element's own (a copy of part of the axis, not a reduction): the axis is then read as written.
     */
    static Optional<List<List<DigitRun>>> unheldSummed(String axis, List<DigitRun> runs, List<Part> unheld) {
        List<DigitRun> cut = Digits.splitAll(runs, SummedProduct.cutsOf(unheld, axis));
        List<DigitRun> own = new ArrayList<>();
        List<DigitRun> share = new ArrayList<>();
        for (DigitRun s : cut) {
            boolean free = SummedProduct.covered(unheld, axis, s);
            if (free && s.kind() != DigitRun.Kind.SUM) {
                return Optional.empty();
            }
            own.add(free ? s.with(DigitRun.Kind.INDEX, 0) : s);
            share.add(free ? s : s.with(DigitRun.Kind.INDEX, 0));
        }
        return Optional.of(List.of(own, share));
    }

    /** How many points of the space the terms cover stand for one point of the sum: the held digits of the partly held output axes. */
    private static long held(Reading reading, Map<String, Long> outSizes) {
        long n = 1;
        for (String a : reading.unheld().keySet()) {
            n = Math.multiplyExact(n, outSizes.get(a));
        }
        return n / UnheldParts.count(reading.unheld());
    }

    /** {@code lhs[A=0, B=b]·rhs[B=b, C=0]}: a product of the spec at an output index, summed axes in lower case. */
    private static String termText(List<String> group, Map<String, Map<String, Long>> inputs, Map<String, Long> at,
            Map<String, List<Part>> unheld) {
        List<String> out = new ArrayList<>();
        for (String f : group) {
            List<String> axes = new ArrayList<>();
            for (String a : inputs.get(f).keySet()) {
                String lower = a.toLowerCase(java.util.Locale.ROOT);
                axes.add(unheld.containsKey(a) ? a + "=" + at.get(a) + "+" + lower : at.containsKey(a) ? a + "="
                        + at.get(a) : a + "=" + lower);
            }
            out.add(f + "[" + String.join(", ", axes) + "]");
        }
        return String.join("·", out);
    }

    /** The spec as a reading of the kernel's axes (its tensors name their axes in the order the inputs' mappings do). */
    private static Reading bind(Spec spec, Map<String, Map<String, Long>> inputs, Set<String> outAxes) {
        List<List<String>> groups = new ArrayList<>();
        if (!sum(spec.body(), groups)) {
            throw new NotModelled("the spec " + spec.text() + " is not a sum of products of inputs: only those"
                    + " are decided symbolically");
        }
        Map<String, String> rename = named(spec, inputs, outAxes, false);
        List<String> summed = new ArrayList<>();
        for (String a : spec.summed()) {
            summed.add(rename.get(a));
        }
        for (List<String> g : groups) {
            Set<String> axes = new HashSet<>();
            g.forEach(f -> axes.addAll(inputs.get(f).keySet()));
            for (String a : summed) {
                if (!axes.contains(a)) {
                    throw new NotModelled("the spec's product " + String.join("·", g) + " lacks the summed axis " + a
                            + ": not decided symbolically");
                }
            }
        }
        return new Reading(groups, summed, Map.of(), spec.text());
    }

    /**
     * Each spec axis's kernel axis: the inputs' axes as {@link #byName} binds them, the output's the
     * same way; {@code all} adds the output's, else only the inputs' are returned.
     *
     * @throws SpecException when the spec does not fit the kernel
     * @throws NotModelled when the spec names one kernel axis twice
     */
    static Map<String, String> named(Spec spec, Map<String, Map<String, Long>> inputs, Set<String> outAxes,
            boolean all) {
        Map<String, String> rename = new LinkedHashMap<>();
        for (Spec.Input t : spec.tensors()) {
            Map<String, Long> axes = inputs.get(t.name());
            if (axes == null) {
                throw new SpecException("column " + t.column() + ": the kernel has no input " + t.name() + " (inputs: "
                        + String.join(", ", inputs.keySet()) + ")");
            }
            if (axes.size() != t.axes().size()) {
                throw new SpecException("column " + t.column() + ": " + t.name() + " has " + axes.size() + " axes ("
                        + String.join(", ", axes.keySet()) + "), the spec names " + t.axes().size());
            }
            List<String> mine = byName(t.axes(), new ArrayList<>(axes.keySet()));
            for (int i = 0; i < mine.size(); i++) {
                String had = rename.putIfAbsent(t.axes().get(i), mine.get(i));
                if (had != null && !had.equals(mine.get(i))) {
                    throw new SpecException("the spec's axis " + t.axes().get(i) + " is " + had + " of one input and "
                            + mine.get(i) + " of another");
                }
            }
        }
        List<String> outs = new ArrayList<>(outAxes);
        if (spec.output().size() != outs.size()) {
            throw new SpecException("the spec's output has " + spec.output().size() + " axes, the kernel's "
                    + outs.size() + " (" + String.join(", ", outs) + ")");
        }
        outs = byName(spec.output(), outs);
        for (int i = 0; i < outs.size(); i++) {
            String had = rename.get(spec.output().get(i));
            if (had != null && !had.equals(outs.get(i))) {
                throw new SpecException("the spec's output axis " + spec.output().get(i) + " is the inputs' " + had
                        + " but the kernel's output axis there is " + outs.get(i));
            }
        }
        Map<String, String> named = new LinkedHashMap<>(rename);
        for (int i = 0; i < outs.size(); i++) {
            named.putIfAbsent(spec.output().get(i), outs.get(i));
        }
        Map<String, String> namer = new LinkedHashMap<>();
        for (var e : named.entrySet()) {
            String other = namer.putIfAbsent(e.getValue(), e.getKey());
            if (other != null) {
                throw new NotModelled("the spec names the kernel's axis " + e.getValue() + " twice (" + other + " and "
                        + e.getKey() + "), one summed and one kept: not decided symbolically");
            }
        }
        return all ? named : rename;
    }

    /**
     * The kernel axes {@code written} names, position by position: the names themselves when they
     * are exactly the kernel's {@code own} axis names in some order, else {@code own} in order — the
     * binding {@link dev.layoutprover.simulator.oracle.Expectation} makes, so that a spec means the
     * same to the symbolic check as to a concrete run. Example: {@code rhs[B, C]} on an input
     * stored as {@code m![C, B]} names {@code B, C}; {@code rhs[K, N]} names {@code C, B}.
     */
    private static List<String> byName(List<String> written, List<String> own) {
        boolean names = written.size() == own.size() && new HashSet<>(written).size() == written.size()
                && new HashSet<>(written).equals(new HashSet<>(own));
        return names ? written : own;
    }

    private static boolean sum(Spec.Node n, List<List<String>> out) {
        if (n instanceof Spec.Binary b && b.op() == Spec.Op.ADD) {
            return sum(b.left(), out) && sum(b.right(), out);
        }
        List<String> factors = new ArrayList<>();
        if (!product(n, factors)) {
            return false;
        }
        List<String> sorted = factors.stream().sorted().toList();
        if (out.contains(sorted)) {
            return false;
        }
        out.add(sorted);
        return true;
    }

    private static boolean product(Spec.Node n, List<String> out) {
        return switch (n) {
            case Spec.Input t -> out.add(t.name());
            case Spec.Binary b -> b.op() == Spec.Op.MUL && product(b.left(), out) && product(b.right(), out);
            default -> false;
        };
    }

    /** The kernel's own reading: the inputs its first term multiplies, summed over their axes the output lacks. */
    private static Reading derive(Tensor out, Map<String, Map<String, Long>> inputs, Map<String, Long> outSizes) {
        Set<String> outAxes = outSizes.keySet();
        // the digits an output axis's mappings leave out are the reading's sum where the kernel sums them
        Map<String, List<Part>> unheld = UnheldParts.summedBy(out, outSizes);
        List<List<String>> groups = new ArrayList<>();
        for (Piece p : out.pieces) {
            for (Summand i : p.content().items()) {
                if (i instanceof SummedProduct t && !groups.contains(t.factors())) {
                    groups.add(t.factors());
                }
            }
        }
        if (groups.isEmpty()) {
            throw new NotModelled("the output holds no sum of products");
        }
        Set<String> axes = new LinkedHashSet<>();
        List<String> texts = new ArrayList<>();
        for (List<String> g : groups) {
            List<String> parts = new ArrayList<>();
            for (String f : g) {
                axes.addAll(inputs.get(f).keySet());
                parts.add(f + "[" + String.join(", ", inputs.get(f).keySet()) + "]");
            }
            texts.add(String.join("·", parts));
        }
        List<String> summed = new ArrayList<>(axes);
        summed.removeAll(outAxes);
        // an axis the output lacks that every term reads at a fixed index is selected, not summed
        // (a cluster tile's data): the naive evaluator, following the same views, reads it there too
        summed.removeIf(a -> selected(out, a));
        for (List<String> g : groups) {
            Set<String> mine = new HashSet<>();
            g.forEach(f -> mine.addAll(inputs.get(f).keySet()));
            if (!mine.containsAll(summed)) {
                throw new NotModelled("the kernel adds products over different axes (" + String.join(" + ", texts)
                        + "): give --expect to decide it");
            }
        }
        List<String> over = new ArrayList<>(summed);
        over.addAll(UnheldParts.names(unheld));
        String text = "out[" + String.join(", ", outAxes) + "] = " + (over.isEmpty() ? "" : "Σ_" + String.join(",",
                over) + " ") + (groups.size() > 1 && !over.isEmpty() ? "(" + String.join(" + ", texts) + ")"
                : String.join(" + ", texts));
        return new Reading(groups, summed, unheld, text);
    }

    /**
     * Whether {@code out} is a copy of one input that reads {@code axis} at a fixed index: every
     * piece one term of one factor, nothing summed, each digit of the axis fixed (a cluster tile's
     * data). Anything added or multiplied keeps the axis summed, as the reading sums it.
     */
    private static boolean selected(Tensor out, String axis) {
        for (Piece p : out.pieces) {
            if (p.content().items().size() != 1 || !(p.content().items().get(0) instanceof SummedProduct t)
                    || t.factors().size() != 1 || !t.axes().containsKey(axis)) {
                return false;
            }
            for (List<DigitRun> runs : t.axes().values()) {
                if (runs.stream().anyMatch(x -> x.kind() == DigitRun.Kind.SUM)) {
                    return false;
                }
            }
            if (t.axes().get(axis).stream().anyMatch(x -> x.kind() != DigitRun.Kind.FIXED)) {
                return false;
            }
        }
        return !out.pieces.isEmpty();
    }

    /**
     * Whether slots that do not read the output's own index ({@link #ownIndex}) differ from it only
     * by digits fixed to a constant: data the kernel moved across a digit (a cluster shuffle, a
     * slice kept by another cluster), which at each index of the region reads one input element, as
     * the naive evaluator, following the same views, reads it. A summed digit of an output axis is
     * no such move. Example: {@code A = [%2, /2%2 = 1, /4%64]} in the region {@code A/2%2 = 0}
     * (cluster 0 received cluster 1's data).
     */
    static boolean movedAcross(List<DigitRun> slots) {
        return slots.stream().noneMatch(s -> s.kind() == DigitRun.Kind.SUM);
    }

    /** {@code data moved across digits, read where the kernel's views put it (at [A=0, B=0] hbm_tensor reads A at /2%2=1)}. */
    static String movedText(SummedProduct t, String axis, String digits, Map<String, Long> at) {
        return "data moved across digits, read where the kernel's views put it (at " + index(at) + " "
                + String.join("·", t.factors()) + " reads " + axis + " at " + digits + ")";
    }

    /** Empty when the slots read the output's own index in region {@code guard}; else the digits that do not. */
    static Optional<String> ownIndex(List<DigitRun> slots, List<DigitRun> guard) {
        List<DigitRun> g = guard == null ? Digits.whole(Digits.size(slots), DigitRun.Kind.INDEX) : guard;
        java.util.TreeSet<Long> cuts = Digits.cuts(slots);
        cuts.addAll(Digits.cuts(g));
        List<DigitRun> x = Digits.splitAll(slots, cuts);
        List<DigitRun> y = Digits.splitAll(g, cuts);
        for (int i = 0; i < x.size(); i++) {
            DigitRun s = x.get(i);
            if (s.kind() == DigitRun.Kind.INDEX) {
                continue;
            }
            if (s.kind() == DigitRun.Kind.FIXED && y.get(i).kind() == DigitRun.Kind.FIXED && y.get(i).value() == s.value()) {
                continue;
            }
            return Optional.of(s.toString());
        }
        return Optional.empty();
    }

    private static Map<String, List<DigitRun>> restrict(Map<String, List<DigitRun>> axes, Set<String> keep) {
        Map<String, List<DigitRun>> out = new LinkedHashMap<>();
        axes.forEach((a, s) -> {
            if (keep.contains(a)) {
                out.put(a, s);
            }
        });
        return out;
    }

    static Map<String, Long> first(Region g, Map<String, Long> sizes) {
        Map<String, Long> out = new LinkedHashMap<>();
        sizes.keySet().forEach(a -> {
            long v = 0;
            for (DigitRun s : g.axes().getOrDefault(a, List.of())) {
                if (s.kind() == DigitRun.Kind.FIXED) {
                    v += s.value() * s.div();
                }
            }
            out.put(a, v);
        });
        return out;
    }

    static boolean inRegion(Region g, Map<String, Long> at) {
        for (var e : g.axes().entrySet()) {
            long v = at.getOrDefault(e.getKey(), 0L);
            for (DigitRun s : e.getValue()) {
                if (s.kind() == DigitRun.Kind.FIXED && Digits.digit(v, s) != s.value()) {
                    return false;
                }
            }
        }
        return true;
    }

    static String index(Map<String, Long> at) {
        List<String> out = new ArrayList<>();
        at.forEach((a, v) -> out.add(a + "=" + v));
        return "[" + String.join(", ", out) + "]";
    }

    private static SymbolicVerdict unknown(String function, String why) {
        return new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, function, why, List.of(), 0);
    }
}
