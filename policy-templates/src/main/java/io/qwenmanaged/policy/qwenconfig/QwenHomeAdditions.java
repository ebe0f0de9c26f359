package io.qwenmanaged.policy.qwenconfig;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the developer's own QWEN_HOME adds to every session — hooks in its settings, agents and
 * skills, and extensions' hooks — for {@code qwen-managed doctor} to report: the developer's
 * choice, so never a refusal, but one that can decide on a memory write makes every write fail (see
 * {@link WriteGuard}).
 */
public final class QwenHomeAdditions {

  /** One file of QWEN_HOME that declares hooks, and whether it can decide on memory writes. */
  public record Addition(Path file, boolean decidesOnMemoryWrites) {}

  private QwenHomeAdditions() {}

  public static List<Addition> of(Path qwenHome) {
    List<Addition> additions = new ArrayList<>();
    for (HookSources.Source source : HookSources.ofQwenHome(qwenHome)) {
      boolean decides =
          source.hooks().isEmpty() || HookFindings.decidesOnMemoryWrites(source.hooks().get());
      boolean hooks =
          decides
              || !HookFindings.of(source.hooks().get(), new HookFindings.Place("", "", "/"))
                  .isEmpty();
      if (hooks) {
        additions.add(new Addition(source.file(), decides));
      }
    }
    return additions;
  }
}
