pub mod axes;
pub mod kern;
