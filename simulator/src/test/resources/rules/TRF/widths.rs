// valid TRF::LAYOUT  (8 Rows J, the rest of Time and the packet the Element K: [K / 32, K % 32] = K)
// invalid TRF::LAYOUT: "Slice, m![J], m![K]>" => "Slice, m![J], m![K % 32, K / 32]>"  (the Element's two parts swapped, stream_tensor.rs:1173)
// invalid TRF::LAYOUT: "Slice, m![J], m![K]>" => "Slice, m![J % 4, J / 4], m![K]>"  (the Rows reorder J's digits: Row is not Time's outer part, stream_tensor.rs:1165)
// valid Row::SIZE: "J = 8," => "J = 4,"  (4 Rows)
// invalid Row::SIZE: "J = 4," => "J = 16,"  (16 Rows, stream_tensor.rs:1131)
// invalid Row::SIZE: "J = 4," => "J = 3,"  (3 Rows)
// base: "&HbmTensor<i8" => "&HbmTensor<i4"; "-> HbmTensor<i8" => "-> HbmTensor<i4"; "DmTensor<i8" => "DmTensor<i4"; "TrfTensor<i8" => "TrfTensor<i4"; ".fetch::<i8, m![J, K / 32], m![K % 32]>()\n        .collect::<m![J, K / 32], m![K % 32]>()" => ".fetch::<i4, m![J, K / 64], m![K % 64]>()\n        .collect::<m![J], m![K # 64]>()"  (i4: 64 nibbles to a flit, one flit a row)
// valid TRF::LAYOUT  (Element K, the 64 nibbles of one packet)
// invalid TRF::LAYOUT: "Slice, m![J], m![K]>" => "Slice, m![J], m![K % 32, K / 32]>"  (the nibbles' halves swapped)
// invalid TRF::LAYOUT: "Slice, m![J], m![K]>" => "Slice, m![J], m![K # 128]>"  (an Element of 128 nibbles where the packet holds 64)
// base: "&HbmTensor<i8" => "&HbmTensor<f32"; "-> HbmTensor<i8" => "-> HbmTensor<f32"; "DmTensor<i8" => "DmTensor<f32"; "TrfTensor<i8" => "TrfTensor<f32"; ".fetch::<i8, m![J, K / 32], m![K % 32]>()\n        .collect::<m![J, K / 32], m![K % 32]>()" => ".fetch::<f32, m![J, K / 8], m![K % 8]>()\n        .collect::<m![J, K / 8], m![K % 8]>()"  (f32: 8 to a flit)
// valid TRF::LAYOUT  (Element [K / 8, K % 8] = K)
// invalid TRF::LAYOUT: "Slice, m![J], m![K]>" => "Slice, m![J], m![K % 8, K / 8]>"  (the parts swapped)
// base: "&HbmTensor<i8" => "&HbmTensor<f8e4m3"; "-> HbmTensor<i8" => "-> HbmTensor<f8e4m3"; "DmTensor<i8" => "DmTensor<f8e4m3"; "TrfTensor<i8" => "TrfTensor<f8e4m3"; ".fetch::<i8," => ".fetch::<f8e4m3,"  (f8e4m3, one byte as i8)
// valid TRF::LAYOUT  (as i8)
// invalid TRF::LAYOUT: "Slice, m![J], m![K]>" => "Slice, m![J], m![K / 32, K % 32 # 64]>"  (an Element of 128 bytes per Row where the stream gives 64)
// invalid Row::SIZE: "J = 8," => "J = 16,"  (16 Rows)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 8, K = 64];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I];

#[device(chip = 1)]
fn load(ctx: &mut Context, b: &HbmTensor<i8, Chip, m![I, J, K]>) -> HbmTensor<i8, Chip, m![I, J, K]> {
    let b_dm: DmTensor<i8, Chip, Cluster, Slice, m![J, K]> = b.to_dm(&mut ctx.tdma, 0);
    let t: TrfTensor<i8, Chip, Cluster, Slice, m![J], m![K]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<i8, m![J, K / 32], m![K % 32]>()
        .collect::<m![J, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    b_dm.to_hbm(&mut ctx.tdma, 1 << 24)
}
