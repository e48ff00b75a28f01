// valid DMA::COVERAGE  (the destination holds every S and A the source holds, S padded to the 256 slices)
// invalid DMA::COVERAGE: "m![S # 256], m![A]>(&mut" => "m![S % 2 # 256], m![A]>(&mut"  (the destination holds S = 0 and 1 of the source's S = 0..4: the reference's division of the destination by the source panics)
use furiosa_visa_std::prelude::*;

axes![S = 4, A = 64];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S # 256], m![A]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)
}
