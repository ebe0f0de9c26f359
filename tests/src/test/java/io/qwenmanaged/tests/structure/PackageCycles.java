package io.qwenmanaged.tests.structure;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cycles of a dependency graph: its strongly connected components with more than one node
 * (Tarjan's algorithm), each as the sorted set of its nodes. A node that depends on itself is not a
 * cycle here (a package uses its own types freely).
 */
final class PackageCycles {

  private final Map<String, Set<String>> graph;
  private final Map<String, Integer> index = new HashMap<>();
  private final Map<String, Integer> lowLink = new HashMap<>();
  private final Deque<String> stack = new ArrayDeque<>();
  private final List<Set<String>> cycles = new ArrayList<>();

  private PackageCycles(Map<String, Set<String>> graph) {
    this.graph = graph;
  }

  /** Every cycle of {@code graph} (node → the nodes it depends on). */
  static List<Set<String>> of(Map<String, Set<String>> graph) {
    PackageCycles finder = new PackageCycles(graph);
    for (String node : new TreeSet<>(graph.keySet())) {
      if (!finder.index.containsKey(node)) {
        finder.visit(node);
      }
    }
    return finder.cycles;
  }

  private void visit(String node) {
    int order = index.size();
    index.put(node, order);
    lowLink.put(node, order);
    stack.push(node);
    for (String next : graph.getOrDefault(node, Set.of())) {
      if (!index.containsKey(next)) {
        visit(next);
        lowLink.put(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (stack.contains(next)) {
        lowLink.put(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node).equals(index.get(node))) {
      Set<String> component = new TreeSet<>();
      String member;
      do {
        member = stack.pop();
        component.add(member);
      } while (!member.equals(node));
      if (component.size() > 1) {
        cycles.add(component);
      }
    }
  }
}
