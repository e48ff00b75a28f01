// The reference's unit tests of verify_contract (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::contract), each written as a kernel: w fills a TRF of one Row with the test's Packet as
// Element, x is fetched with that Packet (64 bytes, collected as two flits) and aligned with the
// TRF to Time m![1] and the Packet, then contracted to the test's OutPacket. `expect:` states the
// reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8];

// case: stream_tensor.rs::tests::contract::valid_full_reduction (stream_tensor.rs:2005)
// reference: verify_contract::<i8, m![K], m![1]>()
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_full_reduction`, line 2005.
#[device(chip = 1)]
fn valid_full_reduction(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, K]>,
    w: &HbmTensor<i8, m![1], m![S, K]>,
) -> HbmTensor<i8, m![1], m![S, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![1], m![K], _, _>(&w_trf)
        .contract::<m![1]>();
    x_dm.to_hbm::<m![S, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::valid_partial_reduction (stream_tensor.rs:2010)
// reference: verify_contract::<i8, m![K], m![K / 4]>()
// K % 4 reduced
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_partial_reduction`, line 2010.
#[device(chip = 1)]
fn valid_partial_reduction(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, K]>,
    w: &HbmTensor<i8, m![1], m![S, K]>,
) -> HbmTensor<i8, m![1], m![S, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![1], m![K], _, _>(&w_trf)
        .contract::<m![K / 4]>();
    x_dm.to_hbm::<m![S, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::invalid_retained_packet_size (stream_tensor.rs:2017)
// reference: verify_contract::<i8, m![K], m![D]>(), should_panic(expected = "not a valid contraction")
// expect: Reducer::CONTRACT at stream_tensor.rs:1335
/// `stream_tensor.rs::tests::contract::invalid_retained_packet_size`, line 2017.
#[device(chip = 1)]
fn invalid_retained_packet_size(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, K]>,
    w: &HbmTensor<i8, m![1], m![S, K]>,
) -> HbmTensor<i8, m![1], m![S, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![1], m![K], _, _>(&w_trf)
        .contract::<m![D]>();
    x_dm.to_hbm::<m![S, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::invalid_no_reduction (stream_tensor.rs:2023)
// reference: verify_contract::<i8, m![K], m![K]>(), should_panic(expected = "OutPacket::SIZE must be at most 32, got 64")
// the temporal accumulator has 32 columns: a packet of 64 kept whole does not fit
// expect: Reducer::SPATIAL_OUTPUT at stream_tensor.rs:1320 with 32, 64
/// `stream_tensor.rs::tests::contract::invalid_no_reduction`, line 2023.
#[device(chip = 1)]
fn invalid_no_reduction(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, K]>,
    w: &HbmTensor<i8, m![1], m![S, K]>,
) -> HbmTensor<i8, m![1], m![S, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![1], m![K], _, _>(&w_trf)
        .contract::<m![K]>();
    x_dm.to_hbm::<m![S, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::valid_partial_reduction_multi_axis (stream_tensor.rs:2029)
// reference: verify_contract::<i8, m![A, D / 2], m![A, D / 8]>()
// D / 2 % 4 reduced, [A, D / 8] retained
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_partial_reduction_multi_axis`, line 2029.
#[device(chip = 1)]
fn valid_partial_reduction_multi_axis(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, D / 2]>,
    w: &HbmTensor<i8, m![1], m![S, A, D / 2]>,
) -> HbmTensor<i8, m![1], m![S, A, D / 2]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, D / 2]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![A, D / 2]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![A, D / 2]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![A, D / 2]>()
        .collect::<m![A / 2], m![A % 2, D / 2]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![A, D / 2]>()
        .collect::<m![A / 2], m![A % 2, D / 2]>()
        .align::<m![1], m![A, D / 2], _, _>(&w_trf)
        .contract::<m![A, D / 8]>();
    x_dm.to_hbm::<m![S, A, D / 2]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::valid_padded_packet_inner_reduction (stream_tensor.rs:2035)
// reference: verify_contract::<i8, m![A # 16, C], m![A]>()
// simulate: unknown, the TRF Sequencer reads this padded packet at a stride outside one contiguous reg_read (TrfSequencer::PACKET, a book rule the reference does not check): the simulator cannot read the weights past that warning
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_padded_packet_inner_reduction`, line 2035.
#[device(chip = 1)]
fn valid_padded_packet_inner_reduction(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, C]>,
    w: &HbmTensor<i8, m![1], m![S, A, C]>,
) -> HbmTensor<i8, m![1], m![S, A, C]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 16, C]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![A # 16, C]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![A # 16, C]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![A # 16, C]>()
        .collect::<m![1 # 2], m![A # 8, C]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![A # 16, C]>()
        .collect::<m![1 # 2], m![A # 8, C]>()
        .align::<m![1], m![A # 16, C], _, _>(&w_trf)
        .contract::<m![A]>();
    x_dm.to_hbm::<m![S, A, C]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::valid_padded_packet_inner_reduction_with_padding (stream_tensor.rs:2040)
// reference: verify_contract::<i8, m![A # 16, C], m![A # 16]>()
// simulate: unknown, the TRF Sequencer reads this padded packet at a stride outside one contiguous reg_read (TrfSequencer::PACKET, a book rule the reference does not check): the simulator cannot read the weights past that warning
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_padded_packet_inner_reduction_with_padding`, line 2040.
#[device(chip = 1)]
fn valid_padded_packet_inner_reduction_with_padding(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, C]>,
    w: &HbmTensor<i8, m![1], m![S, A, C]>,
) -> HbmTensor<i8, m![1], m![S, A, C]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 16, C]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![A # 16, C]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![A # 16, C]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![A # 16, C]>()
        .collect::<m![1 # 2], m![A # 8, C]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![A # 16, C]>()
        .collect::<m![1 # 2], m![A # 8, C]>()
        .align::<m![1], m![A # 16, C], _, _>(&w_trf)
        .contract::<m![A # 16]>();
    x_dm.to_hbm::<m![S, A, C]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::valid_padded_packet_split (stream_tensor.rs:2045)
// reference: verify_contract::<i8, m![B # 8, N], m![B]>()
// simulate: unknown, the TRF Sequencer reads this padded packet at a stride outside one contiguous reg_read (TrfSequencer::PACKET, a book rule the reference does not check): the simulator cannot read the weights past that warning
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_padded_packet_split`, line 2045.
#[device(chip = 1)]
fn valid_padded_packet_split(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, B, N]>,
    w: &HbmTensor<i8, m![1], m![S, B, N]>,
) -> HbmTensor<i8, m![1], m![S, B, N]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![B # 8, N]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![B # 8, N]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![B # 8, N]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![B # 8, N]>()
        .collect::<m![1 # 2], m![B # 4, N]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![B # 8, N]>()
        .collect::<m![1 # 2], m![B # 4, N]>()
        .align::<m![1], m![B # 8, N], _, _>(&w_trf)
        .contract::<m![B]>();
    x_dm.to_hbm::<m![S, B, N]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::valid_no_spatial_reduction_bf16 (stream_tensor.rs:2050)
// reference: verify_contract::<bf16, m![D], m![D]>()
// tree depth 0: the 32 bf16 elements pass through
// expect: valid
/// `stream_tensor.rs::tests::contract::valid_no_spatial_reduction_bf16`, line 2050.
#[device(chip = 1)]
fn valid_no_spatial_reduction_bf16(
    ctx: &mut Context,
    x: &HbmTensor<bf16, m![1], m![S, D]>,
    w: &HbmTensor<bf16, m![1], m![S, D]>,
) -> HbmTensor<bf16, m![1], m![S, D]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![D]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![D]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<bf16, m![1], m![1 # 2], m![S], m![1], m![D]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<bf16, m![1], m![D]>()
        .collect::<m![D / 16], m![D % 16]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![1], m![D]>()
        .collect::<m![D / 16], m![D % 16]>()
        .align::<m![1], m![D], _, _>(&w_trf)
        .contract::<m![D]>();
    x_dm.to_hbm::<m![S, D]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::invalid_non_power_of_two_out_packet (stream_tensor.rs:2057)
// reference: verify_contract::<i8, m![K], m![K = 3]>(), should_panic(expected = "OutPacket::SIZE must be a power of two, got 3")
// expect: Reducer::CONTRACT at stream_tensor.rs:1326 with 3
/// `stream_tensor.rs::tests::contract::invalid_non_power_of_two_out_packet`, line 2057.
#[device(chip = 1)]
fn invalid_non_power_of_two_out_packet(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, K]>,
    w: &HbmTensor<i8, m![1], m![S, K]>,
) -> HbmTensor<i8, m![1], m![S, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![1], m![K], _, _>(&w_trf)
        .contract::<m![K = 3]>();
    x_dm.to_hbm::<m![S, K]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::contract::invalid_partial_inner_packet (stream_tensor.rs:2063)
// reference: verify_contract::<i8, m![K], m![K % 4]>(), should_panic(expected = "not a valid contraction")
// expect: Reducer::CONTRACT at stream_tensor.rs:1335
/// `stream_tensor.rs::tests::contract::invalid_partial_inner_packet`, line 2063.
#[device(chip = 1)]
fn invalid_partial_inner_packet(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, K]>,
    w: &HbmTensor<i8, m![1], m![S, K]>,
) -> HbmTensor<i8, m![1], m![S, K]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![K]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![1], m![K], _, _>(&w_trf)
        .contract::<m![K % 4]>();
    x_dm.to_hbm::<m![S, K]>(&mut ctx.tdma, 1 << 28)
}
