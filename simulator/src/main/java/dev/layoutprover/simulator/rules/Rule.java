package dev.layoutprover.simulator.rules;

import java.util.List;

/**
 * One rule of the catalogue: a check of the reference API (or of the book's hardware) that a kernel
 * can break, named {@code Engine::RULE}.
 *
 * <p>Example: {@code Row::TIME}, statement {@code "to_trf fills its Rows from the stream's Time:
 * Row::SIZE is at most Time::SIZE."}, compares {@code "Row::SIZE and Time::SIZE"}, reference
 * {@code [stream_tensor.rs:1151]}, decided {@link Decided#TYPES}, book section {@code "Computing
 * Tensors › Contraction Engine › TRF Sequencer"}.
 *
 * @param id the rule's name, {@code Engine::RULE}
 * @param statement one sentence: what must hold
 * @param compares the numbers or layouts the check compares
 * @param reference where furiosa-visa-std checks it ({@code file:line}), {@code type …} for a trait
 *     bound or typestate, or {@code book} for a hardware rule the reference emulator does not check
 * @param decided what the check needs
 * @param book the book section that states it
 * @param valid a minimal kernel fragment that keeps the rule
 * @param invalid a minimal kernel fragment that breaks it
 * @param level {@link Level#ERROR} for a rule the reference checks (a kernel breaking it panics there);
 *     {@link Level#WARNING} for a finding of the tool itself (a construct it does not model, a run it
 *     skipped) or a hardware rule of the book the reference accepts kernels breaking
 */
public record Rule(String id, String statement, String compares, List<String> reference, Decided decided, String book,
        String valid, String invalid, Level level) {

    /** How {@code verify} reports a finding of the rule: {@code error[…]} or {@code warning[…]}. */
    public enum Level {
        ERROR("error"),
        WARNING("warning");

        private final String word;

        Level(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        public static Level of(String word) {
            for (Level l : values()) {
                if (l.word.equals(word)) {
                    return l;
                }
            }
            throw new IllegalArgumentException("level is error or warning; got " + word);
        }
    }

    /**
     * A rule rustc decides, a trait bound or typestate of the reference's types (reference
     * {@code type …} first): a kernel breaking it does not compile, so none of the reference's
     * runtime assertions run. Example: {@code Reducer::TYPE} (contract's {@code D: ContractionCast});
     * not {@code Collect::PACKET} (an assertion, stream_tensor.rs:949).
     */
    public boolean compileTime() {
        return reference.get(0).startsWith("type");
    }

    /**
     * A rule the reference asserts while the kernel runs (an assertion's {@code file:line} first):
     * neither {@link #compileTime() decided by rustc} nor the book's or the tool's.
     */
    public boolean runtime() {
        String first = reference.get(0);
        return !compileTime() && !first.equals("book") && !first.equals("tool");
    }

    /** A finding of the tool, not of the hardware: reference {@code tool}. */
    public boolean isTool() {
        return reference.equals(List.of("tool"));
    }

    /** What a check needs to be decided; every kind but {@link #DATA} is decided without moving data. */
    public enum Decided {
        /** The element types, mappings and sizes of the kernel's types. */
        TYPES("types"),
        /** Constant arguments (a SwitchConfig's fields). */
        CONSTANTS("constants"),
        /** Addresses and the byte ranges they start. */
        ADDRESSES("addresses"),
        /** A layout question the prover decides (equivalence, injectivity, coverage). */
        PROVER("prover"),
        /** The values of the data: only {@code simulate} sees them. */
        DATA("data");

        private final String word;

        Decided(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        public static Decided of(String word) {
            for (Decided d : values()) {
                if (d.word.equals(word)) {
                    return d;
                }
            }
            throw new IllegalArgumentException("decided is one of types, constants, addresses, prover, data; got "
                    + word);
        }
    }

    /** Whether {@code verify} decides this rule without data. */
    public boolean isStatic() {
        return decided != Decided.DATA;
    }

    /** Whether the reference implementation checks it (an assertion or a type-level constraint). */
    public boolean inReference() {
        return !reference.equals(List.of("book")) && !isTool();
    }

    /** The engine part of the name: {@code Row} of {@code Row::TIME}. */
    public String engine() {
        return id.substring(0, id.indexOf("::"));
    }
}
