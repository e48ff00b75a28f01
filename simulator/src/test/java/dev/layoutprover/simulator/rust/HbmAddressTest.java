package dev.layoutprover.simulator.rust;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code address()} of an HBM tensor and of its views: the address the tensor was placed at, which
 * a tile keeps as the reference's {@code HbmTensorView::tile} does. The add-one kernel's input is
 * placed at 0 by its host, so an address computed from it is {@code SHIFT} only when each call
 * gives 0 ({@link PlacedCopies}).
 */
class HbmAddressTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    @Test
    void aTensorAndItsTilesGiveTheAddressItWasPlacedAt() {
        PLACED.assertAtIsShift("""
                    let second_half = input.view().tile::<m![A / 1024], 1, m![1 # 2, A % 1024]>(1);
                    let at = input.address() + input.view().address() + second_half.address() + SHIFT;
                """);
    }
}
