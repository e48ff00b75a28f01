//! Scatter by row numbers (`scaled: false`), the key split between slices and elements.

use furiosa_visa_std::prelude::*;

axes![K = 512, D = 16, C = 700];

type Chip = m![1];

/// Writes row `k` of `data` to row `index[k]` of `output` (the reference panics on a row past
/// `C`); rows no index names keep what `output` held.
#[device(chip = 1)]
pub fn scatter_rows(
    ctx: &mut Context,
    data: &HbmTensor<i32, Chip, m![K, D]>,
    index: &HbmTensor<i32, Chip, m![K]>,
    output: &mut HbmTensor<i32, Chip, m![C, D]>,
) {
    let data_dm: DmTensor<i32, Chip, m![1 # 2], m![K % 256], m![K / 256, D]> = data.to_dm(&mut ctx.tdma, 0x100);
    data_dm.dma_scatter::<m![K], _, _>(index, output, false);
}
