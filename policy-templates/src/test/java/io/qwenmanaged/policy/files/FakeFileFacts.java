package io.qwenmanaged.policy.files;

import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An in-memory file system for the start checks: POSIX (owners by name, mode bits) or Windows
 * (owners and ACL entries, paths compared without regard to case). Parents are created as needed,
 * owned like the root ({@code root}, {@code BUILTIN\Administrators}) with mode 0755 or an ACL that
 * lets Users read and execute. Intermediate symbolic links are followed, like a kernel does.
 */
public final class FakeFileFacts implements FileFacts {

  /** Users read and execute; Administrators and SYSTEM everything. */
  public static final List<FileEntry.AclGrant> SECURE_ACL =
      List.of(
          grant("BUILTIN\\Administrators", Set.of(AclEntryPermission.values())),
          grant("NT AUTHORITY\\SYSTEM", Set.of(AclEntryPermission.values())),
          grant(
              "BUILTIN\\Users",
              Set.of(
                  AclEntryPermission.READ_DATA,
                  AclEntryPermission.READ_ATTRIBUTES,
                  AclEntryPermission.EXECUTE)));

  private static final class Node {
    FileEntry.Type type;
    String owner;
    FileEntry.Protection protection;
    byte[] bytes = new byte[0];
    String target;
    boolean unreadable;
    boolean unexaminable;
  }

  private final Platform platform;
  private final String admin;
  private final Map<String, Node> nodes = new HashMap<>();
  private final Set<String> examined = new HashSet<>();

  private FakeFileFacts(Platform platform, String admin) {
    this.platform = platform;
    this.admin = admin;
  }

  /** A POSIX file system with only {@code /}. */
  public static FakeFileFacts posix() {
    FakeFileFacts fs = new FakeFileFacts(Platform.POSIX, "root");
    fs.put("/", FileEntry.Type.DIRECTORY);
    return fs;
  }

  /** A Windows file system with drives {@code C:\} and {@code D:\}. */
  public static FakeFileFacts windows() {
    FakeFileFacts fs = new FakeFileFacts(Platform.WINDOWS, "BUILTIN\\Administrators");
    fs.put("C:\\", FileEntry.Type.DIRECTORY);
    fs.put("D:\\", FileEntry.Type.DIRECTORY);
    return fs;
  }

  /** An allow entry. */
  public static FileEntry.AclGrant grant(String principal, Set<AclEntryPermission> rights) {
    return new FileEntry.AclGrant(principal, AclEntryType.ALLOW, rights, false);
  }

  public FakeFileFacts directory(String path) {
    put(path, FileEntry.Type.DIRECTORY);
    return this;
  }

  public FakeFileFacts file(String path, String content) {
    return file(path, content.getBytes(StandardCharsets.UTF_8));
  }

  public FakeFileFacts file(String path, byte[] content) {
    put(path, FileEntry.Type.REGULAR).bytes = content.clone();
    if (platform == Platform.POSIX) {
      node(path).protection = new FileEntry.PosixMode(0644);
    }
    return this;
  }

  /** A regular file with mode 0755. */
  public FakeFileFacts program(String path) {
    file(path, "#!program\n");
    if (platform == Platform.POSIX) {
      node(path).protection = new FileEntry.PosixMode(0755);
    }
    return this;
  }

  public FakeFileFacts link(String path, String target) {
    put(path, FileEntry.Type.SYMLINK).target = target;
    if (platform == Platform.POSIX) {
      node(path).protection = new FileEntry.PosixMode(0777);
    }
    return this;
  }

  public FakeFileFacts fifo(String path) {
    put(path, FileEntry.Type.OTHER);
    return this;
  }

  public FakeFileFacts owner(String path, String owner) {
    node(path).owner = owner;
    return this;
  }

  public FakeFileFacts mode(String path, int bits) {
    node(path).protection = new FileEntry.PosixMode(bits);
    return this;
  }

  public FakeFileFacts acl(String path, List<FileEntry.AclGrant> grants) {
    node(path).protection = new FileEntry.Acl(grants);
    return this;
  }

  /** Reading or examining it fails with permission denied. */
  public FakeFileFacts unreadable(String path) {
    node(path).unreadable = true;
    return this;
  }

