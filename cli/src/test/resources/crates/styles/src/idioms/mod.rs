//! `tile_simple` and the Vector Engine's zip written as engineers write host code around them:
//! conversions through the crate's own `From` impls, items changed by `iter_mut`, functions
//! returned by helpers, adaptor chains, associated constants, trait default methods, `const N`
//! helpers, enums choosing the order, nested modules, shadowing, labelled `while` loops,
//! `while let`, closures captured by `move`, a derived `Default`, an `impl Add`, a `static`, adaptors
//! on the crate's own iterator, and tensors held in arrays, structs, `Option`s and tuple `let`s;
//! slice rest patterns, a `usize::MAX` mark, `&mut Self` builders, `Option::as_mut`, endless
//! iterators bounded by `take_while`, `take` and `zip`, `scan`, and a generic `From` impl.

pub mod columns;
pub mod marks;
pub mod orders;
pub mod pairs;
