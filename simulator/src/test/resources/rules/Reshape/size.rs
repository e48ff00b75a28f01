// valid Reshape::SIZE  (each level keeps its size and its factor count, tensor.rs:122, 123: Cluster m![A / 512] becomes m![C], Slice m![A / 4 % 128] m![D], the padded Element m![A % 4 # 8], a term and a padding, m![E # 8])
// invalid Reshape::SIZE: "m![E # 8]>" => "m![G]>"  (Element m![A % 4 # 8] has two factors, m![G] with G = 8 one)
// invalid Reshape::SIZE: "m![E # 8]>" => "m![E # 16]>"  (Element m![A % 4 # 8] has 8 positions, m![E # 16] 16)
// invalid Reshape::SIZE: "m![C], m![D]," => "m![C], m![D % 16, D / 16],"  (Slice m![A / 4 % 128] is one factor, m![D % 16, D / 16] two)
// valid Reshape::SIZE: "m![C], m![D]," => "m![C], m![D / 16, D % 16],"  (m![D / 16, D % 16] is the one factor m![D])
// valid Reshape::SIZE: "m![E # 8]>" => "m![E, F]>"; "m![C, D, E]>" => "m![C, D, E, F]>"  (the padded Element becomes two terms: 8 positions and two factors each; F = 1 reads the padding)
use furiosa_visa_std::prelude::*;

axes![A = 1024, C = 2, D = 128, E = 4, F = 2, G = 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![C, D, E]> {
    let dm: DmTensor<i32, m![1], m![A / 512], m![A / 4 % 128], m![A % 4 # 8]> = x.to_dm(&mut ctx.tdma, 0);
    let reshaped: DmTensor<i32, m![1], m![C], m![D], m![E # 8]> = unsafe { dm.reshape() };
    reshaped.to_hbm(&mut ctx.tdma, 0x2000)
}
