/**
 * A reference simulator of the Tensor Contraction Processor (TCP) that moves real bytes, checks
 * every rule the hardware book states before any data moves, and is cross-checked against a naive
 * tensor evaluator.
 *
 * <h2>Packages</h2>
 * <ul>
 *   <li>{@code simulator} — {@link dev.layoutprover.simulator.Geometry} (chips, clusters, slices,
 *       rows, memory sizes, flit and packet widths), {@link dev.layoutprover.simulator.ElementType}
 *       (encodings and rounding, bf16 round-to-nearest-even) and
 *       {@link dev.layoutprover.simulator.RuleViolation}, the one exception a rejected kernel
 *       raises, e.g. {@code Row::SIZE must be 1, 2, 4, or 8, got 3}.</li>
 *   <li>{@code layout} — the mappings the engines run ({@code EngineMappings}, as the algebra's term-by-term normal form), the sequencer
 *       configuration a compiler derives from a buffer mapping and a stream mapping
 *       ({@code SequencerCompiler}, {@code SequencerConfig}), and {@code LayoutChecks}, which turns
 *       the answers of the algebra's {@code LayoutQuestions} into stage decisions (equivalence of
 *       two mappings; a commit writes exactly the destination's indices; a tile is a sub-view).
 *       Enumeration answers by default; the prover module's {@code Prover} (normal form and SMT
 *       solver) is passed in instead by {@code verify} and {@code simulate}.</li>
 *   <li>{@code memory} — the {@code Device} (sparse byte storage per chip, cluster, slice and row,
 *       allocated page by page when touched), host, HBM, DM, TRF and VRF tensors with their size,
 *       exact-match and alignment rules, live-range overlap detection in DM, and the
 *       {@code DmaEngine}.</li>
 *   <li>{@code stream} — one class per engine of the Tensor Unit, named as the book names it:
 *       {@code FetchEngine}, {@code SwitchEngine}, {@code CollectEngine}, {@code StreamAdapter},
 *       {@code TrfSequencer}, {@code Aligner}, {@code Reducer}, {@code VectorEngine},
 *       {@code CastEngine}, {@code TransposeEngine}, {@code CommitEngine}. Each transforms a
 *       stream tensor {@code [Chip, Cluster, Slice, Time, Packet]}.</li>
 *   <li>{@code kernel} — the Java API for writing kernels; a chain reads like the book's Rust:
 *       {@code ctx.main().begin(dm).fetch(I32, time, packet).collect(time, packet).vectorInit()…}.</li>
 *   <li>{@code naive} — logical tensors (named axes, dense arrays) and the naive evaluator of the
 *       expression every stream carries: data movement is the identity, contraction a sum of
 *       products over contracted axes, accumulation a sum over the axes that disappear.</li>
 *   <li>{@code conformance} — runs a kernel on seeded random inputs through both and compares:
 *       exactly for integers, within a stated bound for floating point.</li>
 *   <li>{@code kernels} — the book's first kernels (constant addition, elementwise
 *       multiplication, dot product, GEMV, GEMM) and seed 004's batched matmul.</li>
 *   <li>{@code rust} — kernel files written as the book writes them ({@code axes![…]}, type aliases,
 *       a {@code #[device(chip = N)]} kernel and an async host {@code main}): {@code Lexer},
 *       {@code Parser} and {@code Program} read them, the {@code Interpreter} maps each call onto
 *       the {@code kernel} chain API, {@code Simulation} runs them through the conformance harness
 *       and {@code Verification} reports every rule they break, with {@code file:line:column}.</li>
 *   <li>{@code bench} — {@code SimulatorBench}, simulated multiply-accumulates per second
 *       ({@code ./layout bench simulator}).</li>
 * </ul>
 *
 * <h2>How data moves</h2>
 * Stages are lazy: each call checks its rules and returns a new stream value; the data moves when
 * a terminal stage ({@code commit}, {@code toTrf}, {@code toVrf}) runs the chain slice by slice.
 * A slice's stream is a byte array of {@code Time::SIZE} packets; positions the stream mapping
 * leaves as holes are masked to zero by the Fetch Engine.
 */
package dev.layoutprover.simulator;
