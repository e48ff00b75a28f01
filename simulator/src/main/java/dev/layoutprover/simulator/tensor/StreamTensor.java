package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.stream.Stream;

/**
 * A stream tensor of the kernel API: a {@link Stream} at one position of the pipeline, exposing
 * only the stages that may follow it there.
 */
public abstract class StreamTensor {

    final Stream stream;

    StreamTensor(Stream stream) {
        this.stream = stream;
    }

    /** The underlying stream: its mappings, element type and expression. */
    public Stream stream() {
        return stream;
    }

    /** {@code .commit_view(dst)}: commits the stream through the DM view {@code dst}. */
    public void commitView(dev.layoutprover.simulator.memory.DmTensor dst) {
        dev.layoutprover.simulator.stream.CommitEngine.commitInto(stream, dst);
    }

    @Override
    public String toString() {
        Stream s = stream;
        return getClass().getSimpleName() + "<" + s.type() + ", " + s.chip() + ", " + s.cluster() + ", " + s.slice()
                + ", " + s.time() + ", " + s.packet() + ">";
    }
}
