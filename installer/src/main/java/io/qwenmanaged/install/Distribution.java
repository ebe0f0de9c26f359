package io.qwenmanaged.install;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** The unpacked distribution this admin CLI runs from: its {@code lib/} holds the kit's jars. */
final class Distribution {

  private Distribution() {}

  /** The folder of {@code installer.jar}, which is the distribution's {@code lib/}. */
  static Path lib() {
    try {
      return Path.of(AdminMain.class.getProtectionDomain().getCodeSource().getLocation().toURI())
          .getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("installer.jar has no file location", e);
    }
  }
}
