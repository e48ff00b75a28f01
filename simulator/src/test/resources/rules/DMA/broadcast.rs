// valid DMA::COVERAGE  (the destination splits a padded axis (S = 15 as S # 16 / 4 and S # 16 % 4); its padding holds no index)
// valid DMA::COVERAGE: "S = 15, A = 64" => "A = 2048, B = 2"; "type Chip = m![1];\n" => "type Chip = m![1];\ntype Cluster = m![1 # 2];\ntype Slice = m![A / 8];\n"; "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {\n    let x_dm = x.to_dm::<m![1 # 2], m![S # 16 / 4, A / 8], m![S # 16 % 4, A % 8]>(&mut ctx.tdma, 0);\n    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)\n" => "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 2]>) -> HbmTensor<i32, Chip, m![A]> {\n    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);\n    let y_dm = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i32, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .commit::<m![A % 8]>(1 << 12);\n    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)\n"  (x holds only the even A (m![A / 2]) and x_dm every A: the reference broadcasts what the destination holds beyond its source, A = 2i + 1 gets the element of A = 2i)
// valid Slice::SIZE: "S = 15, A = 64" => "A = 2048"; "type Chip = m![1];\n" => "type Chip = m![1];\ntype Cluster = m![1 # 2];\ntype Slice = m![A / 16];\n"; "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {\n    let x_dm = x.to_dm::<m![1 # 2], m![S # 16 / 4, A / 8], m![S # 16 % 4, A % 8]>(&mut ctx.tdma, 0);\n    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)\n" => "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n    let x_dm = x.to_dm::<Cluster, Slice, m![A % 16]>(&mut ctx.tdma, 0);\n    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)\n"  (a DM tensor on 128 slices is placed and copied back; only a fetch needs 256)
// invalid Slice::SIZE: "    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)\n" => "    let y_dm = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i32, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .commit::<m![A % 8]>(1 << 12);\n    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)\n"  (Slice = m![A / 16] has 128 positions and the tensor is fetched)
// valid View::SUBVIEW: "S = 15, A = 64" => "A = 8, B = 512"; "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {\n    let x_dm = x.to_dm::<m![1 # 2], m![S # 16 / 4, A / 8], m![S # 16 % 4, A % 8]>(&mut ctx.tdma, 0);\n    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)\n" => "fn kernel(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, B]>) -> HbmTensor<bf16, Chip, m![A, B % 64]> {\n    let t = x.view().tile::<m![B / 32], 2, m![A, B / 32 = 2 # 16, B % 32]>(14);\n    let d = t.to_dm::<m![1 # 2], m![A # 256], m![B % 64]>(&mut ctx.tdma, 0);\n    d.to_hbm::<m![A, B % 64]>(&mut ctx.tdma, 1 << 20)\n"  (steps 14 and 15: B = 448..511)
// invalid View::SUBVIEW: "32]>(14" => "32]>(15"  (steps 15 and 16: B runs past 511)
use furiosa_visa_std::prelude::*;

axes![S = 15, A = 64];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S # 16 / 4, A / 8], m![S # 16 % 4, A % 8]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)
}
