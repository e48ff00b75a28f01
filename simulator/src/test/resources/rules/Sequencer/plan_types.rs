// valid Sequencer::ENTRIES  (a trait's associated types name the rows' storage and the stream's Time, the plan's associated consts its DM slots: A, B merge into one time loop, and the packet)
// valid Sequencer::ENTRIES: "type Time = m![A, B];" => "type Time = m![B % 2, B / 2 % 2, B / 4, A % 2, A / 2 % 2, A / 4 % 2, A / 8];"  (the plan walks the 7 binary digits of A, B backwards: 7 time loops that no two merge, and the packet, 8 entries, the most there are: tcp-book moving-tensors/sequencer.md:487)
// invalid Sequencer::ENTRIES: "A = 16" => "A = 32"; "A / 8];" => "A / 8 % 2, A / 16];"  (8 reversed digits and the packet: 9 entries, none contiguous with its neighbour, so none merge: sequencer.md:416-417, 487)
// valid Sequencer::ENTRIES: "type Time = m![A, B];" => "type Time = m![B % 2, B / 2 % 2, B / 4, A % 2, A / 2 % 2, A / 4 % 2, A / 8];"; ".fetch::<i32, P::Time, m![L]>()" => ".fetch::<i32, P::Time, m![L]>()"; ") -> DmTensor<i32, Chip, Cluster, m![S], P::Rows> {" => ") -> DmTensor<i32, Chip, Cluster, m![S], m![{ P::Rows }]> {"  (the associated types escaped inside m![…]: the reference's lexer keeps a { … } group whole and pastes it as the type, furiosa-mapping/src/parser/lexer.rs:156, parser/mod.rs Escaped)
// invalid Sequencer::ENTRIES: "A = 16" => "A = 32"; "A / 8];" => "A / 8 % 2, A / 16];"  (the same 9 entries through the escaped associated type)
// valid DM::CAPACITY: "const FIRST: Address = 1 << 14;" => "const FIRST: Address = (1 << 19) - 2 * Self::STEP - 4096;"  (an associated const computed from another: the third copy, 16 × 8 × 8 i32 = 4096 bytes, ends at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "- 2 * Self::STEP - 4096;" => "- 2 * Self::STEP - 4088;"  (only the loop's third copy ends 8 bytes past the DM)
// valid Commit::ALIGN: "const STEP: Address = 1 << 14;" => "const STEP: Address = (1 << 14) + 8;"  (the copies at 16384, 32776, 49168: multiples of 8)
// invalid Commit::ALIGN: "(1 << 14) + 8;" => "(1 << 14) + 4;"  (the second copy commits at 32772, a multiple of the i32 element but not of 8 bytes: a warning of the book, moving-tensors/commit-engine.md)
// valid Commit::ALIGN: "    let slots = [" => "    let slots: [Address; Plain::SLOTS] = ["  (the slots' array annotated with the prelude's Address and an associated const as its length: memory_tensor.rs:21)
// invalid Element::ALIGN + Commit::ALIGN: "const STEP: Address = 1 << 14;" => "const STEP: Address = (1 << 14) + 2;"  (the annotated slots' second copy at 32770: no multiple of the 4-byte i32, nor of 8)
// valid Type::ANNOTATION: "    let mut y = x.to_dm::<Cluster, m![S], <Plain as Plan>::Rows>(" => "    let mut y: DmTensor<i32, Chip, Cluster, m![S], <Plain as Plan>::Rows> = x.to_dm("  (the input's type named by the plan's associated type, qualified)
// invalid Type::ANNOTATION: "m![S], <Plain as Plan>::Rows> = x.to_dm(" => "m![S], m![B, A, L]> = x.to_dm("  (the input stored B outside A: pass::<Plain> takes rows of Plain's m![A, B, L], rustc rejects the call)
// valid Type::ANNOTATION: "    x: &DmTensor<i32, Chip, Cluster, m![S], P::Rows>," => "    x: &DmTensor<i32, Chip, Cluster, m![S], m![{ P::Rows }]>,"  (the parameter's rows written as the escaped associated type)
// valid Type::ANNOTATION: "x.to_dm::<Cluster, m![S], <Plain as Plan>::Rows>(" => "x.to_dm::<Cluster, m![S], m![{ <Plain as Plan>::Rows }]>("  (the qualified associated type escaped inside m![…]: the lexer pastes the { … } group as the type, furiosa-mapping/src/parser/lexer.rs:156)
// invalid Type::ANNOTATION: "m![{ <Plain as Plan>::Rows }]>(" => "m![{ <Plain as Plan>::Time }, L, 1 # 2]>("  (the input stored as Pair<Pair<A, B>, Pair<L, 1 # 2>>: not Plain's Rows, which pass::<Plain> takes)
// base: "type Cluster = m![1 # 2];" => "type Cluster = m![A / 8];"; "type Rows = m![A, B, L];" => "type Rows = m![A % 8, B, L];"; "type Time = m![A, B];" => "type Time = m![A % 8, B];"  (the plan keeps A's high bit in the cluster: each slice's rows store A % 8 only)
// valid Sequencer::INPUT  (the stream reads A % 8 and B, which the rows store)
// valid Sequencer::INPUT: "type Time = m![A % 8, B];" => "type Time = m![A % 8 / 4, B, A % 4];"  (A % 8 walked in two parts around B, both inside the stored A % 8)
// invalid Sequencer::INPUT + Kernel::UNMODELLED: "m![A % 8 / 4, B, A % 4]" => "m![A / 4, B, A % 4]"  (A / 4 holds A's high bit, which the rows do not store: insufficient input, sequencer.md:498-521)
// base: "B = 8" => "B = 6"; "type Cluster = m![1 # 2];" => "type Cluster = m![A / 8];"; "type Rows = m![A, B, L];" => "type Rows = m![A % 8, B / 3, B % 3, L];"; "type Time = m![A, B];" => "type Time = m![A % 8, B];"  (the rows store B = 6 as the factors B / 3 and B % 3)
// valid Sequencer::SHAPE  (the stream walks B whole, over the two factors the rows store it in)
// valid Sequencer::SHAPE: "type Time = m![A % 8, B];" => "type Time = m![A % 8, B % 3, B / 3];"  (the two stored factors swapped: each a whole factor)
// invalid Sequencer::SHAPE + Kernel::UNMODELLED: "m![A % 8, B % 3, B / 3]" => "m![A % 8, B / 2, B % 2]"  (B split at 2 inside its stored factor B % 3: no sequencer walks a base-3 store in base 2, sequencer.md:524-549)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 16, B = 8, L = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

