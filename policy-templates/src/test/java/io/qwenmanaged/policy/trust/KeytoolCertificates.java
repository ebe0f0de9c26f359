package io.qwenmanaged.policy.trust;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Self-signed certificates made in the test by the running JDK's {@code keytool} and returned as
 * PEM text: a fixed validity window (so a check at a fixed instant is repeatable) and, for a CA,
 * basicConstraints CA true.
 */
final class KeytoolCertificates {

  private KeytoolCertificates() {}

  /**
   * One certificate for {@code dname}, valid from {@code start} ({@code yyyy/MM/dd}) for {@code
   * days} days; a CA when {@code ca}.
   */
  static String pem(Path dir, String dname, String start, int days, boolean ca)
      throws IOException, InterruptedException {
    Path store = Files.createTempFile(dir, "cert", ".p12");
    Files.delete(store);
    List<String> generate =
        new ArrayList<>(
            List.of(
                "-genkeypair",
                "-alias",
                "cert",
                "-keyalg",
                "EC",
                "-groupname",
                "secp256r1",
                "-dname",
                dname,
                "-startdate",
                start + " 00:00:00",
                "-validity",
                Integer.toString(days)));
    if (ca) {
      generate.addAll(List.of("-ext", "bc:c"));
    }
    keytool(store, generate);
    Path pem = dir.resolve(store.getFileName() + ".pem");
    keytool(store, List.of("-exportcert", "-rfc", "-alias", "cert", "-file", pem.toString()));
    return Files.readString(pem);
  }

  private static void keytool(Path store, List<String> arguments)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(arguments);
    command.addAll(
        List.of("-storetype", "PKCS12", "-keystore", store.toString(), "-storepass", "changeit"));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
      throw new IOException("keytool failed: " + output);
    }
  }
}
