//! Tests that expect a panic: each runs its launch inside catch_unwind and asserts what the
//! closure gave. One kernel uses the fixed-point adder twice in a pass (a broken rule), one once.

use furiosa_visa_std::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};

type Chip = m![1];
type Cluster = m![1 # 2];
axes![A = 512];

/// Adds 10, then subtracts 5: both on the FxpAdd ALU, which a pass holds once.
#[device(chip = 1)]
fn adder_twice(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 10)
        .vector_fxp(FxpBinaryOp::SubFxp, 5)
        .vector_final()
        .commit(0x2000);
    result.to_hbm(&mut ctx.tdma, 0x3000)
}

/// Adds 10 once: no rule broken.
#[device(chip = 1)]
fn adder_once(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 10)
        .vector_final()
        .commit(0x2000);
    result.to_hbm(&mut ctx.tdma, 0x3000)
}

/// The adder used twice breaks a rule inside the closure: the result is an Err.
#[tokio::test]
async fn test_rule_broken_in_the_closure() {
    let result = catch_unwind(AssertUnwindSafe(|| {
        tokio::runtime::Runtime::new().unwrap().block_on(async {
            let mut ctx = Context::acquire();
            let input = HostTensor::<i32, m![A]>::from_buf((0..512).map(Opt::Init).collect::<Vec<_>>());
            let input_hbm = input.to_hbm(&mut ctx.pdma, 0).await;
            launch(adder_twice, (&mut *ctx, &input_hbm)).await;
        });
    }));
    assert!(result.is_err(), "Expected panic due to the FxpAdd ALU used twice");
}

/// The adder used once breaks nothing: the closure completes, and the test's expectation is wrong.
#[tokio::test]
async fn test_no_rule_broken_in_the_closure() {
    let result = catch_unwind(AssertUnwindSafe(|| {
        tokio::runtime::Runtime::new().unwrap().block_on(async {
            let mut ctx = Context::acquire();
            let input = HostTensor::<i32, m![A]>::from_buf((0..512).map(Opt::Init).collect::<Vec<_>>());
            let input_hbm = input.to_hbm(&mut ctx.pdma, 0).await;
            launch(adder_once, (&mut *ctx, &input_hbm)).await;
        });
    }));
    assert!(result.is_err(), "Expected panic, though the kernel keeps every rule");
}

/// The host code's own panic! is caught all the same.
#[tokio::test]
async fn test_host_panic_in_the_closure() {
    let result = std::panic::catch_unwind(|| {
        let limit: Option<u32> = None;
        if limit.is_none() {
            panic!("no limit given");
        }
        limit.unwrap()
    });
    assert!(matches!(result, Err(_)));
}

/// unwrap of None panics; unwrap_err reads the Err the closure gave.
#[tokio::test]
async fn test_unwrap_of_none_in_the_closure() {
    let result = catch_unwind(|| {
        let limit: Option<u32> = None;
        limit.unwrap() + 1
    });
    let _payload = result.unwrap_err();
    let fine = catch_unwind(|| 3u32 + 4);
    assert_eq!(fine.unwrap(), 7);
}

/// A call the simulator does not model might panic or not: the assertion is not evaluated.
#[tokio::test]
async fn test_unknown_call_in_the_closure() {
    let result = catch_unwind(|| other_crate::compute(3));
    assert!(result.is_err());
}
