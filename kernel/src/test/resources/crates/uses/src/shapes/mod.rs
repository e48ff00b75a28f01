pub mod tiles;

axes![A = 512, B = 16];
type Hidden = m![B];
pub type Whole = m![A, B];
