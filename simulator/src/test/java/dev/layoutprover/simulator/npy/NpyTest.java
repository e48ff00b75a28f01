package dev.layoutprover.simulator.npy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Headers and data byte for byte, as {@code numpy.save} of NumPy 2 writes them. */
class NpyTest {

    /** The file NumPy writes: magic, version, little-endian header length, header text, data. */
    private static byte[] file(int major, String header, int... data) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(new byte[] {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', (byte) major, 0});
        byte[] h = header.getBytes(major == 3 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        b.write(h.length & 0xFF);
        b.write(h.length >>> 8);
        if (major > 1) {
            b.write(0);
            b.write(0);
        }
        b.writeBytes(h);
        for (int d : data) {
            b.write(d);
        }
        return b.toByteArray();
    }

    /** The dict, 20 growth spaces for a one-digit first dimension, padding to 64 bytes, newline. */
    private static String header(String dict, int prefix) {
        int growth = dict.contains("'shape': ()") ? 0 : 20;
        int pad = 64 - (prefix + dict.length() + growth + 1) % 64;
        return dict + " ".repeat(growth + pad % 64) + "\n";
    }

    @Test
    void aFloat32VectorIsWrittenExactlyAsNumpyWritesIt() {
        // numpy.save(f, numpy.array([1.5, 2, 3], dtype='<f4')): 140 bytes, the header 118 ('v').
        String h = header("{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }", 10);
        assertEquals(118, h.length());
        byte[] expected = file(1, h, 0, 0, 0xC0, 0x3F, 0, 0, 0, 0x40, 0, 0, 0x40, 0x40);
        byte[] written = Npy.write(NpyArray.float32(new long[] {3}, new float[] {1.5f, 2, 3}));
        assertEquals(140, written.length);
        assertArrayEquals(expected, written);
    }

    @Test
    void aScalarHasAnEmptyShapeAndNoGrowthPadding() {
        String h = header("{'descr': '<i4', 'fortran_order': False, 'shape': (), }", 10);
        assertEquals(118, h.length());
        assertArrayEquals(file(1, h, 7, 0, 0, 0), Npy.write(NpyArray.int32(new long[0], new int[] {7})));
    }

    @Test
    void aBigEndianInt16MatrixIsReadInCOrder() {
        String h = header("{'descr': '>i2', 'fortran_order': False, 'shape': (2, 3), }", 10);
        NpyArray a = Npy.read(file(1, h, 0, 0, 0, 1, 0, 2, 0, 3, 0xFF, 0xFC, 0, 5));
        assertEquals(NpyType.I2, a.type());
        assertEquals(ByteOrder.BIG_ENDIAN, a.order());
        assertArrayEquals(new long[] {2, 3}, a.shape());
        long[] values = new long[6];
        for (int i = 0; i < 6; i++) {
            values[i] = a.integer(i);
        }
        assertArrayEquals(new long[] {0, 1, 2, 3, -4, 5}, values);
    }

    @Test
    void versionsTwoAndThreeHaveFourByteHeaderLengths() {
        String h2 = header("{'descr': '<f2', 'fortran_order': False, 'shape': (2,), }", 12);
        NpyArray a = Npy.read(file(2, h2, 0, 0x3C, 0, 0xC0));
        assertEquals(1.0, a.real(0));
        assertEquals(-2.0, a.real(1));
        String h3 = header("{'descr': '|u1', 'fortran_order': False, 'shape': (2,), }", 12);
        NpyArray b = Npy.read(file(3, h3, 200, 7));
        assertEquals(200, b.integer(0));
        assertEquals(NpyType.U1, b.type());
    }

    @Test
    void booleansAndOtherKeyOrdersAreRead() {
        String h = "{'shape': (3,), 'fortran_order': False, 'descr': '|b1'}\n";
        NpyArray a = Npy.read(file(1, h, 1, 0, 1));
        assertEquals(1, a.integer(0));
        assertEquals(0, a.integer(1));
        assertEquals(NpyType.B1, a.type());
    }

    @Test
    void fortranOrderIsRefusedWithHowToConvert() {
        String h = header("{'descr': '<f4', 'fortran_order': True, 'shape': (1, 1), }", 10);
        NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npy.read(file(1, h, 0, 0, 0, 0)));
        assertTrue(e.getMessage().contains("Fortran order"), e.getMessage());
        assertTrue(e.getMessage().contains("numpy.ascontiguousarray"), e.getMessage());
    }

    @Test
    void aFileWithoutTheMagicOrWithTooFewBytesIsRefused() {
        assertThrows(NpyFormatException.class, () -> Npy.read("not numpy".getBytes(StandardCharsets.UTF_8)));
        String h = header("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", 10);
        NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npy.read(file(1, h, 0, 0, 0, 0)));
        assertEquals("shape (2,) of float32 needs 8 bytes of data, the file has 4", e.getMessage());
    }

    @Test
    void unsupportedElementTypesAreNamed() {
        String h = header("{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", 10);
        NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npy.read(file(1, h, new int[8])));
        assertTrue(e.getMessage().startsWith("unsupported element type '<c8'"), e.getMessage());
    }

    @Test
    void aShapeWhoseBytesOverflowIsRefusedNamingIt() {
        String h = header("{'descr': '<i4', 'fortran_order': False, 'shape': (9223372036854775807, 4), }", 10);
        NpyFormatException e = assertThrows(NpyFormatException.class, () -> Npy.read(file(1, h, 0, 0, 0, 0)));
        assertEquals("shape (9223372036854775807, 4) of int32 needs more bytes than fit in 63 bits, the file has 4",
                e.getMessage());
    }
}
