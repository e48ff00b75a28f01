// valid Vector::REDUCE_SLOTS  (a struct holds the rows; an impl generic over D: VeScalar and one for i32 alone read them through self.rows; the two sums kept in a Vec: reducing R keeps the 4 positions of B inside it)
// valid Vector::REDUCE_SLOTS: "axes![S = 256, R = 16, B = 4, A = 4];" => "axes![S = 256, R = 16, B = 8, A = 4];"  (8 partial results, the most there are)
// invalid Vector::REDUCE_SLOTS: "B = 8, A = 4];" => "B = 9, A = 4];"  (9 partial results)
// invalid Vector::TYPE: "impl<D: VeScalar> Stage<D>" => "impl<D: Scalar> Stage<D>"  (the stream fetched from the field self.rows enters the Vector Engine, which asks D: VeScalar, stream_tensor.rs:1195, though the one caller passes i32)
// invalid Vector::TYPE: "impl<D: VeScalar> Stage<D>" => "impl<D: ScalarBytes> Stage<D>"  (ScalarBytes allows i8 and bf16: no VeScalar)
// valid Vector::TYPE: "impl<D: VeScalar> Stage<D> {" => "impl<D> Stage<D>\nwhere\n    D: VeScalar,\n{"  (the bound in a where clause)
// invalid Type::BOUND: "struct Stage<D: Scalar> {" => "struct Stage<D: Copy> {"  (the field's DmTensor<D, …> asks D: Scalar, memory_tensor.rs:371, which Copy does not give)
// valid DM::CAPACITY: "    const COPY_AT: Address = 1 << 13;" => "    const COPY_AT: Address = (1 << 19) - 2048;"  (the associated const places the copy, 16 × 4 × 8 i32 = 2048 bytes, at the end of the 512 KB DM)
// invalid DM::CAPACITY: "(1 << 19) - 2048;" => "(1 << 19) - 2040;"  (8 bytes past the DM)
// valid Commit::ALIGN: "    const COPY_AT: Address = 1 << 13;" => "    const COPY_AT: Address = (1 << 13) + 8;"  (the copy committed at 8200)
// invalid Commit::ALIGN: "(1 << 13) + 8;" => "(1 << 13) + 4;"  (the copy committed at 8196: a warning of the book)
// invalid DM::OVERLAP: "const FIRST_AT: Address = 1 << 14;" => "const FIRST_AT: Address = 1024;"; "FIRST_AT + 256;" => "1 << 14;"  (the first sum lands inside the rows, which the second sum reads through self.rows afterwards)
// valid DM::OVERLAP: "const SECOND_AT: Address = FIRST_AT + 256;" => "const SECOND_AT: Address = (1 << 13) + 256;"  (the second sum lands inside the copy, which nothing reads)
// invalid Type::ANNOTATION: "    let _copy = stage.copy(ctx);" => "    let _copy: DmTensor<f32, Chip, Cluster, m![S], Rows> = stage.copy(ctx);"  (the method returns the struct's D, i32 here)
// invalid Type::ANNOTATION: "    let sums = vec![" => "    let sums: Vec<DmTensor<i32, Chip, Cluster, m![S], m![A # 8, B]>> = vec!["  (the Vec's element type is not what sum returns)
// valid Type::ANNOTATION: "    let _copy = stage.copy(ctx);" => "    let _copy: DmTensor<i32, Chip, Cluster, m![S], Rows> = stage.copy(ctx);"  (the let names what the generic method returns for D = i32)
// valid Type::ANNOTATION: "    let sums = vec![" => "    let sums: Vec<DmTensor<i32, Chip, Cluster, m![S], m![B, A # 8]>> = vec!["  (the Vec of sum's return type)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 16, B = 4, A = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![R, B, A # 8];

const FIRST_AT: Address = 1 << 14;
const SECOND_AT: Address = FIRST_AT + 256;

/// Rows kept in DM, read through the field by each stage.
struct Stage<D: Scalar> {
    rows: DmTensor<D, Chip, Cluster, m![S], Rows>,
}

impl<D: VeScalar> Stage<D> {
    const COPY_AT: Address = 1 << 13;

    /// The rows passed through the Vector Engine unchanged.
    fn copy(&self, ctx: &mut Context) -> DmTensor<D, Chip, Cluster, m![S], Rows> {
        ctx.main
            .begin(self.rows.view())
            .fetch::<D, m![R, B], m![A # 8]>()
            .collect::<m![R, B], m![A # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_final()
            .commit(Self::COPY_AT)
    }
}

impl Stage<i32> {
    /// The sum over R of each (B, A), committed at `at`.
    fn sum(&self, ctx: &mut Context, at: Address) -> DmTensor<i32, Chip, Cluster, m![S], m![B, A # 8]> {
        ctx.main
            .begin(self.rows.view())
            .fetch::<i32, m![R, B], m![A # 8]>()
            .collect::<m![R, B], m![A # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![A]>()
            .vector_intra_slice_reduce::<R, m![B], m![A]>(IntraSliceReduceOpI32::AddSat)
            .vector_pad_way8::<m![A # 8]>()
            .vector_final()
            .commit::<m![B, A # 8]>(at)
    }
}

#[device(chip = 1)]
fn sum_rows(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>) -> HbmTensor<i32, Chip, m![S, B, A]> {
    let stage = Stage { rows: x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0) };
    let _copy = stage.copy(ctx);
    let sums = vec![stage.sum(ctx, FIRST_AT), stage.sum(ctx, SECOND_AT)];
    sums[1].to_hbm::<m![S, B, A]>(&mut ctx.tdma, 1 << 28)
}
