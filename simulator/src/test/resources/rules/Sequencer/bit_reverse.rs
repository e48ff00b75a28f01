// valid Sequencer::ENTRIES  (the fetch walks 6 of the 8 time digits backwards and A, B in order: 7 time loops and the packet, 8 entries)
// invalid Sequencer::ENTRIES: "m![H, G, F, E, D, C, A, B, L]>" => "m![H, G, F, E, D, C, B, A, L]>"; "fetch::<i32, m![H, G, F, E, D, C, A, B]" => "fetch::<i32, m![H, G, F, E, D, C, B, A]"; "collect::<m![H, G, F, E, D, C, A, B]" => "collect::<m![H, G, F, E, D, C, B, A]"  (all 8 time digits backwards: 8 time loops and the packet, 9 entries)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 2, B = 2, C = 2, D = 2, E = 2, F = 2, G = 2, H = 2, L = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Reverses the order of the 8 binary digits of each row's time index.
#[device(chip = 1)]
fn bit_reverse(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![S, A, B, C, D, E, F, G, H, L]>,
) -> HbmTensor<i32, Chip, m![S, A, B, C, D, E, F, G, H, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![A, B, C, D, E, F, G, H, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![S], m![H, G, F, E, D, C, A, B, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![H, G, F, E, D, C, A, B], m![L]>()
        .collect::<m![H, G, F, E, D, C, A, B], m![L]>()
        .commit(1 << 16);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
