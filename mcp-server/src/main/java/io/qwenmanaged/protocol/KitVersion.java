package io.qwenmanaged.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The kit's version, stamped into the jar by the build. */
final class KitVersion {

  private static final String RESOURCE = "/io/qwenmanaged/kit-version.properties";

  private KitVersion() {}

  static String current() {
    Properties properties = new Properties();
    try (InputStream in = KitVersion.class.getResourceAsStream(RESOURCE)) {
      if (in != null) {
        properties.load(in);
      }
    } catch (IOException e) {
      return "unknown";
    }
    return properties.getProperty("version", "unknown");
  }
}
