package io.qwenmanaged.tests.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.structure.SourceTree.SourceFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The shape of the kit's main code, read from the imports of every module's sources: the modules
 * depend on each other only as the build intends (the hook on nothing; the shared policy layer on
 * the hook's content contract; the MCP server, the launcher and the installer on the policy layer;
 * the build-only distribution on the installer), only the installer renders policy files, and no
 * two packages depend on each other, directly or through others.
 */
@Tag("unit")
class LayeringTest {

  /** What each module's main code may import, besides itself. */
  private static final Map<String, Set<String>> ALLOWED =
      Map.of(
          "hook", Set.of(),
          "policy-templates", Set.of("hook"),
          "mcp-server", Set.of("hook", "policy-templates"),
          "launcher", Set.of("hook", "policy-templates"),
          "installer", Set.of("hook", "policy-templates"),
          "distribution", Set.of("hook", "policy-templates", "installer"));

  /** The direct dependencies the build is made of; each must really be used. */
  private static final Map<String, Set<String>> REQUIRED =
      Map.of(
          "hook", Set.of(),
          "policy-templates", Set.of("hook"),
          "mcp-server", Set.of("policy-templates"),
          "launcher", Set.of("policy-templates"),
          "installer", Set.of("policy-templates"),
          "distribution", Set.of("installer"));

  private static final String GENERATOR = "io.qwenmanaged.policy.generate";
  private static final List<String> MAIN_MODULES = SourceTree.MODULES.subList(0, 6);

  @Test
  void eachPackageBelongsToExactlyOneModule() {
    Map<String, Set<String>> modules = new TreeMap<>();
    for (String module : MAIN_MODULES) {
      for (SourceFile file : SourceTree.main(module)) {
        modules.computeIfAbsent(file.packageName(), p -> new TreeSet<>()).add(module);
      }
    }
    modules.values().removeIf(owners -> owners.size() == 1);
    assertEquals(Map.of(), modules, "packages declared by more than one module");
  }

  @Test
  void modulesImportOnlyTheModulesBelowThem() {
    Map<String, String> owners = packageOwners();
    Map<String, Set<String>> used = new TreeMap<>();
    List<String> violations = new ArrayList<>();
    for (String module : MAIN_MODULES) {
      used.put(module, new TreeSet<>());
      for (SourceFile file : SourceTree.main(module)) {
        for (String imported : file.imports()) {
          String owner = owners.get(imported);
          if (owner == null) {
            violations.add(file.path() + " imports " + imported + ", which no module declares");
          } else if (!owner.equals(module)) {
            used.get(module).add(owner);
            if (!ALLOWED.get(module).contains(owner)) {
              violations.add(
                  file.path() + " (" + module + ") imports " + imported + " of " + owner);
            }
          }
        }
      }
    }
    assertEquals(List.of(), violations);
    REQUIRED.forEach(
        (module, below) ->
            assertTrue(
                used.get(module).containsAll(below),
                module + " uses " + used.get(module) + ", the build says " + below));
  }

  @Test
  void onlyTheInstallerRendersPolicyFiles() {
    List<String> users = new ArrayList<>();
    Set<String> modules = new HashSet<>();
    for (String module : MAIN_MODULES) {
      for (SourceFile file : SourceTree.main(module)) {
        boolean generator = file.packageName().equals(GENERATOR);
        if (!generator && file.imports().contains(GENERATOR)) {
          modules.add(module);
          if (!module.equals("installer")) {
            users.add(file.path().toString());
          }
        }
      }
    }
    assertEquals(List.of(), users, "main code outside the installer imports " + GENERATOR);
    assertEquals(Set.of("installer"), modules, "the installer no longer uses " + GENERATOR);
  }

  @Test
  void noPackagesDependOnEachOther() {
    Map<String, Set<String>> graph = new TreeMap<>();
    for (String module : MAIN_MODULES) {
      for (SourceFile file : SourceTree.main(module)) {
        Set<String> edges = graph.computeIfAbsent(file.packageName(), p -> new TreeSet<>());
        file.imports().stream().filter(p -> !p.equals(file.packageName())).forEach(edges::add);
      }
    }
    assertEquals(List.of(), PackageCycles.of(graph), "package cycles in the main code");
  }

  @Test
  void theCycleFinderFindsCyclesThroughSeveralPackages() {
    Map<String, Set<String>> graph =
        Map.of(
            "a", Set.of("b"),
            "b", Set.of("c"),
            "c", Set.of("a", "d"),
            "d", Set.of("d"),
            "e", Set.of("a"));
    assertEquals(List.of(Set.of("a", "b", "c")), PackageCycles.of(graph));
  }

  private static Map<String, String> packageOwners() {
    Map<String, String> owners = new TreeMap<>();
    for (String module : MAIN_MODULES) {
      SourceTree.main(module).forEach(file -> owners.put(file.packageName(), module));
    }
    return owners;
  }
}
