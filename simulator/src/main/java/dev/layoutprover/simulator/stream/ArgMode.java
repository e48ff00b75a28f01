package dev.layoutprover.simulator.stream;

import java.util.Locale;

/**
 * Which inputs feed a Vector Engine ALU's operand ports: {@code 0} is the stream, {@code 1} and
 * {@code 2} the first and second operand. {@code BinaryArgMode::Mode10} computes
 * {@code op(operand, stream)}; {@code TernaryArgMode::Mode120} computes
 * {@code op(operand0, operand1, stream)}; the unary modes both compute {@code op(stream)}, as the
 * reference does.
 *
 * <p>Example: {@code vector_fxp_with_mode(SubFxp, Mode10, 7)} gives {@code 7 - x}.
 */
public final class ArgMode {

    private ArgMode() {}

    /** {@code BinaryArgMode}: the two ports. */
    public enum Binary {
        MODE00, MODE01, MODE10, MODE11;

        int[] ports() {
            return digits(name());
        }
    }

    /** {@code TernaryArgMode}: the three ports of a fused multiply-add. */
    public enum Ternary {
        MODE012, MODE002, MODE102, MODE112, MODE020, MODE021, MODE120;

        int[] ports() {
            return digits(name());
        }
    }

    /** {@code UnaryArgMode}. */
    public enum Unary {
        MODE0, MODE1;

        int[] ports() {
            return new int[] {0};
        }
    }

    private static int[] digits(String name) {
        String d = name.toUpperCase(Locale.ROOT).substring("MODE".length());
        int[] p = new int[d.length()];
        for (int i = 0; i < p.length; i++) {
            p[i] = d.charAt(i) - '0';
        }
        return p;
    }
}
