package io.qwenmanaged.policy.start;

import io.qwenmanaged.content.StrictUtf8;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntryPermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A credential is available — the Mem0 (or search) key, and the same way the governed model's key:
 * read from the file {@code launcher.json} names (its path may start with {@code ${HOME}}; owned by
 * the developer or root, neither readable nor writable by anyone else; the value is its content
 * without a trailing newline), or else from the named variable (set and non-empty). Every problem
 * is an environment problem naming the file or variable, never the value.
 */
final class CredentialCheck {

  static final String VARIABLE_MISSING = "is not set or empty";
  static final String OTHERS_MAY_READ =
      "can be read or written by its group or others (mode %s); only its owner may use it";
  static final String ACL_READABLE = "grants access to %s; only its owner may use it";
  static final String EMPTY = "is empty";
  static final String NOT_TEXT = "is not UTF-8 text";
  static final String NOT_ONE_LINE = "holds a control character or more than one line";

  /** Rights that read a file or change it. */
  private static final Set<AclEntryPermission> ANY_ACCESS =
      Set.of(
          AclEntryPermission.READ_DATA,
          AclEntryPermission.WRITE_DATA,
          AclEntryPermission.APPEND_DATA,
          AclEntryPermission.WRITE_ACL,
          AclEntryPermission.WRITE_OWNER);

  /**
   * @param outcome the check's outcome
   * @param secret the value, when available
   */
  record Result(CheckOutcome outcome, Optional<Secret> secret) {}

  private CredentialCheck() {}

  /** Where a key comes from, and the check that reports it. */
  record Source(String check, String variable, Optional<String> file, String filePointer) {}

  /**
   * The developer's session as the key checks read it: their environment (the key's variable), the
   * home directory {@code ${HOME}} in the key's file stands for, and their name (who may own it).
   */
  record Session(Map<String, String> environment, String userName, Path userHome) {}

  /** The repository's Mem0 (or search) key, as {@code credential} says where it comes from. */
  static Result run(
      LauncherConfig.Credential credential, Platform platform, Session session, FileFacts facts) {
    return run(
        new Source(StartChecks.CREDENTIAL, credential.env(), credential.file(), "/credential/file"),
        platform,
        session,
        facts);
  }

  /** The key of {@code source}: from its file when it names one, else from its variable. */
  static Result run(Source source, Platform platform, Session session, FileFacts facts) {
    if (source.file().isEmpty()) {
      String value =
          Locations.variable(session.environment(), platform, source.variable()).orElse("");
      return value.isEmpty()
          ? failed(source, Diagnostic.io("$" + source.variable(), VARIABLE_MISSING))
          : new Result(new CheckOutcome(source.check(), List.of()), Optional.of(new Secret(value)));
    }
    String file = Locations.home(source.file().get(), session.userHome());
    try {
      return fromFile(source, platform, file, session.userName(), facts);
    } catch (IOException e) {
      return failed(source, RegularFile.unreadable(file, "examined", e));
    }
  }

  private static Result fromFile(
      Source source, Platform platform, String file, String userName, FileFacts facts)
      throws IOException {
    PathWalk.Result walk = PathWalk.walk(facts, platform, file, true);
    if (walk instanceof PathWalk.Missing) {
      return failed(
          source,
          Diagnostic.io(
              file, Executables.MISSING + " (launcher.json's " + source.filePointer() + ")"));
    }
    if (walk instanceof PathWalk.Loop) {
      return failed(source, Diagnostic.io(file, Executables.LOOP));
    }
    PathWalk.Found found = (PathWalk.Found) walk;
    List<Diagnostic> problems = new ArrayList<>();
    AccessRule.developerOrAdmin(platform, userName)
        .ownerProblem(found.entry())
        .ifPresent(message -> problems.add(Diagnostic.io(file, message)));
    othersMayUse(found.entry()).ifPresent(message -> problems.add(Diagnostic.io(file, message)));
    if (!problems.isEmpty()) {
      return new Result(new CheckOutcome(source.check(), problems), Optional.empty());
    }
    BoundedFile.Outcome read = RegularFile.read(facts, found.path(), file);
    if (read instanceof BoundedFile.Failed failure) {
      Diagnostic d = failure.diagnostic();
      return failed(source, Diagnostic.io(d.file(), d.message()));
    }
    return value(source, ((BoundedFile.Read) read).bytes(), file);
  }

  private static Optional<String> othersMayUse(FileEntry entry) {
    if (entry.protection() instanceof FileEntry.PosixMode mode) {
      return (mode.bits() & 0066) != 0
          ? Optional.of(String.format(OTHERS_MAY_READ, mode.octal()))
          : Optional.empty();
    }
    return AccessRule.broadGrants((FileEntry.Acl) entry.protection(), ANY_ACCESS)
        .map(who -> String.format(ACL_READABLE, who));
  }

  private static Result value(Source source, byte[] bytes, String file) {
    Optional<String> decoded = StrictUtf8.decode(bytes);
    if (decoded.isEmpty()) {
      return failed(source, Diagnostic.io(file, NOT_TEXT));
    }
    String text = decoded.get();
    if (text.endsWith("\n")) {
      text = text.substring(0, text.length() - 1);
      if (text.endsWith("\r")) {
        text = text.substring(0, text.length() - 1);
      }
    }
    if (text.isEmpty()) {
      return failed(source, Diagnostic.io(file, EMPTY));
    }
    if (text.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
      return failed(source, Diagnostic.io(file, NOT_ONE_LINE));
    }
    return new Result(new CheckOutcome(source.check(), List.of()), Optional.of(new Secret(text)));
  }

  private static Result failed(Source source, Diagnostic problem) {
    return new Result(new CheckOutcome(source.check(), List.of(problem)), Optional.empty());
  }
}
