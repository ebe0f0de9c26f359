package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * A corporate root CA made for one scenario with the test JDK's {@code keytool}, and a server
 * certificate it signed for {@code 127.0.0.1} (and {@code localhost} and {@link
 * TunnelProxy#REMOTE_HOST}) that the HTTPS fakes present. Everything lives in one folder of the
 * scenario's private directory: only the test user can write it, and the CA's PEM file is 0644, as
 * an administrator would leave it for the kit to read.
 */
public final class PrivateCa {

  private static final String PASSWORD = "e2e-private-ca";
  private static final String SUBJECT = "CN=E2E Corporate Root CA,O=Qwen Managed Kit Tests";

  private final Path pem;
  private final SSLContext serverContext;

  private PrivateCa(Path pem, SSLContext serverContext) {
    this.pem = pem;
    this.serverContext = serverContext;
  }

  /** Makes the CA and the server certificate in {@code folder}, which must not exist yet. */
  public static PrivateCa create(Path folder) {
    try {
      Files.createDirectories(folder);
      Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
      Path caStore = folder.resolve("ca.p12");
      Path serverStore = folder.resolve("server.p12");
      Path pem = pemIn(folder);
      Path request = folder.resolve("server.csr");
      Path signed = folder.resolve("server.pem");
      keytool(
          "-genkeypair",
          "-alias",
          "ca",
          "-keyalg",
          "EC",
          "-groupname",
          "secp256r1",
          "-dname",
          SUBJECT,
          "-validity",
          "30",
          "-ext",
          "bc:c",
          "-ext",
          "ku:c=keyCertSign,cRLSign",
          "-keystore",
          caStore.toString());
      keytool(
          "-exportcert",
          "-rfc",
          "-alias",
          "ca",
          "-keystore",
          caStore.toString(),
          "-file",
          pem.toString());
      keytool(
          "-genkeypair",
          "-alias",
          "server",
          "-keyalg",
          "EC",
          "-groupname",
          "secp256r1",
          "-dname",
          "CN=127.0.0.1",
          "-validity",
          "30",
          "-keystore",
          serverStore.toString());
      keytool(
          "-certreq",
          "-alias",
          "server",
          "-keystore",
          serverStore.toString(),
          "-file",
          request.toString());
      keytool(
          "-gencert",
          "-rfc",
          "-alias",
          "ca",
          "-keystore",
          caStore.toString(),
          "-infile",
          request.toString(),
          "-outfile",
          signed.toString(),
          "-validity",
          "30",
          "-ext",
          "san=ip:127.0.0.1,dns:localhost,dns:" + TunnelProxy.REMOTE_HOST,
          "-ext",
          "eku=serverAuth",
          "-ext",
          "ku:c=digitalSignature");
      keytool(
          "-importcert",
          "-noprompt",
          "-alias",
          "ca",
          "-keystore",
          serverStore.toString(),
          "-file",
          pem.toString());
      keytool(
          "-importcert",
          "-noprompt",
          "-alias",
          "server",
          "-keystore",
          serverStore.toString(),
          "-file",
          signed.toString());
      Files.setPosixFilePermissions(pem, PosixFilePermissions.fromString("rw-r--r--"));
      return new PrivateCa(pem, serverContext(serverStore));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Where {@link #create} writes the CA's PEM file in {@code folder}. */
  static Path pemIn(Path folder) {
    return folder.resolve("corporate-root-ca.pem");
  }

  /** The CA's certificate, PEM, mode 0644: what the plan's {@code caCertificates} names. */
  public Path pem() {
    return pem;
  }

  /** TLS for a fake server presenting the certificate this CA signed for 127.0.0.1. */
  public SSLContext serverContext() {
    return serverContext;
  }

  private static SSLContext serverContext(Path serverStore) throws IOException {
    try (InputStream in = Files.newInputStream(serverStore)) {
      KeyStore store = KeyStore.getInstance("PKCS12");
      store.load(in, PASSWORD.toCharArray());
      KeyManagerFactory keys =
          KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      keys.init(store, PASSWORD.toCharArray());
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(keys.getKeyManagers(), null, null);
      return context;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the server's key store does not load", e);
    }
  }

  private static void keytool(String... arguments) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(arguments));
    command.addAll(List.of("-storetype", "PKCS12", "-storepass", PASSWORD));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      int status = process.waitFor();
      if (status != 0) {
        throw new IllegalStateException(
            "keytool " + arguments[0] + " failed (" + status + "): " + output);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while keytool ran", e);
    }
  }
}
