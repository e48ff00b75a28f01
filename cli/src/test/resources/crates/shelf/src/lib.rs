//! Two kernels on a vector of 4096 elements, 16 to a slice.
use furiosa_visa_std::prelude::*;

axes![N = 4096];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];
pub type Slice = m![N / 16];

/// Copies a u8 vector through the fetch and commit units.
#[device(chip = 1)]
pub fn copy_u8(ctx: &mut Context, x: &HbmTensor<u8, Chip, m![N]>) -> HbmTensor<u8, Chip, m![N]> {
    let staged = x.to_dm::<Cluster, Slice, m![N % 16]>(&mut ctx.tdma, 0);
    let flits = ctx.main.begin(staged.view()).fetch::<u8, m![1], m![N % 16]>().collect::<m![1], m![N % 16 # 32]>();
    flits.commit::<m![N % 16]>(1 << 12).to_hbm::<m![N]>(&mut ctx.tdma, 1 << 20)
}

/// Widens an i8 vector to i32 on the fetch, 8 elements to a flit.
#[device(chip = 1)]
pub fn widen(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    let staged = x.to_dm::<Cluster, Slice, m![N % 16]>(&mut ctx.tdma, 0);
    let wide = ctx.main.begin(staged.view()).fetch::<i32, m![N % 16 / 8], m![N % 8]>();
    let flits = wide.collect::<m![N % 16 / 8], m![N % 8]>();
    flits.commit::<m![N % 16]>(1 << 12).to_hbm::<m![N]>(&mut ctx.tdma, 1 << 20)
}
