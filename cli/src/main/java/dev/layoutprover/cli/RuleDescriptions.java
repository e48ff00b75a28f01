package dev.layoutprover.cli;

import java.util.Locale;
import java.util.Map;

/**
 * One-line descriptions of the rules {@code verify} reports, for SARIF's rule metadata: a curated
 * sentence for the rules a kernel most often breaks, otherwise the part of the hardware the rule
 * belongs to and the rule's name in words ({@code Sequencer::ENTRIES} is
 * {@code "Sequencer (Fetch and Commit Engines): entries"}).
 */
final class RuleDescriptions {

    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("DM::OVERLAP", "A DM tensor's address range overlaps a live DM tensor."),
            Map.entry("HBM::OVERLAP", "An HBM tensor's address range overlaps a live HBM tensor."),
            Map.entry("VRF::OVERLAP", "A VRF tensor's address range overlaps a live VRF tensor."),
            Map.entry("TRF::CAPACITY", "A TRF tensor needs more bytes per Row than the Row's TRF banks hold."),
            Map.entry("Collect::PACKET", "The Collect Engine's output packet is not exactly one 32-byte flit."),
            Map.entry("Commit::IN_SIZE", "commit_in_size is not 8, 16, 24 or 32 bytes."),
            Map.entry("Mapping::WELL_FORMED", "A mapping expression breaks a rule of the mapping algebra."),
            Map.entry("Layout::INJECTIVE", "A memory tensor stores a tensor index twice without a broadcast axis."),
            Map.entry("Type::ANNOTATION", "A value's element type or mappings differ from its written type."),
            Map.entry("Chip::SIZE", "Chip::SIZE must equal the number of chips."),
            Map.entry("Cluster::SIZE", "Cluster::SIZE must be 2 (pad with # 2)."),
            Map.entry("Slice::SIZE", "Slice::SIZE must be 256 (pad with # 256)."),
            Map.entry("Row::SIZE", "Row::SIZE must be 1, 2, 4 or 8."));

    private static final Map<String, String> PARTS = Map.ofEntries(
            Map.entry("Fetch", "Fetch Engine"), Map.entry("Switch", "Switch Engine"),
            Map.entry("Collect", "Collect Engine"), Map.entry("Aligner", "Aligner"),
            Map.entry("StreamAdapter", "Stream Adapter"), Map.entry("TrfSequencer", "TRF Sequencer"),
            Map.entry("Reducer", "Reducer"), Map.entry("Vector", "Vector Engine"), Map.entry("Cast", "Cast Engine"),
            Map.entry("Transpose", "Transpose Engine"), Map.entry("Commit", "Commit Engine"),
            Map.entry("Sequencer", "Sequencer (Fetch and Commit Engines)"), Map.entry("DMA", "DMA Engine"),
            Map.entry("DM", "DM tensor"), Map.entry("HBM", "HBM tensor"), Map.entry("TRF", "TRF tensor"),
            Map.entry("VRF", "VRF tensor"), Map.entry("Element", "memory tensor element"),
            Map.entry("Host", "host tensor"), Map.entry("View", "tile view"));

    private RuleDescriptions() {}

    static String of(String rule) {
        String sentence = SENTENCES.get(rule);
        if (sentence != null) {
            return sentence;
        }
        int sep = rule.indexOf("::");
        if (sep < 0) {
            return rule;
        }
        String part = PARTS.getOrDefault(rule.substring(0, sep), rule.substring(0, sep));
        return part + ": " + rule.substring(sep + 2).toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
