// valid Switch::TOPOLOGY  (kv_cache's V index path: an inter-transpose puts T / 4 % 8 on the slices, the indices are stripped of their padding and scaled to byte offsets; with one-flit collect packets where kv_cache.rs has 16-byte ones)
// invalid Switch::CONFIG: "slice0: 1," => "slice0: 0,"  (a field of 0, stream_tensor.rs:582)
// invalid Switch::TOPOLOGY: "slice1: 8," => "slice1: 16,"  (InTime T / 4 % 8 has 8 positions, not a multiple of slice1 × time0 = 16, stream_tensor.rs:592)
// invalid Switch::TOPOLOGY: "slice1: 8," => "slice1: 3,"  (slice1 × slice0 = 3 does not divide the 256 slices, stream_tensor.rs:587)
// invalid Switch::LAYOUT: "slice1: 8," => "slice1: 4,"  (4 of the 8 time steps swapped with the slices: the output's Slice is not [slice2, time1, slice0] of the input)
// valid Vector::SHIFT: "FxpBinaryOp::MulInt, 256" => "FxpBinaryOp::LeftShift, 8"  (× 256 as a shift by 8)
// invalid Vector::SHIFT: "FxpBinaryOp::LeftShift, 8" => "FxpBinaryOp::LeftShift, 32"  (a shift of an i32 by 32 bits overflows, semantics.rs:68)
// invalid Collect::PACKET: ".collect::<m![1], m![T % 4 # 8]>()\n        .commit(0x0);" => ".collect::<m![1], m![T % 4]>()\n        .commit(0x0);"  (kv_cache.rs's own collect of 4 i32, 16 bytes where a flit is 32, stream_tensor.rs:949)
// invalid Commit::IN_SIZE: "DmTensor<i32, Chip, Cluster, m![T / 32, T / 4 % 8], m![T % 4]>" => "DmTensor<i32, Chip, Cluster, m![T / 32, T / 4 % 8], m![T % 4 # 5]>"  (5 i32 committed per packet, 20 bytes, not 8, 16, 24 or 32, stream_tensor.rs:1709)
// invalid Vector::TYPE: "FxpBinaryOp::MulInt, 256)" => "FxpBinaryOp::MulInt, 256.0f32)"  (an f32 constant on the i32 stream)
use furiosa_visa_std::prelude::*;

axes![T = 1024];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn v_index_offsets(ctx: &mut Context, v_scatter_index: &HbmTensor<i32, Chip, m![1, T]>) -> HbmTensor<i32, Chip, m![T / 4, T % 4 # 8]> {
    let v_idx_dm: DmTensor<i32, Chip, Cluster, m![T / 32, 1 # 8], m![T % 32]> =
        v_scatter_index.to_dm(&mut ctx.tdma, 0x0);

    let v_idx_it: DmTensor<i32, Chip, Cluster, m![T / 32, T / 4 % 8], m![T % 4 # 32]> = ctx
        .main
        .begin(v_idx_dm.view())
        .fetch::<i32, m![T / 4 % 8], m![T % 4]>()
        .switch::<m![T / 32, T / 4 % 8], m![1 # 8]>(SwitchConfig::InterTranspose {
            slice1: 8,
            slice0: 1,
            time0: 1,
        })
        .collect::<m![1 # 8], m![T % 4 # 8]>()
        .commit(0x100);

    let v_idx_stripped: DmTensor<i32, Chip, Cluster, m![T / 32, T / 4 % 8], m![T % 4]> = ctx
        .main
        .begin(v_idx_it.view())
        .fetch::<i32, m![1], m![T % 4]>()
        .collect::<m![1], m![T % 4 # 8]>()
        .commit(0x0);

    let v_idx_scaled: DmTensor<i32, Chip, Cluster, m![T / 32, T / 4 % 8], m![T % 4 # 8]> = ctx
        .main
        .begin(v_idx_stripped.view())
        .fetch::<i32, m![1], m![T % 4]>()
        .collect::<m![1], m![T % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 256)
        .vector_final()
        .commit::<m![T % 4 # 8]>(0x0);

    v_idx_scaled.to_hbm(&mut ctx.tdma, 0x10e36000)
}
