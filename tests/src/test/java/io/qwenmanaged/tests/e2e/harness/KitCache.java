package io.qwenmanaged.tests.e2e.harness;

import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The kits one E2E test class installed, each in its own private directory, found again by what
 * makes an install differ: the plan (rendered for a placeholder directory, so two scenarios' plans
 * compare whatever their directories) and the system-settings overlay; the distribution is the same
 * for every scenario. A scenario whose plan and overlay equal an earlier one's runs in that private
 * directory, on the kit installed there, after everything of the developer's side was deleted
 * ({@link ScenarioFiles#onInstalledKit}). The plans name the class's one fake Mem0, whose records
 * and scripts are forgotten before each scenario. Closing stops it and deletes every directory.
 */
final class KitCache implements AutoCloseable {

  private static final Path PLACEHOLDER = Path.of("/installed-kit");

  private final FakeMem0 mem0 = new FakeMem0();
  private final Map<String, Path> roots = new HashMap<>();
  private final Map<Path, ScenarioSetup.Installed> installs = new HashMap<>();
  private final List<Path> made = new ArrayList<>();

  KitCache() {
    mem0.start();
  }

  /** The class's fake Mem0, with nothing recorded or scripted. */
  FakeMem0 freshMem0() {
    mem0.reset();
    return mem0;
  }

  /**
   * The files of {@code scenario} in the private directory of the kit installed from the same plan,
   * or in a new one for a plan not seen yet.
   */
  ScenarioFiles files(Scenario scenario) {
    Path root = roots.computeIfAbsent(key(scenario), plan -> newDirectory());
    return ScenarioFiles.onInstalledKit(scenario.name(), root);
  }

  /**
   * The kit installed in the private directory of {@code files}; {@code install} installs it there
   * the first time. After a failed install the directory is never handed out again.
   */
  ScenarioSetup.Installed installed(
      ScenarioFiles files, Supplier<ScenarioSetup.Installed> install) {
    Path root = files.runtimeRoot();
    ScenarioSetup.Installed kit = installs.get(root);
    if (kit != null) {
      return kit;
    }
    try {
      kit = install.get();
    } catch (RuntimeException | Error e) {
      roots.values().remove(root);
      throw e;
    }
    installs.put(root, kit);
    return kit;
  }

  @Override
  public void close() {
    try {
      mem0.close();
    } finally {
      made.forEach(PrivateRoot::deleteTree);
    }
  }

  private Path newDirectory() {
    Path root = PrivateRoot.current().newScenarioDirectory();
    made.add(root);
    return root;
  }

  private String key(Scenario scenario) {
    ScenarioFiles placeholder = new ScenarioFiles(PLACEHOLDER, PLACEHOLDER);
    byte[] plan =
        TestPlan.render(scenario, placeholder, new KitPrefix(placeholder.prefix()), mem0.baseUrl());
    return new String(plan, StandardCharsets.UTF_8) + scenario.systemSettingsOverlay();
  }
}