/// How a copy plan stores each slice's rows, walks them, and where it places its copies.
trait Plan {
    /// The element mapping each slice stores its rows in.
    type Rows: M;
    /// The order the fetch walks the rows' packets in.
    type Time: M;
    /// The first DM slot, past the input.
    const FIRST: Address;
    /// The bytes from one slot to the next.
    const STEP: Address;
    /// How many copies the plan makes.
    const SLOTS: usize;
}

/// Rows stored and walked in the order of the axes.
struct Plain;

impl Plan for Plain {
    type Rows = m![A, B, L];
    type Time = m![A, B];
    const FIRST: Address = 1 << 14;
    const STEP: Address = 1 << 14;
    const SLOTS: usize = 3;
}

/// Copies the rows at `at`, walking them in the plan's Time order.
fn pass<P: Plan>(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, m![S], P::Rows>,
    at: Address,
) -> DmTensor<i32, Chip, Cluster, m![S], P::Rows> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, P::Time, m![L]>()
        .collect::<P::Time, m![L]>()
        .commit(at)
}

#[device(chip = 1)]
fn planned(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A, B, L]>) -> HbmTensor<i32, Chip, m![S, A, B, L]> {
    let mut y = x.to_dm::<Cluster, m![S], <Plain as Plan>::Rows>(&mut ctx.tdma, 0);
    let slots = [Plain::FIRST, Plain::FIRST + Plain::STEP, Plain::FIRST + 2 * Plain::STEP];
    for at in slots {
        y = pass::<Plain>(ctx, &y, at);
    }
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
