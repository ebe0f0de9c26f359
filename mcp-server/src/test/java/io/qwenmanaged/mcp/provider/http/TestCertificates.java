package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A self-signed certificate made with the running JDK's {@code keytool}, for TLS tests: the
 * server's context holds its key, the client's trusts only it. One certificate is made per name and
 * test JVM (a keytool run costs a JVM start), and kept in memory.
 */
final class TestCertificates {

  private static final char[] PASSWORD = "changeit".toCharArray();
  private static final Map<String, TestCertificates> MADE = new ConcurrentHashMap<>();

  private final KeyStore store;

  private TestCertificates(KeyStore store) {
    this.store = store;
  }

  /**
   * A certificate whose subject alternative name is {@code san}, e.g. {@code ip:127.0.0.1}; made in
   * {@code dir} the first time it is asked for.
   */
  static synchronized TestCertificates forName(Path dir, String san) throws Exception {
    TestCertificates made = MADE.get(san);
    if (made == null) {
      made = make(dir, san);
      MADE.put(san, made);
    }
    return made;
  }

  private static TestCertificates make(Path dir, String san) throws Exception {
    Path file = dir.resolve("server.p12");
    Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
    Process process =
        new ProcessBuilder(
                List.of(
                    keytool.toString(),
                    "-genkeypair",
                    "-alias",
                    "server",
                    "-keyalg",
                    "EC",
                    "-groupname",
                    "secp256r1",
                    "-dname",
                    "CN=test",
                    "-ext",
                    "SAN=" + san,
                    "-validity",
                    "2",
                    "-storetype",
                    "PKCS12",
                    "-keystore",
                    file.toString(),
                    "-storepass",
                    new String(PASSWORD),
                    "-keypass",
                    new String(PASSWORD)))
            .redirectErrorStream(true)
            .start();
    process.getInputStream().readAllBytes();
    if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
      throw new IOException("keytool failed");
    }
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(file)) {
      store.load(in, PASSWORD);
    }
    return new TestCertificates(store);
  }

  SSLContext server() throws GeneralSecurityException {
    KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    keys.init(store, PASSWORD);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keys.getKeyManagers(), null, null);
    return context;
  }

  SSLContext clientTrustingOnlyThis() throws GeneralSecurityException {
    TrustManagerFactory trust =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    trust.init(store);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(null, trust.getTrustManagers(), null);
    return context;
  }
}
