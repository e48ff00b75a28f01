// A bit mask over 2^30 i32 elements (4 GiB): out[N] = (x[N] & 0xFF) | 0x100. Tiles of 2^20
// elements are loaded into DM over the 256 slices of the first cluster; the Vector Engine's Logic
// stage ands and ors a constant (BitAnd, BitOr); the result is committed and written back to the
// tile's place in HBM. No contraction, and no spec can say `&` or `|`: without --expect the
// symbolic check proves every output index holds the kernel's own formula read at its own index,
// as a concrete run compares the simulator with the naive evaluator, with --max-macs 10^8.
//
//   layout simulate mask_i32_tiled.rs --fn mask_i32_tiled --max-macs 100000000
use furiosa_visa_std::prelude::*;

axes![N = 1073741824];

const TILES: usize = 1024;

type Chip = m![1];
type Cluster = m![1 # 2];

fn mask_tile(
    ctx: &mut Context,
    x: HbmTensorView<i32, Chip, m![1 # 1024, N % 1048576]>,
    out: HbmTensorViewMut<i32, Chip, m![1 # 1024, N % 1048576]>,
) {
    let x = x.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]> = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![N / 2048 % 512], m![N % 8]>()
        .collect::<m![N / 2048 % 512], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitAnd, 0xFF)
        .vector_logic(LogicBinaryOpI32::BitOr, 0x100)
        .vector_final()
        .commit(1 << 14);
    y.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn mask_i32_tiled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N]>::from_addr(1 << 32) };
    for t in 0..TILES {
        let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        let o = out.view_mut().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        mask_tile(ctx, a, o);
    }
    out
}
