//! Addresses checked by helpers returning `Result` and `Option`.

use super::*;

/// Why an address is refused.
#[derive(Debug)]
pub enum PlanError {
    /// The address is not aligned to `0x100`.
    Misaligned(Address),
}

/// `addr` if it is aligned to `0x100`.
fn aligned(addr: Address) -> Result<Address, PlanError> {
    if addr % 0x100 == 0 { Ok(addr) } else { Err(PlanError::Misaligned(addr)) }
}

/// The input and output addresses, both checked.
fn pair(base: Address) -> Result<(Address, Address), PlanError> {
    let input = aligned(base)?;
    let output = aligned(base + 0x1000)?;
    Ok((input, output))
}

/// The slot after `addr`, if any.
fn next_slot(addr: Address) -> Option<Address> {
    addr.checked_add(0x1000)
}

/// `x + x` (a shift left by one), the addresses from `pair`.
#[device(chip = 1)]
pub fn doubled_checked(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let (input, output) = pair(0x1000).expect("aligned addresses");
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, input);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::LeftShift, 1)
        .vector_final()
        .commit(output);
    let Some(out) = next_slot(output) else { panic!("no slot after {output:#x}") };
    y.to_hbm(&mut ctx.tdma, out)
}

/// `max(x, 0)`, the addresses unwrapped or defaulted.
#[device(chip = 1)]
pub fn relu_checked(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input = aligned(0x1000).unwrap();
    let output = aligned(0x2001).unwrap_or(0x2000);
    let hbm = next_slot(output).map(|a| a + 0x1000).unwrap_or_default();
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, input);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpI32::Max, 0)
        .vector_final()
        .commit(output);
    y.to_hbm(&mut ctx.tdma, hbm)
}
