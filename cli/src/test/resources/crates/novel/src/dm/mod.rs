//! Data memory: views of views, tiles of clusters and chips read by streams and written by
//! commits, the sub context's parallel copies, and scatter.

pub mod parallel;
pub mod scatter;
pub mod views;
