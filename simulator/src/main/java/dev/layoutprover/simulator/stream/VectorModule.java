package dev.layoutprover.simulator.stream;

/**
 * Whether the JDK's incubating Vector API ({@code jdk.incubator.vector}) is in the boot layer:
 * the launcher adds it for the commands that move data ({@code simulate}, {@code bench}); without
 * it the engines compute the same values one lane at a time. This class names no class of that
 * module, so it loads either way.
 */
public final class VectorModule {

    /** True when {@code --add-modules jdk.incubator.vector} was given to the JVM. */
    public static final boolean PRESENT = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

    private VectorModule() {}
}
