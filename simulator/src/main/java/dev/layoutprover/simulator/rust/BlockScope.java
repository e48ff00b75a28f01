package dev.layoutprover.simulator.rust;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The variables of one block: a copy of the enclosing block's, plus the names this block binds
 * itself. A binding ({@code let}, a loop variable, a {@code const}) is a {@link #put}; an
 * assignment ({@code at += 0x100;}) is an {@link #assign}, which changes the variable where it was
 * bound, so that a loop body's assignment is seen by the next iteration and after the loop.
 *
 * <p>Example: in {@code let mut at = 0; for i in 0..2 { at += 4; }}, the loop body's frame is a
 * child of the function's; after the loop the function's frame holds {@code at = 8}.
 *
 * <p>A variable of a written or inferred integer type ({@code let x: u8 = 200;}, {@code let y = x + 1;},
 * a parameter {@code n: u8}) keeps it: {@code x.wrapping_add(100)} is then 44. A later binding of the
 * same name ({@code let x = 300;}) shadows the variable and its type with it; an assignment keeps it.
 */
final class BlockScope extends HashMap<String, Object> {

    private static final long serialVersionUID = 1L;

    private final BlockScope parent;
    private final Set<String> bound = new HashSet<>();
    private final Map<String, String> integerTypes = new HashMap<>();

    /** The outermost frame of a function, binding {@code params}. */
    BlockScope(Map<String, Object> params) {
        this.parent = null;
        params.forEach(this::put);
    }

    /** A block inside {@code outer}: it sees the variables of {@code outer}. */
    BlockScope(BlockScope outer) {
        super(outer);
        this.parent = outer;
        integerTypes.putAll(outer.integerTypes);
    }

    /** An empty outermost frame. */
    BlockScope() {
        this.parent = null;
    }

    @Override
    public Object put(String name, Object value) {
        bound.add(name);
        integerTypes.remove(name);
        return super.put(name, value);
    }

    /** Binds {@code name} to {@code value}, of the integer type {@code type} ({@code u8}) when one is given. */
    void put(String name, Object value, Optional<String> type) {
        put(name, value);
        type.ifPresent(t -> integerTypes.put(name, t));
    }

    /** The integer type the variable {@code name} was bound with, if one was written or inferred. */
    Optional<String> integerType(String name) {
        return Optional.ofNullable(integerTypes.get(name));
    }

    /** A frame inside {@code scope}, which is a {@link BlockScope} or a plain map of outermost variables. */
    static BlockScope inside(Map<String, Object> scope) {
        return scope instanceof BlockScope f ? new BlockScope(f) : new BlockScope(scope);
    }

    /**
     * An outermost frame holding a copy of every variable {@code scope} sees, with their integer types:
     * what runs in it changes no variable of {@code scope}, and a reference ({@code &mut at}) it holds
     * refers to a copy of its variable. Example: {@code at += 4} run in the copy of a frame holding
     * {@code at = 0} leaves the frame's {@code at} 0.
     */
    static BlockScope detached(Map<String, Object> scope) {
        BlockScope copy = new BlockScope();
        scope.forEach((name, value) -> {
            if (value instanceof InterpreterValues.Place p) {
                BlockScope held = new BlockScope();
                held.put(p.name(), p.frame().get(p.name()));
                value = new InterpreterValues.Place(held, p.name(), p.items());
            }
            copy.put(name, value);
        });
        if (scope instanceof BlockScope f) {
            copy.integerTypes.putAll(f.integerTypes);
        }
        return copy;
    }

    /**
     * Gives the variable {@code name} the value {@code value} in this frame and every enclosing one
     * up to the frame that bound it; false when no frame has bound it.
     */
    boolean assign(String name, Object value) {
        if (!containsKey(name)) {
            return false;
        }
        for (BlockScope f = this; f != null; f = f.parent) {
            f.replace(name, value);
            if (f.bound.contains(name)) {
                break;
            }
        }
        return true;
    }
}
