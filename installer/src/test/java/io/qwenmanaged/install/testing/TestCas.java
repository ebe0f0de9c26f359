package io.qwenmanaged.install.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * CA certificates made with the running JDK's {@code keytool} ({@code -ext bc:c}: a CA), written as
 * PEM files readable by everyone and writable by their owner only, as an admin keeps them.
 */
public final class TestCas {

  private TestCas() {}

  /** A PEM file of a new CA whose subject is {@code CN=<name>}, at {@code pem}; returns it. */
  public static Path ca(Path pem, String name) {
    return certificate(pem, name, "bc:c");
  }

  /** A PEM file of a new certificate that is not a CA, at {@code pem}; returns it. */
  public static Path leaf(Path pem, String name) {
    return certificate(pem, name, "bc=ca:false");
  }

  private static Path certificate(Path pem, String name, String constraints) {
    try {
      Files.createDirectories(pem.getParent());
      Path store = pem.resolveSibling(pem.getFileName() + ".p12");
      keytool(
          "-genkeypair",
          "-alias",
          "ca",
          "-keyalg",
          "EC",
          "-groupname",
          "secp256r1",
          "-dname",
          "CN=" + name + ",O=Qwen Managed Tests",
          "-ext",
          constraints,
          "-validity",
          "30",
          "-storetype",
          "PKCS12",
          "-keystore",
          store.toString(),
          "-storepass",
          "changeit");
      keytool(
          "-exportcert",
          "-rfc",
          "-alias",
          "ca",
          "-keystore",
          store.toString(),
          "-storepass",
          "changeit",
          "-file",
          pem.toString());
      Files.delete(store);
      Files.setPosixFilePermissions(pem, PosixFilePermissions.fromString("rw-r--r--"));
      return pem;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void keytool(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    try {
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new IOException("keytool failed: " + output);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("keytool interrupted", e);
    }
  }
}
