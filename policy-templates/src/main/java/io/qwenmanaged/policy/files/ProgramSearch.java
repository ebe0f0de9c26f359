package io.qwenmanaged.policy.files;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The order in which a process start searches PATH for a program named without a directory: the
 * directories in order, and in each the candidate names in order; the first candidate that passes
 * the probe wins. The start checks probe through {@link FileFacts}; {@link #executable} probes the
 * real file system as this process could run it.
 */
public final class ProgramSearch {

  /** Whether the candidate {@code name} in the {@code index}-th directory is the program. */
  @FunctionalInterface
  public interface Probe<T, E extends Exception> {
    Optional<T> at(int index, String directory, String name) throws E;
  }

  private ProgramSearch() {}

  /** The first candidate {@code probe} accepts. */
  public static <T, E extends Exception> Optional<T> first(
      List<String> directories, List<String> names, Probe<T, E> probe) throws E {
    for (int i = 0; i < directories.size(); i++) {
      for (String name : names) {
        Optional<T> found = probe.at(i, directories.get(i), name);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  /** The directories of a PATH value, in order, without its empty entries. */
  public static List<String> directories(String pathVariable, String separator) {
    return Arrays.stream(pathVariable.split(Pattern.quote(separator), -1))
        .filter(directory -> !directory.isEmpty())
        .toList();
  }

  /**
   * The first of {@code names} in {@code directories} that is a regular file this process may
   * execute (links followed). A directory name this system cannot have holds nothing.
   */
  public static Optional<Path> executable(List<String> directories, List<String> names) {
    return ProgramSearch.<Path, RuntimeException>first(
        directories, names, ProgramSearch::executableAt);
  }

  private static Optional<Path> executableAt(int index, String directory, String name) {
    try {
      Path candidate = Path.of(directory, name);
      return Files.isRegularFile(candidate) && Files.isExecutable(candidate)
          ? Optional.of(candidate)
          : Optional.empty();
    } catch (InvalidPathException e) {
      return Optional.empty();
    }
  }
}