  /** Looking at it fails with permission denied. */
  public FakeFileFacts unexaminable(String path) {
    node(path).unexaminable = true;
    return this;
  }

  public FakeFileFacts delete(String path) {
    nodes.remove(key(path));
    return this;
  }

  /** The bytes of a file. */
  public byte[] content(String path) {
    return node(path).bytes.clone();
  }

  /** Whether {@link #entry} was asked about {@code path}. */
  public boolean examined(String path) {
    return examined.contains(key(path));
  }

  @Override
  public Optional<FileEntry> entry(String path) throws IOException {
    examined.add(key(path));
    Optional<Node> node = find(path);
    if (node.isPresent() && node.get().unexaminable) {
      throw new AccessDeniedException(path);
    }
    return node.map(n -> new FileEntry(n.type, n.owner, n.protection));
  }

  @Override
  public String readLink(String path) throws IOException {
    return find(path).orElseThrow(() -> new NoSuchFileException(path)).target;
  }

  @Override
  public byte[] read(String path, int limit) throws IOException {
    Node node = regular(path);
    return Arrays.copyOf(node.bytes, Math.min(node.bytes.length, limit + 1));
  }

  @Override
  public String sha256(String path) throws IOException {
    return Sha256.hex(regular(path).bytes);
  }

  private Node regular(String path) throws IOException {
    Node node = find(path).orElseThrow(() -> new NoSuchFileException(path));
    if (node.unreadable) {
      throw new AccessDeniedException(path);
    }
    if (node.type != FileEntry.Type.REGULAR) {
      throw new IOException("not a regular file");
    }
    return node;
  }

  /** The node at {@code path}, following links in every name but the last. */
  private Optional<Node> find(String path) {
    String root = root(path);
    String current = root;
    List<String> names = names(path.substring(root.length()));
    for (int i = 0; i < names.size(); i++) {
      String next = join(current, names.get(i));
      Node node = nodes.get(key(next));
      if (node == null) {
        return Optional.empty();
      }
      if (i < names.size() - 1 && node.type == FileEntry.Type.SYMLINK) {
        String target = node.target;
        next = isAbsolute(target) ? target : join(current, target);
        Optional<Node> resolved = find(next);
        if (resolved.isEmpty()) {
          return Optional.empty();
        }
      }
      current = next;
    }
    return Optional.ofNullable(nodes.get(key(current)));
  }

  private Node put(String path, FileEntry.Type type) {
    String parent = parent(path);
    if (parent != null && !nodes.containsKey(key(parent))) {
      put(parent, FileEntry.Type.DIRECTORY);
    }
    Node node = new Node();
    node.type = type;
    node.owner = admin;
    node.protection =
        platform == Platform.POSIX ? new FileEntry.PosixMode(0755) : new FileEntry.Acl(SECURE_ACL);
    nodes.put(key(path), node);
    return node;
  }

  private Node node(String path) {
    Node node = nodes.get(key(path));
    if (node == null) {
      throw new IllegalArgumentException("no such fake file: " + path);
    }
    return node;
  }

  private String parent(String path) {
    String root = root(path);
    if (path.equals(root)) {
      return null;
    }
    int last = path.lastIndexOf(platform.separator());
    return last < root.length() ? root : path.substring(0, last);
  }

  private String root(String path) {
    return platform == Platform.POSIX ? "/" : path.substring(0, 3);
  }

  private boolean isAbsolute(String path) {
    return platform == Platform.POSIX ? path.startsWith("/") : path.matches("^[A-Za-z]:\\\\.*");
  }

  private List<String> names(String relative) {
    List<String> names = new ArrayList<>();
    for (String name : relative.split(platform == Platform.POSIX ? "/" : "\\\\")) {
      if (!name.isEmpty()) {
        names.add(name);
      }
    }
    return names;
  }

  private String join(String directory, String name) {
    if (name.startsWith("..") || name.contains(platform.separator())) {
      String result = directory;
      for (String part : names(name)) {
        result = part.equals("..") ? parent(result) : join(result, part);
      }
      return result;
    }
    return directory.endsWith(platform.separator())
        ? directory + name
        : directory + platform.separator() + name;
  }

  private String key(String path) {
    return platform == Platform.WINDOWS ? path.toLowerCase(Locale.ROOT) : path;
  }
}
