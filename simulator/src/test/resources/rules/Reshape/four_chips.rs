// valid Reshape::SIZE  (reshape on 4 chips: each mapping replaced by one of its size and factor count)
// valid Reshape::SIZE: "m![C], m![D], m![E, F], m![G, H, I]> = unsafe" => "m![C], m![D], m![F, E], m![I, H, G]> = unsafe"  (the same sizes and factor counts in another order)
// invalid Reshape::SIZE: "m![C], m![D], m![F, E], m![I, H, G]> = unsafe" => "m![C], m![D], m![F, E], m![I, H]> = unsafe"  (the Element of 512 reshaped to [I, H], 32: tensor.rs:122)
// invalid Reshape::SIZE: "m![C], m![D], m![F, E], m![I, H, G]> = unsafe" => "m![C], m![D], m![F, E], m![G % 2, I, H, G / 2]> = unsafe"  (four factors of 512 where the Element has three, tensor.rs:123)
use furiosa_visa_std::prelude::*;

axes![A = 256, B = 4096, C = 4, D = 2, E = 16, F = 16, G = 16, H = 2, I = 16,];

#[device(chip = 4)]
pub fn reshape(
    ctx: &mut Context,
    hbm_tensor: &HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B]>,
) -> HbmTensor<i32, m![C], m![D, E, F, G, H, I]> {
    let dm_tensor: DmTensor<i32, m![A / 4 % 4], m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]> =
        hbm_tensor.to_dm(&mut ctx.tdma, 0);

    let reshaped: DmTensor<i32, m![C], m![D], m![E, F], m![G, H, I]> = unsafe { dm_tensor.reshape() };

    reshaped.to_hbm(&mut ctx.tdma, 0x2000)
}
