// valid Vector::TYPE  (three device functions on i32 rows: the Vector Engine, the VRF and the Cast Engine)
// invalid Vector::TYPE: "type Ea = i32;" => "type Ea = bf16;"  (add_one: vector_init wants a VeScalar (i32, f32), stream_tensor.rs:1195; rustc rejects it before the 16-byte bf16 collect could panic, stream_tensor.rs:949)
// invalid Vector::TYPE: "type Ea = i32;" => "type Ea = f32;"  (add_one: vector_fxp is implemented for i32 streams only, vector_tensor.rs:1157)
// invalid Vector::TYPE: "type Ea = i32;" => "type Ea = i16;"  (add_one: i16 is no VeScalar; the 16-byte collect is never run)
// invalid Vector::TYPE: "type Ea = i32;" => "type Ea = u8;"  (add_one: u8 is no VeScalar; the 8-byte collect is never run)
// invalid Vector::TYPE: "type Ea = i32;" => "type Ea = i4;"  (add_one: i4 is no VeScalar; its 4-byte collect is never run)
// invalid Vector::TYPE: ".collect::<m![R], m![A]>()\n        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_fxp(FxpBinaryOp::AddFxp, 1)" => ".collect::<m![R / 2], m![R % 2, A]>()\n        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)"  (add_one: a 64-byte collect, then a float operation on the i32 stream: rustc rejects the operation, so the collect's assertion never runs)
// valid VRF::TYPE: "type Eb = i32;" => "type Eb = f32;"  (stage_rows: f32 rows, 8 to a flit, kept in the VRF)
// invalid VRF::TYPE: "type Eb = f32;" => "type Eb = bf16;"  (stage_rows: to_vrf wants a VeScalar, stream_tensor.rs:1185; the 16-byte bf16 collect is never run)
// invalid VRF::TYPE: "type Eb = f32;" => "type Eb = i8;"  (stage_rows: i8 is no VeScalar)
// invalid Cast::TYPE: "type Ec = i32;" => "type Ec = f32;"  (narrow: no Cast<i8> for f32, cast.rs)
// invalid Cast::TYPE: "type Ec = i32;" => "type Ec = bf16;"  (narrow: the collect's cast is implemented for VeScalar streams only, stream_tensor.rs:1291; the 16-byte collect is never run)
// invalid Cast::TYPE: "type Ec = i32;" => "type Ec = f8e4m3;"  (narrow: f8e4m3 is no VeScalar; its 8-byte collect is never run)
// invalid VRF::TYPE: "type Eb = f32;" => "type Eb = i4;"  (stage_rows: i4 is no VeScalar)
// invalid Cast::TYPE: "type Ec = i32;" => "type Ec = i16;"  (narrow: i16 is no VeScalar)
// valid Cast::TYPE: ".cast::<i8, m![A # 32]>()" => ".cast::<i4, m![A # 64]>()"; "HbmTensor<i8, Chip, m![S, R, A]>" => "HbmTensor<i4, Chip, m![S, R, A]>"; "DmTensor<i8, Chip, Cluster, m![S], m![R, A # 32]>" => "DmTensor<i4, Chip, Cluster, m![S], m![R, A # 64]>"  (narrow: i32 to i4, 64 nibbles to the flit)
// invalid Type::ANNOTATION: ".cast::<i8, m![A # 32]>()" => ".cast::<i4, m![A # 64]>()"  (narrow: the i4 commit bound to a DmTensor<i8, …>: a type mismatch)
// invalid Type::ANNOTATION: "type Ec = i32;" => "type Ec = f32;"; ".cast::<i8, m![A # 32]>()" => ".cast::<bf16, m![A # 8]>()"  (narrow: f32 to bf16 in 8 lanes, 16 bytes, which would panic at stream_tensor.rs:259, but rustc first rejects the bf16 commit bound to a DmTensor<i8, …>)
// invalid Collect::PACKET: ".collect::<m![R], m![A]>()\n        .to_vrf(0)" => ".collect::<m![R / 2], m![R % 2, A]>()\n        .to_vrf(0)"  (stage_rows: 16 i32 = 64 bytes, stream_tensor.rs:949; the types all hold)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 16, A = 8];

type Chip = m![1];
type Cluster = m![1 # 2];
type Ea = i32;
type Eb = i32;
type Ec = i32;

/// Adds one to each element of a row and writes the rows back.
#[device(chip = 1)]
fn add_one(ctx: &mut Context, x: &HbmTensor<Ea, Chip, m![S, R, A]>) -> HbmTensor<Ea, Chip, m![S, R, A]> {
    let x_dm: DmTensor<Ea, Chip, Cluster, m![S], m![R, A]> = x.to_dm(&mut ctx.tdma, 0);
    let y_dm: DmTensor<Ea, Chip, Cluster, m![S], m![R, A]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<Ea, m![R], m![A]>()
        .collect::<m![R], m![A]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(1 << 12);
    y_dm.to_hbm(&mut ctx.tdma, 1 << 28)
}

/// Keeps the rows in the VRF.
#[device(chip = 1)]
fn stage_rows(ctx: &mut Context, x: &HbmTensor<Eb, Chip, m![S, R, A]>) -> HbmTensor<Eb, Chip, m![S, R, A]> {
    let x_dm: DmTensor<Eb, Chip, Cluster, m![S], m![R, A]> = x.to_dm(&mut ctx.tdma, 0);
    let _rows: VrfTensor<Eb, Chip, Cluster, m![S], m![R, A]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<Eb, m![R], m![A]>()
        .collect::<m![R], m![A]>()
        .to_vrf(0);
    x_dm.to_hbm(&mut ctx.tdma, 1 << 28)
}

/// Narrows the rows to i8 in the Cast Engine.
#[device(chip = 1)]
fn narrow(ctx: &mut Context, x: &HbmTensor<Ec, Chip, m![S, R, A]>) -> HbmTensor<i8, Chip, m![S, R, A]> {
    let x_dm: DmTensor<Ec, Chip, Cluster, m![S], m![R, A]> = x.to_dm(&mut ctx.tdma, 0);
    let y_dm: DmTensor<i8, Chip, Cluster, m![S], m![R, A # 32]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<Ec, m![R], m![A]>()
        .collect::<m![R], m![A]>()
        .cast::<i8, m![A # 32]>()
        .commit(1 << 12);
    y_dm.to_hbm(&mut ctx.tdma, 1 << 28)
}
