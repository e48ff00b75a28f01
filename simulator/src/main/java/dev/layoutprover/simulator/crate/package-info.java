/**
 * Whole-crate simulation: every {@code #[device]} function of a crate run on its own, one verdict
 * per function ({@link dev.layoutprover.simulator.crate.CrateSimulation}).
 */
package dev.layoutprover.simulator.crate;
