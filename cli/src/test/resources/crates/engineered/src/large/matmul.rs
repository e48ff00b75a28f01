//! The matrix product, its plan and reduction order chosen by Rust values.

use super::*;

/// The intermediate result of one column tile: `B / 64 % 32` reduced over the slices and broadcast.
type Acc = DmTensor<i8, Chip, Cluster, m![A / 2048, X], m![C % 64, A % 2048, C / 64 % 8]>;

/// How a column tile is cut: 512 columns a tile, 4096 rows of `B` a K tile.
struct Plan {
    columns: usize,
    k_tiles: usize,
}

impl Plan {
    /// Columns of `C` in one tile.
    const WIDTH: usize = 512;

    /// The plan of the whole product.
    const fn whole() -> Self {
        Plan { columns: 16384 / Self::WIDTH, k_tiles: 16384 / 4096 }
    }
}

/// How the four partial products of a column tile are added.
#[derive(Clone, Copy, PartialEq)]
enum Reduction {
    /// `((p0 + p1) + p2) + p3`.
    Chain,
    /// `(p0 + p1) + (p2 + p3)`.
    Tree,
    /// Like `Chain`, K tile `k`'s partial product computed from K tile `k + 1`: a wrong sum.
    Repeat(usize),
}

/// The product of `lhs` and `rhs`, column tile by column tile; `how` adds the K tiles.
fn product(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B, C]>,
    how: Reduction,
) -> HbmTensor<i8, m![1], m![A, C]> {
    let mut out = unsafe { HbmTensor::<i8, m![1], m![A, C]>::from_addr(0x3000) };
    let plan = Plan::whole();
    // the column tiles counted by a loop whose break gives the count
    let mut seen = 0;
    let columns = loop {
        seen += Plan::WIDTH;
        if seen == plan.columns * Plan::WIDTH {
            break seen / Plan::WIDTH;
        }
    };
    'columns: for i in 0..columns {
        let rhs_tile = rhs.view().tile::<m![C / 512], 1, m![B, 1 # 32, C % 512]>(i);
        let mut p0 = unsafe { Acc::from_addr(0) };
        let mut p1 = unsafe { Acc::from_addr(0) };
        let mut p2 = unsafe { Acc::from_addr(0) };
        let mut p3 = unsafe { Acc::from_addr(0) };
        'k: for j in 0..2 * plan.k_tiles {
            if j % 2 == 1 {
                continue 'k;
            }
            let j = j / 2;
            let source = match how {
                Reduction::Repeat(k) if k == j => j + 1,
                _ => j,
            };
            let lhs_tile = lhs.view().tile::<m![B / 4096], 1, m![A, 1 # 4, B % 4096]>(source);
            let rhs_subtile = rhs_tile.tile::<m![B / 4096], 1, m![1 # 4, B % 4096, 1 # 32, C % 512]>(source);
            match j {
                0 => contraction_over_b_2048(ctx, lhs_tile, rhs_subtile, p0.view_mut()),
                1 => contraction_over_b_2048(ctx, lhs_tile, rhs_subtile, p1.view_mut()),
                2 => contraction_over_b_2048(ctx, lhs_tile, rhs_subtile, p2.view_mut()),
                _ => contraction_over_b_2048(ctx, lhs_tile, rhs_subtile, p3.view_mut()),
            }
        }
        let mut s01 = unsafe { Acc::from_addr(0) };
        let mut s23 = unsafe { Acc::from_addr(0) };
        let mut total = unsafe { Acc::from_addr(0) };
        match how {
            Reduction::Tree => {
                add_split_contractions(ctx, &p0, &p1, s01.view_mut());
                add_split_contractions(ctx, &p2, &p3, s23.view_mut());
                add_split_contractions(ctx, &s01, &s23, total.view_mut());
            }
            Reduction::Chain | Reduction::Repeat(_) => {
                add_split_contractions(ctx, &p0, &p1, s01.view_mut());
                add_split_contractions(ctx, &s01, &p2, s23.view_mut());
                add_split_contractions(ctx, &s23, &p3, total.view_mut());
            }
        }
        let reduced = reduce_over_cluster(ctx, &total);
        let out_tile = out.view_mut().tile::<m![C / 512], 1, m![A, 1 # 32, C % 512]>(i);
        reduced.view().slice_tile::<m![X], 1, m![A / 2048, 1 # 32]>(0).to_hbm_view(&mut ctx.tdma, out_tile);
        if i + 1 == columns {
            break 'columns;
        }
    }
    out
}

/// `lhs · rhs`, its partial products added as a tree.
#[device(chip = 1)]
pub fn matmul_tree(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B, C]>,
) -> HbmTensor<i8, m![1], m![A, C]> {
    product(ctx, lhs, rhs, Reduction::Tree)
}

/// `lhs · rhs`, its partial products added in a chain.
#[device(chip = 1)]
pub fn matmul_chain(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B, C]>,
) -> HbmTensor<i8, m![1], m![A, C]> {
    product(ctx, lhs, rhs, Reduction::Chain)
}

/// Not `lhs · rhs`: the partial product of K tile 2 is that of K tile 3, so B's rows 8192..12287
/// are missing and 12288..16383 added twice.
#[device(chip = 1)]
pub fn matmul_repeat_k3(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B, C]>,
) -> HbmTensor<i8, m![1], m![A, C]> {
    product(ctx, lhs, rhs, Reduction::Repeat(2))
}
