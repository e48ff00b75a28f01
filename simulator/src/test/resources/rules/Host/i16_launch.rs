// valid Host::COVERAGE  (the host reads back every N and F of the result)
// invalid Host::COVERAGE: "y_hbm.to_host::<m![N, F]>" => "y_hbm.to_host::<m![N / 2, F]>"  (the host tensor holds the even rows only, the device tensor all 8)
// valid DMA::ENGINE  (host to HBM and back through ctx.pdma)
// invalid DMA::ENGINE: "x.to_hbm(&mut ctx.pdma, X_AT)" => "x.to_hbm(&mut ctx.tdma, X_AT)"  (host to HBM through the tensor DMA)
// valid HBM::OVERLAP  (the result at OUT_AT = 8192 starts where the borrowed input's 8 KB end)
// invalid HBM::OVERLAP: "const OUT_AT: usize = 8192;" => "const OUT_AT: usize = 4096;"  (the result written over the second half of the input the kernel borrows)
// valid DMA::COVERAGE  (each slice holds two columns of the eight rows)
// invalid DMA::COVERAGE: "x.to_dm::<m![1 # 2], m![F / 2], m![N, F % 2]>" => "x.to_dm::<m![1 # 2], m![F / 2], m![N % 4, F % 2]>"  (DM holds 4 of the 8 rows: tensor_view.rs:63)
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![N = 8, F = 512];

type Chip = m![1];

const X_AT: usize = 0;
const OUT_AT: usize = 8192;

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);
    let x = HostTensor::<i16, m![N, F]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, X_AT).await;
    let y_hbm = launch(columns_through_dm, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![N, F]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn columns_through_dm(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![N, F]>) -> HbmTensor<i16, Chip, m![N, F]> {
    let x_dm = x.to_dm::<m![1 # 2], m![F / 2], m![N, F % 2]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![N, F]>(&mut ctx.tdma, OUT_AT)
}
