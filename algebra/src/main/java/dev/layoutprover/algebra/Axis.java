package dev.layoutprover.algebra;

import java.util.regex.Pattern;

/**
 * A named tensor axis with its size, as declared by {@code axes![A = 8, B = 512]}.
 *
 * <p>Example: {@code new Axis("B", 512)} is the axis whose coordinates run over {@code 0..511}.
 *
 * @param name an identifier: a letter, then letters, digits or underscores
 * @param size the number of coordinates, at least 1
 */
public record Axis(String name, long size) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

    public Axis {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new MappingException("axis name must be a letter followed by letters, digits or '_', got '" + name + "'");
        }
        if (size < 1) {
            throw new MappingException("axis " + name + " must have a positive size, got " + size);
        }
    }

    /** True when {@code name} can name an axis or an alias. */
    public static boolean isValidName(String name) {
        return name != null && NAME.matcher(name).matches();
    }

    @Override
    public String toString() {
        return name + " = " + size;
    }
}
