package io.qwenmanaged.launcher.doctor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * CA certificates made in the test with the running JDK's {@code keytool}, written as PEM: each a
 * self-signed EC certificate with basicConstraints CA true, valid from {@code startDays} days from
 * now (negative: in the past) for {@code validityDays} days.
 */
final class TestAuthorities {

  private TestAuthorities() {}

  /** The PEM of one CA certificate with subject {@code dname}, written to {@code dir/name.pem}. */
  static String pem(Path dir, String name, String dname, int startDays, int validityDays)
      throws IOException, InterruptedException {
    Path store = dir.resolve(name + ".p12");
    List<String> generate =
        new ArrayList<>(
            List.of(
                "-genkeypair",
                "-alias",
                "ca",
                "-keyalg",
                "EC",
                "-groupname",
                "secp256r1",
                "-dname",
                dname,
                "-ext",
                "bc:c",
                "-validity",
                Integer.toString(validityDays)));
    if (startDays != 0) {
      generate.add("-startdate");
      generate.add((startDays > 0 ? "+" : "") + startDays + "d");
    }
    keytool(store, generate);
    Path pem = dir.resolve(name + ".pem");
    keytool(store, List.of("-exportcert", "-rfc", "-alias", "ca", "-file", pem.toString()));
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
