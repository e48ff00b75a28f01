// Seed 004's batched matmul: input [M, O, L] x [K] against weights [N, O, M] x [K], contracted
// over K, keeping the batch axes M, O, L and the output channels N.
//
// The weights go to the first half of the TRF with the eight output channels N on the eight
// Rows. The Aligner's Stream Adapter collects the two L flits into one 64-byte packet [L, K]; its
// TRF Sequencer reads K (32 bytes) and broadcasts it twice, walking O before M. The Reducer sums
// over K within each half-packet and keeps L; the accumulator emits [M, O, L] x [N] in f32.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![M = 32, N = 8, K = 16, L = 2, O = 2];

type Chip = m![1];
type Cluster = m![1 # 2];       // the seed writes m![1]; a DM tensor spans both clusters
type Slice = m![1 # 256];       // one active slice
type Data = m![M, O, L, K];
type Weights = m![N, O, M, K];
type Out = m![M, O, L, N];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(4);

    let input = HostTensor::<bf16, Data>::rand(&mut rng);
    let weights = HostTensor::<bf16, Weights>::rand(&mut rng);
    let input_hbm = input.to_hbm(&mut ctx.pdma, 0).await;
    let weights_hbm = weights.to_hbm(&mut ctx.pdma, 1 << 16).await;

    let out_hbm = launch(batched_matmul, (&mut ctx, &input_hbm, &weights_hbm)).await;
    let _out = out_hbm.to_host::<Out>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn batched_matmul(
    ctx: &mut Context,
    input: &HbmTensor<bf16, Chip, Data>,
    weights: &HbmTensor<bf16, Chip, Weights>,
) -> HbmTensor<f32, Chip, Out> {
    let input = input.to_dm::<Cluster, Slice, Data>(&mut ctx.tdma, 0);              // 4 KB
    let weights = weights.to_dm::<Cluster, Slice, Weights>(&mut ctx.tdma, 1 << 12); // 16 KB

    // Row: [N = 8]; Element: [O = 2, M = 32, K = 16], 2 KB per Row in the first half.
    let trf: TrfTensor<bf16, Chip, Cluster, Slice, m![N], m![O, M, K]> = ctx
        .sub
        .begin(weights.view())
        .fetch::<bf16, m![N, O, M], m![K]>()
        .collect::<m![N, O, M], m![K]>()
        .to_trf(TrfAddress::FirstHalf);

    let out: DmTensor<f32, Chip, Cluster, Slice, Out> = ctx
        .main
        .begin(input.view())
        .fetch::<bf16, m![M, O, L], m![K]>()
        .collect::<m![M, O, L], m![K]>()
        .align::<m![M, O], m![L, K], _, _>(&trf)
        .contract::<m![L]>()
        .accumulate::<m![M, O, L], m![N]>(AccumulationKind::Interleaved)
        .commit(5 << 12);

    out.to_hbm(&mut ctx.tdma, 2 << 16)
}
