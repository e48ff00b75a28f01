//! Three device functions for the whole-crate run: one conformant, one breaking a rule, one
//! calling what the simulator does not model.
pub mod ops;
