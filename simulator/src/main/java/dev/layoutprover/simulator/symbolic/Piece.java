package dev.layoutprover.simulator.symbolic;

/**
 * What a tensor holds in one region on one memory unit: at chip-and-cluster coordinate
 * {@code coord} (0 for HBM), in region {@code guard}, each element holds {@code content}.
 *
 * <p>Example: after {@code to_dm::<m![B / 2048 % 2], …>} the lhs tile is two pieces, coordinate
 * {@code k} holding the region {@code B/2048%2 = k}.
 */
public record Piece(long coord, Region guard, Content content) {}
