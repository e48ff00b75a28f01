//! Where each kernel keeps its staged tensors: DM slots 16 KiB apart, HBM results 64 KiB apart.

/// The DM address of staging slot `k`: `stage(2)` is `0x8000`.
pub const fn stage(k: u64) -> u64 {
    k * 0x4000
}

/// The HBM address of result `k`: `result(1)` is `0x11_0000`.
pub const fn result(k: u64) -> u64 {
    0x10_0000 + k * 0x1_0000
}
