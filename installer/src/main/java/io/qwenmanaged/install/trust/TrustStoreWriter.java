package io.qwenmanaged.install.trust;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Map;
import java.util.SortedMap;

/**
 * Writes a PKCS12 trust store without a password whose bytes depend on its certificates only, so
 * the same plan installed twice writes the same file. The JDK's writer otherwise encrypts the
 * certificates and protects the file with a MAC, each with a fresh random salt; both are turned off
 * for this one store call (the properties the JDK reads are set around it and put back after it),
 * and the entries are added in alias order. The JDK's default trust manager reads such a store with
 * {@code javax.net.ssl.trustStoreType=PKCS12} and no password.
 */
public final class TrustStoreWriter {

  static final String CERT_PROTECTION = "keystore.pkcs12.certProtectionAlgorithm";
  static final String MAC = "keystore.pkcs12.macAlgorithm";
  private static final String NONE = "NONE";

  private static final Object LOCK = new Object();

  private TrustStoreWriter() {}

  /** The store of {@code certificates}, each a trusted entry under its alias. */
  public static byte[] write(SortedMap<String, X509Certificate> certificates)
      throws IOException, GeneralSecurityException {
    KeyStore store = KeyStore.getInstance("PKCS12");
    store.load(null, null);
    for (Map.Entry<String, X509Certificate> entry : certificates.entrySet()) {
      store.setCertificateEntry(entry.getKey(), entry.getValue());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    synchronized (LOCK) {
      String protection = System.setProperty(CERT_PROTECTION, NONE);
      String mac = System.setProperty(MAC, NONE);
      try {
        store.store(out, new char[0]);
      } finally {
        restore(CERT_PROTECTION, protection);
        restore(MAC, mac);
      }
    }
    return out.toByteArray();
  }

  private static void restore(String name, String value) {
    if (value == null) {
      System.clearProperty(name);
    } else {
      System.setProperty(name, value);
    }
  }
}
