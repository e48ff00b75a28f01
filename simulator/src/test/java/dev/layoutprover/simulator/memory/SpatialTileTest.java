package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * Chip, cluster and slice tiles of DM views at any start, read and written: each view is the
 * parent's storage shifted along the tiled mapping, and holds the parent's indices from the tile's
 * start, as the reference's {@code tile::<Index, _, LEN>(start)} on the inner view does.
 */
class SpatialTileTest {

    private static final KernelAxes L = KernelAxes.of("P = 4, Q = 512, V = 8, E = 2, X = 128");

    private static Context context(int chips, Addresses a) {
        return Context.acquire(Geometry.book().withChips(chips), LayoutQuestions.enumeration(), a);
    }

    /** Every element of {@code got} holds the value {@code want} gives for its index. */
    private static void assertEach(LogicalTensor got, ToDoubleFunction<TensorIndex> want) {
        for (int i = 0; i < got.size(); i++) {
            TensorIndex at = got.index(i);
            assertEquals(want.applyAsDouble(at), got.value(i), at.toString());
        }
    }

    /**
     * A random host tensor {@code x} placed at address 0 of HBM and of DM, and {@code out}, a DM
     * tensor of the same layout at {@code outAt}, zeroed.
     */
    private record Placed(Context ctx, HostTensor x, DmTensor dm, DmTensor out) {

        /** {@code x} of type {@code type} over {@code host} (seed {@code seed}); in HBM {@code chip}, {@code element}, in DM {@code dm}'s four mappings. */
        static Placed of(Context ctx, ElementType type, String host, long seed, String chip, String element,
                String[] dm, long outAt) {
            HostTensor x = HostTensor.random("x", type, L.m(host), seed, LogicalTensor.Range.full());
            DmTensor placed = x.toHbm(ctx.pdma(), L.m(chip), L.m(element), 0).toDm(ctx.tdma(), L.m(dm[0]),
                    L.m(dm[1]), L.m(dm[2]), 0);
            DmTensor out = DmTensor.fromAddress("out", ctx.device(), type, placed.chip(), placed.cluster(),
                    placed.slice(), placed.element(), outAt);
            return new Placed(ctx, x, placed, out);
        }
    }

    /** {@code dm} moved to HBM ({@code element}, at {@code address}) and read back as the host tensor {@code host}. */
    private static LogicalTensor readBack(Context ctx, DmTensor dm, String element, long address, String host) {
        return dm.toHbm(ctx.tdma(), L.m(element), address).toHost(ctx.pdma(), L.m(host)).toLogical();
    }

    /** {@code out[p, q, v] = x[2, q, v]}: chip 2's tile copied into each chip's tile of another tensor. */
    @ParameterizedTest
    @EnumSource(Addresses.class)
    void everyChipTileOfTheOutputReceivesChipTwo(Addresses addresses) {
        Placed p = Placed.of(context(4, addresses), ElementType.I32, "P, Q, V", 3, "P", "Q, V",
                new String[] {"Q / 256", "Q % 256", "V"}, 0x8000);
        for (int target = 0; target < 4; target++) {
            p.dm().view().chipTile(L.m("P"), 1, L.m("1 # 4"), 2).toDmView(p.ctx().tdma(),
                    p.out().viewMut().chipTile(L.m("P"), 1, L.m("1 # 4"), target));
        }
        LogicalTensor in = p.x().toLogical();
        LogicalTensor got = readBack(p.ctx(), p.out(), "Q, V", 1 << 20, "P, Q, V");
        assertEach(got, at -> in.get(TensorIndex.of(Map.of("P", 2L, "Q", at.get("Q"), "V", at.get("V")))));
    }

    /**
     * Slice tile 5 of {@code m![E, X]} (view {@code m![E, 1 # 128]}: its slices 0 and 128 are the
     * parent's 5 and 133) written into slice tile 7 of a zeroed tensor: only {@code X = 7} changes.
     */
    @ParameterizedTest
    @EnumSource(Addresses.class)
    void aSliceTileAwayFromSliceZeroIsReadAndWrittenAtItsSlices(Addresses addresses) {
        Placed p = Placed.of(context(1, addresses), ElementType.BF16, "E, X, V", 5, "1", "E, X, V",
                new String[] {"1 # 2", "E, X", "V"}, 0x100);
        DmTensor five = p.dm().view().sliceTile(L.m("X"), 1, L.m("E, 1 # 128"), 5);
        five.toDmView(p.ctx().tdma(), p.out().viewMut().sliceTile(L.m("X"), 1, L.m("E, 1 # 128"), 7));
        LogicalTensor in = p.x().toLogical();
        LogicalTensor got = readBack(p.ctx(), p.out(), "E, X, V", 1 << 20, "E, X, V");
        assertEach(got, at -> at.get("X") != 7 ? 0 : in.get(TensorIndex.of(Map.of("E", at.get("E"), "X", 5L,
                "V", at.get("V")))));
        LogicalTensor alone = readBack(p.ctx(), five, "E, V", 2 << 20, "E, V");
        assertEach(alone, at -> in.get(TensorIndex.of(Map.of("E", at.get("E"), "X", 5L, "V", at.get("V")))));
    }

