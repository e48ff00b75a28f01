// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::output_packet), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8];

/// One case's kernel: `$name` copies x (256 slices of P over `$axes`) to DM with Element
/// [`$time`, `$packet`], fetches and collects it as [`$time`, `$packet`] of `$t` and transposes it to
/// [`$out_time`, `$out_packet`].
macro_rules! transpose_kernel {
    ($name:ident, $t:ty, [$($axes:tt)*], [$($time:tt)*], [$($packet:tt)*], $out_time:ty, $out_packet:ty) => {
        #[device(chip = 1)]
        fn $name(ctx: &mut Context, x: &HbmTensor<$t, m![1], m![P, $($axes)*]>) -> HbmTensor<$t, m![1], m![P, $($axes)*]> {
            let x_dm = x.to_dm::<m![1 # 2], m![P], m![$($time)*, $($packet)*]>(&mut ctx.tdma, 0);
            let _t = ctx
                .main
                .begin(x_dm.view())
                .fetch::<$t, m![$($time)*], m![$($packet)*]>()
                .collect::<m![$($time)*], m![$($packet)*]>()
                .transpose::<$out_time, $out_packet>();
            x_dm.to_hbm::<m![P, $($axes)*]>(&mut ctx.tdma, 1 << 28)
        }
    };
}

// case: stream_tensor.rs::tests::transpose::output_packet::invalid (stream_tensor.rs:1807)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![C, E], m![D # 16]>(), should_panic(expected = "Transpose output packet must be 32 bytes, got 16")
// expect: Transpose::PACKET at stream_tensor.rs:994 with 16
transpose_kernel!(invalid, i8, [C, D, E], [C, D], [E # 32], m![C, E], m![D # 16]);
