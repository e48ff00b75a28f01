// The reference's one must-panic unit test of furiosa-mapping (furiosa-mapping/src/mapping.rs,
// mod tests): splitting a factorized mapping at a size that does not divide it panics ("not
// divisible"). A kernel reaches such a split through accumulate: Sequential accumulation splits
// OutTime at Row::SIZE × packet_outer (stream_tensor.rs:1438) before comparing its inner part with
// [Row, packet_outer] (stream_tensor.rs:1439). `expect:` states the reference's verdict.
// The case is one invocation of contract_kernel! (kernels.rs).
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 6, M = 4, W = 64];

// case: furiosa-mapping/src/mapping.rs::tests::unittest_split_at_5 (mapping.rs:341)
// reference: <m![A # 9]>::to_value().factorize().split_at(4) with A = 6, should_panic(expected = "not divisible")
// Here OutTime m![A # 9] (9 positions) is split at Row m![M] (4) times packet_outer (1) by
// verify_accumulate::<m![M], m![A], m![1], m![A # 9], m![1 # 8]>(AccumulationKind::Sequential),
// which panics inside split_at before the comparison of stream_tensor.rs:1439 it serves.
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1439
contract_kernel!(
    unittest_split_at_5, i8,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [M, W] dm [M, W] fetch [M] [W] collect [M, W / 32] [W % 32],
    contract [1] accumulate [A # 9] [1 # 8] Sequential
);
