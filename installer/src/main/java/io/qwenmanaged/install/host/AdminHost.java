package io.qwenmanaged.install.host;

import io.qwenmanaged.install.exec.InstallProof;
import io.qwenmanaged.install.qwenpatch.QwenBuildCheck;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.Platform;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;

/**
 * What the admin CLI learns from the machine it runs on. Only {@link AdminMain#main} reads it from
 * the JVM ({@link #current}); every command gets it injected, so a test runs install, rollback and
 * uninstall in-process against folders of its own.
 *
 * @param userName the operating-system user running the command: {@code root} makes an install a
 *     system install
 * @param userHome that user's home directory (the launcher trains its archive with it as HOME)
 * @param environment the CLI's own environment: its PATH finds npm, which runs with all of it
 * @param platform the platform of this machine, as a plan names it
 * @param distributionLib the folder {@code installer.jar} was started from: in an unpacked
 *     distribution, its {@code lib/} with the kit's jars to install
 * @param files the file-system facts the checks of install locations and manifests read
 * @param clock the time new generation ids carry
 * @param proof how an install proves that the kit's processes start from a staged generation
 * @param qwenBuilds how an install tells the kit's managed build of Qwen Code from another
 */
public record AdminHost(
    String userName,
    Path userHome,
    Map<String, String> environment,
    Platform platform,
    Path distributionLib,
    FileFacts files,
    Clock clock,
    InstallProof.Runner proof,
    QwenBuildCheck qwenBuilds) {

  public AdminHost {
    environment = Map.copyOf(environment);
  }

  /** A host whose installs prove every generation for real ({@link InstallProof#REAL}). */
  public AdminHost(
      String userName,
      Path userHome,
      Map<String, String> environment,
      Platform platform,
      Path distributionLib,
      FileFacts files,
      Clock clock) {
    this(
        userName,
        userHome,
        environment,
        platform,
        distributionLib,
        files,
        clock,
        InstallProof.REAL,
        QwenBuildCheck.SHIPPED);
  }

  /** A host that proves generations with {@code proof} and judges Qwen with the shipped set. */
  public AdminHost(
      String userName,
      Path userHome,
      Map<String, String> environment,
      Platform platform,
      Path distributionLib,
      FileFacts files,
      Clock clock,
      InstallProof.Runner proof) {
    this(
        userName,
        userHome,
        environment,
        platform,
        distributionLib,
        files,
        clock,
        proof,
        QwenBuildCheck.SHIPPED);
  }

  /** This host, proving generations with {@code other}. */
  public AdminHost withProof(InstallProof.Runner other) {
    return new AdminHost(
        userName,
        userHome,
        environment,
        platform,
        distributionLib,
        files,
        clock,
        other,
        qwenBuilds);
  }

  /** This host, telling Qwen builds apart with {@code other}. */
  public AdminHost withQwenBuilds(QwenBuildCheck other) {
    return new AdminHost(
        userName, userHome, environment, platform, distributionLib, files, clock, proof, other);
  }

  /** This JVM's view of the machine. */
  public static AdminHost current() {
    return new AdminHost(
        System.getProperty("user.name"),
        Path.of(System.getProperty("user.home")),
        System.getenv(),
        platform(System.getProperty("os.name", "")),
        jarFolder(),
        FileFacts.local(),
        Clock.systemUTC());
  }

  /** The platform an operating system's name ({@code os.name}) stands for. */
  static Platform platform(String osName) {
    return osName.startsWith("Windows") ? Platform.WINDOWS : Platform.POSIX;
  }

  /** The folder of the jar (or class folder) this class was loaded from. */
  private static Path jarFolder() {
    try {
      Path location =
          Path.of(AdminHost.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return location.getParent() == null ? location : location.getParent();
    } catch (URISyntaxException | RuntimeException e) {
      // No file location: the install's check of the distribution refuses this folder.
      return Path.of("");
    }
  }
}
