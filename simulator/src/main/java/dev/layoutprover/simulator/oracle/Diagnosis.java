package dev.layoutprover.simulator.oracle;

import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the first differing output index shows: the spec's terms there and, when one explains the
 * kernel's value, what it computed instead (a run of summed terms left out or counted twice, the
 * largest or smallest term instead of the sum, one operand alone, another operation).
 *
 * <p>Example: a GEMM kernel that reads only {@code K = 0..=127} of 256 gives
 * {@code the spec's sum without the terms K = 128..=255 (128 of 256 terms)}.
 */
final class Diagnosis {

    private static final int SHOWN_TERMS = 8;
    private static final int DIAGNOSED_TERMS = 4096;

    private final Expectation e;
    private final SpecEvaluator s;

    Diagnosis(Expectation e) {
        this.e = e;
        this.s = e.evaluator;
    }

    Difference difference(LogicalTensor output, int o, double y, SpecEvaluator.Value v) {
        long[] coord = new long[s.names.size()];
        e.setOutput(output, o, coord);
        Map<String, Long> index = new LinkedHashMap<>();
        long[] c0 = output.coordinates(o);
        for (int j = 0; j < c0.length; j++) {
            index.put(e.outAxes.get(j).name(), c0[j]);
        }
        long n = s.termCount(s.root);
        boolean diagnose = n <= DIAGNOSED_TERMS;
        SpecEvaluator.NodeValue r = new SpecEvaluator.NodeValue();
        List<Difference.SpecTerm> shown = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        List<Long> integers = new ArrayList<>();
        List<long[]> at = new ArrayList<>();
        long[] c = coord.clone();
        int i = 0;
        do {
            Map<String, Double> operands = new LinkedHashMap<>();
            for (SpecEvaluator.Node child : s.root.children) {
                s.eval(child, c, r);
                operands.put(label(child, c), s.integer ? (double) r.x : r.v);
            }
            if (s.root.source instanceof Spec.Input) {
                s.body(s.root, c, r);
                operands.put(label(s.root, c), s.integer ? (double) r.x : r.v);
            }
            s.body(s.root, c, r);
            double t = s.integer ? r.x : r.v;
            if (i < SHOWN_TERMS) {
                shown.add(new Difference.SpecTerm(homeAt(c), operands, t));
            }
            if (diagnose) {
                values.add(t);
                integers.add(r.x);
                at.add(c.clone());
            }
            i++;
        } while ((diagnose || i < SHOWN_TERMS) && s.next(s.root.home, c));
        Optional<String> why = Optional.empty();
        if (diagnose) {
            why = explainRange(y, v, values, integers, at);
            if (why.isEmpty()) {
                why = explainReduction(y, values, integers);
            }
            if (why.isEmpty()) {
                why = explainOperation(y, coord);
            }
        }
        List<String> summed = Arrays.stream(s.root.home).mapToObj(s.names::get).toList();
        return new Difference(index, y, v.exact(), v.bound(), n, summed, shown, why);
    }

    private Map<String, Long> homeAt(long[] c) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int k : s.root.home) {
            m.put(s.names.get(k), c[k]);
        }
        return m;
    }

    /** {@code a[3, 5]} for a tensor; the subexpression's text otherwise. */
    private String label(SpecEvaluator.Node n, long[] c) {
        if (!(n.source instanceof Spec.Input t)) {
            return n.source.toString();
        }
        List<String> coords = new ArrayList<>();
        for (String a : t.axes()) {
            coords.add(Long.toString(c[s.names.indexOf(a)]));
        }
        return t.name() + "[" + String.join(", ", coords) + "]";
    }

    /**
     * A run of the root's terms the kernel's value lacks (or else holds twice): the one closest to the
     * kernel's value, the longest among equally close ones.
     */
    private Optional<String> explainRange(double y, SpecEvaluator.Value v, List<Double> t, List<Long> ti, List<long[]> at) {
        int n = t.size();
        if (n < 2) {
            return Optional.empty();
        }
        long[] pi = new long[n + 1];
        double[] pd = new double[n + 1];
        for (int i = 0; i < n; i++) {
            pi[i + 1] = pi[i] + ti.get(i);
            pd[i + 1] = pd[i] + t.get(i);
        }
        double bestResidual = Double.POSITIVE_INFINITY;
        int bestFrom = -1;
        int bestLength = 0;
        boolean bestMissing = true;
        for (boolean missing : new boolean[] {true, false}) {
            for (int len = n; len >= 1; len--) {
                for (int from = 0; from + len <= n; from++) {
                    double residual;
                    if (s.integer) {
                        long sub = pi[from + len] - pi[from];
                        residual = s.wrap(missing ? v.integer() - sub : v.integer() + sub) == y ? 0
                                : Double.POSITIVE_INFINITY;
                    } else {
                        double sub = pd[from + len] - pd[from];
                        residual = Math.abs(y - (missing ? v.exact() - sub : v.exact() + sub));
                        if (!(residual <= v.bound())) {
                            residual = Double.POSITIVE_INFINITY;
                        }
                    }
                    if (residual < bestResidual) {
                        bestResidual = residual;
                        bestFrom = from;
                        bestLength = len;
                        bestMissing = missing;
                    }
                }
            }
            if (bestFrom >= 0) {
                break;
            }
        }
        if (bestFrom < 0) {
            return Optional.empty();
        }
        String run = runText(at.get(bestFrom), at.get(bestFrom + bestLength - 1));
        return Optional.of((bestMissing ? "the spec's sum without the terms " : "the spec's sum with the terms ")
                + run + (bestMissing ? "" : " counted twice") + " (" + bestLength + " of " + n + " terms)");
    }

    private String runText(long[] from, long[] to) {
        if (s.root.home.length == 1) {
            int k = s.root.home[0];
            return s.names.get(k) + " = " + from[k] + (from[k] == to[k] ? "" : "..=" + to[k]);
        }
        List<String> order = Arrays.stream(s.root.home).mapToObj(s.names::get).toList();
        return "from " + homeAt(from) + " to " + homeAt(to) + " (in the order " + String.join(", ", order) + ")";
    }

    /** The kernel's value as the largest or smallest of the spec's terms instead of their sum. */
    private Optional<String> explainReduction(double y, List<Double> t, List<Long> ti) {
        if (t.size() < 2) {
            return Optional.empty();
        }
        double max = s.integer ? ti.stream().mapToLong(Long::longValue).max().orElseThrow()
                : t.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double min = s.integer ? ti.stream().mapToLong(Long::longValue).min().orElseThrow()
                : t.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double tolerance = s.integer ? 0 : e.outType.unitRoundoff() * 2 * Math.abs(y) + e.outType.smallestStep();
        if (Math.abs(y - (s.integer ? s.wrap((long) max) : max)) <= tolerance) {
            return Optional.of("the largest of the spec's terms, not their sum");
        }
        if (Math.abs(y - (s.integer ? s.wrap((long) min) : min)) <= tolerance) {
            return Optional.of("the smallest of the spec's terms, not their sum");
        }
        return Optional.empty();
    }

    /**
     * The output index of {@code coord} as a coordinate array of {@code alt}'s evaluator: the output
     * axes come first in both, and {@code alt} may sum fewer axes ({@code bias[J]} of
     * {@code x[I,K] * w[J,K] + bias[J]} sums none).
     */
    private long[] outputPart(long[] coord, Expectation alt) {
        long[] out = new long[alt.evaluator.names.size()];
        System.arraycopy(coord, 0, out, 0, e.spec.output().size());
        return out;
    }

    /** The kernel's value as the spec's with its outermost operation replaced by another. */
    private Optional<String> explainOperation(double y, long[] coord) {
        if (!(e.spec.body() instanceof Spec.Binary top)) {
            return Optional.empty();
        }
        for (Spec.Node alone : List.of(top.left(), top.right())) {
            if (alone instanceof Spec.Constant) {
                continue;
            }
            Expectation alt;
            try {
                alt = new Expectation(new Spec(alone.toString(), alone, e.spec.output()), e.inputs, e.outAxes, e.outType);
            } catch (SpecException ex) {
                continue;
            }
            SpecEvaluator.Value v = alt.evaluator.value(outputPart(coord, alt), new SpecEvaluator.NodeValue());
            if (s.integer ? v.expected() == y : Double.compare(v.expected(), y) == 0
                    || Math.abs(v.expected() - y) <= v.bound()) {
                return Optional.of("what " + alone + " alone gives, without the spec's " + top.op().symbol() + " "
                        + (alone == top.left() ? top.right() : top.left()));
            }
        }
        for (Spec.Op op : Spec.Op.values()) {
            if (op == top.op()) {
                continue;
            }
            Spec.Binary other = new Spec.Binary(op, top.left(), top.right());
            Expectation alt;
            try {
                alt = new Expectation(new Spec(other.toString(), other, e.spec.output()), e.inputs, e.outAxes, e.outType);
            } catch (SpecException ex) {
                continue;
            }
            SpecEvaluator.Value v = alt.evaluator.value(outputPart(coord, alt), new SpecEvaluator.NodeValue());
            if (s.integer ? v.expected() == y : Double.compare(v.expected(), y) == 0
                    || Math.abs(v.expected() - y) <= v.bound()) {
                return Optional.of("what " + other + " gives, where the spec has " + top.op().symbol());
            }
        }
        return Optional.empty();
    }
}
