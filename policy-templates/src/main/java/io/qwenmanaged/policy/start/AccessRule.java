package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.InstallScope;
import io.qwenmanaged.policy.model.Platform;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Who may own an entry and that no one else may write to it. POSIX: the owner is one of the
 * accepted names and neither group nor others may write (a sticky world-writable directory such as
 * {@code /tmp} is refused too). Windows: the owner is accepted and no allow entry gives write
 * access to Users, Everyone or Authenticated Users (deny entries are not credited, so a doubtful
 * ACL is refused).
 */
final class AccessRule {

  static final String OWNER = "is owned by %s; it must be owned by %s";
  static final String POSIX_WRITABLE =
      "can be written by %s (mode %s); only its owner may write to it";
  static final String ACL_WRITABLE =
      "grants write access to %s; only its owner and administrators may write to it";
  static final String NO_MODE = "cannot be checked: the file system reports no POSIX mode bits";
  static final String NO_ACL = "cannot be checked: the file system reports no access-control list";

  private static final List<String> WINDOWS_ADMINS =
      List.of("Administrators", "SYSTEM", "TrustedInstaller");
  private static final List<String> BROAD = List.of("Users", "Everyone", "Authenticated Users");

  /** Rights that change a file, its attributes, its ACL or its owner, or delete it. */
  private static final Set<AclEntryPermission> FILE_WRITE =
      EnumSet.of(
          AclEntryPermission.WRITE_DATA,
          AclEntryPermission.APPEND_DATA,
          AclEntryPermission.WRITE_NAMED_ATTRS,
          AclEntryPermission.WRITE_ATTRIBUTES,
          AclEntryPermission.DELETE,
          AclEntryPermission.WRITE_ACL,
          AclEntryPermission.WRITE_OWNER);

  /**
   * The same for a directory, plus deleting its entries; creating a subdirectory ({@code
   * APPEND_DATA}) is not counted: it cannot replace an existing name, and Windows grants it to
   * Authenticated Users on every drive root.
   */
  private static final Set<AclEntryPermission> DIRECTORY_WRITE =
      EnumSet.of(
          AclEntryPermission.ADD_FILE,
          AclEntryPermission.DELETE_CHILD,
          AclEntryPermission.WRITE_NAMED_ATTRS,
          AclEntryPermission.WRITE_ATTRIBUTES,
          AclEntryPermission.DELETE,
          AclEntryPermission.WRITE_ACL,
          AclEntryPermission.WRITE_OWNER);

  private final Platform platform;
  private final List<String> owners;
  private final boolean admins;
  private final String description;

  private AccessRule(Platform platform, List<String> owners, boolean admins, String description) {
    this.platform = platform;
    this.owners = owners;
    this.admins = admins;
    this.description = description;
  }

  /**
   * The kit's files and runtimes: admin-owned, or also the installing user's for a user install.
   */
  static AccessRule kit(Platform platform, InstallFacts install) {
    String admins = platform == Platform.POSIX ? "root" : String.join(", ", WINDOWS_ADMINS);
    if (install.scope() == InstallScope.SYSTEM || install.user().isEmpty()) {
      return new AccessRule(platform, List.of(), true, admins + " (a system install)");
    }
    String user = install.user().get();
    boolean admin = platform == Platform.POSIX && user.equals("root");
    String owners = admin ? "root" : admins + " or " + user;
    return new AccessRule(
        platform, List.of(user), true, owners + " (a user install by " + user + ")");
  }

  /** The developer's own directories: owned by the developer. */
  static AccessRule developer(Platform platform, String user) {
    return new AccessRule(platform, List.of(user), false, user + " (the developer)");
  }

  /** A credential file: owned by the developer or an administrator. */
  static AccessRule developerOrAdmin(Platform platform, String user) {
    String admin = platform == Platform.POSIX ? "root" : "an administrator";
    return new AccessRule(platform, List.of(user), true, user + " (the developer) or " + admin);
  }

  /** Every problem of {@code entry}: its owner, then who else may write to it. */
  List<String> problems(FileEntry entry) {
    List<String> problems = new ArrayList<>();
    ownerProblem(entry).ifPresent(problems::add);
    writable(entry).ifPresent(problems::add);
    return problems;
  }

  /** The problem with {@code entry}'s owner, if any. */
  Optional<String> ownerProblem(FileEntry entry) {
    return ownerAccepted(entry.owner())
        ? Optional.empty()
        : Optional.of(String.format(OWNER, entry.owner(), description));
  }

  private boolean ownerAccepted(String owner) {
    if (platform == Platform.POSIX) {
      return (admins && owner.equals("root")) || owners.contains(owner);
    }
    String name = accountName(owner);
    if (admins && WINDOWS_ADMINS.stream().anyMatch(name::equalsIgnoreCase)) {
      return true;
    }
    return owners.stream()
        .anyMatch(user -> owner.equalsIgnoreCase(user) || name.equalsIgnoreCase(accountName(user)));
  }

  private Optional<String> writable(FileEntry entry) {
    if (platform == Platform.POSIX) {
      if (!(entry.protection() instanceof FileEntry.PosixMode mode)) {
        return Optional.of(NO_MODE);
      }
      String who =
          mode.groupWritable() && mode.otherWritable()
              ? "its group and others"
              : mode.groupWritable() ? "its group" : mode.otherWritable() ? "others" : null;
      return who == null
          ? Optional.empty()
          : Optional.of(String.format(POSIX_WRITABLE, who, mode.octal()));
    }
    if (!(entry.protection() instanceof FileEntry.Acl acl)) {
      return Optional.of(NO_ACL);
    }
    Set<AclEntryPermission> rights =
        entry.type() == FileEntry.Type.DIRECTORY ? DIRECTORY_WRITE : FILE_WRITE;
    return broadGrants(acl, rights).map(who -> String.format(ACL_WRITABLE, who));
  }

  /**
   * The broad principals ({@code Users}, {@code Everyone}, {@code Authenticated Users}) an allow
   * entry that applies to the entry itself gives any of {@code rights}, comma-separated; empty when
   * none.
   */
  static Optional<String> broadGrants(FileEntry.Acl acl, Set<AclEntryPermission> rights) {
    Set<String> who = new LinkedHashSet<>();
    for (FileEntry.AclGrant grant : acl.grants()) {
      boolean broad = BROAD.stream().anyMatch(accountName(grant.principal())::equalsIgnoreCase);
      if (broad
          && grant.type() == AclEntryType.ALLOW
          && !grant.inheritOnly()
          && grant.permissions().stream().anyMatch(rights::contains)) {
        who.add(grant.principal());
      }
    }
    return who.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", who));
  }

  /** {@code alice} for {@code DESKTOP\alice}. */
  private static String accountName(String principal) {
    return principal.substring(principal.lastIndexOf('\\') + 1).toLowerCase(Locale.ROOT);
  }
}
