// valid Switch::BROADCAST  (Broadcast1 tiles the slices with the new axis X)
// invalid Switch::BROADCAST: "/ 2, X" => "/ 2, B % 2"  (the broadcast tile uses B % 2, an axis of the tensor)
// valid Switch::CONFIG: "32, X = 2" => "32"; "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => ""  (every SwitchConfig field is greater than 0)
// invalid Switch::CONFIG: "slice1: 32" => "slice1: 0"  (slice1: 0)
// valid Switch::LAYOUT: "32, X = 2" => "32"; "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => ""  (the output Slice is the Transpose routing of the input Slice)
// invalid Switch::LAYOUT: "% 2, A / 2 % 32" => "/ 2 % 32, A % 2"  (the declared output Slice is not transposed)
// valid Switch::TOPOLOGY: "32, X = 2" => "32"; "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => ""  (slice1 × slice0 divides the 256 slices)
// invalid Switch::TOPOLOGY: "slice1: 32" => "slice1: 3"  (slice1 × slice0 = 6 does not divide 256)
use furiosa_visa_std::prelude::*;

axes![A = 256, B = 8, C = 32, X = 2];

type Chip = m![1];

#[device(chip = 1)]
fn swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })
        .collect::<m![B], m![C]>()
        .commit::<m![B, C]>(1 << 12);
    let s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });
    y_dm.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 20)
}
