// valid Fetch::COVERAGE  (the element m![A % 8] fetched whole as one packet)
// invalid Fetch::COVERAGE: "m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .commit::<m![A % 8]>" => "m![1], m![A % 4 # 8]>()\n        .collect::<m![1], m![A % 4 # 8]>()\n        .commit::<m![A % 4]>"; "-> HbmTensor<i32, Chip, m![A / 8, A % 8]>" => "-> HbmTensor<i32, Chip, m![A / 8, A % 4]>"; "y_dm.to_hbm::<m![A / 8, A % 8]>" => "y_dm.to_hbm::<m![A / 8, A % 4]>"  (the packet m![A % 4 # 8] never reads A % 8 = 4..7: the reference's fetch divides [Time, Packet] by the element, tensor_view.rs:63 via stream_tensor.rs:211)
// valid Fetch::COVERAGE: "m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .commit::<m![A % 8]>" => "m![A % 8 / 4], m![A % 4 # 8]>()\n        .collect::<m![A % 8 / 4], m![A % 4 # 8]>()\n        .commit::<m![A % 8]>"  (the same indices split between Time and a padded packet)
// invalid Fetch::COVERAGE: "m![A % 8 / 4], m![A % 4 # 8]>()\n        .collect::<m![A % 8 / 4], m![A % 4 # 8]>()\n        .commit::<m![A % 8]>" => "m![A % 2], m![A % 4 # 8]>()\n        .collect::<m![A % 2], m![A % 4 # 8]>()\n        .commit::<m![A % 2, A % 4]>"; "-> HbmTensor<i32, Chip, m![A / 8, A % 8]>" => "-> HbmTensor<i32, Chip, m![A / 8, A % 4]>"; "y_dm.to_hbm::<m![A / 8, A % 8]>" => "y_dm.to_hbm::<m![A / 8, A % 4]>"  (Time m![A % 2] repeats part of the packet's A % 4 and A = 4..7 is read by neither)
// valid Fetch::COVERAGE: "A = 2048" => "A = 2048, B = 2"; "m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .commit::<m![A % 8]>" => "m![B], m![A % 8]>()\n        .collect::<m![B], m![A % 8]>()\n        .commit::<m![B, A % 8]>"; "-> HbmTensor<i32, Chip, m![A / 8, A % 8]>" => "-> HbmTensor<i32, Chip, m![B, A]>"; "y_dm.to_hbm::<m![A / 8, A % 8]>" => "y_dm.to_hbm::<m![B, A]>"  (Time m![B] over an axis the element lacks: a broadcast, each packet read twice, as the reference's transpose(true) allows)
// valid Fetch::COVERAGE: "x: &HbmTensor<i32" => "x: &HbmTensor<i8"; "-> HbmTensor<i32" => "-> HbmTensor<i8"; "2048];" => "4096];"; "m![A / 8];" => "m![A / 16];"; "m![A % 8]>(&mut" => "m![A % 16]>(&mut"; "m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .commit::<m![A % 8]>" => "m![1], m![A % 16 # 32]>()\n        .collect::<m![1], m![A % 16 # 32]>()\n        .commit::<m![A % 16 # 32]>"; "-> HbmTensor<i8, Chip, m![A / 8, A % 8]>" => "-> HbmTensor<i8, Chip, m![A]>"; "y_dm.to_hbm::<m![A / 8, A % 8]>" => "y_dm.to_hbm::<m![A]>"; "fetch::<i32" => "fetch::<i8"  (16 i8 of the element, padded to a flit)
// invalid Fetch::COVERAGE: "m![1], m![A % 16 # 32]>()\n        .collect::<m![1], m![A % 16 # 32]>()\n        .commit::<m![A % 16 # 32]>" => "m![1], m![A % 8 # 32]>()\n        .collect::<m![1], m![A % 8 # 32]>()\n        .commit::<m![A % 8 # 32]>"; "-> HbmTensor<i8, Chip, m![A]>" => "-> HbmTensor<i8, Chip, m![A / 16, A % 8]>"; "y_dm.to_hbm::<m![A]>" => "y_dm.to_hbm::<m![A / 16, A % 8]>"  (8 of the element's 16 i8 read: A % 16 = 8..15 never fetched)
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A / 8, A % 8]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A / 8, A % 8]>(&mut ctx.tdma, 1 << 20)
}
