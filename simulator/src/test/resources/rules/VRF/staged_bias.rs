// valid VRF::CAPACITY  (the reference crate's own style, transformer/: an inline axes module, a stage's pub(crate) helpers in a nested module, its slots the associated consts of a unit struct; the bias row, 512 i32 = 2048 bytes, at VRF byte 0 of 8192)
// valid VRF::CAPACITY: "pub(crate) const BIAS_AT: Address = 0;" => "pub(crate) const BIAS_AT: Address = 6144;"  (the row ends at the VRF's last byte, 8192)
// invalid VRF::CAPACITY: "BIAS_AT: Address = 6144;" => "BIAS_AT: Address = 6152;"  (8 bytes past the 8 KB VRF: a warning of the book, as the reference places a VRF tensor anywhere, stream_tensor.rs:1183)
// valid VRF::OVERLAP: "    let result = bias::add_bias(ctx, lhs, &bias_vrf);" => "    let _spare = Slots::load_bias::<{ Slots::BIAS_AT + 2048 }>(ctx, rhs);\n    let result = bias::add_bias(ctx, lhs, &bias_vrf);"  (a second copy of the row in the next 2048 VRF bytes, the const argument an expression of the associated const)
// invalid VRF::OVERLAP: "{ Slots::BIAS_AT + 2048 }" => "{ Slots::BIAS_AT + 1024 }"  (the second copy lies over the first's upper half, which add_bias reads afterwards)
// valid VRF::OVERLAP: "    let bias_vrf = Slots::load_bias::<{ Slots::BIAS_AT }>(ctx, rhs);\n    let result = bias::add_bias(ctx, lhs, &bias_vrf);" => "    let bias_vrf = Slots::load_bias::<{ Slots::BIAS_AT }>(ctx, rhs);\n    let result = bias::add_bias(ctx, lhs, &bias_vrf);\n    let _again = Slots::load_bias::<{ Slots::BIAS_AT + 1024 }>(ctx, rhs);"  (the overlapping copy placed after the last read of the first)
// valid VRF::LAYOUT: ") -> VrfTensor<i32, Chip, Cluster, Slice, m![B]> {" => ") -> VrfTensor<i32, Chip, Cluster, Slice, m![B % 8, B / 8]> {"; "bias: &VrfTensor<i32, Chip, Cluster, Slice, m![B]>," => "bias: &VrfTensor<i32, Chip, Cluster, Slice, m![B % 8, B / 8]>,"  (the VRF Element a reordering of the stream's [Time, Packet] m![B / 8], m![B % 8]: to_vrf relabels by index, stream_tensor.rs:1183-1190)
// invalid VRF::LAYOUT: "m![B % 8, B / 8]> {" => "m![B % 8, B / 16]> {"; "m![B % 8, B / 8]>," => "m![B % 8, B / 16]>,"  (the Element lacks B / 8 % 2 of the stream: the reference's division fails, tensor_view.rs:63)
// valid Reshape::SIZE  (the result's slices renamed by row group: Slice m![A / 8 # 256] to m![C # 256], Element m![B, A % 8] to m![B, E], each level keeping its size and factor count, tensor.rs:122-123)
// valid Reshape::SIZE: "m![C # 256], m![B, E]> = unsafe" => "m![C # 256], m![E, B]> = unsafe"; "HbmTensor<i32, Chip, m![C, B, E]>" => "HbmTensor<i32, Chip, m![C, E, B]>"  (the Element's two factors named in the other order: same size, same count)
// invalid Reshape::SIZE: "m![C # 256], m![E, B]> = unsafe" => "m![C # 256], m![E, B / 2]> = unsafe"; "HbmTensor<i32, Chip, m![C, E, B]>" => "HbmTensor<i32, Chip, m![C, E, B / 2]>"  (an Element of 2048 positions where the result has 4096: tensor.rs:122)
// invalid Reshape::SIZE: "m![C # 256], m![E, B]> = unsafe" => "m![C # 256], m![E, B % 2, B / 2]> = unsafe"; "HbmTensor<i32, Chip, m![C, E, B]>" => "HbmTensor<i32, Chip, m![C, E, B % 2, B / 2]>"  (4096 positions, but in three factors where m![B, A % 8] has two: tensor.rs:123)
// valid Reshape::SIZE: "m![C # 256], m![B, E]> = unsafe" => "m![C # 256], m![B / 2, B % 2, E]> = unsafe"  (B / 2 then B % 2 is the one factor B: still two factors)
// valid DM::CAPACITY: "pub(crate) const OUT_AT: Address = 0x8000;" => "pub(crate) const OUT_AT: Address = 0x7c000;"  (the sum, 512 × 8 i32 = 16384 bytes, ends at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "OUT_AT: Address = 0x7c000;" => "OUT_AT: Address = 0x7c008;"  (8 bytes past the DM)
// valid DMA::WRITE_ALIGN: "pub(crate) const RHS_AT: Address = 0x4000;" => "pub(crate) const RHS_AT: Address = 0x4008;"  (the bias row copied to 16392, 8-byte aligned)
// invalid DMA::WRITE_ALIGN: "RHS_AT: Address = 0x4008;" => "RHS_AT: Address = 0x4004;"  (copied to 16388: a multiple of the i32 element, not of the DMA's 8 bytes, a warning of the book)
// valid Commit::ALIGN: "pub(crate) const OUT_AT: Address = 0x8000;" => "pub(crate) const OUT_AT: Address = 0x8008;"  (the sum committed at 32776)
// invalid Commit::ALIGN: "OUT_AT: Address = 0x8008;" => "OUT_AT: Address = 0x8004;"  (at 32772: a warning of the book, moving-tensors/commit-engine.md)
// invalid Type::ANNOTATION: "    let bias_vrf = Slots::load_bias" => "    let bias_vrf: VrfTensor<i32, Chip, Cluster, bias::Slice, m![B % 8, B / 8]> = Slots::load_bias"  (load_bias returns m![B]: rustc compares the let's type with it)
// valid Type::ANNOTATION: "    let bias_vrf = Slots::load_bias" => "    let bias_vrf: VrfTensor<i32, Chip, Cluster, bias::Slice, m![B]> = Slots::load_bias"  (the let names the method's return type through the module's alias)
// valid Type::ANNOTATION: "load_bias<const AT: Address>(" => "load_bias<const AT: usize>("; ".to_vrf(AT)" => ".to_vrf(AT as Address)"; "load_bias::<{ Slots::BIAS_AT }>" => "load_bias::<{ Slots::BIAS_AT as usize }>"  (the slot taken as a usize, cast to the parameter's type)
// invalid Type::ANNOTATION: "{ Slots::BIAS_AT as usize }" => "{ Slots::BIAS_AT }"  (an Address, a u64 (memory_tensor.rs:21), given to the const usize AT: rustc's mismatched types)
// valid Type::ANNOTATION: "load_bias<const AT: Address>(" => "load_bias<const AT: usize>("; ".to_vrf(AT)" => ".to_vrf(AT as Address)"; "load_bias::<{ Slots::BIAS_AT }>" => "load_bias::<{ 0 }>"  (an untyped literal takes the parameter's usize)
//! A bias stage written as the reference crate writes its transformer kernels: the axes in their own
//! module, each stage a `pub(crate)` helper of a nested module, its DM and VRF slots the associated
//! consts of a unit struct.

