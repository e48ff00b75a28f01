package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.prover.symbolic.Law;
import java.util.List;

/**
 * What a claim states, parsed and checked for well-formedness when the claim file is read. Each
 * kind is decided by {@link Judge}.
 *
 * <p>Example: {@code property: eval} with {@code mapping: m![A, B]} and {@code at 519: {A: 1, B: 7}}
 * is a {@link Positions} statement with one {@link PositionFact.At} fact.
 */
public sealed interface Statement {

    /** {@code left ≡ right} for the declared sizes. */
    record Equivalence(Declarations declarations, Mapping left, Mapping right) implements Statement {}

    /**
     * A law over mapping variables and variable sizes, proved for all sizes or up to {@code bound};
     * the attempt for all sizes, and each bounded instance, may take {@code timeout}.
     */
    record LawStatement(Law law, int bound, java.time.Duration timeout) implements Statement {}

    /** A property of one mapping: injective, surjective, bounds, holes, wraparound, overlap, truncation. */
    record MappingProperty(Declarations declarations, Property property, Mapping mapping) implements Statement {}

    /** Tiles {@code firstStart..lastStart} of {@code parent.view().tile::<tile, tileSize, view>(start)} are sub-views. */
    record Subview(Declarations declarations, Mapping parent, Mapping tile, long tileSize, long firstStart,
            long lastStart, Mapping view) implements Statement {}

    /** What a mapping holds at given positions, and its size. */
    record Positions(Declarations declarations, Mapping mapping, Long size, List<PositionFact> facts)
            implements Statement {
        public Positions {
            facts = List.copyOf(facts);
        }
    }

    /** One stated fact about a position. */
    sealed interface PositionFact {
        /** Position {@code position} holds exactly {@code slot}. */
        record At(long position, Slot slot) implements PositionFact {}
        /** Position {@code position} holds {@code index}, possibly among others. */
        record Contains(long position, TensorIndex index) implements PositionFact {}
    }

    /** Values of a CuTe layout's functions. */
    record CuteFacts(CuteLayout layout, List<CuteFact> facts) implements Statement {
        public CuteFacts {
            facts = List.copyOf(facts);
        }
    }

    /** One stated value about a CuTe layout. */
    sealed interface CuteFact {
        /** {@code f_L(coordinate) = value}; an integer coordinate is split colexicographically first. */
        record Apply(IntTuple coordinate, long value) implements CuteFact {}
        /** The coordinate of {@code index} in the shape, colexicographically ({@code idx2crd(i, shape)}). */
        record Coordinate(long index, IntTuple coordinate) implements CuteFact {}
        /** The compact inverse ({@code idx2crd(i, shape, stride)}) of {@code index}. */
        record CompactInverse(long index, IntTuple coordinate) implements CuteFact {}
        /** The size (product of the shape). */
        record Size(long value) implements CuteFact {}
        /** The cosize, {@code f_L(size - 1) + 1}. */
        record Cosize(long value) implements CuteFact {}
        /** Whether the layout is compact. */
        record Compact(boolean value) implements CuteFact {}
    }

    /** Values of an XLA tiled layout. */
    record XlaFacts(XlaShape shape, List<XlaFact> facts) implements Statement {
        public XlaFacts {
            facts = List.copyOf(facts);
        }
    }

    /** One stated value about an XLA shape. */
    sealed interface XlaFact {
        /** {@code linear_index_with_tile(element) = position}. */
        record Index(List<Long> element, long position) implements XlaFact {
            public Index {
                element = List.copyOf(element);
            }
        }
        /** The linear indices of row {@code row} of a 2-D array, column by column. */
        record Row(long row, List<Long> positions) implements XlaFact {
            public Row {
                positions = List.copyOf(positions);
            }
        }
        /** The physical shape after every tile, major to minor. */
        record TiledShape(List<Long> dimensions) implements XlaFact {
            public TiledShape {
                dimensions = List.copyOf(dimensions);
            }
        }
        /** The number of buffer positions, padding included. */
        record BufferSize(long value) implements XlaFact {}
        /** The pad–reshape–transpose steps, as printed ({@code transpose [0, 1], pad to [4, 6], …}). */
        record Steps(String text) implements XlaFact {}
    }

    /**
     * For every shape, every element's {@code linear_index_with_tile} equals its position after
     * the pad–reshape–transpose steps.
     */
    record XlaPadReshapeTranspose(Family<XlaShape> shapes) implements Statement {}

    /**
     * For every shape, the mapping translation stores every element at its
     * {@code linear_index_with_tile} and holds no other in-bounds index.
     */
    record XlaMapping(Family<XlaShape> shapes) implements Statement {}

    /** For every layout, compact {@code idx2crd} inverts {@code f_L}: both ways, at every index. */
    record CuteInverse(Family<CuteLayout> layouts) implements Statement {}

    /** For every layout, its mapping translation holds coordinate {@code x} exactly at {@code f_L(x)}. */
    record CuteMapping(Family<CuteLayout> layouts) implements Statement {}

    /**
     * For every member, every law holds at every point: the laws of swizzles and swizzled layouts
     * (a bijection on the block, the own inverse, stated values, injectivity, bounds, equality).
     */
    record CuteLaws(Family<List<LayoutLaw>> members) implements Statement {}

    /**
     * The TRF Sequencer configuration the simulator derives for weights in the TRF ({@code row},
     * {@code element}) read in the order of the computation mapping ({@code time}, {@code packet}):
     * its loop entries, innermost first with strides in bytes, {@code reg_read_size} in bytes and
     * the number of times a read is repeated to fill the packet. Null values are not stated.
     */
    record TrfSequencerConfiguration(Declarations declarations, String type, Mapping row, Mapping element, Mapping time,
            Mapping packet, List<long[]> entries, Long regReadBytes, Long repeat) implements Statement {
        public TrfSequencerConfiguration {
            entries = List.copyOf(entries);
        }
    }

    /**
     * One object or a family of them, with the scope text that says which.
     *
     * @param members the objects, at least one
     * @param scope {@code f32[3,5]{1,0:T(2,2)}} or {@code d0, d1 <= 6, t0, t1 <= 4 (576 shapes)}
     */
    record Family<T>(List<T> members, String scope) {
        public Family {
            members = List.copyOf(members);
            if (members.isEmpty()) {
                throw new IllegalArgumentException("a family needs at least one member");
            }
        }
    }
}
