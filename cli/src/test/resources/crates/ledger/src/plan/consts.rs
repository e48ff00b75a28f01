//! Constants computed by const fns, statics and const generics.

use super::*;

/// The bytes of `n` i32 elements.
pub const fn bytes_of(n: usize) -> usize {
    n * core::mem::size_of::<i32>()
}

const TILE_BYTES: usize = bytes_of(8);
static BASES: [Address; 3] = [0x1000, 0x2000, 0x3000];

/// The base address of slot `I`.
const fn base<const I: usize>() -> Address {
    0x1000 * (I as Address + 1)
}

/// `x ^ 0x55`, every address from a constant.
#[device(chip = 1)]
pub fn xor_const_addrs(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    const { assert!(TILE_BYTES == 32) };
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, BASES[0]);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitXor, 0x55)
        .vector_final()
        .commit(base::<1>());
    y.to_hbm(&mut ctx.tdma, *BASES.last().unwrap())
}

/// `x | 1`, the addresses from `u64::pow`, `next_multiple_of` and `abs`.
#[device(chip = 1)]
pub fn or_one_pow(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let stage = 2u64.pow(12).next_multiple_of(0x100);
    let result = ((stage << 1) as i64 * -1).abs() as Address;
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, stage);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitOr, 1)
        .vector_final()
        .commit(result);
    y.to_hbm(&mut ctx.tdma, result + 0x1000)
}

/// `x` copied through DM at `0x800` rotated left by one bit (`0x1000`): a method of `u64` the
/// simulator does not compute, so this function alone is left unmodelled.
#[device(chip = 1)]
pub fn rotated_slot(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let stage: Address = 0x800u64.rotate_left(1);
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, stage);
    x_dm.to_hbm(&mut ctx.tdma, 0x3000)
}
