package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.KitCommands;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The launcher's class-data archive is trained by the installer on a rehearsed start of the
 * generation in place, so a real start loads the kit's classes from it, not from the jar. The
 * rehearsal runs every start check and then starts the pinned {@code java -version} instead of
 * Qwen; it creates none of Qwen's directories and refuses a broken installation as a start does.
 */
@Tag("jar")
class ArchivedStartTest {

  private static final String KIT_CLASSES = " io.qwenmanaged.";

  @Test
  void aRealStartLoadsEveryKitClassItUsesFromTheInstalledArchive() throws IOException {
    try (LauncherSite layout = LauncherSite.shared()) {
      layout.standIn().exitWith(0);
      Path log = layout.root().resolve("classes.log");
      List<String> command = installedCommand(layout);
      command.add(command.indexOf("-jar"), "-Xlog:class+load=info:file=" + log);

      TerminalSession.Result result;
      try (TerminalSession session =
          TerminalSession.startCommand(layout, LaunchCommand.developerEnvironment(), command)) {
        result = session.await();
      }

      assertEquals(0, result.exitCode(), result.stderr());
      assertTrue(layout.standIn().started(), "Qwen was not started");
      List<String> kitClasses =
          Files.readAllLines(log).stream().filter(line -> line.contains(KIT_CLASSES)).toList();
      assertTrue(kitClasses.size() > 100, "too few kit classes logged: " + kitClasses.size());
      List<String> fromJar =
          kitClasses.stream().filter(line -> !line.contains("shared objects file")).toList();
      assertEquals(List.of(), fromJar, "kit classes a start loads outside the archive");
    }
  }

  @Test
  void aRehearsedStartChecksEverythingAndStartsJavaInsteadOfQwen() throws IOException {
    try (LauncherSite layout = LauncherSite.shared()) {
      layout.standIn().exitWith(0);
      assertFalse(Files.exists(layout.qwenHome()), "the install made QWEN_HOME");

      PipedLaunch.Result result = rehearse(layout);

      assertEquals(0, result.exitCode(), result.output());
      assertTrue(result.stderr().contains("version \""), result.output());
      assertFalse(layout.standIn().started(), "a rehearsal started Qwen");
      assertFalse(Files.exists(layout.qwenHome()), "a rehearsal made QWEN_HOME");
      assertFalse(result.output().contains(LaunchCommand.CREDENTIAL), result.output());
    }
  }

  @Test
  void aRehearsedStartRefusesAChangedJarAsAStartDoes() throws IOException {
    try (LauncherSite layout = LauncherSite.create()) {
      Path jar = layout.jar("hook");
      Files.writeString(jar, "not the installed jar", StandardOpenOption.APPEND);

      PipedLaunch.Result result = rehearse(layout);

      assertEquals(3, result.exitCode(), result.output());
      assertTrue(result.stderr().contains(jar + ": error: has changed"), result.output());
      assertFalse(layout.standIn().started(), "a rehearsal started Qwen");
    }
  }

  private static PipedLaunch.Result rehearse(LauncherSite layout) {
    List<String> command = new ArrayList<>(LaunchCommand.of(layout, List.of()));
    command.add(command.indexOf("-jar"), "-D" + KitCommands.LAUNCHER_REHEARSAL_PROPERTY + "=true");
    return PipedLaunch.runCommand(
        command, layout.workspace(), LaunchCommand.developerEnvironment());
  }

  /** The installed command line: the generation's {@code launcher.args}, one word per line. */
  private static List<String> installedCommand(LauncherSite layout) throws IOException {
    Path generation = layout.launcherJar().getParent().getParent();
    return new ArrayList<>(Files.readAllLines(generation.resolve("launcher.args")));
  }
}
