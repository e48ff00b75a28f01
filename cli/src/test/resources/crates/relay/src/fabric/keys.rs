//! Rows filed into a cache at the lines their keys name.

use crate::signal::axes::*;
use furiosa_visa_std::prelude::*;

type Chip = m![1];
type Cluster = m![1 # 2];

/// `cache[index[k]] = rows[k]` for every key `k` (indices as line numbers, `scaled` off:
/// tensor.rs:281), the other lines kept.
#[device(chip = 1)]
pub fn rows_filed_bf16(
    ctx: &mut Context,
    rows: &HbmTensor<bf16, Chip, m![K, D]>,
    index: &HbmTensor<i32, Chip, m![K]>,
    cache: &mut HbmTensor<bf16, Chip, m![C, D]>,
) {
    let rows_dm: DmTensor<bf16, Chip, Cluster, m![K / 2], m![K % 2, D]> = rows.to_dm(&mut ctx.tdma, 0);
    rows_dm.dma_scatter::<m![K], _, _>(index, cache, false);
}
