package dev.layoutprover.simulator.stream;

/**
 * How the Reducer's temporal accumulator emits results. {@code INTERLEAVED}: one value from each
 * of the 8 Rows per beat, {@code OutTime = [Time', Packet]}, {@code OutPacket = Row # 8}.
 * {@code SEQUENTIAL}: each Row's values in turn, {@code OutTime = [Time', Row, Packet / 8]},
 * {@code OutPacket = Packet % 8} (padded to 8).
 */
public enum AccumulationKind {
    INTERLEAVED, SEQUENTIAL
}
