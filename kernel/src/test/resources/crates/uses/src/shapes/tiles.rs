use super::*;

pub type Tile = m![A % 8];
pub(crate) type Inner = m![{Hidden}];
