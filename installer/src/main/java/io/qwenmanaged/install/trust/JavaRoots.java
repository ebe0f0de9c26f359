package io.qwenmanaged.install.trust;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The root certificates a Java runtime trusts by itself: the trusted entries of its {@code
 * lib/security/cacerts}. The pinned runtime's own file is used (its program's links followed, so a
 * system {@code /usr/bin/java} finds its JDK); when the pinned program is not there (yet), or its
 * home has no such file, the roots of the runtime the admin CLI runs on are used, which for a
 * bundle is the bundle's own runtime.
 */
public final class JavaRoots {

  /** Below a Java runtime's home: its file of trusted roots. */
  static final Path CACERTS = Path.of("lib", "security", "cacerts");

  /** The password older stores are written with; a password-less store needs none. */
  private static final char[] DEFAULT_PASSWORD = "changeit".toCharArray();

  private JavaRoots() {}

  /** The roots file of the runtime whose program is {@code java}. */
  public static Path cacertsOf(String java) {
    try {
      Path program = Path.of(java);
      if (Files.exists(program)) {
        program = program.toRealPath();
      }
      Path bin = program.getParent();
      if (bin != null && bin.getParent() != null) {
        Path cacerts = bin.getParent().resolve(CACERTS);
        if (Files.isRegularFile(cacerts)) {
          return cacerts;
        }
      }
    } catch (IOException | InvalidPathException e) {
      // Not usable: the admin CLI's own runtime's roots are used.
    }
    return Path.of(System.getProperty("java.home")).resolve(CACERTS);
  }

  /** The trusted certificates of {@code cacerts}, by alias. */
  public static SortedMap<String, X509Certificate> read(Path cacerts)
      throws IOException, GeneralSecurityException {
    KeyStore store = load(cacerts);
    SortedMap<String, X509Certificate> roots = new TreeMap<>();
    for (String alias : Collections.list(store.aliases())) {
      Certificate certificate = store.getCertificate(alias);
      if (store.isCertificateEntry(alias) && certificate instanceof X509Certificate x509) {
        roots.put(alias, x509);
      }
    }
    return roots;
  }

  private static KeyStore load(Path cacerts) throws IOException, GeneralSecurityException {
    try {
      return KeyStore.getInstance(cacerts.toFile(), (char[]) null);
    } catch (IOException | GeneralSecurityException e) {
      return KeyStore.getInstance(cacerts.toFile(), DEFAULT_PASSWORD);
    }
  }
}
