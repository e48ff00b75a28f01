package dev.layoutprover.cli;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.algebra.cute.Tiler;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.algebra.text.ParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Reads the arguments of {@code layout cute}: layouts ({@code (3,2):(2,3)}, with or without a
 * {@code cute:} prefix) and indices ({@code 5} or {@code 0..6}, 6 excluded), every problem a
 * {@link Inputs.BadInput} that names the argument and, for a layout, the column.
 */
final class CuteInputs {

    private static final String PREFIX = "cute:";

    private CuteInputs() {}

    /** The layout {@code text}; {@code what} names the argument in errors ("A"). */
    static CuteLayout layout(String what, String text) {
        int skip = text.startsWith(PREFIX) ? PREFIX.length() : 0;
        requirePlain(what, text, skip);
        try {
            return CuteParser.parse(text.substring(skip));
        } catch (ParseException e) {
            throw Inputs.BadInput.of(what, new ParseException(e.reason(), text, e.column() + skip));
        } catch (MappingException e) {
            throw Inputs.BadInput.of(what, e);
        }
    }

    /** The tiler {@code text} ({@code 2}, {@code (2,2)}, {@code <2,4:2>} or a layout); {@code what} names the argument. */
    static Tiler tiler(String what, String text) {
        int skip = text.startsWith(PREFIX) ? PREFIX.length() : 0;
        requirePlain(what, text, skip);
        try {
            return CuteParser.tiler(text.substring(skip));
        } catch (ParseException e) {
            throw Inputs.BadInput.of(what, new ParseException(e.reason(), text, e.column() + skip));
        } catch (MappingException e) {
            throw Inputs.BadInput.of(what, e);
        }
    }

    /** Refuses a swizzled layout where the layout algebra takes plain ones, naming the commands that take it. */
    private static void requirePlain(String what, String text, int skip) {
        if (text.startsWith("Sw<", skip)) {
            throw new Inputs.BadInput(what + ": this operation takes a plain layout SHAPE:STRIDE, not a swizzled one;"
                    + " eval, equiv, injective and bounds take Sw<B,M,S> o SHAPE:STRIDE");
        }
    }

    /** The layout, possibly swizzled ({@code Sw<3,4,3> o (8,128):(128,1)}), {@code text}. */
    static SwizzledLayout swizzled(String what, String text) {
        int skip = text.startsWith(PREFIX) ? PREFIX.length() : 0;
        try {
            return CuteParser.swizzled(text.substring(skip));
        } catch (ParseException e) {
            throw Inputs.BadInput.of(what, new ParseException(e.reason(), text, e.column() + skip));
        } catch (MappingException e) {
            throw Inputs.BadInput.of(what, e);
        }
    }

    /** The result of a layout-algebra operation; an input it refuses is bad input naming the operation. */
    static <T> T operation(String name, Supplier<T> operation) {
        try {
            return operation.get();
        } catch (ArithmeticException e) {
            throw new Inputs.BadInput(name + ": the result's extents overflow 2^63 - 1");
        } catch (IllegalArgumentException e) {
            throw new Inputs.BadInput(name + ": " + e.getMessage());
        }
    }

    /** Indices {@code N}, ranges {@code N..M} (M excluded) or {@code N..=M} of a layout of {@code size} coordinates. */
    static List<Long> indices(List<String> texts, long size) {
        return PositionArguments.parse("INDEX", "the layout's indices", "indices", texts, size);
    }

    /** A non-negative number, e.g. the {@code M} of {@code complement}. */
    static long number(String what, String digits) {
        try {
            String clean = digits.trim().replace("_", "");
            String problem = PositionArguments.unexpected(what, digits);
            if (problem != null) {
                throw new Inputs.BadInput(problem);
            }
            long v = Long.parseLong(clean);
            if (v < 0) {
                throw new Inputs.BadInput(what + ": expected a number that is not negative");
            }
            return v;
        } catch (NumberFormatException e) {
            throw new Inputs.BadInput(what + ": expected a number" + "");
        }
    }
}
