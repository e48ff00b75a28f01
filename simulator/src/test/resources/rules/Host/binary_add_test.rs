// valid HBM::OVERLAP  (binary_add_2048 with its test as the host: two i8 inputs at 0 and 1 << 28, the sum brought back)
// valid HBM::OVERLAP: "rhs.to_hbm(&mut ctx.pdma, 1 << 28)" => "rhs.to_hbm(&mut ctx.pdma, 2048)"  (rhs right after lhs's 2048 bytes)
// invalid HBM::OVERLAP: "rhs.to_hbm(&mut ctx.pdma, 2048)" => "rhs.to_hbm(&mut ctx.pdma, 2040)"  (rhs placed over lhs's last 8 bytes, and lhs read afterwards by the kernel)
// invalid Host::COVERAGE: "out.to_host::<m![A]>(&mut ctx.pdma)" => "out.to_host::<m![A / 2]>(&mut ctx.pdma)"  (the host tensor keeps every second A of the 2048 the device tensor holds: write_transpose's division fails, tensor_view.rs:63)
// invalid DMA::ENGINE: "lhs.to_hbm(&mut ctx.pdma, 0 << 28)" => "lhs.to_hbm(&mut ctx.tdma, 0 << 28)"  (a host tensor copied through the tensor DMA: HostTensor::to_hbm takes the PCIe DMA)
// invalid DM::OVERLAP: "ResultDmTensor::from_addr(64 * 1024)" => "ResultDmTensor::from_addr(0)"  (the reference crate's own output place, over lhs, which the stream still reads after the output is placed)
// valid Fetch::INTERLEAVE  (binary_add_2048 with its output apart from the inputs: two i8 tensors interleaved along I, unzipped and added)
// invalid Fetch::INTERLEAVE: "let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>" => "let rhs = rhs.to_dm::<Cluster, m![A % 256], m![A / 256]>"  (rhs laid out otherwise than lhs: begin_interleaved takes two views of one type, context.rs:214)
// invalid Vector::UNZIP: ".vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()" => ".vector_intra_slice_unzip::<I, m![1], m![1]>()"  (TileTime without I's place: Time [I] tiled by I is [1 # 2], vector_tensor_pair.rs:179)
// invalid Vector::TYPE: "ClipBinaryOpI32::AddFxp" => "ClipBinaryOpF32::Add"  (an f32 clip operation on the i32 pair)
// valid DM::CAPACITY: "32 * 1024)" => "512 * 1024 - 8)"  (rhs's 8 bytes per slice end at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "512 * 1024 - 8)" => "512 * 1024)"  (rhs starts at the end of the slice's DM: it ends at 524296, past 524288)
// invalid Fetch::CAST: ".fetch::<i32, m![I], m![A % 8]>()" => ".fetch::<f32, m![I], m![A % 8]>()"  (i8 fetched as f32: no FetchCast<f32> for i8, cast.rs:8)
use furiosa_visa_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(42);
    let lhs = HostTensor::<i8, m![A]>::rand(&mut rng);
    let rhs = HostTensor::<i8, m![A]>::rand(&mut rng);
    let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0 << 28).await;
    let rhs_hbm = rhs.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let out = launch(binary_add_2048, (&mut *ctx, &lhs_hbm, &rhs_hbm)).await;
    let _sum = out.to_host::<m![A]>(&mut ctx.pdma).await;
}

fn binary_add_kernel(
    ctx: &mut Context,
    lhs: HbmTensorView<i8, Chip, m![A]>,
    rhs: HbmTensorView<i8, Chip, m![A]>,
    out: DmTensorViewMut<i32, Chip, Cluster, m![A / 8], m![A % 8]>,
) {
    let lhs = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 32 * 1024);
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit_view(out)
}

#[device(chip = 1)]
pub fn binary_add_2048(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A]>,
    rhs: &HbmTensor<i8, m![1], m![A]>,
) -> HbmTensor<i32, m![1], m![A]> {
    type ResultDmTensor = DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]>;
    let mut result = unsafe { ResultDmTensor::from_addr(64 * 1024) };
    binary_add_kernel(ctx, lhs.view(), rhs.view(), result.view_mut());
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
