use crate::shapes::{self, tiles::Inner, Whole as All};
use crate::ReTile;
use self::local::*;

mod local {
    pub type Chip = m![1];
}

#[device(chip = 1)]
pub fn k(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, All>,
    y: &HbmTensor<i32, Chip, ReTile>,
    z: &HbmTensor<i32, Chip, Inner>,
    w: &HbmTensor<i32, Chip, shapes::Whole>,
) {
}
