package io.qwenmanaged.tests.kit;

import java.nio.file.Path;

/**
 * An archive {@code mvn package} builds that the black-box tests install from, unpacked once per
 * test JVM ({@link ShippedKit}) the way an administrator unpacks it.
 */
public enum Distribution {

  /** The plain distribution: the kit's jars, scripts, samples and schemas; no runtime. */
  PLAIN("distribution/target/qwen-managed-kit.tar.gz", ""),

  /**
   * The linux-x64 bundle: the plain distribution plus, under {@code runtime/}, the private Java
   * runtime, Node.js and the Qwen Code package. Its scripts run on its own Java.
   */
  LINUX_X64_BUNDLE("distribution/target/qwen-managed-kit-linux-x64.tar.gz", "runtime/java");

  private final String archive;
  private final String ownJava;

  Distribution(String archive, String ownJava) {
    this.archive = archive;
    this.ownJava = ownJava;
  }

  /** The archive, relative to the repository's root. */
  String archive() {
    return archive;
  }

  /**
   * The Java home the administrator's shell names ({@code JAVA_HOME}) for this archive's scripts:
   * the bundle's own runtime, else the JVM running these tests.
   */
  Path javaHome(Path unpacked) {
    return ownJava.isEmpty() ? Path.of(System.getProperty("java.home")) : unpacked.resolve(ownJava);
  }

  /** This JVM's unpacked copy of the archive: its {@code qwen-managed-kit/} folder. */
  public Path unpacked() {
    return ShippedKit.unpacked(this).root();
  }
}
