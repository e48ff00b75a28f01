//! A plan of columns made by a builder.

use super::COLUMNS;

/// Which columns a kernel moves: `count` of them from `first`.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    first: usize,
    count: usize,
}

/// Builds a [`Plan`] field by field.
#[derive(Default)]
pub struct PlanBuilder {
    first: Option<usize>,
    count: Option<usize>,
}

impl Plan {
    /// A builder with nothing set.
    pub fn new() -> PlanBuilder {
        PlanBuilder { first: None, count: None }
    }

    /// How many steps the plan takes.
    pub fn steps(&self) -> usize {
        self.count
    }

    /// The column of step `k`.
    pub fn column(&self, k: usize) -> usize {
        self.first + k
    }
}

impl PlanBuilder {
    /// Sets the number of columns.
    pub fn columns(mut self, n: usize) -> Self {
        self.count = Some(n);
        self
    }

    /// Sets the first column.
    pub fn first(self, b: usize) -> Self {
        PlanBuilder { first: Some(b), ..self }
    }

    /// The plan, every unset field its default.
    pub fn build(self) -> Plan {
        Plan { first: self.first.unwrap_or(0), count: self.count.unwrap_or(COLUMNS) }
    }
}
