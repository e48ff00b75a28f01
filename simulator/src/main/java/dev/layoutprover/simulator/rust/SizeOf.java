package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import java.util.List;
import java.util.Map;

/**
 * {@code size_of::<T>()} ({@code std::mem::size_of}, {@code core::mem::size_of}, {@code mem::size_of},
 * or bare, as the prelude has it): the bytes of a value of {@code T}, for Rust's primitive types
 * and the API's scalars ({@code bf16} two bytes, {@code f8e4m3} and {@code i4} one each: the
 * reference stores an {@code i4} in an {@code i8}, scalar.rs:476); any other type is not modelled.
 *
 * <p>Example: {@code std::mem::size_of::<i32>()} is 4, {@code size_of::<bf16>()} is 2.
 */
final class SizeOf {

    private static final Map<String, Long> BYTES = Map.ofEntries(Map.entry("u8", 1L), Map.entry("i8", 1L),
            Map.entry("bool", 1L), Map.entry("u16", 2L), Map.entry("i16", 2L), Map.entry("u32", 4L),
            Map.entry("i32", 4L), Map.entry("f32", 4L), Map.entry("char", 4L), Map.entry("u64", 8L),
            Map.entry("i64", 8L), Map.entry("f64", 8L), Map.entry("usize", 8L), Map.entry("isize", 8L),
            Map.entry("u128", 16L), Map.entry("i128", 16L), Map.entry("bf16", 2L), Map.entry("f16", 2L),
            Map.entry("f8e4m3", 1L), Map.entry("f8", 1L), Map.entry("i4", 1L));

    private SizeOf() {}

    /** Whether the call of {@code segments} is {@code size_of::<T>()} under one of its paths. */
    static boolean handles(List<Ast.Segment> segments) {
        int n = segments.size();
        if (!segments.get(n - 1).name().equals("size_of") || segments.get(n - 1).generics().size() != 1) {
            return false;
        }
        List<String> owners = segments.subList(0, n - 1).stream().map(Ast.Segment::name).toList();
        return owners.isEmpty() || owners.equals(List.of("mem")) || owners.equals(List.of("std", "mem"))
                || owners.equals(List.of("core", "mem"));
    }

    /** The bytes of the type the call names. */
    static long of(Ast.Call c) {
        if (!c.args().isEmpty()) {
            throw new dev.layoutprover.kernel.syntax.KernelError(c.at(), "size_of::<T>() takes no argument, got "
                    + c.args().size());
        }
        Ast.GenericArg arg = c.callee().segments().getLast().generics().get(0);
        if (arg instanceof Ast.Named named && named.type().args().isEmpty() && !named.type().reference()
                && BYTES.containsKey(named.type().name())) {
            return BYTES.get(named.type().name());
        }
        throw new Unmodelled(c.at(), "size_of", "the simulator does not model " + c.callee().text()
                + " of this type yet (it knows Rust's primitive types and the API's scalars)");
    }
}
