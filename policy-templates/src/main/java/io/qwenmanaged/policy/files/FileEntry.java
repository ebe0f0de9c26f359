package io.qwenmanaged.policy.files;

import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.util.List;
import java.util.Set;

/**
 * What the file system says about one directory entry, without following it when it is a symbolic
 * link: its type, its owner's name and how it is protected — POSIX mode bits or Windows ACL
 * entries.
 *
 * @param type the entry's own type ({@link Type#SYMLINK} for a link, whatever it points to)
 * @param owner the owner's name, e.g. {@code root}, {@code alice}, {@code BUILTIN\Administrators}
 * @param protection the mode bits (POSIX) or the access-control entries (Windows)
 */
public record FileEntry(Type type, String owner, Protection protection) {

  /** The kinds of entry the checks tell apart. */
  public enum Type {
    REGULAR,
    DIRECTORY,
    SYMLINK,
    /** A FIFO, socket or device. */
    OTHER
  }

  /** How an entry is protected. */
  public sealed interface Protection permits PosixMode, Acl {}

  /**
   * POSIX permission bits, including set-user-id, set-group-id and sticky ({@code 07777}).
   *
   * @param bits e.g. {@code 01777} for {@code /tmp}
   */
  public record PosixMode(int bits) implements Protection {

    /** Whether the group may write. */
    public boolean groupWritable() {
      return (bits & 0020) != 0;
    }

    /** Whether others may write. */
    public boolean otherWritable() {
      return (bits & 0002) != 0;
    }

    /** Whether the group or others may read. */
    public boolean readableByOthers() {
      return (bits & 0044) != 0;
    }

    /** Whether anyone may execute it. */
    public boolean executable() {
      return (bits & 0111) != 0;
    }

    /** The bits as {@code ls -l} users know them from {@code chmod}: {@code 0755}, {@code 1777}. */
    public String octal() {
      return String.format("%04o", bits);
    }
  }

  /** The entry's Windows access-control list. */
  public record Acl(List<AclGrant> grants) implements Protection {

    public Acl {
      grants = List.copyOf(grants);
    }
  }

  /**
   * One access-control entry.
   *
   * @param principal the account or group, e.g. {@code BUILTIN\Users}, {@code Everyone}
   * @param type allow, deny, audit or alarm
   * @param permissions the rights the entry concerns
   * @param inheritOnly whether it applies only to the entry's children, not to the entry itself
   */
  public record AclGrant(
      String principal,
      AclEntryType type,
      Set<AclEntryPermission> permissions,
      boolean inheritOnly) {

    public AclGrant {
      permissions = Set.copyOf(permissions);
    }
  }

  /** A POSIX entry. */
  public static FileEntry posix(Type type, String owner, int modeBits) {
    return new FileEntry(type, owner, new PosixMode(modeBits));
  }

  /** A Windows entry. */
  public static FileEntry windows(Type type, String owner, List<AclGrant> grants) {
    return new FileEntry(type, owner, new Acl(grants));
  }
}
