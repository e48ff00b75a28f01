package dev.layoutprover.cli;

import dev.layoutprover.simulator.memory.Addresses;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --addresses logical|physical}: the address policy of a simulation ({@link Addresses}).
 * Example: {@code logical} is {@link Addresses#LOGICAL}; {@code virtual} is a usage error naming the
 * two words (exit 2).
 */
final class AddressesOption implements ITypeConverter<Addresses> {

    @Override
    public Addresses convert(String value) {
        for (Addresses a : Addresses.values()) {
            if (a.label().equals(value)) {
                return a;
            }
        }
        throw new TypeConversionException("expected logical or physical, got '" + value + "'");
    }
}
