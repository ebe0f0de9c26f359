package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.bundle.BundleLayout;
import io.qwenmanaged.install.exec.QwenPackageInstall;
import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.Fingerprints;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.Map;
import java.util.TreeSet;

/**
 * Installs a bundle's runtimes under the prefix, once per kit version: an existing folder holding
 * exactly the bundle's files (the same set, the same SHA-256, proved for a file unchanged since the
 * current generation's install by its fingerprint) is reused; otherwise the files are copied into a
 * hidden staging folder, each checked against the bundle's {@code SHA256SUMS} as it is copied and
 * flushed to disk, with the kit's modes (programs 0755, other files 0644, folders 0755, whatever
 * the unpacking user had), and one rename puts the folder in place. A folder that is not the
 * bundle's is first renamed out of the way, then deleted.
 */
final class RuntimeInstall {

  /** What installing the runtimes did. */
  sealed interface Outcome {}

  /** The folder already held exactly the bundle's files. */
  record Reused() implements Outcome {}

  /** The folder was (re)made from the bundle. */
  record Installed() implements Outcome {}

  /** A bundle file is not what its {@code SHA256SUMS} says; nothing was installed. */
  record Refused(Diagnostic problem) implements Outcome {}

  private static final int BUFFER = 1 << 20;

  private RuntimeInstall() {}

  /**
   * Makes {@code target} hold the bundle's runtimes.
   *
   * @param source the bundle's {@code runtime/} folder
   * @param files its files by path below it, with their SHA-256
   * @param trusted the fingerprints the current generation's install recorded, which prove an
   *     unchanged file of {@code target} without hashing it
   */
  static Outcome ensure(Path source, Map<String, String> files, Path target, Fingerprints trusted)
      throws IOException {
    if (RuntimeFolder.holdsExactly(target, files, trusted, FileFacts.local())) {
      return new Reused();
    }
    Path staging = InstallPaths.staging(target);
    Folders.deleteTree(staging);
    Folders.create(staging);
    TreeSet<String> unlisted = new TreeSet<>(RuntimeFolder.relativeFiles(source));
    unlisted.removeAll(files.keySet());
    if (!unlisted.isEmpty()) {
      Folders.deleteTree(staging);
      return new Refused(
          Diagnostic.policy(
              source.resolve(unlisted.first()).toString(),
              "",
              "is not in the bundle's SHA256SUMS; the bundle is not as built, nothing was"
                  + " installed"));
    }
    for (Map.Entry<String, String> file : files.entrySet()) {
      Path from = source.resolve(file.getKey());
      Path to = staging.resolve(file.getKey());
      Folders.create(to.getParent());
      String hash = copy(from, to);
      if (!hash.equals(file.getValue())) {
        Folders.deleteTree(staging);
        return new Refused(
            Diagnostic.policy(
                from.toString(),
                "",
                "does not match the bundle's SHA256SUMS; the bundle is damaged or was changed,"
                    + " nothing was installed"));
      }
    }
    for (Path rg :
        QwenPackageInstall.makeRipgrepExecutable(staging.resolve(BundleLayout.QWEN_PACKAGE))) {
      DurableFiles.setMode(rg, DurableFiles.EXECUTABLE);
    }
    for (Path folder : Folders.walk(staging)) {
      if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
        DurableFiles.syncDirectory(folder);
      }
    }
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      Path removing = InstallPaths.removing(target);
      Folders.deleteTree(removing);
      DurableFiles.renameDirectory(target, removing);
      DurableFiles.renameDirectory(staging, target);
      Folders.deleteTree(removing);
    } else {
      DurableFiles.renameDirectory(staging, target);
    }
    return new Installed();
  }

  /**
   * Copies {@code from} to the new file {@code to} and flushes it; the program's mode when {@code
   * from} is executable by its owner, else the file mode. Returns the SHA-256 of what was copied.
   */
  private static String copy(Path from, Path to) throws IOException {
    MessageDigest digest = Sha256.digest();
    try (InputStream in = Files.newInputStream(from, LinkOption.NOFOLLOW_LINKS);
        FileChannel out =
            FileChannel.open(
                to,
                StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS)) {
      byte[] buffer = new byte[BUFFER];
      for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
        digest.update(buffer, 0, read);
        ByteBuffer chunk = ByteBuffer.wrap(buffer, 0, read);
        while (chunk.hasRemaining()) {
          out.write(chunk);
        }
      }
      out.force(true);
    } catch (IOException e) {
      throw FileFailure.of("cannot be copied to " + to, from, e);
    }
    boolean program = RuntimeFolder.ownerExecutable(from);
    DurableFiles.setMode(to, program ? DurableFiles.EXECUTABLE : DurableFiles.FILE);
    CrashPoints.after("write", to);
    return Sha256.hexOf(digest);
  }
}
