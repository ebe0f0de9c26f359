package io.qwenmanaged.launcher.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.launcher.TestConfigs;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Qwen's command line: node, --expose-gc, the CLI entry, then the admin's flags; nothing else. */
@Tag("unit")
class QwenCommandTest {

  @Test
  void isThePinnedNodeWithExposeGcTheCliEntryAndTheAdminFlags() {
    assertEquals(
        List.of(
            "/opt/kit/node/bin/node",
            "--expose-gc",
            "/opt/kit/qwen/cli.js",
            "--screen-reader",
            "--model",
            "qwen3"),
        QwenCommand.of(TestConfigs.config(List.of("--screen-reader", "--model", "qwen3"))));
  }
}
