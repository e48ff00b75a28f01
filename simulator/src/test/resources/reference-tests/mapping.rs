// The reference's one must-panic unit test of furiosa-mapping (furiosa-mapping/src/mapping.rs,
// mod tests): splitting a factorized mapping at a size that does not divide it panics ("not
// divisible"). A kernel reaches such a split through accumulate: Sequential accumulation splits
// OutTime at Row::SIZE × packet_outer (stream_tensor.rs:1438) before comparing its inner part with
// [Row, packet_outer] (stream_tensor.rs:1439). `expect:` states the reference's verdict.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 6, M = 4, W = 64];

// case: furiosa-mapping/src/mapping.rs::tests::unittest_split_at_5 (mapping.rs:341)
// reference: <m![A # 9]>::to_value().factorize().split_at(4) with A = 6, should_panic(expected = "not divisible")
// Here OutTime m![A # 9] (9 positions) is split at Row m![M] (4) times packet_outer (1) by
// verify_accumulate::<m![M], m![A], m![1], m![A # 9], m![1 # 8]>(AccumulationKind::Sequential),
// which panics inside split_at before the comparison of stream_tensor.rs:1439 it serves.
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1439
/// `furiosa-mapping/src/mapping.rs::tests::unittest_split_at_5`, line 341.
#[device(chip = 1)]
fn unittest_split_at_5(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, W]>,
    w: &HbmTensor<i8, m![1], m![S, M, W]>,
) -> HbmTensor<i8, m![1], m![S, A, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![M, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![M], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![M], m![W]>()
        .collect::<m![M, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![W]>()
        .collect::<m![A, W / 32], m![W % 32]>()
        .align::<m![A], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![A # 9], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, W]>(&mut ctx.tdma, 1 << 28)
}
