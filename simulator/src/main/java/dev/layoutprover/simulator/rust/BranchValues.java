package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.InputCmp;
import dev.layoutprover.simulator.stream.BranchConfig;
import dev.layoutprover.simulator.stream.Operand;
import dev.layoutprover.simulator.stream.TernaryOperand;
import dev.layoutprover.simulator.stream.ValidBranchIds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The branch unit's values as a kernel writes them: comparisons
 * ({@code InputCmp::I32(InputCmpI32::Less { boundary: 3 })}, {@code InputCmpF32::True}),
 * {@code BranchMode::Comparison([…; 4])}, {@code BranchMode::AxisToggle { axis: Ident::I }}, the
 * groups {@code GroupId::Zero} and {@code GroupId::One}, and operands valid per branch
 * ({@code VeBranchOperand::group(VeRhs::constant(1), GroupId::One)},
 * {@code VeBranchOperand::stash_group(GroupId::Zero)}, a tuple {@code (operand, GroupId::One)}),
 * listed in an array or {@code ArrayVec::new([…])}.
 *
 * <p>Rules ({@code Vector::BRANCH}): a list holds at most 5 operands ({@code MAX_BRANCHES}, the
 * {@code ArrayVec}'s capacity) and an array at most one valid always, as the reference asserts.
 *
 * <p>Example: {@code [VeBranchOperand::group(VeRhs::constant(10), GroupId::Zero),
 * VeBranchOperand::group(VeRhs::constant(20), GroupId::One)]} adds 10 to group 0 and 20 to group 1.
 */
final class BranchValues {

    /** The capacity of the reference's operand list, {@code MAX_BRANCHES}. */
    static final int MAX_BRANCHES = 5;

    /** The wrapper of a typed comparison: {@code InputCmp::I32(…)}, {@code InputCmp::F32(…)}. */
    private static final String INPUT_CMP = "InputCmp::";

    static final Set<String> CALLS = Set.of("BranchMode::Comparison", INPUT_CMP + "I32", INPUT_CMP + "F32",
            "VeBranchOperand::group", "VeBranchOperand::stash_always", "VeBranchOperand::stash_group",
            "TernaryOperand::always", "TernaryOperand::group");

    private static final Map<String, InputCmp.Kind> KINDS = Map.of("Equal", InputCmp.Kind.EQUAL, "Less",
            InputCmp.Kind.LESS, "Greater", InputCmp.Kind.GREATER, "LessUnsigned", InputCmp.Kind.LESS_UNSIGNED,
            "GreaterUnsigned", InputCmp.Kind.GREATER_UNSIGNED, "True", InputCmp.Kind.TRUE, "False",
            InputCmp.Kind.FALSE);

    private BranchValues() {}

    /** A path of the branch unit ({@code InputCmpI32::True}, {@code GroupId::One}, {@code Ident::I}), if it is one. */
    static Optional<Object> path(Program program, List<Ast.Segment> s, Location at) {
        if (s.size() != 2) {
            return Optional.empty();
        }
        String type = s.get(0).name();
        String variant = s.get(1).name();
        return switch (type) {
            case "InputCmpI32", "InputCmpF32" -> {
                InputCmp.Kind k = kind(type, variant, at);
                if (k.bounded()) {
                    throw new KernelError(at, type + "::" + variant + " has the field boundary: " + type + "::"
                            + variant + " { boundary: … }");
                }
                yield Optional.of(new InputCmp(typeOf(type), k, 0));
            }
            case "GroupId" -> switch (variant) {
                case "Zero" -> Optional.of(ValidBranchIds.GROUP0);
                case "One" -> Optional.of(ValidBranchIds.GROUP1);
                default -> throw new KernelError(at, "unknown variant GroupId::" + variant + " (it has: Zero, One)");
            };
            case "ValidBranchIds" -> {
                if (!variant.equals("ValidAlways")) {
                    throw new KernelError(at, "ValidBranchIds::" + variant + " takes a group: ValidBranchIds::ValidGroup "
                            + "{ id: GroupId::… }, or use ValidBranchIds::ValidAlways");
                }
                yield Optional.of(ValidBranchIds.ALWAYS);
            }
            case "Ident" -> Optional.of(program.axis(new Ast.Named(new Ast.Type(variant, List.of(), false, at))));
            default -> Optional.empty();
        };
    }

    /**
     * Whether the comparison {@code c} is of the variant a pattern names, if {@code segments} name one
     * of the branch unit's: {@code InputCmp::I32(_)} tests its element type, {@code InputCmpF32::Less {
     * .. }} its type and kind. For example {@code InputCmp::F32} of {@code InputCmp::F32(InputCmpF32::True)}
     * is true, {@code InputCmpI32::Less} of it false.
     */
    static Optional<Boolean> isVariant(List<String> segments, InputCmp c, Location at) {
        if (segments.size() < 2) {
            return Optional.empty();
        }
        String type = segments.get(segments.size() - 2);
        String variant = segments.get(segments.size() - 1);
        return switch (type) {
            case "InputCmp" -> switch (variant) {
                case "I32" -> Optional.of(c.type() == ElementType.I32);
                case "F32" -> Optional.of(c.type() == ElementType.F32);
                default -> throw new KernelError(at, "unknown variant InputCmp::" + variant + " (it has: I32, F32)");
            };
            case "InputCmpI32", "InputCmpF32" -> Optional.of(c.type() == typeOf(type) && c.kind() == kind(type, variant, at));
            default -> Optional.empty();
        };
    }

    /**
     * The field {@code name} of the comparison {@code c}, as a pattern reads it: {@code 0} of the
     * wrapper {@code InputCmp::I32(…)} is the typed comparison, here the same value; {@code boundary}
     * its bound (an i32 as a {@code long}, an f32 as a {@code double}).
     */
    static Optional<Object> field(InputCmp c, String name) {
        return switch (name) {
            case "0" -> Optional.of(c);
            case "boundary" -> c.kind().bounded() ? Optional.of(c.type() == ElementType.I32
                    ? (Object) (long) c.boundary() : (Object) c.boundary()) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /** Whether {@code s} is a struct literal of the branch unit rather than a switch topology. */
    static boolean isStruct(Ast.StructLit s) {
        String type = s.type().segments().get(0).name();
        return type.equals("InputCmpI32") || type.equals("InputCmpF32") || type.equals("BranchMode")
                || type.equals("ValidBranchIds");
    }

    /** {@code InputCmpI32::Less { boundary: 3 }}, {@code BranchMode::AxisToggle { axis: Ident::I }}. */
    static Object struct(Ast.StructLit s, Map<String, Object> fields) {
        List<Ast.Segment> seg = s.type().segments();
        String type = seg.get(0).name();
        String variant = seg.size() == 2 ? seg.get(1).name() : "";
        String field = switch (type) {
            case "BranchMode" -> "axis";
            case "ValidBranchIds" -> "id";
            default -> "boundary";
        };
        if (!fields.keySet().equals(Set.of(field))) {
            throw new KernelError(s.at(), s.type().text() + " has the one field " + field + ", got "
                    + String.join(", ", fields.keySet().stream().sorted().toList()));
        }
        Object v = fields.get(field);
        return switch (type) {
            case "BranchMode" -> {
                if (!variant.equals("AxisToggle") || !(v instanceof Axis a)) {
                    throw new KernelError(s.at(), "expected BranchMode::AxisToggle { axis: Ident::… }, got "
                            + s.type().text() + " with " + InterpreterValues.describe(v));
                }
                yield new BranchConfig.AxisToggle(a.name());
            }
            case "ValidBranchIds" -> {
                if (!variant.equals("ValidGroup") || !(v instanceof ValidBranchIds g) || g == ValidBranchIds.ALWAYS) {
                    throw new KernelError(s.at(), "expected ValidBranchIds::ValidGroup { id: GroupId::… }");
                }
                yield g;
            }
            default -> {
                InputCmp.Kind k = kind(type, variant, s.at());
                if (!k.bounded()) {
                    throw new KernelError(s.at(), type + "::" + variant + " has no fields");
                }
                ElementType t = typeOf(type);
                // a literal of the other type is a type error of the field (rustc's), a Vector::TYPE finding
                RuleViolation.require(!(v instanceof Double && t == ElementType.I32), "Vector::TYPE", "the boundary of "
                        + type + "::" + variant + " is an i32, got the float " + v);
                RuleViolation.require(!(v instanceof Long && t == ElementType.F32), "Vector::TYPE", "the boundary of "
                        + type + "::" + variant + " is an f32, got the integer " + v + " (write " + v + ".0)");
                double b = switch (v) {
                    case Long l when t == ElementType.I32 && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE -> l;
                    case Double d when t == ElementType.F32 -> (float) (double) d;
                    default -> throw new KernelError(s.at(), "the boundary of " + type + "::" + variant + " is an "
                            + t + ", got " + InterpreterValues.describe(v));
                };
                yield new InputCmp(t, k, b);
            }
        };
    }

    /** Runs one of {@link #CALLS} on its evaluated arguments. */
    static Object call(Ast.Call c, String path, List<Object> args) {
        return switch (path) {
            case "BranchMode::Comparison" -> {
                EngineCalls.one(c, args, "([InputCmp; 4])");
                if (!(args.get(0) instanceof List<?> l) || !l.stream().allMatch(x -> x instanceof InputCmp)) {
                    throw new KernelError(c.at(), path + " takes an array of InputCmp, got "
                            + InterpreterValues.describe(args.get(0)));
                }
                yield new BranchConfig.Comparison(l.stream().map(x -> (InputCmp) x).toList());
            }
            case String wrapper when wrapper.startsWith(INPUT_CMP) -> {
                EngineCalls.one(c, args, "(InputCmp…::…)");
                ElementType t = path.endsWith("I32") ? ElementType.I32 : ElementType.F32;
                // InputCmp::I32(InputCmpF32::…) is rustc's type error: a Vector::BRANCH finding, as the other
                // type's comparison on the stream is (branch.rs:221, 231)
                RuleViolation.require(!(args.get(0) instanceof InputCmp other) || other.type() == t, "Vector::BRANCH",
                        path + " wraps an InputCmp" + (t == ElementType.I32 ? "I32" : "F32") + ", got an InputCmp"
                        + (t == ElementType.I32 ? "F32" : "I32"));
                if (!(args.get(0) instanceof InputCmp cmp) || cmp.type() != t) {
                    throw new KernelError(c.at(), path + " takes an InputCmp" + (t == ElementType.I32 ? "I32" : "F32")
                            + ", got " + InterpreterValues.describe(args.get(0)));
                }
                yield cmp;
            }
            case "VeBranchOperand::group" -> {
                if (args.size() == 2 && args.get(0) instanceof dev.layoutprover.simulator.symbolic.Tensor t
                        && args.get(1) instanceof ValidBranchIds g && g != ValidBranchIds.ALWAYS) {
                    yield new BranchedLanes.Valid(t, g); // the symbolic check's VRF operand, valid in one group
                }
                if (args.size() == 2 && plainRhs(args.get(0)).isPresent()) {
                    // `VeBranchOperand::group(2.into(), GroupId::One)`: a number stays a number through .into()
                    args = List.of(plainRhs(args.get(0)).get(), args.get(1));
                }
                if (args.size() != 2 || !(args.get(0) instanceof Operand o) || o instanceof Operand.Branches
                        || !(args.get(1) instanceof ValidBranchIds g) || g == ValidBranchIds.ALWAYS) {
                    throw new KernelError(c.at(), path + " takes a VeRhs operand and a GroupId");
                }
                yield new Operand.Branch(o, g);
            }
            case "TernaryOperand::always", "TernaryOperand::group" -> {
                boolean group = path.endsWith("group");
                if (!group && args.size() == 2 && args.get(0) instanceof dev.layoutprover.simulator.symbolic.Tensor
                        && (args.get(1) instanceof Double || args.get(1) instanceof Long)) {
                    // the symbolic check's VRF operand, valid always: the pair (operand0, operand1) it reads
                    yield new InterpreterValues.Tuple(List.copyOf(args));
                }
                if (!args.isEmpty() && (args.get(0) instanceof Long || args.get(0) instanceof Double)) {
                    List<Object> typed = new ArrayList<>(args);
                    typed.set(0, written(args.get(0)));
                    args = typed;
                }
                if (args.size() != (group ? 3 : 2) || !(args.get(0) instanceof Operand o0) || o0 instanceof Operand.Branches
                        || !(args.get(1) instanceof Double || args.get(1) instanceof Long)
                        || group && (!(args.get(2) instanceof ValidBranchIds g) || g == ValidBranchIds.ALWAYS)) {
                    throw new KernelError(c.at(), path + " takes a VeRhs operand, an f32" + (group ? " and a GroupId" : ""));
                }
                yield new TernaryOperand(o0, f32(args.get(1)), group ? (ValidBranchIds) args.get(2) : ValidBranchIds.ALWAYS);
            }
            case "VeBranchOperand::stash_always" -> {
                if (!args.isEmpty()) {
                    throw new KernelError(c.at(), path + "() takes no arguments");
                }
                yield new Operand.Stash();
            }
            case "VeBranchOperand::stash_group" -> {
                EngineCalls.one(c, args, "(GroupId::…)");
                if (!(args.get(0) instanceof ValidBranchIds g) || g == ValidBranchIds.ALWAYS) {
                    throw new KernelError(c.at(), path + " takes a GroupId");
                }
                yield new Operand.Branch(new Operand.Stash(), g);
            }
            default -> throw new KernelError(c.at(), "unknown function " + path);
        };
    }

    /**
     * The operand list {@code items} ({@code [op, op]}, or {@code ArrayVec::new([…])} when
     * {@code arrayVec}): each a plain operand (valid always), a {@code VeBranchOperand::group} or a
     * tuple {@code (operand, GroupId::…)}. Empty when an item is no operand.
     */
    static Optional<Operand.Branches> list(List<?> items, boolean arrayVec) {
        List<Operand.Branch> out = new ArrayList<>();
        for (Object x : items) {
            switch (x) {
                case Operand.Branches b -> { return Optional.empty(); }
                case Operand o -> out.add(new Operand.Branch(o, ValidBranchIds.ALWAYS));
                case Operand.Branch b -> out.add(b);
                case InterpreterValues.Tuple t when t.items().size() == 2 && t.items().get(0) instanceof Operand o
                        && !(o instanceof Operand.Branches) && t.items().get(1) instanceof ValidBranchIds g ->
                        out.add(new Operand.Branch(o, g));
                default -> { return Optional.empty(); }
            }
        }
        RuleViolation.require(out.size() <= MAX_BRANCHES, "Vector::BRANCH", "an operand list holds at most "
                + MAX_BRANCHES + " operands (ArrayVec capacity), got " + out.size());
        long always = out.stream().filter(b -> b.valid() == ValidBranchIds.ALWAYS).count();
        RuleViolation.require(arrayVec || always <= 1, "Vector::BRANCH", "Multiple ValidAlways operands are not "
                + "allowed (found " + always + ")");
        return Optional.of(new Operand.Branches(out));
    }

    /**
     * The f32 constant {@code v} as an operand: {@code 3.0f32}; an integer literal keeps its written
     * type {@code i32}, so that the f32 parameter's check ({@code Vector::TYPE}) finds it.
     */
    private static Operand f32(Object v) {
        return v instanceof Long l ? written(l) : new Operand.Constant((float) (double) (Double) v, ElementType.F32);
    }

    /**
     * A number as a kernel wrote it, as an operand that keeps its literal's type: {@code 7} is an
     * {@code i32} constant, {@code 2.5} an {@code f32} one.
     */
    static Operand written(Object number) {
        return switch (number) {
            case Long l -> new Operand.Constant(l, ElementType.I32);
            case Double d -> new Operand.Constant(d, ElementType.F32);
            default -> throw new IllegalArgumentException("not a number: " + number);
        };
    }

    /**
     * The ternary operand list {@code items} ({@code [TernaryOperand; N]}, or {@code ArrayVec::new([…])}
     * when {@code arrayVec}), each a {@code TernaryOperand} or a tuple {@code ((operand0, operand1), GroupId::…)};
     * empty when an item is none. Rules ({@code Vector::BRANCH}) as for {@link #list}.
     */
    static Optional<List<TernaryOperand>> ternaryList(List<?> items, boolean arrayVec) {
        List<TernaryOperand> out = new ArrayList<>();
        for (Object x : items) {
            Optional<TernaryOperand> t = ternary(x);
            if (t.isEmpty()) {
                return Optional.empty();
            }
            out.add(t.get());
        }
        RuleViolation.require(out.size() <= MAX_BRANCHES, "Vector::BRANCH", "an operand list holds at most "
                + MAX_BRANCHES + " operands (ArrayVec capacity), got " + out.size());
        long always = out.stream().filter(b -> b.valid() == ValidBranchIds.ALWAYS).count();
        RuleViolation.require(arrayVec || always <= 1, "Vector::BRANCH", "Multiple ValidAlways operands are not "
                + "allowed (found " + always + ")");
        return Optional.of(out);
    }

    /** One ternary operand: a {@code TernaryOperand}, or {@code ((operand0, operand1), GroupId::…)}. */
    static Optional<TernaryOperand> ternary(Object x) {
        if (x instanceof TernaryOperand t) {
            return Optional.of(t);
        }
        if (x instanceof InterpreterValues.Tuple t && t.items().size() == 2
                && t.items().get(0) instanceof InterpreterValues.Tuple pair && pair.items().size() == 2
                && rhs(pair.items().get(0)).isPresent()
                && (pair.items().get(1) instanceof Double || pair.items().get(1) instanceof Long)
                && t.items().get(1) instanceof ValidBranchIds g) {
            return Optional.of(new TernaryOperand(rhs(pair.items().get(0)).get(), f32(pair.items().get(1)), g));
        }
        return Optional.empty();
    }

    /**
     * What {@code Into<TernaryOperand>} takes (the reference's {@code From} impls, operand.rs:219, 228):
     * a {@code TernaryOperand}, {@code (operand0, operand1)} valid always, or
     * {@code ((operand0, operand1), GroupId::…)} valid for that group. Example: {@code (Stash, 3.0f32)}
     * is {@code TernaryOperand::always(VeRhs::stash(), 3.0)}.
     */
    static Optional<TernaryOperand> intoTernary(Object x) {
        if (x instanceof InterpreterValues.Tuple t && t.items().size() == 2 && rhs(t.items().get(0)).isPresent()
                && (t.items().get(1) instanceof Double || t.items().get(1) instanceof Long)) {
            return Optional.of(new TernaryOperand(rhs(t.items().get(0)).get(), f32(t.items().get(1)), ValidBranchIds.ALWAYS));
        }
        return ternary(x);
    }

    /**
     * {@code value.into()} on an operand of the Vector Engine, as the reference's {@code From} impls
     * convert it (operand.rs:64-85, 219-236, 347-365): a tuple {@code ((operand0, operand1), GroupId::…)}
     * or {@code (operand0, f32)} becomes a {@code TernaryOperand}, {@code (operand, GroupId::…)} a
     * {@code VeBranchOperand} valid for that group, a constant, VRF tensor or {@code Stash} a
     * {@code VeRhs} (a {@code VeBranchOperand} valid always), and an operand or a plain number stays itself.
     * Example: {@code ((2.0f32, 3.0f32), GroupId::One).into()} is
     * {@code TernaryOperand::group(VeRhs::constant(2.0), 3.0, GroupId::One)}.
     */
    static Object into(Ast.MethodCall c, Object value) {
        if (value instanceof Long || value instanceof Double) {
            // a number stays a number: an engine call takes it as its constant operand, and host code's
            // `let n: u64 = k.into()` keeps its value
            return value;
        }
        Optional<TernaryOperand> ternary = intoTernary(value);
        if (ternary.isPresent()) {
            return ternary.get();
        }
        if (value instanceof InterpreterValues.Tuple t && t.items().size() == 2 && t.items().get(1) instanceof ValidBranchIds g
                && plainRhs(t.items().get(0)).isPresent()) {
            return new Operand.Branch(plainRhs(t.items().get(0)).get(), g);
        }
        if (value instanceof Operand.Branch || value instanceof TernaryOperand) {
            return value;
        }
        return plainRhs(value).orElseThrow(() -> new KernelError(c.at(), ".into() converts a Vector Engine operand "
                + "(a constant, a VRF tensor, Stash, (operand, GroupId::…), (operand0, f32) or ((operand0, f32), "
                + "GroupId::…)), got " + InterpreterValues.describe(value)));
    }

    /** What {@code Into<VeRhs<D, _>>} takes for either type: {@link #rhs}, or an {@code i32} constant. */
    static Optional<Operand> plainRhs(Object x) {
        return x instanceof Long l ? Optional.of(written(l)) : rhs(x);
    }

    /** What {@code Into<VeRhs<f32, _>>} takes: an operand, an {@code f32} constant or a VRF tensor. */
    private static Optional<Operand> rhs(Object x) {
        return switch (x) {
            case Operand.Branches b -> Optional.empty();
            case Operand o -> Optional.of(o);
            case Double d -> Optional.of(written(d));
            case dev.layoutprover.simulator.memory.VrfTensor v -> Optional.of(Operand.of(v));
            default -> Optional.empty();
        };
    }

    private static InputCmp.Kind kind(String type, String variant, Location at) {
        InputCmp.Kind k = KINDS.get(variant);
        if (k == null) {
            throw new KernelError(at, "unknown variant " + type + "::" + variant + " (it has: Equal, Less, Greater, "
                    + "LessUnsigned, GreaterUnsigned, True, False)");
        }
        return k;
    }

    private static ElementType typeOf(String type) {
        return type.endsWith("I32") ? ElementType.I32 : ElementType.F32;
    }
}
