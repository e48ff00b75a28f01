package dev.layoutprover.simulator.symbolic;

import java.util.List;

/**
 * A view of a tensor: its region ({@code tile}, {@code slice_tile} fix digits) and the parts that
 * index its elements. Reading a view reads the tensor's pieces in the region; writing one
 * replaces what the tensor held there.
 *
 * <p>Example: {@code rhs.view().tile::<m![C / 512], 1, m![B, 1 # 32, C % 512]>(i)} is the view
 * of region {@code C/512%32 = i} with parts {@code [B, C%512]}.
 */
public record View(Tensor tensor, Region guard, List<Part> parts) {}
