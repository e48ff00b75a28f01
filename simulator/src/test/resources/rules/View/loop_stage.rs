// valid DM::OVERLAP  (the four tiles staged 256 bytes apart: each tile's 256 bytes end where the next begins)
// invalid DM::OVERLAP: "const TILE_BYTES: usize = 256;" => "const TILE_BYTES: usize = 128;"  (tile 1's commit lands over the second half of the first tile's output, which is read after the loop)
// valid DM::OVERLAP: "let first = stage_tile(ctx, x, 0);" => "let _first = stage_tile(ctx, x, 0);"; "first.to_hbm(&mut ctx.tdma, 1 << 28)" => "let first = stage_tile(ctx, x, 0);\n    first.to_hbm(&mut ctx.tdma, 1 << 28)"; "const TILE_BYTES: usize = 256;" => "const TILE_BYTES: usize = 128;"  (128 bytes apart, but every overwritten tile is no longer read: the one read is staged last)
// valid DM::CAPACITY: "const OUT_AT: usize = 1 << 16;" => "const OUT_AT: usize = (1 << 19) - 1024;"  (the last tile, t = 3, ends at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "(1 << 19) - 1024;" => "(1 << 19) - 1016;"  (t = 3 ends 8 bytes past the DM; t = 0, 1, 2 fit)
// invalid DMA::WRITE_ALIGN + Commit::ALIGN: "const TILE_BYTES: usize = 256;" => "const TILE_BYTES: usize = 260;"  (t = 1 and 3 copy and commit to addresses 4 past an 8-byte boundary)
// valid DMA::WRITE_ALIGN: "const TILE_BYTES: usize = 256;" => "const TILE_BYTES: usize = 264;"  (every tile 8-byte aligned, 8 bytes of slack between)
// valid Vector::SHIFT: "FxpBinaryOp::MulInt, 2" => "FxpBinaryOp::ArithRightShift, (t * 10) as i32"  (a shift by 0, 10, 20 and 30 bits as t goes)
// invalid Vector::SHIFT: "(t * 10)" => "(t * 11)"  (t = 3 shifts by 33 bits: a << 33 overflows, semantics.rs:68)
// valid View::SUBVIEW  (each tile one step of T, its view [S, 1 # 4, R, A]: the parent divided by the tile)
// invalid Vector::SHIFT: "(t * 10)" => "(t * 10 + 2)"  (t = 3 shifts by exactly 32 bits, the first amount that overflows; t = 0, 1, 2 shift by 2, 12, 22)
// invalid Element::ALIGN + DMA::WRITE_ALIGN + Commit::ALIGN: "const TILE_BYTES: usize = 256;" => "const TILE_BYTES: usize = 258;"  (t = 1 copies and commits its i32 at 258, no multiple of 4 or of 8)
// invalid Vector::TYPE: ".vector_fxp(FxpBinaryOp::MulInt, 2)" => ".vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)"  (a float operation on the i32 tiles, at every iteration: one finding, vector_tensor.rs:1157)
// invalid Fetch::CAST + Vector::TYPE: ".fetch::<i32, m![R], m![A]>()" => ".fetch::<f32, m![R], m![A]>()"  (no FetchCast<f32> for i32, and the f32 stream it is typed as has no vector_fxp: rustc reports both, once for the loop)
// invalid View::SUBVIEW: "tile::<m![T], 1, m![S, 1 # 4, R, A]>(t)" => "tile::<m![T], 1, m![S, R, A]>(t)"  (the tile's view drops T's place, mapping.rs:265)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 4, R = 8, A = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

const IN_AT: usize = 0;
const TILE_BYTES: usize = 256;
const OUT_AT: usize = 1 << 16;

/// Stages tile `t` of the rows in DM at its own address and returns it through the Vector Engine.
fn stage_tile(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, T, R, A]>, t: usize) -> DmTensor<i32, Chip, Cluster, m![S], m![R, A]> {
    let tile = x.view().tile::<m![T], 1, m![S, 1 # 4, R, A]>(t);
    let tile_dm: DmTensor<i32, Chip, Cluster, m![S], m![1 # 4, R, A]> = tile.to_dm(&mut ctx.tdma, IN_AT + t * TILE_BYTES);
    ctx.main
        .begin(tile_dm.view())
        .fetch::<i32, m![R], m![A]>()
        .collect::<m![R], m![A]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_final()
        .commit(OUT_AT + t * TILE_BYTES)
}

/// Doubles the four tiles of T, one stream each, and returns the first.
#[device(chip = 1)]
fn double_tiles(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, T, R, A]>) -> HbmTensor<i32, Chip, m![S, R, A]> {
    let first = stage_tile(ctx, x, 0);
    for t in 1..4 {
        let _later = stage_tile(ctx, x, t);
    }
    first.to_hbm(&mut ctx.tdma, 1 << 28)
}
