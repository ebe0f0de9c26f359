package io.qwenmanaged.tests.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.DefaultConfigDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The default config directory lives in {@link DefaultConfigDir}; the Debian package's configure
 * step, the Jamf and Intune scripts and the Ansible role carry copies (they cannot read a Java
 * constant), which must name the same directory.
 */
@Tag("unit")
class CopiedConfigDirTest {

  @Test
  void theDebianPackageAppliesThePlanInTheDefaultDirectory() throws IOException {
    assertCopy(
        DefaultConfigDir.POSIX, "distribution/src/deb/control/postinst", "^plan=(.*)/plan\\.json$");
  }

  @Test
  void theJamfAttributeReadsTheDefaultDirectory() throws IOException {
    assertCopy(
        DefaultConfigDir.POSIX,
        "posix/jamf/extension-attribute.sh",
        "^config=\"\\$\\{QWEN_MANAGED_CONFIG_DIR:-(.*)}\"$");
  }

  @Test
  void theAnsibleRoleDefaultsToTheDefaultDirectory() throws IOException {
    String role = "posix/ansible/roles/qwen_managed_kit/";
    assertCopy(
        DefaultConfigDir.POSIX, role + "defaults/main.yml", "^qwen_managed_kit_config_dir: (.*)$");
    assertCopy(
        DefaultConfigDir.POSIX,
        role + "meta/argument_specs.yml",
        "^ *qwen_managed_kit_config_dir:\\n *type: path\\n *default: (.*)$");
  }

  @Test
  void theIntuneDetectionReadsTheWindowsDefaultDirectory() throws IOException {
    assertCopy(
        DefaultConfigDir.WINDOWS,
        "windows/intune/detect.ps1",
        "^ *\\[string]\\$ConfigDir = '(.*)',$");
  }

  /** The first match of {@code copy} (one line per {@code ^…$}) in the file names {@code path}. */
  private static void assertCopy(String path, String relative, String copy) throws IOException {
    String root = System.getProperty("kit.root");
    assertTrue(root != null, "System property kit.root is not set; run the tests through Maven");
    String text = Files.readString(Path.of(root, relative)).replace("\r\n", "\n");
    Matcher matcher = Pattern.compile(copy, Pattern.MULTILINE).matcher(text);
    assertTrue(matcher.find(), relative + " has no line matching " + copy);
    assertEquals(path, matcher.group(1), relative);
  }
}
