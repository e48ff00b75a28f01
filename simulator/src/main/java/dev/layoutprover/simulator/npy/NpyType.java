package dev.layoutprover.simulator.npy;

import java.util.Optional;

/**
 * An element type of a NumPy array as its {@code descr} names it, without the byte-order
 * character: the kind ({@code b} boolean, {@code i} signed, {@code u} unsigned, {@code f} IEEE
 * float) and the size in bytes.
 *
 * <p>Example: {@code NpyType.of("f4")} is {@link #F4}, 4 bytes, floating; {@code '<f4'} in a
 * header is little-endian {@code F4}.
 */
public enum NpyType {
    B1('b', 1), I1('i', 1), I2('i', 2), I4('i', 4), I8('i', 8), U1('u', 1), U2('u', 2), U4('u', 4), U8('u', 8),
    F2('f', 2), F4('f', 4), F8('f', 8);

    private final char kind;
    private final int bytes;

    NpyType(char kind, int bytes) {
        this.kind = kind;
        this.bytes = bytes;
    }

    /** The type {@code code} names ({@code "f4"}, {@code "i8"}, {@code "b1"}, …), if any. */
    public static Optional<NpyType> of(String code) {
        for (NpyType t : values()) {
            if (t.code().equals(code)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The code without byte order: {@code f4}. */
    public String code() {
        return kind + Integer.toString(bytes);
    }

    public int bytes() {
        return bytes;
    }

    public boolean isFloat() {
        return kind == 'f';
    }

    /** Booleans and integers, signed or not. */
    public boolean isInteger() {
        return kind != 'f';
    }

    /** NumPy's name: {@code float32}, {@code int8}, {@code uint16}, {@code bool}. */
    public String numpyName() {
        return switch (kind) {
            case 'b' -> "bool";
            case 'i' -> "int" + 8 * bytes;
            case 'u' -> "uint" + 8 * bytes;
            default -> "float" + 8 * bytes;
        };
    }
}
