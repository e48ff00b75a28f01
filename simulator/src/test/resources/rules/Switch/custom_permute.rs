// valid Switch::TOPOLOGY  (the 16 slices of each ring permuted, A / 16 kept in place above them: ring size 16)
// invalid Switch::TOPOLOGY: "const RING: usize = 16;" => "const RING: usize = 8;"  (ring size 8, below the moved A / 4 % 4 at place 4 of size 4, stream_tensor.rs:842)
// invalid Switch::TOPOLOGY: "const RING: usize = 16;" => "const RING: usize = 32;"  (ring size 32 where the lowest kept axis above the moved ones is A / 16 at 16)
// invalid Switch::TOPOLOGY: "const RING: usize = 16;" => "const RING: usize = 12;"  (a ring size that is no power of two, stream_tensor.rs:735)
// valid Switch::TOPOLOGY: "const RING: usize = 16;" => "const RING: usize = 4;"; "m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![B, C]> = ctx" => "m![A / 16, A / 4 % 4, A % 2, A / 2 % 2], m![B, C]> = ctx"; ".switch::<m![A / 16, A % 2, A / 4 % 4, A / 2 % 2]" => ".switch::<m![A / 16, A / 4 % 4, A % 2, A / 2 % 2]"  (only the lowest 4 slices swapped, A / 4 % 4 keeps its place: ring size 4)
// invalid Switch::TOPOLOGY: "const RING: usize = 4;" => "const RING: usize = 16;"  (ring size 16 for a swap within 4 slices)
// valid Switch::LAYOUT  (OutTime is InTime: a permutation moves no slice axis into Time)
// invalid Switch::LAYOUT: ".switch::<m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![B, C / 16]>" => ".switch::<m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![C / 16, B]>"; ".collect::<m![B, C / 16], m![C % 16]>()" => ".collect::<m![C / 16, B], m![C % 16]>()"; "m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![B, C]> = ctx" => "m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![C / 16, B, C % 16]> = ctx"  (OutTime reorders InTime, stream_tensor.rs:792)
use furiosa_visa_std::prelude::*;

axes![A = 256, B = 8, C = 32, X = 2];

type Chip = m![1];

const RING: usize = 16;

#[device(chip = 1)]
fn permute(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, B, C]>) -> HbmTensor<bf16, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y: DmTensor<bf16, Chip, m![1 # 2], m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![B, C]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![B, C / 16], m![C % 16]>()
        .switch::<m![A / 16, A % 2, A / 4 % 4, A / 2 % 2], m![B, C / 16]>(SwitchConfig::CustomBroadcast { ring_size: RING })
        .collect::<m![B, C / 16], m![C % 16]>()
        .commit(1 << 12);
    y.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 20)
}
