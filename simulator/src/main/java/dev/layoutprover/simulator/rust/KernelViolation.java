package dev.layoutprover.simulator.rust;

/**
 * A rule violation raised while a kernel file runs, with the location of the call that broke it;
 * {@code layout simulate} stops at the first one.
 *
 * <p>Example: {@code add.rs:33:10: Commit::IN_SIZE: commit_in_size must be 8, 16, 24 or 32 bytes, got
 * 1 × 2 = 2 (Element::SIZE 1 / Time::SIZE 1)}.
 */
public final class KernelViolation extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Finding finding;

    public KernelViolation(Finding finding) {
        super(finding.toString());
        this.finding = finding;
    }

    public Finding finding() {
        return finding;
    }
}
