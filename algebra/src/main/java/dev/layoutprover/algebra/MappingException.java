package dev.layoutprover.algebra;

/**
 * A mapping expression, axis or declaration that is not well formed, with a message that names
 * the numbers at fault, e.g. {@code stride 48 does not divide the size 512 of B}.
 */
public class MappingException extends IllegalArgumentException {

    public MappingException(String message) {
        super(message);
    }
}