mod axes {
    use furiosa_visa_std::prelude::*;

    axes![
        A = 1024, // rows
        B = 512,  // hidden
        C = 128,  // row groups, as the output slices name them
        E = 8,    // rows of a group
    ];
}

mod stages {
    pub(crate) mod bias {
        use super::super::axes::*;
        use furiosa_visa_std::prelude::*;

        pub(crate) type Chip = m![1];
        pub(crate) type Cluster = m![1 # 2];
        pub(crate) type Slice = m![A / 8 # 256];

        /// Where the bias stage places its operands in DM and its bias row in the VRF.
        pub(crate) struct Slots;

        impl Slots {
            pub(crate) const LHS_AT: Address = 0;
            pub(crate) const RHS_AT: Address = 0x4000;
            pub(crate) const OUT_AT: Address = 0x8000;
            pub(crate) const BIAS_AT: Address = 0;

            /// Loads the bias row into the VRF at `AT`, each slice a copy.
            pub(crate) fn load_bias<const AT: Address>(
                ctx: &mut Context,
                rhs: &HbmTensor<i32, Chip, m![B]>,
            ) -> VrfTensor<i32, Chip, Cluster, Slice, m![B]> {
                let rhs_dm: DmTensor<i32, Chip, Cluster, Slice, m![B]> = rhs.to_dm(&mut ctx.tdma, Self::RHS_AT);
                ctx.sub
                    .begin(rhs_dm.view())
                    .fetch::<i32, m![1], m![B]>()
                    .collect::<m![B / 8], m![B % 8]>()
                    .to_vrf(AT)
            }
        }

        /// Adds the bias row to each of `lhs`'s rows.
        pub(crate) fn add_bias(
            ctx: &mut Context,
            lhs: &HbmTensor<i32, Chip, m![A, B]>,
            bias: &VrfTensor<i32, Chip, Cluster, Slice, m![B]>,
        ) -> DmTensor<i32, Chip, Cluster, Slice, m![B, A % 8]> {
            let lhs_dm: DmTensor<i32, Chip, Cluster, Slice, m![B, A % 8]> = lhs.to_dm(&mut ctx.tdma, Slots::LHS_AT);
            ctx.main
                .begin(lhs_dm.view())
                .fetch::<i32, m![B], m![A % 8]>()
                .collect::<m![B], m![A % 8]>()
                .vector_init()
                .vector_intra_slice_branch(BranchMode::Unconditional)
                .vector_fxp(FxpBinaryOp::AddFxp, bias)
                .vector_final()
                .commit(Slots::OUT_AT)
        }
    }
}

use axes::*;
use furiosa_visa_std::prelude::*;
use stages::bias::{self, Chip, Cluster, Slots};

#[device(chip = 1)]
pub fn biased(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![A, B]>,
    rhs: &HbmTensor<i32, Chip, m![B]>,
) -> HbmTensor<i32, Chip, m![C, B, E]> {
    let bias_vrf = Slots::load_bias::<{ Slots::BIAS_AT }>(ctx, rhs);
    let result = bias::add_bias(ctx, lhs, &bias_vrf);
    // The slices renamed by row group, as the next stage reads them.
    let grouped: DmTensor<i32, Chip, Cluster, m![C # 256], m![B, E]> = unsafe { result.reshape() };
    grouped.to_hbm(&mut ctx.tdma, 0x10000)
}
