// valid Vector::REDUCE  (R split around B in Time, m![R / 4, B, R % 4], reduced whole: OTime m![B])
// valid Vector::REDUCE: "reduce::<R, m![B]" => "reduce::<B, m![R % 4, R / 4]"; ".commit::<m![B, A # 8]>" => ".commit::<m![R % 4, R / 4, A # 8]>"; "HbmTensor<i32, Chip, m![S, B, A]>" => "HbmTensor<i32, Chip, m![S, R, A]>"; "to_hbm::<m![S, B, A]>" => "to_hbm::<m![S, R, A]>"  (B reduced, OTime holds R's two parts in the other order: the reference divides in any order and reduces by index, vector_tensor.rs:1427)
// invalid Vector::REDUCE: "reduce::<B, m![R % 4, R / 4]" => "reduce::<B, m![R % 4]"; ".commit::<m![R % 4, R / 4, A # 8]>" => ".commit::<m![R % 4, A # 8]>"; "HbmTensor<i32, Chip, m![S, R, A]>" => "HbmTensor<i32, Chip, m![S, R % 4, A]>"; "to_hbm::<m![S, R, A]>" => "to_hbm::<m![S, R % 4, A]>"  (OTime drops R / 4, which is not the reduced B: the quotient holds R, vector_tensor.rs:1430)
// invalid Vector::REDUCE: "reduce::<B, m![R % 4, R / 4]" => "reduce::<B, m![R % 4, R / 4, B]"; ".commit::<m![R % 4, R / 4, A # 8]>" => ".commit::<m![R % 4, R / 4, B, A # 8]>"; "HbmTensor<i32, Chip, m![S, R, A]>" => "HbmTensor<i32, Chip, m![S, R, B, A]>"; "to_hbm::<m![S, R, A]>" => "to_hbm::<m![S, R, B, A]>"  (B, the reduced axis, kept in OTime: vector_tensor.rs:1438)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 8, B = 2, A = 4];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>) -> HbmTensor<i32, Chip, m![S, B, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![R, B, A # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![R / 4, B, R % 4], m![A # 8]>()
        .collect::<m![R / 4, B, R % 4], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<R, m![B], m![A]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![B, A # 8]>(1 << 12);
    y_dm.to_hbm::<m![S, B, A]>(&mut ctx.tdma, 1 << 28)
}
