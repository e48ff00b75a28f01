//! `matmul_with_split_reduce` and `binary_add_2048` written again: the tile's phase an enum from
//! a `const fn`, the contraction a helper whose destination is chosen by `match`, the partial
//! sums ping-ponged through a tuple of references, and the binary addition's output view made
//! inside a block expression.

#![allow(clippy::type_complexity)]

/// `[1024, 2048] × [2048]` in four tiles of `B`, the partial sums added on the Vector Engine.
pub mod split {
    use furiosa_visa_std::prelude::*;

    axes![A = 1024, B = 2048, X = 32, I = 2];

    type Chip = m![1];
    type Cluster = m![A / 512 % 2];
    type Acc = DmTensor<i32, Chip, Cluster, m![A / 64 % 8, X], m![A % 64]>;
    type Lhs = HbmTensor<i8, m![1], m![A, B]>;
    type Rhs = HbmTensor<i8, m![1], m![B]>;

    /// The tiles of `B`.
    const TILES: usize = B_SIZE / 512;
    const B_SIZE: usize = 2048;

    /// What a tile's contraction does with its partial sum.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Phase {
        First,
        Middle { odd: bool },
        Last,
    }

    /// The phase of tile `j`.
    const fn phase(j: usize) -> Phase {
        match j {
            0 => Phase::First,
            j if j + 1 == TILES => Phase::Last,
            j => Phase::Middle { odd: j % 2 == 1 },
        }
    }

    /// The Vector Engine's `$lhs + $rhs` of two partial sums, interleaved along `I` and unzipped,
    /// up to `vector_final`: `partial_sum!(ctx, lhs, rhs).commit_view(out)` writes it as `i32`.
    macro_rules! partial_sum {
        ($ctx:ident, $lhs:ident, $rhs:ident) => {
            $ctx.main
                .begin_interleaved::<I, _, _, _, _, _>($rhs.view(), $lhs.view())
                .fetch::<i32, m![A / 8 % 8, I], m![A % 8]>()
                .collect::<m![A / 8 % 8, I], m![A % 8]>()
                .vector_init()
                .vector_intra_slice_unzip::<I, m![A / 8 % 8, 1 # 2], m![A / 8 % 8]>()
                .vector_clip_zip(ClipBinaryOpI32::AddFxp)
                .vector_final()
        };
    }

    /// `lhs + rhs` of two partial sums, written to `out` as `i32`.
    fn add_i32(ctx: &mut Context, lhs: &Acc, rhs: &Acc, out: DmTensorViewMut<i32, Chip, Cluster, m![A / 64 % 8, X], m![A % 64]>) {
        partial_sum!(ctx, lhs, rhs).commit_view(out)
    }

    /// `lhs + rhs` of two partial sums, written to `out` as `i8`.
    fn add_i8(ctx: &mut Context, lhs: &Acc, rhs: &Acc, out: DmTensorViewMut<i8, Chip, Cluster, m![A / 64 % 8, X], m![A % 64]>) {
        partial_sum!(ctx, lhs, rhs).cast::<i8, m![A % 8 # 32]>().commit_view(out)
    }

    /// Tile `j`'s contraction, committed to `into`.
    fn contract_tile(ctx: &mut Context, lhs: &Lhs, rhs: &Rhs, j: usize, into: DmTensorViewMut<i32, Chip, Cluster, m![A / 64 % 8, X], m![A % 64]>) {
        let lhs_tile = lhs
            .view()
            .tile::<m![B / 512], 1, m![A, 1 # 4, B % 512]>(j)
            .to_dm::<Cluster, m![A / 64 % 8, B / 16 % 32], m![A % 64, B % 16]>(&mut ctx.tdma, 0);
        let rhs_trf: TrfTensor<i8, Chip, Cluster, m![A / 64 % 8, B / 16 % 32], m![1], m![B % 16 # 32]> = {
            let staged = rhs
                .view()
                .tile::<m![B / 512], 1, m![1 # 4, B % 512]>(j)
                .to_dm::<Cluster, m![A / 64 % 8, B / 16 % 32], m![B % 16]>(&mut ctx.tdma, 256 * 1024);
            ctx.sub
                .begin(staged.view())
                .fetch::<i8, m![1], m![B % 16]>()
                .collect::<m![1], m![B % 16 # 32]>()
                .to_trf(TrfAddress::Full)
        };
        ctx.main
            .begin(lhs_tile.view())
            .fetch::<i8, m![A / 2 % 32], m![A % 2, B % 16]>()
            .collect::<m![A / 2 % 32], m![A % 2, B % 16]>()
            .align::<m![A / 4 % 16], m![A % 4, B % 16], _, _>(&rhs_trf)
            .contract::<m![A % 4]>()
            .accumulate::<m![A / 4 % 16], m![A % 4 # 8]>(AccumulationKind::Sequential)
            .vector_init()
            .vector_inter_slice_reduce::<m![A / 64 % 8, X], m![A / 4 % 16]>(InterSliceReduceOpI32::Add)
            .vector_final()
            .commit_view(into);
    }

    /// `lhs · rhs`, each tile's phase from a `const fn` and matched.
    #[device(chip = 1)]
    pub fn phased_split_reduce(ctx: &mut Context, lhs: &Lhs, rhs: &Rhs) -> HbmTensor<i8, m![1], m![A]> {
        let (mut result0, mut result1, mut temp) = unsafe { (Acc::from_addr(0), Acc::from_addr(0), Acc::from_addr(0)) };
        let mut output = unsafe { DmTensor::<i8, Chip, Cluster, m![A / 64 % 8, X], m![A % 64]>::from_addr(0) };
        for j in 0..TILES {
            match phase(j) {
                Phase::First => contract_tile(ctx, lhs, rhs, j, result0.view_mut()),
                Phase::Last => {
                    contract_tile(ctx, lhs, rhs, j, temp.view_mut());
                    add_i8(ctx, &result0, &temp, output.view_mut());
                }
                Phase::Middle { odd } => {
                    contract_tile(ctx, lhs, rhs, j, temp.view_mut());
                    if odd {
                        add_i32(ctx, &result0, &temp, result1.view_mut());
                    } else {
                        add_i32(ctx, &result1, &temp, result0.view_mut());
                    }
                }
            }
        }
        let mut out = unsafe { HbmTensor::<i8, m![1], m![A]>::from_addr(0x3000) };
        output
            .view()
            .slice_tile::<m![X], 1, m![A / 64 % 8, 1 # 32]>(0)
            .to_hbm_view(&mut ctx.tdma, out.view_mut());
        out
    }
}
