// valid TRF::CAPACITY  (a helper loads 8 rows of 4096 i8 weights into the first half of the TRF: 32768 bytes, all of it)
// invalid TRF::CAPACITY: "K = 4096" => "K = 4352"  (8 rows of 4352 i8, 34816 bytes, past the 32768 of a TRF half, stream_tensor.rs:1140; the finding names the helper's call)
// valid TRF::CAPACITY: "K = 4096" => "K = 8192"; "TrfAddress::FirstHalf" => "TrfAddress::Full"  (65536 bytes in the full TRF)
// invalid TRF::CAPACITY: "K = 8192" => "K = 8448"  (65536 + 2048 bytes: past the full TRF)
use furiosa_visa_std::prelude::*;

axes![J = 256, K = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![J / 8 # 256];
type Row = m![J % 8];

fn load_rows(
    ctx: &mut Context,
    w: &DmTensor<i8, Chip, Cluster, Slice, m![J % 8, K]>,
) -> TrfTensor<i8, Chip, Cluster, Slice, Row, m![K]> {
    ctx.sub
        .begin(w.view())
        .fetch::<i8, m![J % 8, K / 64], m![K % 64]>()
        .collect::<m![J % 8, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::FirstHalf)
}

#[device(chip = 1)]
pub fn weights(ctx: &mut Context, w: &HbmTensor<i8, Chip, m![J, K]>) -> HbmTensor<i8, Chip, m![J, K]> {
    let w_dm: DmTensor<i8, Chip, Cluster, Slice, m![J % 8, K]> = w.to_dm(&mut ctx.tdma, 0);
    let _rows = load_rows(ctx, &w_dm);
    w_dm.to_hbm(&mut ctx.tdma, 1 << 24)
}
