package io.qwenmanaged.policy.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * {@link FileFacts} of the real file system: POSIX modes through the {@code unix:mode} attribute
 * (which, unlike the POSIX view, includes the sticky bit), ACLs where the file system has them
 * (Windows). Nothing here follows a final symbolic link.
 */
final class LocalFileFacts implements FileFacts {

  static final LocalFileFacts INSTANCE = new LocalFileFacts();

  private static final LinkOption NOFOLLOW = LinkOption.NOFOLLOW_LINKS;
  private static final boolean UNIX =
      FileSystems.getDefault().supportedFileAttributeViews().contains("unix");
  private static final boolean ACL =
      FileSystems.getDefault().supportedFileAttributeViews().contains("acl");

  private static final String UNIX_ENTRY = "unix:mode,uid,isSymbolicLink,isDirectory,isRegularFile";

  /** Owner names by user id, so a walk of many paths asks the user database once per owner. */
  private static final Map<Integer, String> OWNERS = new ConcurrentHashMap<>();

  private LocalFileFacts() {}

  @Override
  public Optional<FileEntry> entry(String path) throws IOException {
    Path file = Path.of(path);
    try {
      return Optional.of(UNIX ? unixEntry(file) : aclEntry(file));
    } catch (NoSuchFileException | NotDirectoryException e) {
      return Optional.empty();
    } catch (FileSystemException e) {
      if ("Not a directory".equals(e.getReason())) {
        return Optional.empty();
      }
      throw e;
    }
  }

  /** Type, owner and mode from one status read; an owner's name is looked up once per user. */
  private static FileEntry unixEntry(Path file) throws IOException {
    Map<String, Object> unix = Files.readAttributes(file, UNIX_ENTRY, NOFOLLOW);
    FileEntry.Type type =
        type(
            (Boolean) unix.get("isSymbolicLink"),
            (Boolean) unix.get("isDirectory"),
            (Boolean) unix.get("isRegularFile"));
    Integer uid = (Integer) unix.get("uid");
    String owner = OWNERS.get(uid);
    if (owner == null) {
      owner = Files.getOwner(file, NOFOLLOW).getName();
      OWNERS.put(uid, owner);
    }
    return new FileEntry(type, owner, new FileEntry.PosixMode((Integer) unix.get("mode") & 07777));
  }

  private static FileEntry aclEntry(Path file) throws IOException {
    BasicFileAttributes attributes =
        Files.readAttributes(file, BasicFileAttributes.class, NOFOLLOW);
    FileEntry.Type type =
        type(attributes.isSymbolicLink(), attributes.isDirectory(), attributes.isRegularFile());
    return new FileEntry(type, Files.getOwner(file, NOFOLLOW).getName(), protection(file));
  }

  private static FileEntry.Type type(boolean symlink, boolean directory, boolean regular) {
    if (symlink) {
      return FileEntry.Type.SYMLINK;
    }
    if (directory) {
      return FileEntry.Type.DIRECTORY;
    }
    return regular ? FileEntry.Type.REGULAR : FileEntry.Type.OTHER;
  }

  private static FileEntry.Protection protection(Path file) throws IOException {
    if (ACL) {
      AclFileAttributeView view =
          Files.getFileAttributeView(file, AclFileAttributeView.class, NOFOLLOW);
      List<FileEntry.AclGrant> grants = new ArrayList<>();
      for (AclEntry entry : view.getAcl()) {
        grants.add(
            new FileEntry.AclGrant(
                entry.principal().getName(),
                entry.type(),
                entry.permissions(),
                entry.flags().contains(AclEntryFlag.INHERIT_ONLY)));
      }
      return new FileEntry.Acl(grants);
    }
    throw new IOException("the file system reports neither POSIX modes nor ACLs");
  }

  @Override
  public String readLink(String path) throws IOException {
    return Files.readSymbolicLink(Path.of(path)).toString();
  }

  @Override
  public byte[] read(String path, int limit) throws IOException {
    try (InputStream in = open(path)) {
      return in.readNBytes(limit + 1);
    }
  }

  @Override
  public String sha256(String path) throws IOException {
    try (InputStream in = open(path)) {
      return Sha256.hexOf(in);
    }
  }

  @Override
  public Optional<FileStat> stat(String path) throws IOException {
    if (!UNIX) {
      return Optional.empty();
    }
    Map<String, Object> unix =
        Files.readAttributes(Path.of(path), "unix:dev,ino,size,lastModifiedTime,ctime", NOFOLLOW);
    return Optional.of(
        new FileStat(
            (Long) unix.get("dev"),
            (Long) unix.get("ino"),
            (Long) unix.get("size"),
            nanos(unix.get("lastModifiedTime")),
            nanos(unix.get("ctime"))));
  }

  private static long nanos(Object time) {
    return ((FileTime) time).to(TimeUnit.NANOSECONDS);
  }

  private static InputStream open(String path) throws IOException {
    return Channels.newInputStream(
        FileChannel.open(Path.of(path), Set.of(StandardOpenOption.READ, NOFOLLOW)));
  }
}
