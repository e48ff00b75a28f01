package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.KernelError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code Option::as_mut} of a variable: a write through the reference it gives changes the
 * variable, in {@code if let}, {@code match}, after {@code unwrap} and in a closure of {@code map};
 * {@code None} gives {@code None}. Each computes the DM address {@code at} of a copy of the add-one
 * kernel's input ({@link PlacedCopies}).
 */
class OptionAsMutTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final PlacedCopies PLACED = new PlacedCopies(RUNS, "");

    @Test
    void writesThroughAsMutChangeTheVariable() {
        // 3 + 2 = 5, then * 10 = 50, then = 54 via unwrap, then + 1 via map: 55
        PLACED.assertAtIsShift("""
                    let mut staged = Some(3u64);
                    if let Some(x) = staged.as_mut() { *x += 2; }
                    match staged.as_mut() { Some(x) => *x *= 10, None => {} }
                    *staged.as_mut().unwrap() += 4;
                    staged.as_mut().map(|x| *x += 1);
                    let at = staged.unwrap() - 55 + SHIFT;
                """);
    }

    @Test
    void noneGivesNoneAndATupleInsideIsWrittenByField() {
        PLACED.assertAtIsShift("""
                    let mut empty: Option<u64> = None;
                    let missed = empty.as_mut().is_none();
                    let mut pair = Some((1u64, 2u64));
                    if let Some(p) = pair.as_mut() { *p = (p.0 + 4, p.1); }
                    let at = if missed && empty.is_none() { pair.unwrap().0 - 5 + SHIFT } else { 1 };
                """);
    }

    @Test
    void aWriteThroughWhatIsNoReferenceIsAnError() {
        KernelError e = PLACED.error("""
                    let v = [1u64, 2];
                    *v.iter().next().unwrap() += 1;
                    let at = 0;
                """);
        assertEquals("*v.iter().next().unwrap() is not a reference to a variable of known value (v.iter().next().unwrap() is the "
                + "integer 1); pass &mut of a let mut variable", e.reason());
    }

    @Test
    void anOptionNotInAVariableIsNamed() {
        KernelError e = PLACED.error("""
                    let mut v = vec![Some(1u64)];
                    if let Some(x) = v[0].as_mut() { *x += 1; }
                    let at = 0;
                """);
        assertEquals("as_mut() changes the value of an Option variable or field here (let mut staged = …; "
                + "staged.as_mut(), plan.slot.as_mut()), not of an item of an array or Vec", e.reason());
    }

    /** The structs of the field tests: an optional slot beside a base. */
    private static final PlacedCopies FIELDS = new PlacedCopies(RUNS, """
            struct Slots { next: Option<u64>, base: u64 }
            struct Plan { slots: Slots }
            """);

    @Test
    void asMutOfAStructFieldWritesThatFieldOfTheVariable() {
        // 3 + 2 = 5 through if let, + 4 through unwrap = 9, then the nested field's 9 * 2 = 18
        FIELDS.assertAtIsShift("""
                    let mut s = Slots { next: Some(3u64), base: 0x100 };
                    if let Some(x) = s.next.as_mut() { *x += 2; }
                    *s.next.as_mut().unwrap() += 4;
                    let mut p = Plan { slots: Slots { next: Some(9u64), base: 0 } };
                    if let Some(y) = p.slots.next.as_mut() { *y *= 2; }
                    let at = s.next.unwrap() + p.slots.next.unwrap() - 27 + s.base - 0x100 + SHIFT;
                """);
    }
}
