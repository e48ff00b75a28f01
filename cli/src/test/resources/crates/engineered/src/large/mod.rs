//! A bf16 GEMM of 8192 x 4096 by 4096 x 4096 (2^37 multiply-accumulates, past `--max-macs`: the
//! crate run checks it symbolically) whose tile grid is a struct, whose visiting order is an enum,
//! and whose loops are labelled.

use furiosa_visa_std::prelude::*;

axes![M = 8192, N = 4096, K = 4096];

pub mod gemm;
