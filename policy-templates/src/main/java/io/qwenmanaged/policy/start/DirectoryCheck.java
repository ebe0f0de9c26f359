package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The directories Qwen runs with: the workspace must be an existing directory (else an environment
 * problem: the repository is not on this machine); QWEN_HOME and QWEN_RUNTIME_DIR, when they exist,
 * must be directories owned by the developer and writable by no one else (another user could plant
 * settings there), and when they do not, the launcher creates them (mode 0700) — nothing is created
 * here.
 */
final class DirectoryCheck {

  static final String WORKSPACE_MISSING = "does not exist (launcher.json's /workspace)";
  static final String WORKSPACE_NOT_DIRECTORY = "is not a directory (launcher.json's /workspace)";
  static final String NOT_DIRECTORY = "is not a directory (%s)";

  /**
   * @param outcome the check's outcome
   * @param toCreate the directories that do not exist yet, parents first
   */
  record Result(CheckOutcome outcome, List<Path> toCreate) {}

  private DirectoryCheck() {}

  /** Checks the root of {@code repository}, one of {@code installation}'s repositories. */
  static CheckOutcome workspace(
      LauncherConfig installation, LauncherConfig.Repository repository, FileFacts facts) {
    String workspace = repository.workspace();
    List<Diagnostic> problems = new ArrayList<>();
    try {
      PathWalk.Result walk = PathWalk.walk(facts, installation.platform(), workspace, true);
      if (walk instanceof PathWalk.Missing) {
        problems.add(Diagnostic.io(workspace, named(WORKSPACE_MISSING, installation, repository)));
      } else if (walk instanceof PathWalk.Loop) {
        problems.add(Diagnostic.io(workspace, Executables.LOOP));
      } else if (((PathWalk.Found) walk).entry().type() != FileEntry.Type.DIRECTORY) {
        problems.add(
            Diagnostic.io(workspace, named(WORKSPACE_NOT_DIRECTORY, installation, repository)));
      }
    } catch (IOException e) {
      problems.add(RegularFile.unreadable(workspace, "examined", e));
    }
    return new CheckOutcome(StartChecks.WORKSPACE, problems);
  }

  /** {@code message} naming where a listed repository's root is written in launcher.json. */
  private static String named(
      String message, LauncherConfig installation, LauncherConfig.Repository repository) {
    if (!installation.namedRepositories()) {
      return message;
    }
    int index = installation.repositories().indexOf(repository);
    return message.replace("/workspace", "/repositories/" + index + "/workspace");
  }

  /**
   * Checks {@code installation}'s QWEN_HOME and QWEN_RUNTIME_DIR, {@code ${HOME}} standing for
   * {@code userHome}, against what the developer {@code userName} may own.
   */
  static Result qwenDirectories(
      LauncherConfig installation, String userName, Path userHome, FileFacts facts) {
    Platform platform = installation.platform();
    AccessRule rule = AccessRule.developer(platform, userName);
    List<Diagnostic> problems = new ArrayList<>();
    List<Path> toCreate = new ArrayList<>();
    Map<String, String> directories = new LinkedHashMap<>();
    directories.put("QWEN_HOME", Locations.home(installation.qwenHome(), userHome));
    directories.put("QWEN_RUNTIME_DIR", Locations.home(installation.qwenRuntimeDir(), userHome));
    for (Map.Entry<String, String> directory : directories.entrySet()) {
      String path = directory.getValue();
      try {
        PathWalk.Result walk = PathWalk.walk(facts, platform, path, true);
        if (walk instanceof PathWalk.Missing) {
          toCreate.add(Path.of(path));
        } else if (walk instanceof PathWalk.Loop) {
          problems.add(Diagnostic.policy(path, "", Executables.LOOP));
        } else {
          FileEntry entry = ((PathWalk.Found) walk).entry();
          if (entry.type() != FileEntry.Type.DIRECTORY) {
            problems.add(
                Diagnostic.policy(path, "", String.format(NOT_DIRECTORY, directory.getKey())));
          } else {
            rule.problems(entry).forEach(m -> problems.add(Diagnostic.policy(path, "", m)));
          }
        }
      } catch (IOException e) {
        problems.add(RegularFile.unreadable(path, "examined", e));
      }
    }
    return new Result(new CheckOutcome(StartChecks.QWEN_DIRECTORIES, problems), toCreate);
  }
}
