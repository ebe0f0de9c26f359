package io.qwenmanaged.install;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The kit's version, stamped into the jar by the build; what {@code --version} prints. */
final class KitVersion implements IVersionProvider {

  private static final String RESOURCE = "/io/qwenmanaged/kit-version.properties";

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

  @Override
  public String[] getVersion() {
    return new String[] {ReportPrinter.PROGRAM + " " + current()};
  }
}
