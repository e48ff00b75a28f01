package dev.layoutprover.simulator.stream;

/**
 * One slice's share of a stream: {@code time} packets of {@code packetBytes} bytes, time-major.
 *
 * <p>Example: a fetch of {@code Time = m![A / 16]}, {@code Packet = m![A % 16]} of {@code bf16}
 * ({@code A = 2048}) is 128 packets of 32 bytes.
 */
public record Packets(byte[] bytes, long time, int packetBytes) {

    public Packets {
        if ((long) packetBytes * time != bytes.length) {
            throw new IllegalArgumentException(time + " packets of " + packetBytes + " bytes in " + bytes.length + " bytes");
        }
    }

    public static Packets zeros(long time, int packetBytes) {
        return new Packets(new byte[Math.toIntExact(time * packetBytes)], time, packetBytes);
    }

    /** The byte offset of packet {@code t}. */
    public int offset(long t) {
        return (int) (t * packetBytes);
    }
}
