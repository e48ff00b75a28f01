// valid TrfSequencer::REG_READ_SIZE  (a generic helper's OutPacket m![I % 2, { Chunk }], Chunk = m![K % 16] at the call, reads 16 contiguous bf16 of each TRF row m![K]: 32 bytes)
// invalid TrfSequencer::REG_READ_SIZE + Kernel::UNMODELLED: "product::<m![K / 16], m![K % 16]>" => "product::<m![K / 12], m![K % 12 # 16]>"  (the caller's chunk of 12 bf16 shares 24 contiguous bytes with the TRF row: no power of two)
// valid TrfSequencer::REG_READ_SIZE: "product::<m![K / 16], m![K % 16]>" => "product::<m![K / 8], m![K % 8 # 16]>"  (a chunk of 8 bf16, padded to the flit: 16 contiguous bytes)
// invalid TrfSequencer::REG_READ_SIZE + Kernel::UNMODELLED: "product::<m![K / 8], m![K % 8 # 16]>" => "product::<m![K / 6], m![K % 6 # 16]>"  (a chunk of 6 bf16: 12 contiguous bytes)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 48];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

/// Loads B's 8 columns of the slice as the TRF rows, all of K in each.
fn weights(
    ctx: &mut Context,
    b: &DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]>,
) -> TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> {
    ctx.sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full)
}

/// Multiplies two rows of A at a time by the weights, K read in `Step` chunks of `Chunk`.
fn product<Step: M, Chunk: M>(
    ctx: &mut Context,
    a: &DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]>,
    w: &TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>,
    at: Address,
) -> DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> {
    ctx.main
        .begin(a.view())
        .fetch::<bf16, m![I % 16 / 2, { Step }, I % 2], Chunk>()
        .collect::<m![I % 16 / 2, { Step }, I % 2], Chunk>()
        .align::<m![I % 16 / 2, { Step }], m![I % 2, { Chunk }], _, _>(w)
        .contract::<m![I % 2]>()
        .accumulate::<m![I % 16 / 2, I % 2], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(at)
}

#[device(chip = 1)]
fn two_row_gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);
    let w = weights(ctx, &b);
    let c = product::<m![K / 16], m![K % 16]>(ctx, &a, &w, 3 << 12);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
