// valid Sequencer::SIZE  (a trait's associated type gives the fetch's Time m![B], B = 65536 only broadcast: one loop entry of 65536 steps, the most there is, tcp-book moving-tensors/sequencer.md:400, 488, its result placed by the plan's associated const)
// invalid Sequencer::SIZE: "B = 65536" => "B = 65537"  (one loop entry of 65537 steps, a prime no two entries can split: sequencer.md:488)
// valid Sequencer::SIZE: "B = 65536" => "B = 131072"; "type Time = m![B];" => "type Time = m![B / 2, B % 2];"  (the plan walks B = 131072 in two digits: entries of 65536 and 2 steps)
// invalid Sequencer::SIZE: "type Time = m![B / 2, B % 2];" => "type Time = m![B];"  (B = 131072 walked whole: one entry of 131072 steps)
// valid Sequencer::SIZE: ".fetch::<i32, P::Time, m![A # 8]>()" => ".fetch::<i32, m![{ P::Time }], m![A # 8]>()"  (the associated type escaped inside m![…]: the reference's lexer pastes the { … } group as the type, furiosa-mapping/src/parser/lexer.rs:156)
// invalid Sequencer::SIZE: "B = 65536" => "B = 65537"  (the same 65537-step loop through the escaped associated type)
// valid Sequencer::SIZE: "    let y = sweep::<Whole>(ctx, &x_dm, Whole::FIRST);" => "    let y: DmTensor<i32, Chip, Cluster, m![S], m![A # 8]> = sweep::<Whole>(ctx, &x_dm, <Whole as Sweep>::FIRST);"  (the plan's const named by a qualified path, the result's type written)
// invalid Sequencer::SIZE: "B = 65536" => "B = 65537"  (the qualified paths change nothing of the 65537-step loop)
// valid Sequencer::SIZE: "    const FIRST: Address;\n}" => "    const FIRST: Address;\n    /// How many sweeps the plan makes.\n    const ROUNDS: usize;\n}"; "    const FIRST: Address = 1 << 12;\n}" => "    const FIRST: Address = 1 << 12;\n    const ROUNDS: usize = 2;\n}"; "    let y = sweep::<Whole>(ctx, &x_dm, Whole::FIRST);" => "    let mut y = sweep::<Whole>(ctx, &x_dm, Whole::FIRST);\n    for k in 1..<Whole as Sweep>::ROUNDS {\n        y = sweep::<Whole>(ctx, &x_dm, Whole::FIRST + (k as Address) * 4096);\n    }"  (a loop of sweeps up to a trait-qualified associated const: 1..<Whole as Sweep>::ROUNDS is a range, as rustc reads it)
// invalid Sequencer::SIZE: "B = 65536" => "B = 65537"  (each sweep of the loop walks 65537 steps)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 65536];

type Chip = m![1];
type Cluster = m![1 # 2];

/// How a sweep repeats each lane's packet before reducing it, and where it places its result.
trait Sweep {
    /// The order the fetch repeats each packet in.
    type Time: M;
    /// The DM slot of the result, past the input.
    const FIRST: Address;
}

/// One repetition loop over all of B.
struct Whole;

impl Sweep for Whole {
    type Time = m![B];
    const FIRST: Address = 1 << 12;
}

/// The saturating sum of `x`'s lanes over the sweep's repetitions, committed at `at`.
fn sweep<P: Sweep>(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, m![S], m![A # 8]>,
    at: Address,
) -> DmTensor<i32, Chip, Cluster, m![S], m![A # 8]> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, P::Time, m![A # 8]>()
        .collect::<P::Time, m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<B, m![1], m![A]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![A # 8]>(at)
}

#[device(chip = 1)]
fn repeated(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![A # 8]>(&mut ctx.tdma, 0);
    let y = sweep::<Whole>(ctx, &x_dm, Whole::FIRST);
    y.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 28)
}
