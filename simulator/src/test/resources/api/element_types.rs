// Each Scalar of the reference through DMA, fetch, commit; the fetch's widening conversions and the Cast Engine's narrowing ones.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect copy_i8 conformant
// expect copy_i16 conformant
// expect copy_i32 conformant
// expect copy_f32 conformant
// expect copy_bf16 conformant
// expect copy_f8e4m3 conformant
// expect copy_u8 conformant u8 is a storage Scalar: copied as bytes
// expect copy_f8 unknown f8's format is an outside crate's
// expect fetch_i8_to_i32 conformant
// expect fetch_bf16_to_f32 conformant
// expect fetch_f8e4m3_to_f32 conformant
// expect fetch_i4_to_i32 conformant
// expect cast_i32_to_i8 conformant
// expect cast_f32_to_bf16 conformant
// expect cast_f32_to_f8e4m3 conformant
// expect cast_after_collect_f32_to_bf16 conformant
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];

/// `out = in`, moved HBM to DM and through the main context: fetched as `$fetched`, collected
/// into a `$packet` flit, passed through the `$stage` calls and committed as `$to`. The `copy`
/// arm fetches and commits `$t` unchanged; the `fetch` arm has the fetch widen `$from` to `$to`
/// and the Vector Engine pass it through; the `cast` arm has the Vector Engine pass `$from` and
/// the Cast Engine then narrow it to `$to` into a `$packet` flit.
macro_rules! moved {
    (copy $name:ident, $t:ty, $packet:ty) => {
        moved!($name, $t, $t, $t, $packet,);
    };
    (fetch $name:ident, $from:ty, $to:ty) => {
        moved!($name, $from, $to, $to, m![A % 8], .vector_init() .vector_intra_slice_branch(BranchMode::Unconditional) .vector_final());
    };
    (cast $name:ident, $from:ty, $to:ty, $packet:ty) => {
        moved!(
            $name, $from, $to, $from, m![A % 8],
            .vector_init() .vector_intra_slice_branch(BranchMode::Unconditional) .vector_final() .cast::<$to, $packet>()
        );
    };
    ($name:ident, $from:ty, $to:ty, $fetched:ty, $packet:ty, $($stage:tt)*) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<$from, Chip, m![A]>) -> HbmTensor<$to, Chip, m![A]> {
            let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$to, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<$fetched, m![1], m![A % 8]>()
                .collect::<m![1], $packet>()
                $($stage)*
                .commit(0x2000);

            result.to_hbm(&mut ctx.tdma, 0x3000)
        }
    };
}

moved!(copy copy_i8, i8, m![A % 8 # 32]);
moved!(copy copy_i16, i16, m![A % 8 # 16]);
moved!(copy copy_i32, i32, m![A % 8]);
moved!(copy copy_f32, f32, m![A % 8]);
moved!(copy copy_bf16, bf16, m![A % 8 # 16]);
moved!(copy copy_f8e4m3, f8e4m3, m![A % 8 # 32]);
moved!(copy copy_u8, u8, m![A % 8 # 32]);
moved!(copy copy_f8, f8, m![A % 8 # 32]);

moved!(fetch fetch_i8_to_i32, i8, i32);
moved!(fetch fetch_bf16_to_f32, bf16, f32);
moved!(fetch fetch_f8e4m3_to_f32, f8e4m3, f32);
moved!(fetch fetch_i4_to_i32, i4, i32);

moved!(cast cast_i32_to_i8, i32, i8, m![A % 8 # 32]);
moved!(cast cast_f32_to_bf16, f32, bf16, m![A % 8 # 16]);
moved!(cast cast_f32_to_f8e4m3, f32, f8e4m3, m![A % 8 # 32]);

// the Cast Engine straight after the collect, no Vector Engine between
moved!(cast_after_collect_f32_to_bf16, f32, bf16, f32, m![A % 8], .cast::<bf16, m![A % 8 # 16]>());
