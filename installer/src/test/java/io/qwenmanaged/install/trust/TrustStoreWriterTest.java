package io.qwenmanaged.install.trust;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.testing.TestCas;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.trust.PemCertificates;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generation's trust store: the same certificates always give the same bytes, the JDK's default
 * trust manager reads it as PKCS12 without a password, and it holds the runtime's roots beside the
 * plan's CAs.
 */
@Tag("unit")
class TrustStoreWriterTest {

  @TempDir static Path dir;

  private static X509Certificate ca;

  @BeforeAll
  static void makeCa() throws Exception {
    Path pem = TestCas.ca(dir.resolve("root-ca.pem"), "Store Test Root");
    ca =
        ((PemCertificates.Certificates) PemCertificates.read(Files.readAllBytes(pem)))
            .certificates()
            .get(0);
  }

  private static KeyStore load(byte[] store) throws Exception {
    KeyStore loaded = KeyStore.getInstance("PKCS12");
    loaded.load(new ByteArrayInputStream(store), null);
    return loaded;
  }

  @Test
  void twoWritesOfTheSameCertificatesAreByteIdentical() throws Exception {
    byte[] first = TrustStoreWriter.write(new TreeMap<>(Map.of("plan-ca-001", ca)));
    byte[] second = TrustStoreWriter.write(new TreeMap<>(Map.of("plan-ca-001", ca)));

    assertArrayEquals(first, second);
  }

  @Test
  void theJdkPropertiesAreAsTheyWereAfterAWrite() throws Exception {
    TrustStoreWriter.write(new TreeMap<>(Map.of("plan-ca-001", ca)));

    assertNull(System.getProperty(TrustStoreWriter.CERT_PROTECTION));
    assertNull(System.getProperty(TrustStoreWriter.MAC));
  }

  @Test
  void theDefaultTrustManagerLoadsItWithoutAPasswordAndTrustsTheCa() throws Exception {
    KeyStore store = load(TrustStoreWriter.write(new TreeMap<>(Map.of("plan-ca-001", ca))));
    TrustManagerFactory factory =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());

    factory.init(store);

    X509TrustManager manager = (X509TrustManager) factory.getTrustManagers()[0];
    assertEquals(List.of(ca), Arrays.asList(manager.getAcceptedIssuers()));
    manager.checkServerTrusted(new X509Certificate[] {ca}, "EC");
  }

  @Test
  void theTrustFilesHoldTheRuntimesRootsAndThePlansCaInPem() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Map<String, byte[]> files = ((TrustFiles.Made) TrustFiles.of(List.of(ca), java)).files();

    KeyStore store = load(files.get(KitFiles.TRUST_STORE));
    int roots = JavaRoots.read(JavaRoots.cacertsOf(java)).size();
    assertTrue(roots > 0, "the test JDK has no roots");
    assertEquals(roots + 1, store.size());
    assertEquals(ca, store.getCertificate("plan-ca-001"));
    assertEquals(
        PemCertificates.write(List.of(ca)), new String(files.get(KitFiles.CA_CERTIFICATES)));
    assertEquals(
        List.of(KitFiles.CA_CERTIFICATES, KitFiles.TRUST_STORE), List.copyOf(files.keySet()));
  }

  @Test
  void aMissingPinnedJavaFallsBackToTheRunningRuntimesRoots() {
    Path cacerts = JavaRoots.cacertsOf(dir.resolve("no-java").resolve("java").toString());

    assertEquals(Path.of(System.getProperty("java.home")).resolve(JavaRoots.CACERTS), cacerts);
  }
}
