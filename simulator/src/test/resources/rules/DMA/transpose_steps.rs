// valid DMA::COVERAGE  (transpose_simple: [A, B, C] to [A, C, B] to [C, A, B], two HBM copies)
// invalid DMA::COVERAGE: "HbmTensor<f32, Chip, m![A, C, B]> = input" => "HbmTensor<f32, Chip, m![A, C]> = input"  (the intermediate drops B: write_transpose cannot divide [A, C] by [A, B, C], tensor_view.rs:63; the second copy only broadcasts B)
// invalid DMA::COVERAGE: "HbmTensor<f32, Chip, m![A, C, B]> = input" => "HbmTensor<f32, Chip, m![A, C / 2, B]> = input"  (half of C: the destination holds C / 2 where the source holds all of C)
// valid DMA::COVERAGE: "HbmTensor<f32, Chip, m![A, C, B]> = input" => "HbmTensor<f32, Chip, m![C / 4, A, C % 4, B]> = input"  (C split around A: the same indices)
// valid DMA::ENGINE: "intermediate.to_hbm(&mut ctx.tdma, 0x1000)" => "intermediate.to_hbm(&mut ctx.pdma, 0x1000)"  (an HBM-to-HBM copy may take the PCIe DMA, to_hbm is generic over it, memory_tensor.rs:227)
// invalid Type::ANNOTATION: "let intermediate: HbmTensor<f32," => "let intermediate: HbmTensor<bf16,"  (to_hbm keeps the element type: rustc rejects f32 where bf16 is written)
// invalid Type::ELEMENT: "input: &HbmTensor<f32," => "input: &HbmTensor<f16,"; "-> HbmTensor<f32," => "-> HbmTensor<f16,"; "let intermediate: HbmTensor<f32," => "let intermediate: HbmTensor<f16,"  (f16 is no Scalar of the reference, scalar.rs:18)
// valid Mapping::WELL_FORMED: "HbmTensor<f32, Chip, m![A, C, B]> = input" => "HbmTensor<f32, Chip, m![A, C / 16, B, C % 16]> = input"
// invalid Mapping::WELL_FORMED: "m![A, C / 16, B, C % 16]>" => "m![A, C / 12, B, C % 12]>"  (12 does not divide C = 32: Stride's const assert, mapping.rs:116)
// invalid Kernel::UNMODELLED: "axes![A = 8," => "axes![A = 0,"  (an axis of size 0: rustc compiles it, axes! makes a const SIZE of 0, and what the empty tensors do is decided in the reference's compiled mapping library; the function is a finding, not a read error)
use furiosa_visa_std::prelude::*;

type Chip = m![1];
axes![A = 8, B = 16, C = 32];

#[device(chip = 1)]
pub fn transpose_simple(
    ctx: &mut Context,
    input: &HbmTensor<f32, Chip, m![A, B, C]>,
) -> HbmTensor<f32, Chip, m![C, A, B]> {
    let intermediate: HbmTensor<f32, Chip, m![A, C, B]> = input.to_hbm(&mut ctx.tdma, 0);
    intermediate.to_hbm(&mut ctx.tdma, 0x1000)
}
