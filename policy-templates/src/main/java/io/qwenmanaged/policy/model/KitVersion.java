package io.qwenmanaged.policy.model;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The kit's version, stamped into {@code policy-templates} by the build; every kit process that
 * reports a version (the MCP server's {@code serverInfo}, {@code qwen-managed-admin --version})
 * reads it here.
 */
public final class KitVersion {

  private static final String RESOURCE = "/io/qwenmanaged/kit-version.properties";

  private KitVersion() {}

  /** The version, or {@code unknown} when the resource is missing. */
  public static String current() {
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
