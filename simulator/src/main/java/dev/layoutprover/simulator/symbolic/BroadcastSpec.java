package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.simulator.oracle.Spec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A spec whose output names the axes an output's mapping writes beyond its data's, a broadcast
 * ({@code x[Q] -> [Q,S]} of {@code x.to_hbm::<m![Q, S]>} of an {@code m![Q]} tensor), read on the
 * data's own axes: the symbolic output holds one element for all the copies the mapping writes,
 * so the spec holds at every copy exactly when its value does not vary along the added axes and
 * it holds on the data. Its output axes are bound to the written axes as a concrete run binds
 * them ({@link dev.layoutprover.simulator.oracle.Expectation}): by name when they are exactly the
 * written axes' names, else by position.
 *
 * <p>Example: {@code x[Q] -> [Q,S]} on data {@code [Q]} written as {@code [Q, S]} is read as
 * {@code x[Q] -> [Q]}; {@code y[S] -> [Q,S]} is not modelled (its value varies along {@code S}).
 */
public final class BroadcastSpec {

    private BroadcastSpec() {}

    /**
     * {@code spec} on the output's {@code data} axes when its output names each of the
     * {@code written} axes (a superset of them, in the mapping's order) and more than the data's;
     * {@code spec} itself otherwise.
     *
     * @throws NotModelled when the spec reads an input along an added axis, or names the data's axes
     *     by position in another order than the data holds them
     */
    public static Spec onData(Spec spec, List<String> data, List<String> written) {
        Set<String> writtenNames = new HashSet<>(written);
        if (spec.output().size() != written.size() || written.size() <= data.size()
                || writtenNames.size() != written.size() || !writtenNames.containsAll(data)) {
            return spec;
        }
        boolean byName = new HashSet<>(spec.output()).equals(writtenNames)
                && new LinkedHashSet<>(spec.output()).size() == spec.output().size();
        List<String> kept = new ArrayList<>();
        List<String> keptKernel = new ArrayList<>();
        List<String> added = new ArrayList<>();
        for (int i = 0; i < spec.output().size(); i++) {
            String name = spec.output().get(i);
            String kernel = byName ? name : written.get(i);
            if (data.contains(kernel)) {
                kept.add(name);
                keptKernel.add(kernel);
            } else {
                added.add(name);
            }
        }
        for (Spec.Input t : spec.tensors()) {
            for (String a : t.axes()) {
                if (added.contains(a)) {
                    throw new NotModelled("the spec reads " + t.name() + " along " + a + ", an axis the output's"
                            + " mapping adds to its data (a broadcast): not decided symbolically");
                }
            }
        }
        if (!byName && (!keptKernel.equals(data) || new HashSet<>(kept).equals(new HashSet<>(data)) && !kept.equals(data))) {
            throw new NotModelled("the spec names the output's axes by position, and its data holds them in the order "
                    + data + ", not " + keptKernel + ": not decided symbolically");
        }
        return new Spec(spec.text(), spec.body(), kept);
    }
}
