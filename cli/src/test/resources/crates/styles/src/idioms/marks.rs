//! Columns of `[A, B]` moved to `[B, A]`, found with the marks and iterators host code reaches for:
//! slice patterns with a rest, a `usize::MAX` "none yet" mark, builders returning `&mut Self`,
//! `Option::as_mut`, `std::iter::successors`, `repeat`, an open range and `scan`, and a generic `From` impl.

use crate::tiles::{column_to, output};
use crate::shapes::*;
use furiosa_visa_std::prelude::*;

/// The first half of the columns peeled off a slice one at a time with `[first, rest @ ..]`, the
/// second half each the smallest column not yet moved, searched from a `usize::MAX` mark.
#[device(chip = 1)]
pub fn peeled_and_marked(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let halves: Vec<usize> = (0..COLUMNS).collect();
    let (front, back) = halves.split_at(COLUMNS / 2);
    let mut left = front;
    while let [first, rest @ ..] = left {
        column_to(ctx, input, &mut out, *first, *first);
        left = rest;
    }
    let [.., last] = back else { panic!("an empty half") };
    assert_eq!(*last, COLUMNS - 1);
    let mut moved = vec![false; back.len()];
    loop {
        let mut next = usize::MAX;
        for (i, &done) in moved.iter().enumerate() {
            if !done && back[i] < next {
                next = back[i];
            }
        }
        if next == usize::MAX {
            break;
        }
        moved[next - COLUMNS / 2] = true;
        column_to(ctx, input, &mut out, next, next);
    }
    out
}

/// A sweep over the columns, set up by methods that change it and return it for the next.
#[derive(Clone, Debug, PartialEq)]
struct Sweep {
    start: usize,
    count: usize,
    step: usize,
}

impl Sweep {
    fn new() -> Self {
        Sweep { start: 0, count: 0, step: 1 }
    }

    fn start(&mut self, start: usize) -> &mut Self {
        self.start = start;
        self
    }

    fn count(&mut self, count: usize) -> &mut Self {
        self.count = count;
        self
    }

    fn step(&mut self, step: usize) -> &mut Self {
        self.step = step;
        self
    }

    fn columns(&self) -> Vec<usize> {
        (0..self.count).map(|i| self.start + i * self.step).collect()
    }
}

/// Even columns from a sweep built on a temporary, odd ones from a sweep built in place, the moves
/// counted through `Option::as_mut`.
#[device(chip = 1)]
pub fn built_in_place(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let evens = Sweep::new().count(COLUMNS / 2).step(2).clone();
    let mut odds = Sweep::new();
    odds.start(1).count(COLUMNS / 2).step(2);
    let mut moves: Option<usize> = Some(0);
    let mut out = output();
    for c in evens.columns().into_iter().chain(odds.columns()) {
        column_to(ctx, input, &mut out, c, c);
        if let Some(n) = moves.as_mut() {
            *n += 1;
        }
    }
    assert_eq!(moves, Some(COLUMNS));
    out
}

/// Quarters' first columns from `successors` (and again from the open range `0..`), each quarter's
/// others a `scan` over `repeat(1)`.
#[device(chip = 1)]
pub fn endless_steps(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let firsts: Vec<usize> =
        std::iter::successors(Some(0usize), |&c| Some(c + COLUMNS / 4)).take_while(|&c| c < COLUMNS).collect();
    let quarters: Vec<usize> = (0..).step_by(COLUMNS / 4).take(4).collect();
    assert_eq!(firsts, quarters);
    let mut out = output();
    for first in firsts {
        let others: Vec<usize> = std::iter::repeat(1usize)
            .take(COLUMNS / 4 - 1)
            .scan(first, |c, step| {
                *c += step;
                Some(*c)
            })
            .collect();
        for (c, moved) in std::iter::once(first).chain(others).zip(std::iter::repeat(true)) {
            if moved {
                column_to(ctx, input, &mut out, c, c);
            }
        }
    }
    out
}

/// A column number made from any integer that widens to `usize`.
struct Lane(usize);

impl<T: Into<usize>> From<T> for Lane {
    fn from(k: T) -> Self {
        Lane(k.into())
    }
}

/// Columns through a generic `From` impl: from a `u8` by `into()`, from a `u16` by `Lane::from`.
#[device(chip = 1)]
pub fn generic_lanes(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..COLUMNS {
        let from: Lane = (k as u8).into();
        let to = Lane::from(k as u16);
        column_to(ctx, input, &mut out, from.0, to.0);
    }
    out
}
