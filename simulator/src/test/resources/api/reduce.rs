// Every IntraSliceReduceOp and InterSliceReduceOp of i32 and f32 (IntraSliceReduceOpI32::Add is not one of the reference's).
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect intra_i32_add_sat conformant
// expect intra_i32_max conformant
// expect intra_i32_min conformant
// expect intra_i32_add unknown IntraSliceReduceOpI32 has no Add (AddSat, Max, Min): the kernel does not compile
// expect intra_f32_add conformant
// expect intra_f32_max conformant
// expect intra_f32_min conformant
// expect inter_i32_add conformant
// expect inter_i32_add_sat conformant
// expect inter_i32_max conformant
// expect inter_i32_min conformant
// expect inter_f32_add conformant
// expect inter_f32_max conformant
// expect inter_f32_min conformant
// expect inter_f32_mul conformant
use furiosa_visa_std::prelude::*;

axes![A = 512, R = 4];

type Chip = m![1];
type Cluster = m![1 # 2];

/// `out[a] = op over r of in[r, a]` inside each slice: the rows R are fetched as time, reduced
/// by the vector engine's intra-slice reduce in 4-way mode.
macro_rules! intra_slice_reduce {
    ($name:ident, $t:ty, $op:expr) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<$t, Chip, m![R, A]>) -> HbmTensor<$t, Chip, m![A]> {
            let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$t, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<$t, m![R], m![A % 2]>()
                .collect::<m![R], m![A % 2 # 8]>()
                .vector_init()
                .vector_intra_slice_branch(BranchMode::Unconditional)
                .vector_trim_way4::<m![A % 2 # 4]>()
                .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>($op)
                .vector_pad_way8::<m![A % 2 # 8]>()
                .vector_final()
                .commit(0x2000);

            result.to_hbm(&mut ctx.tdma, 0x3000)
        }
    };
}

/// `out[a] = op over r of in[r, a]` across slices: R is placed in the slices, reduced by the
/// vector engine's inter-slice reduce into one slice of every four.
macro_rules! inter_slice_reduce {
    ($name:ident, $t:ty, $op:expr) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<$t, Chip, m![R, A]>) -> HbmTensor<$t, Chip, m![A]> {
            let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$t, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<$t, m![1], m![A % 8]>()
                .collect::<m![1], m![A % 8]>()
                .vector_init()
                .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>($op)
                .vector_final()
                .commit(0x2000);

            result.to_hbm(&mut ctx.tdma, 0x3000)
        }
    };
}

intra_slice_reduce!(intra_i32_add_sat, i32, IntraSliceReduceOpI32::AddSat);
intra_slice_reduce!(intra_i32_max, i32, IntraSliceReduceOpI32::Max);
intra_slice_reduce!(intra_i32_min, i32, IntraSliceReduceOpI32::Min);
intra_slice_reduce!(intra_i32_add, i32, IntraSliceReduceOpI32::Add);
intra_slice_reduce!(intra_f32_add, f32, IntraSliceReduceOpF32::Add);
intra_slice_reduce!(intra_f32_max, f32, IntraSliceReduceOpF32::Max);
intra_slice_reduce!(intra_f32_min, f32, IntraSliceReduceOpF32::Min);

inter_slice_reduce!(inter_i32_add, i32, InterSliceReduceOpI32::Add);
inter_slice_reduce!(inter_i32_add_sat, i32, InterSliceReduceOpI32::AddSat);
inter_slice_reduce!(inter_i32_max, i32, InterSliceReduceOpI32::Max);
inter_slice_reduce!(inter_i32_min, i32, InterSliceReduceOpI32::Min);
inter_slice_reduce!(inter_f32_add, f32, InterSliceReduceOpF32::Add);
inter_slice_reduce!(inter_f32_max, f32, InterSliceReduceOpF32::Max);
inter_slice_reduce!(inter_f32_min, f32, InterSliceReduceOpF32::Min);
inter_slice_reduce!(inter_f32_mul, f32, InterSliceReduceOpF32::Mul);