    /** Cluster 1's half written into cluster 0's of the same tensor: {@code t[e, x, v] = x[1, x, v]}. */
    @Test
    void aClusterTileCopiesOneClusterOverTheOther() {
        Placed p = Placed.of(context(1, Addresses.PHYSICAL), ElementType.I16, "E, X, V", 7, "1", "E, X, V",
                new String[] {"E", "X # 256", "V"}, 1 << 16);
        DmTensor dm = p.dm();
        Context ctx = p.ctx();
        dm.view().clusterTile(L.m("E"), 1, L.m("1 # 2"), 1).toDmView(ctx.tdma(),
                dm.viewMut().clusterTile(L.m("E"), 1, L.m("1 # 2"), 0));
        LogicalTensor in = p.x().toLogical();
        LogicalTensor got = readBack(ctx, dm, "E, X, V", 1 << 20, "E, X, V");
        assertEach(got, at -> in.get(TensorIndex.of(Map.of("E", 1L, "X", at.get("X"), "V", at.get("V")))));
    }

    @Test
    void aTileWhoseViewChangesTheSizeIsNotASubviewAndOneReachingPastItsDimensionIsUnmodelled() {
        Context ctx = context(4, Addresses.PHYSICAL);
        DmTensor out = DmTensor.fromAddress("out", ctx.device(), ElementType.I32, L.m("P"), L.m("Q / 256"),
                L.m("Q % 256"), L.m("V"), 0);
        RuleViolation size = assertThrows(RuleViolation.class, () -> out.view().chipTile(L.m("P"), 1, L.m("1 # 2"), 0));
        assertEquals("View::SUBVIEW", size.rule());
        assertEquals("chip_tile 0 of m![P]: the view's Chip2 m![1 # 2] has 2 positions, but a tile keeps the size of "
                + "Chip m![P] (4): the reference's assert_div divides the whole mapping by the tile and pads what it "
                + "takes out", size.getMessage());
        // the reference's tile asserts nothing of its start (tensor_view.rs:86, as for an element tile): a start
        // past the tile dimension is no rule broken, and the model cannot say what its index holds
        MappingException past = assertThrows(MappingException.class, () -> out.view().chipTile(L.m("P"), 1,
                L.m("1 # 4"), 4));
        assertEquals("tile start 4 is outside the tile dimension P of size 4", past.getMessage());
        // and one starting inside it but running past its end (steps 3 and 4 of 4) is the same
        MappingException two = assertThrows(MappingException.class, () -> out.view().chipTile(L.m("P"), 2,
                L.m("P = 2 # 4"), 3));
        assertTrue(two.getMessage().startsWith("tile 3 of P (2 steps) runs to step 4, past the 4 steps of P"),
                two.getMessage());
        assertTrue(out.view().chipTile(L.m("P"), 2, L.m("P = 2 # 4"), 2).chip().toString().contains("P = 2 # 4"));
    }

    @Test
    void aDataFreeDeviceChecksTheSameTilesWithoutMovingData() {
        Context ctx = Context.dataFree(Geometry.book().withChips(4), LayoutQuestions.enumeration());
        DmTensor dm = HostTensor.declared("x", ElementType.I32, L.m("P, Q, V")).toHbm(ctx.pdma(), L.m("P"),
                L.m("Q, V"), 0).toDm(ctx.tdma(), L.m("Q / 256"), L.m("Q % 256"), L.m("V"), 0);
        dm.view().chipTile(L.m("P"), 1, L.m("1 # 4"), 3).toDmView(ctx.tdma(),
                dm.viewMut().chipTile(L.m("P"), 1, L.m("1 # 4"), 1));
        assertEquals(0, ctx.device().touchedBytes());
        RuleViolation cluster = assertThrows(RuleViolation.class, () -> dm.view().sliceTile(L.m("Q"), 1,
                L.m("1 # 256"), 0));
        assertEquals("slice_tile 0 of m![Q]: Cluster m![Q / 256] also holds steps of the tile ({Q: 256} at position 1), "
                + "which slice_tile cannot take out of Cluster (assert_div: the view keeps Cluster as it is)",
                cluster.getMessage());
        RuleViolation kept = assertThrows(RuleViolation.class, () -> dm.view().chipTile(L.m("P"), 1, L.m("P # 4"),
                0));
        assertEquals("chip_tile 0 of m![P]: the view's Chip2 m![P # 4] is not Chip m![P] divided by the tile "
                + "(assert_div): at position 1 the parent holds {P: 1}, so the view must hold nothing, but it holds "
                + "{P: 1}", kept.getMessage());
    }
}
