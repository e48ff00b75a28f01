package dev.layoutprover.simulator.npy;

/**
 * A file that is not a NumPy array this reader accepts: the message says what is wrong and where
 * (a byte offset, or the header's text).
 *
 * <p>Example: {@code the array is in Fortran order ('fortran_order': True); write it in C order
 * (numpy.ascontiguousarray) and save it again}.
 */
public final class NpyFormatException extends IllegalArgumentException {

    public NpyFormatException(String message) {
        super(message);
    }
}
