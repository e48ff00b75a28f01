package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import java.util.ArrayList;
import java.util.List;

/**
 * A mapping drawn as rows of cells: cell {@code p} is buffer position {@code p}, rows hold
 * {@code width} cells. Rendered as text, SVG or HTML.
 *
 * <p>Example: {@code m![C, D # 8]} with {@code C = 3, D = 5} draws three rows of eight cells, the
 * last three of each a hole.
 */
final class Grid {

    private final String title;
    private final Axes axes;
    private final long width;
    private final List<String> labels = new ArrayList<>();
    private final List<Slot> slots = new ArrayList<>();

    private final List<String> shown;

    Grid(String title, Evaluator e, Axes axes, long width) {
        this.title = title;
        this.axes = axes;
        this.width = width;
        List<String> mentioned = e.axes().stream().map(a -> a.name()).toList();
        this.shown = axes.list().stream().map(a -> a.name()).filter(mentioned::contains).toList();
        for (long p = 0; p < e.size(); p++) {
            // A sliding window's set is sampled, never listed whole: a cell shows its size.
            Evaluator.Sample sample = e.sample(p, 16);
            Slot s = Slot.of(sample.members());
            slots.add(s);
            labels.add(sample.complete() ? label(s) : "×" + (sample.size() < 0 ? ">16" : sample.size()));
        }
    }

    /** Coordinates on the mentioned axes, {@code 1,4}; {@code ·} for a hole; {@code ×3} for a set of three. */
    private String label(Slot s) {
        if (s.isHole()) {
            return "·";
        }
        if (!s.isSingle()) {
            return "×" + s.indices().size();
        }
        StringBuilder b = new StringBuilder();
        for (String axis : shown) {
            b.append(b.length() == 0 ? "" : ",").append(s.single().get(axis));
        }
        return b.toString();
    }

    /** The size of the innermost pair component, or the whole size when it is not a pair. */
    static long naturalWidth(Mapping m) {
        Mapping x = m;
        while (x instanceof Mapping.Alias a) {
            x = a.target();
        }
        if (x instanceof Mapping.Pair p) {
            long minor = naturalWidth(p.minor());
            return minor == 1 ? p.minor().size() : minor;
        }
        return Math.min(x.size(), 32);
    }

    String text() {
        int cell = 1;
        for (String l : labels) {
            cell = Math.max(cell, l.length());
        }
        StringBuilder s = new StringBuilder(title).append("  (").append(labels.size()).append(" positions, ")
                .append(width).append(" per row; cells show ").append(String.join(",", shown)).append(")\n");
        int rowLabel = String.valueOf(labels.size()).length();
        for (int p = 0; p < labels.size(); p++) {
            if (p % width == 0) {
                if (p > 0) {
                    s.append('\n');
                }
                s.append(String.format("%" + rowLabel + "d │", p));
            }
            String l = labels.get(p);
            s.append(' ').append(" ".repeat(cell - l.length())).append(l);
        }
        return s.append('\n').toString();
    }

    String svg() {
        int cw = 64;
        int ch = 28;
        long rows = (labels.size() + width - 1) / width;
        StringBuilder s = new StringBuilder();
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width * cw + 2).append("\" height=\"")
                .append(rows * ch + 30).append("\" font-family=\"monospace\" font-size=\"10\">\n");
        s.append("  <text x=\"2\" y=\"16\" font-size=\"12\">").append(escape(title)).append("</text>\n");
        for (int p = 0; p < labels.size(); p++) {
            long x = (p % width) * cw + 1;
            long y = (p / width) * ch + 24;
            Slot slot = slots.get(p);
            s.append("  <g><title>").append(p).append(": ").append(escape(axes.format(slot))).append("</title>")
                    .append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(cw)
                    .append("\" height=\"").append(ch).append("\" fill=\"").append(color(slot))
                    .append("\" stroke=\"#fff\"/><text x=\"").append(x + 3).append("\" y=\"").append(y + 17).append("\">")
                    .append(escape(labels.get(p))).append("</text></g>\n");
        }
        return s.append("</svg>\n").toString();
    }

    String html() {
        StringBuilder s = new StringBuilder("<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>")
                .append(escape(title)).append("</title>\n<style>table{border-collapse:collapse;font:12px monospace}"
                        + "td{border:1px solid #fff;padding:4px 6px}th{font-weight:normal;color:#666;padding-right:6px}"
                        + "</style></head><body>\n<h3>").append(escape(title)).append("</h3>\n<table>\n");
        for (int p = 0; p < labels.size(); p++) {
            if (p % width == 0) {
                s.append(p == 0 ? "" : "</tr>\n").append("<tr><th>").append(p).append("</th>");
            }
            Slot slot = slots.get(p);
            s.append("<td style=\"background:").append(color(slot)).append("\" title=\"").append(p).append(": ")
                    .append(escape(axes.format(slot))).append("\">").append(escape(labels.get(p))).append("</td>");
        }
        return s.append("</tr>\n</table>\n</body></html>\n").toString();
    }

    /** Holes grey; an index colored by its major coordinates so rows of a tensor share a hue. */
    private String color(Slot slot) {
        if (slot.isHole()) {
            return "#dddddd";
        }
        if (!slot.isSingle()) {
            return "#f4c542";
        }
        var index = slot.single();
        long key = 0;
        var list = axes.list();
        for (int i = 0; i + 1 < list.size(); i++) {
            key = key * 31 + index.get(list.get(i).name());
        }
        int hue = (int) Math.floorMod(key * 47, 360L);
        return "hsl(" + hue + ",60%,80%)";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
