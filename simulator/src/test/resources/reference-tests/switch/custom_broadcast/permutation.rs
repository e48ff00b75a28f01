// The reference's unit tests of verify_switch with SwitchConfig::CustomBroadcast
// (furiosa-visa-std/src/stream_tensor.rs, mod tests::switch::custom_broadcast::permutation), each written as a
// kernel: x copied to DM with the test's InSlice as Slice and [InTime, K] as Element, fetched as
// Time InTime and Packet K (32 i8, one flit), then switched to [OutSlice, OutTime]. `expect:`
// states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![A = 16, B = 16, C = 8, D = 2, E = 2, P = 4, Q = 8, R = 8, S = 256, X = 4, Y = 2, Z = 2, K = 32];

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::identity (stream_tensor.rs:2303)
// reference: verify_switch::<m![S], m![C], m![S], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 1 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::identity`, line 2303.
#[device(chip = 1)]
fn identity(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![S, C, K]>) -> HbmTensor<i8, m![1], m![S, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![S], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 1 });
    x_dm.to_hbm::<m![S, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::full_permutation (stream_tensor.rs:2308)
// reference: verify_switch::<m![A, B], m![C], m![B % 4, B / 4, A % 4, A / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::full_permutation`, line 2308.
#[device(chip = 1)]
fn full_permutation(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A, B, C, K]>) -> HbmTensor<i8, m![1], m![A, B, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A, B], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![B % 4, B / 4, A % 4, A / 4], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 256 });
    x_dm.to_hbm::<m![A, B, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::partial_permutation (stream_tensor.rs:2315)
// reference: verify_switch::<m![A, B], m![C], m![A, B % 4, B / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 16 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::partial_permutation`, line 2315.
#[device(chip = 1)]
fn partial_permutation(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A, B, C, K]>) -> HbmTensor<i8, m![1], m![A, B, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A, B], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![A, B % 4, B / 4], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 16 });
    x_dm.to_hbm::<m![A, B, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::three_axis_inner_swap (stream_tensor.rs:2322)
// reference: verify_switch::<m![R, Q, P], m![C], m![R, P, Q], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::three_axis_inner_swap`, line 2322.
#[device(chip = 1)]
fn three_axis_inner_swap(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![R, Q, P, C, K]>) -> HbmTensor<i8, m![1], m![R, Q, P, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![R, Q, P], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![R, P, Q], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 32 });
    x_dm.to_hbm::<m![R, Q, P, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::three_axis_outer_swap (stream_tensor.rs:2329)
// reference: verify_switch::<m![R, Q, P], m![C], m![Q, R, P], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::three_axis_outer_swap`, line 2329.
#[device(chip = 1)]
fn three_axis_outer_swap(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![R, Q, P, C, K]>) -> HbmTensor<i8, m![1], m![R, Q, P, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![R, Q, P], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![Q, R, P], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 256 });
    x_dm.to_hbm::<m![R, Q, P, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_identity (stream_tensor.rs:2336)
// reference: verify_switch::<m![P # 16, Q # 16], m![C], m![P # 16, Q # 16], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 1 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_identity`, line 2336.
#[device(chip = 1)]
fn padded_identity(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, Q, C, K]>) -> HbmTensor<i8, m![1], m![P, Q, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P # 16, Q # 16], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![P # 16, Q # 16], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 1 });
    x_dm.to_hbm::<m![P, Q, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_full_swap (stream_tensor.rs:2343)
// reference: verify_switch::<m![R # 16, Q # 16], m![C], m![Q # 16, R # 16], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_full_swap`, line 2343.
#[device(chip = 1)]
fn padded_full_swap(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![R, Q, C, K]>) -> HbmTensor<i8, m![1], m![R, Q, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![R # 16, Q # 16], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![Q # 16, R # 16], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 256 });
    x_dm.to_hbm::<m![R, Q, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_full_swap_different_padding (stream_tensor.rs:2350)
// reference: verify_switch::<m![R # 16, Q # 16], m![C], m![Q # 32, R # 8], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_full_swap_different_padding`, line 2350.
#[device(chip = 1)]
fn padded_full_swap_different_padding(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![R, Q, C, K]>) -> HbmTensor<i8, m![1], m![R, Q, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![R # 16, Q # 16], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![Q # 32, R # 8], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 256 });
    x_dm.to_hbm::<m![R, Q, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_partial_permutation (stream_tensor.rs:2357)
// reference: verify_switch::<m![R # 16, Q # 16], m![C], m![R # 16, Q # 16 % 4, Q # 16 / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 16 })
// expect: valid
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_partial_permutation`, line 2357.
#[device(chip = 1)]
fn padded_partial_permutation(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![R, Q, C, K]>) -> HbmTensor<i8, m![1], m![R, Q, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![R # 16, Q # 16], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![R # 16, Q # 16 % 4, Q # 16 / 4], m![C]>(SwitchConfig::CustomBroadcast { ring_size: 16 });
    x_dm.to_hbm::<m![R, Q, C, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::permutation_time_change (stream_tensor.rs:2367)
// reference: verify_switch::<m![A, B], m![C], m![B, A], m![R]>(&SwitchConfig::CustomBroadcast { ring_size: 256 }), should_panic(expected = "Switch axes moving from input slice to output time must be at the output time innermost positions.")
// expect: Switch::LAYOUT at stream_tensor.rs:792
/// `stream_tensor.rs::tests::switch::custom_broadcast::permutation::permutation_time_change`, line 2367.
#[device(chip = 1)]
fn permutation_time_change(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A, B, C, K]>) -> HbmTensor<i8, m![1], m![A, B, C, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A, B], m![C, K]>(&mut ctx.tdma, 0);
    let _s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![K]>()
        .switch::<m![B, A], m![R]>(SwitchConfig::CustomBroadcast { ring_size: 256 });
    x_dm.to_hbm::<m![A, B, C, K]>(&mut ctx.tdma, 1 << 28)
}
