// valid Vector::BRANCH  (four f32 comparisons on the f32 stream: the lanes above 0 get bit 0 of their execution id)
// invalid Vector::BRANCH: "InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ]))" => "InputCmp::F32(InputCmpF32::False),\n            InputCmp::I32(InputCmpI32::False),\n        ]))"  (the fourth comparison an InputCmp::I32 on f32 data, even one that is always false, vector_engine/branch.rs:221)
// invalid Vector::BRANCH: "InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 })" => "InputCmp::I32(InputCmpI32::Greater { boundary: 0 })"  (an i32 comparison first, on f32 data, branch.rs:221)
// valid Vector::BRANCH: "InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 })" => "InputCmp::F32(InputCmpF32::GreaterUnsigned { boundary: 0.0 })"  (compared as unsigned bit patterns: f32 data, f32 boundary)
// invalid Kernel::UNMODELLED: "BranchMode::Comparison([\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ])" => "BranchMode::ValidCount"  (the reference leaves BranchMode::ValidCount todo!(), branch.rs:322: no run of it is the reference's)
// invalid Kernel::UNMODELLED: "BranchMode::Comparison([\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ])" => "BranchMode::Vrf"  (BranchMode::Vrf is todo!() too, branch.rs:323)
// valid Vector::BRANCH: "BranchMode::Comparison([\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ])" => "BranchMode::AxisToggle { axis: Ident::T }"  (execution ids from the parity of T, an axis of the Time)
// valid Vector::BRANCH: "BranchMode::Comparison([\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ])" => "BranchMode::AxisToggle { axis: Ident::S }"  (the parity of S, an axis of the Slice: the reference looks the axis up among all the tensor's axes, branch.rs:305)
// base: "BranchMode::Comparison([\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ])" => "BranchMode::Comparison(comparisons(1))"; "#[device(chip = 1)]" => "fn comparisons(mode: usize) -> [InputCmp; 4] {\n    match mode {\n        0 => [\n            InputCmp::I32(InputCmpI32::Greater { boundary: 0 }),\n            InputCmp::I32(InputCmpI32::False),\n            InputCmp::I32(InputCmpI32::False),\n            InputCmp::I32(InputCmpI32::False),\n        ],\n        _ => [\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n        ],\n    }\n}\n\n#[device(chip = 1)]"  (the comparisons picked by a match in a helper: an i32 set and an f32 set)
// valid Vector::BRANCH  (comparisons(1) gives the f32 set for the f32 stream)
// invalid Vector::BRANCH: "comparisons(1)" => "comparisons(0)"  (the match's other arm: i32 comparisons on f32 data, branch.rs:221)
// invalid Vector::BRANCH: "        _ => [\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False)," => "        _ => [\n            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::F32(InputCmpF32::False),\n            InputCmp::I32(InputCmpI32::False),"  (the arm taken holds one i32 comparison, last, that never holds: still an i32 comparison on f32 data)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 4, L = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Clips each lane at zero, with the execution ids of a comparison branch.
#[device(chip = 1)]
fn relu(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![S, T, L]>) -> HbmTensor<f32, Chip, m![S, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![T, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![S], m![T, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![T, L / 8], m![L % 8]>()
        .collect::<m![T, L / 8], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::F32(InputCmpF32::Greater { boundary: 0.0 }),
            InputCmp::F32(InputCmpF32::False),
            InputCmp::F32(InputCmpF32::False),
            InputCmp::F32(InputCmpF32::False),
        ]))
        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
        .vector_final()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
