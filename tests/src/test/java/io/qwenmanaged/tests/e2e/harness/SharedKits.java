package io.qwenmanaged.tests.e2e.harness;

import java.util.Optional;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Registered on an E2E test class ({@code @ExtendWith(SharedKits.class)}), lets its scenarios share
 * installed kits: a scenario installed from the same plan as an earlier one of the class runs on
 * that kit, with its own fresh developer side, fake model, MCP recordings and tmux session, and the
 * class's fake Mem0 emptied ({@link KitCache}); everything is deleted when the class ends. Only for
 * classes whose scenarios leave the installed kit as installed. A scenario with HTTPS fakes keeps
 * its own install: its plan trusts a CA made for it alone, and its fakes are its own.
 *
 * <p>The kits are the running class's, in this JVM: a fork runs its test classes one after another,
 * and a second class starting before the first ended is refused.
 */
public final class SharedKits implements BeforeAllCallback, AfterAllCallback {

  private static KitCache current;
  private static String owner;

  @Override
  public void beforeAll(ExtensionContext context) {
    open(context.getRequiredTestClass().getName());
  }

  @Override
  public void afterAll(ExtensionContext context) {
    close(context.getRequiredTestClass().getName());
  }

  /** The running class's kits, unless it shares none or {@code scenario} has HTTPS fakes. */
  static synchronized Optional<KitCache> forScenario(Scenario scenario) {
    return scenario.https().isPresent() ? Optional.empty() : Optional.ofNullable(current);
  }

  private static synchronized void open(String testClass) {
    if (current != null) {
      throw new IllegalStateException(
          testClass + " started while another class's kits are still shared in this JVM");
    }
    current = new KitCache();
    owner = testClass;
  }

  private static synchronized void close(String testClass) {
    if (!testClass.equals(owner)) {
      return;
    }
    try {
      current.close();
    } finally {
      current = null;
      owner = null;
    }
  }
}
