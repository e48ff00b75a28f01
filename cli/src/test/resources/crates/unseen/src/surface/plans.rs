//! Rust the earlier rounds refused: a struct with an `impl` (constants, associated functions,
//! methods on `&self`), a `loop` giving a value and labelled breaks, a `where [(); AT]:` bound,
//! a module constant as a nested function's const argument, and a `macro_rules!` macro.

use super::*;

/// The quarter `i` of `[A, Q]` (rows `512 i .. 512 i + 512`).
type Quarter = m![1 # 4, A % 512, Q];

/// Where the second kernel's quarters go in DM, past the first's.
const HERE: usize = 0x3_0000;

/// Two staging plans in one value: a struct of a struct and a tuple.
struct Stages {
    first: Plan,
    flags: (bool, usize),
}

/// `out = x` through DM quarters, each staged at `plan.slot(i)` of `Plan::staging()`, or of a
/// plan built by a struct literal over `Plan::at` when the flag says so.
#[device(chip = 1)]
pub fn plan_slots(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let stages = Stages { first: Plan::staging(), flags: (PARTS == 4, Plan::STEP) };
    let plan = if stages.flags.0 { stages.first } else { Plan { base: STAGE, ..Plan::at(0) } };
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for i in 0..PARTS {
        let staged: DmTensor<i32, Chip, Cluster, Spread, m![A / 256 % 2, Q]> =
            x.view().tile::<m![A / 512], 1, Quarter>(i).to_dm(&mut ctx.tdma, plan.slot(i) + plan.step - stages.flags.1);
        staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(i));
    }
    out
}

/// `out = x`, the quarters counted by a `loop` whose `break` gives the count, and visited in a
/// nested loop that a labelled `continue` and `break` steer: quarter `i` at its own slot.
#[device(chip = 1)]
pub fn loop_labels(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![A, Q]>) -> HbmTensor<i16, Chip, m![A, Q]> {
    let mut rows = 0;
    let parts = loop {
        rows += PART_ROWS;
        if rows >= 2048 {
            break rows / PART_ROWS;
        }
    };
    let mut out = unsafe { HbmTensor::<i16, Chip, m![A, Q]>::from_addr(OUT) };
    'quarters: for i in 0..parts {
        let mut tries = 0;
        'find: loop {
            tries += 1;
            if tries <= i {
                continue 'find;
            }
            let staged: DmTensor<i16, Chip, Cluster, Spread, m![A / 256 % 2, Q]> =
                x.view().tile::<m![A / 512], 1, Quarter>(i).to_dm(&mut ctx.tdma, STAGE + tries * 0x1000);
            staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(i));
            if i + 1 == parts {
                break 'quarters;
            }
            break;
        }
    }
    out
}

/// Stages quarter `i` of `x` at `AT`, a const generic with the bound `[(); AT]:` that code
/// sizing arrays by it writes.
fn stage_quarter<const AT: usize>(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![A, Q]>,
    i: usize,
) -> DmTensor<f32, Chip, Cluster, Spread, m![A / 256 % 2, Q]>
where
    [(); AT]:,
    f32: Scalar,
{
    x.view().tile::<m![A / 512], 1, Quarter>(i).to_dm(&mut ctx.tdma, AT)
}

/// `out = x` (f32), quarter by quarter through a helper bounded by `where [(); AT]:` and a
/// function inside the kernel taking the module's private `HERE` as its const argument.
#[device(chip = 1)]
pub fn const_where(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, Q]>) -> HbmTensor<f32, Chip, m![A, Q]> {
    fn through<const AT: usize>(
        ctx: &mut Context,
        x: &HbmTensor<f32, Chip, m![A, Q]>,
        i: usize,
    ) -> DmTensor<f32, Chip, Cluster, Spread, m![A / 256 % 2, Q]> {
        stage_quarter::<AT>(ctx, x, i)
    }
    let mut out = unsafe { HbmTensor::<f32, Chip, m![A, Q]>::from_addr(OUT) };
    for i in 0..PARTS {
        let staged = if i % 2 == 0 { through::<HERE>(ctx, x, i) } else { through::<{ HERE }>(ctx, x, i) };
        staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(i));
    }
    out
}

/// The DM address of quarter `$i` past `$base`.
macro_rules! slot {
    ($base:expr, $i:expr) => {
        $base + $i * Plan::STEP
    };
    ($i:expr) => {
        slot!(STAGE, $i)
    };
}

/// `out = x` (i8) through DM quarters at addresses a `macro_rules!` macro computes, the quarter
/// count the sum of `total!`, a macro of another file; the macro's own `let` name is apart from the kernel's.
#[device(chip = 1)]
pub fn macro_slots(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, Q]>) -> HbmTensor<i8, Chip, m![A, Q]> {
    macro_rules! stage {
        ($name:ident = $i:expr) => {
            let at = slot!($i);
            let $name: DmTensor<i8, Chip, Cluster, Spread, m![A / 256 % 2, Q]> =
                x.view().tile::<m![A / 512], 1, Quarter>($i).to_dm(&mut ctx.tdma, at);
        };
    }
    let at = 0;
    let mut out = unsafe { HbmTensor::<i8, Chip, m![A, Q]>::from_addr(OUT) };
    for i in 0..total!(1, 1, 2,) {
        stage!(staged = i);
        staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(i + at));
    }
    out
}
