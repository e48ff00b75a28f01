package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import dev.layoutprover.kernel.model.Item;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The multiply-accumulates the tensor unit performs in a run of a device function, counted from
 * its source without running it: each {@code .align::<Time, Packet, _, _>(&trf).contract()} multiplies
 * every element of its stream (Chip × Cluster × Slice of the TRF tensor it aligns with, times Time
 * × Packet) with one element of each of the TRF tensor's Rows, so it takes
 * {@code |Chip|·|Cluster|·|Slice|·|Row|·|Time|·|Packet|} MACs, each the number of live positions
 * of the mapping as written (padding does not count: {@code m![1 # 2]} is one cluster,
 * {@code m![H % 56 # 64]} 56 elements). This is the work the concrete contraction does
 * ({@code stream.ContractionRun}: per slice, Time steps × Rows × Packet lanes), padding left out.
 * Loops multiply their body's count by their iterations, helper functions are followed into, and
 * of an {@code if} the larger branch counts (an upper bound when the branches differ).
 *
 * <p>Example: {@code .align::<m![A / 2 % 512], m![A % 2, B % 32], _, _>(&rhs)} with
 * {@code rhs: TrfTensor<i8, m![1], m![1 # 2], m![A / 1024 % 2, B / 32 % 128], m![R], …>} and
 * {@code R = 8} takes 1·1·256·8·512·64 = 67108864 MACs.
 *
 * <p>The count is empty when the source holds something it cannot follow (a loop whose bounds are
 * not numbers, a TRF tensor whose type is not written): the caller then falls back on the
 * signature estimate ({@code crate.Work}).
 */
public final class ContractWork {

    private final Program program;
    private int depth;
    private long contracts;

    private ContractWork(Program program) {
        this.program = program;
    }

    /** What {@link #of} found: the MACs and how many contractions (as run: a loop's body counts per iteration). */
    public record Count(long macs, long contractions) {}

    /** The count for device function {@code f} of {@code program}, or empty when it cannot be counted. */
    public static Optional<Count> of(Program program, Ast.Function f) {
        Object saved = program.enter(f);
        try {
            ContractWork w = new ContractWork(program);
            long macs = w.function(f);
            return Optional.of(new Count(macs, w.contracts));
        } catch (Uncounted | ArithmeticException | Program.IllFormed | KernelError e) {
            return Optional.empty();
        } finally {
            program.restore(saved);
        }
    }

    /** The MACs alone, as {@link #of}. */
    public static OptionalLong macs(Program program, Ast.Function f) {
        return of(program, f).map(c -> OptionalLong.of(c.macs())).orElse(OptionalLong.empty());
    }

    private static final class Uncounted extends RuntimeException {
        Uncounted(String why) {
            super(why, null, false, false);
        }
    }

    private long function(Ast.Function f) {
        Map<String, Ast.Type> types = new HashMap<>();
        for (Ast.Param p : f.params()) {
            types.put(p.name(), p.type());
        }
        return block(f.body(), types);
    }

    private long block(List<Ast.Stmt> body, Map<String, Ast.Type> outer) {
        Map<String, Ast.Type> types = new HashMap<>(outer);
        long sum = 0;
        for (Ast.Stmt s : body) {
            switch (s) {
                case Ast.Let l -> {
                    sum = Math.addExact(sum, expr(l.value(), types));
                    if (l.annotation().isPresent()) {
                        types.put(l.name(), l.annotation().get());
                    } else {
                        types.remove(l.name());
                    }
                }
                case Ast.LetTuple l -> {
                    sum = Math.addExact(sum, expr(l.value(), types));
                    l.names().forEach(types::remove);
                }
                case Ast.For f -> {
                    if (!(f.items() instanceof Ast.Range r)) {
                        throw new Uncounted("a loop over something other than a range");
                    }
                    long n = Math.max(0, number(r.end()) - number(r.start()) + (r.inclusive() ? 1 : 0));
                    Map<String, Ast.Type> inner = new HashMap<>(types);
                    f.names().forEach(inner::remove);
                    long before = contracts;
                    long one = block(f.body(), inner);
                    contracts = before + Math.multiplyExact(contracts - before, n);
                    sum = Math.addExact(sum, Math.multiplyExact(one, n));
                }
                case Ast.While w -> {
                    long before = contracts;
                    long one = block(w.body(), new HashMap<>(types));
                    if (contracts != before) {
                        throw new Uncounted("a contraction in a while loop or loop, whose iterations are known only "
                                + "when it runs");
                    }
                    sum = Math.addExact(sum, one);
                }
                case Ast.AliasDecl a -> program.declareLocal(a);
                default -> {
                    for (Ast.Expr e : AstWalk.exprs(s)) {
                        sum = Math.addExact(sum, expr(e, types));
                    }
                }
            }
        }
        return sum;
    }

    private long expr(Ast.Expr e, Map<String, Ast.Type> types) {
        switch (e) {
            case Ast.MethodCall m when m.name().equals("contract") -> {
                long own = m.receiver() instanceof Ast.MethodCall a && a.name().equals("align") ? align(a, types)
                        : unalignedContract();
                return Math.addExact(own, children(e, types));
            }
            case Ast.Call c -> {
                long sum = children(e, types);
                Optional<Item> item = program.value(c.callee().segments().stream().map(Ast.Segment::name).toList());
                if (item.isPresent() && item.get() instanceof Item.Fn fn
                        && fn.function().kind() != Ast.FunctionKind.HOST) {
                    if (++depth > 64) {
                        throw new Uncounted("calls nested more than 64 deep");
                    }
                    Object saved = program.enter(fn.function());
                    try {
                        sum = Math.addExact(sum, function(fn.function()));
                    } finally {
                        program.restore(saved);
                        depth--;
                    }
                }
                return sum;
            }
            case Ast.If i -> {
                long condition = expr(i.condition(), types);
                long before = contracts;
                long then = block(i.then().body(), types);
                long thenContracts = contracts - before;
                contracts = before;
                long otherwise = i.otherwise().isPresent() ? expr(i.otherwise().get(), types) : 0;
                if (then >= otherwise) {
                    contracts = before + thenContracts;
                }
                return Math.addExact(condition, Math.max(then, otherwise));
            }
            case Ast.Block b -> {
                return block(b.body(), types);
            }
            default -> {
                return children(e, types);
            }
        }
    }

    private long children(Ast.Expr e, Map<String, Ast.Type> types) {
        long sum = 0;
        for (Ast.Expr x : AstWalk.children(e)) {
            sum = Math.addExact(sum, expr(x, types));
        }
        return sum;
    }

    private long unalignedContract() {
        throw new Uncounted("a contraction whose stream is not aligned in the same chain");
    }

    /** {@code .align::<Time, Packet, _, _>(&trf)}: |Chip|·|Cluster|·|Slice|·|Row| of the TRF tensor, times |Time|·|Packet|. */
    private long align(Ast.MethodCall a, Map<String, Ast.Type> types) {
        if (a.generics().size() < 2 || a.args().size() != 1) {
            throw new Uncounted("an align without its Time and Packet");
        }
        Ast.Expr arg = a.args().get(0);
        while (arg instanceof Ast.Ref r) {
            arg = r.value();
        }
        if (!(arg instanceof Ast.Name n) || !types.containsKey(n.name())) {
            throw new Uncounted("an align with a TRF tensor whose type is not written");
        }
        Ast.Type t = types.get(n.name());
        if (t.args().isEmpty()) {
            t = program.typeAlias(t.name()).orElse(t);
        }
        if (!t.name().equals("TrfTensor") || t.args().size() != 6) {
            throw new Uncounted("an align with " + t.name());
        }
        long macs = 1;
        for (int i = 1; i <= 4; i++) {
            macs = Math.multiplyExact(macs, size(t.args().get(i)));
        }
        contracts++;
        return Math.multiplyExact(macs, Math.multiplyExact(size(a.generics().get(0)), size(a.generics().get(1))));
    }

    /** The live (non-padding) positions of the mapping {@code g} writes. */
    private long size(Ast.GenericArg g) {
        Mapping m = program.mapping(g);
        return Normalizer.of(m).filter(NormalForm::axesOnly).map(NormalForm::live).orElse(m.size());
    }

    private long number(Ast.Expr e) {
        switch (e) {
            case Ast.Int i -> {
                return i.value();
            }
            case Ast.Name n -> {
                Optional<Item> item = program.value(List.of(n.name()));
                if (item.isPresent() && item.get() instanceof Item.Const c) {
                    return number(c.decl().value());
                }
                throw new Uncounted("a loop bound " + n.name() + " that is not a constant");
            }
            case Ast.Binary b -> {
                long x = number(b.left());
                long y = number(b.right());
                return switch (b.op()) {
                    case "+" -> Math.addExact(x, y);
                    case "-" -> Math.subtractExact(x, y);
                    case "*" -> Math.multiplyExact(x, y);
                    case "/" -> Math.floorDiv(x, y);
                    default -> throw new Uncounted("a loop bound with " + b.op());
                };
            }
            case Ast.Cast c -> {
                return number(c.value());
            }
            default -> throw new Uncounted("a loop bound that is not a number");
        }
    }
}
