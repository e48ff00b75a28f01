package dev.layoutprover.algebra;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * An axes declaration: axes with their sizes, in declaration order, and skewed axes defined from
 * them.
 *
 * <p>Example: {@code AxesParser.parse("A=4, B=4, B'=B-A")} declares {@code A} and {@code B} of size 4
 * and the skewed axis {@code B'}; {@code AxesParser.parse("axes![A = 8, B = 512]")} reads the macro form.
 */
public final class Axes {

    private static final Axes EMPTY = new Axes(ImmutableMap.of(), ImmutableMap.of());

    private final ImmutableMap<String, Axis> axes;
    private final ImmutableMap<String, Skew> skews;

    private Axes(ImmutableMap<String, Axis> axes, ImmutableMap<String, Skew> skews) {
        this.axes = axes;
        this.skews = skews;
    }

    public static Axes empty() {
        return EMPTY;
    }

    /** The declaration of the given axes, in order. */
    public static Axes of(Axis... axes) {
        Axes result = EMPTY;
        for (Axis a : axes) {
            result = result.with(a);
        }
        return result;
    }

    /** This declaration with one more axis; its name must be new. */
    public Axes with(Axis axis) {
        requireNew(axis.name());
        Map<String, Axis> m = new LinkedHashMap<>(axes);
        m.put(axis.name(), axis);
        return new Axes(ImmutableMap.copyOf(m), skews);
    }

    /** This declaration with the skewed axis {@code name = target - offset}, both declared already. */
    public Axes withSkew(String name, String target, String offset) {
        requireNew(name);
        Axis t = axis(target).orElseThrow(() -> new MappingException(
                "skewed axis " + name + " refers to undeclared axis " + target + " (declared: " + names() + ")"));
        Axis o = axis(offset).orElseThrow(() -> new MappingException(
                "skewed axis " + name + " refers to undeclared axis " + offset + " (declared: " + names() + ")"));
        Skew skew = new Skew(name, t, o);
        if (!name.equals(target + "'")) {
            throw new MappingException("skewed axis " + name + " must be named after the axis it skews: " + target + "'");
        }
        Map<String, Skew> m = new LinkedHashMap<>(skews);
        m.put(name, skew);
        Axes result = new Axes(axes, ImmutableMap.copyOf(m));
        result.requireAcyclicSkews(name);
        return result;
    }

    /** The most axes (plain and skewed) one declaration holds. */
    public static final int MAX_AXES = 1024;

    private void requireNew(String name) {
        if (axes.size() + skews.size() >= MAX_AXES) {
            throw new MappingException("more than " + MAX_AXES + " axes in one declaration (the limit)");
        }
        if (axes.containsKey(name) || skews.containsKey(name)) {
            throw new MappingException("axis " + name + " is declared twice");
        }
    }

    private void requireAcyclicSkews(String added) {
        // The coordinate of a skew's target depends on the coordinate of its offset.
        Map<String, List<String>> dependsOn = new LinkedHashMap<>();
        for (Skew s : skews.values()) {
            dependsOn.computeIfAbsent(s.target().name(), k -> new ArrayList<>()).add(s.offset().name());
        }
        for (String start : dependsOn.keySet()) {
            if (reaches(dependsOn, start, start, new HashSet<>())) {
                throw new MappingException("skewed axis " + added + " makes axis " + start
                        + " depend on itself through skewed offsets");
            }
        }
    }

    private static boolean reaches(Map<String, List<String>> g, String from, String goal, Set<String> seen) {
        for (String next : g.getOrDefault(from, List.of())) {
            if (next.equals(goal)) {
                return true;
            }
            if (seen.add(next) && reaches(g, next, goal, seen)) {
                return true;
            }
        }
        return false;
    }

    public Optional<Axis> axis(String name) {
        return Optional.ofNullable(axes.get(name));
    }

    public Optional<Skew> skew(String name) {
        return Optional.ofNullable(skews.get(name));
    }

    /** The declared (unskewed) axes, in declaration order. */
    public ImmutableList<Axis> list() {
        return axes.values().asList();
    }

    /** The skewed axes, in declaration order. */
    public ImmutableList<Skew> skews() {
        return skews.values().asList();
    }

    /** The declared names, axes then skewed axes, comma-separated, for messages. */
    public String names() {
        List<String> all = new ArrayList<>(axes.keySet());
        all.addAll(skews.keySet());
        return all.isEmpty() ? "none" : String.join(", ", all);
    }

    /** Prints {@code index} with axes in declaration order: {@code {A: 1, B: 7}}; {@code {}} when empty. */
    public String format(TensorIndex index) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        for (String name : axes.keySet()) {
            long v = index.get(name);
            if (v != 0) {
                j.add(name + ": " + v);
            }
        }
        index.coordinates().forEach((name, v) -> {
            if (!axes.containsKey(name)) {
                j.add(name + ": " + v);
            }
        });
        return j.toString();
    }

    /** Prints a slot: {@code hole}, one index, or a set {@code [{N: 4}, {N: 2, F: 1}, {F: 2}]} in a stable order. */
    public String format(Slot slot) {
        if (slot.isHole()) {
            return "hole";
        }
        if (slot.isSingle()) {
            return format(slot.single());
        }
        StringJoiner j = new StringJoiner(", ", "[", "]");
        slot.indices().stream().sorted(indexOrder()).forEach(i -> j.add(format(i)));
        return j.toString();
    }

    /** Orders indices lexicographically by coordinates, major axes (declared first) first. */
    public java.util.Comparator<TensorIndex> indexOrder() {
        List<String> order = new ArrayList<>(axes.keySet());
        return (a, b) -> {
            for (String name : order) {
                int c = Long.compare(a.get(name), b.get(name));
                if (c != 0) {
                    return c;
                }
            }
            return a.toString().compareTo(b.toString());
        };
    }

    /** {@code A = 8, B = 512, B' = B - A}. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(", ");
        axes.values().forEach(a -> j.add(a.toString()));
        skews.values().forEach(s -> j.add(s.toString()));
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Axes a && a.axes.equals(axes) && a.skews.equals(skews);
    }

    @Override
    public int hashCode() {
        return axes.hashCode() * 31 + skews.hashCode();
    }
}
