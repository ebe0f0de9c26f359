package io.qwenmanaged.install.cli;

import io.qwenmanaged.policy.model.KitVersion;
import picocli.CommandLine.IVersionProvider;

/** What {@code --version} prints: the program and the kit's version. */
final class VersionProvider implements IVersionProvider {

  @Override
  public String[] getVersion() {
    return new String[] {ReportPrinter.PROGRAM + " " + KitVersion.current()};
  }
}
