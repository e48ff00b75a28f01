// valid Vector::REDUCE  (three of vector_engine/reduce.rs's tests side by side, one macro writing each device function from its element type and its Way4 stages: R reduced by AddSat and Max on i32 and by Add on f32; a case breaks one function only)
// invalid Vector::TYPE: "IntraSliceReduceOpI32::Max)" => "IntraSliceReduceOpF32::Max)"  (an f32 reduce op on the i32 stream of the second function: vector_intra_slice_reduce on i32 takes an IntraSliceReduceOpI32)
// invalid Vector::TYPE: "IntraSliceReduceOpF32::Add)" => "IntraSliceReduceOpI32::AddSat)"  (an i32 reduce op on the f32 stream of the third function)
// invalid Vector::WAY: "    .vector_trim_way4::<m![A % 2 # 4]>()\n    .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)\n    .vector_pad_way8::<m![A % 2 # 8]>()" => "    .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 8]>(IntraSliceReduceOpI32::Max)"  (the reduce without trim_way4 first: it is a method of Way4 streams only)
// invalid Vector::REDUCE: "reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => "reduce::<R, m![R / 2], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (R reduced only in part: R / 2 stays in OTime, vector_tensor.rs:1438)
// invalid Vector::REDUCE: "reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => "reduce::<A, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (the reduce labelled A while R is what OTime drops, vector_tensor.rs:1430)
// invalid Vector::WAY: "(IntraSliceReduceOpI32::AddSat)\n    .vector_pad_way8::<m![A % 2 # 8]>()" => "(IntraSliceReduceOpI32::AddSat)\n    .vector_pad_way8::<m![A % 2 # 16]>()"  (pad_way8 to 16 lanes where it pads the 4-lane packet to 8: Packet2 has 8, verify.rs:109)
// invalid Vector::REDUCE: "reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => "reduce::<R, m![1], m![1 # 4]>(IntraSliceReduceOpI32::AddSat)"  (the packet reduced too: A % 2 is dropped, and A is not the label, vector_tensor.rs:1430)
// valid Vector::REDUCE: "IntraSliceReduceOpF32::Add)" => "IntraSliceReduceOpF32::Max)"  (the f32 reduce with Max)
// invalid Vector::REDUCE: "reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => "reduce::<R, m![R], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (R labelled as reduced but kept whole in OTime, vector_tensor.rs:1438)
// valid Vector::TYPE: "IntraSliceReduceOpI32::AddSat)" => "IntraSliceReduceOpI32::Min)"  (the first function reducing its i32 stream by Min)
// invalid Vector::TYPE: "IntraSliceReduceOpI32::Min)" => "IntraSliceReduceOpF32::Min)"  (an f32 reduce op on the i32 stream of the first function)
use furiosa_visa_std::prelude::*;

type Chip = m![1];
type Cluster = m![1 # 2];
axes![A = 512, R = 4];

/// The device function `$name`: `input` ([A, R] of `$d` in HBM) transposed to [R, A], R along time
/// and two A a slice, through the Vector Engine with the Way4 stages `$way4` (a trim to four lanes,
/// the reduce of R, the pad back to eight), back in HBM as [A].
macro_rules! reduce_rows {
    ($name:ident, $d:ty, [$($way4:tt)*]) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<$d, Chip, m![A, R]>) -> HbmTensor<$d, Chip, m![A]> {
            let input_transposed: HbmTensor<$d, Chip, m![R, A]> = input.to_hbm(&mut ctx.tdma, 0x4000);
            let input_dm = input_transposed.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$d, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<$d, m![R], m![A % 2]>()
                .collect::<m![R], m![A % 2 # 8]>()
                .vector_init()
                .vector_intra_slice_branch(BranchMode::Unconditional)
                $($way4)*
                .vector_final()
                .commit(0x2000);

            result.to_hbm(&mut ctx.tdma, 0x3000)
        }
    };
}

reduce_rows!(ve_intra_slice_reduce_add_fxp_sat, i32, [
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)
    .vector_pad_way8::<m![A % 2 # 8]>()
]);

reduce_rows!(ve_intra_slice_reduce_max_i32, i32, [
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)
    .vector_pad_way8::<m![A % 2 # 8]>()
]);

reduce_rows!(ve_intra_slice_reduce_add_f32, f32, [
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpF32::Add)
    .vector_pad_way8::<m![A % 2 # 8]>()
]);
