package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The built admin jar carries the admin CLI and nothing of the build: none of the classes of the
 * distribution module (bundle staging, npm, jlink, the checksum list), and of the kit's classes one
 * entry point only, the admin command's.
 */
@Tag("jar")
class AdminJarContentsTest {

  private static final String ADMIN_JAR = "installer/target/installer.jar";
  private static final String KIT = "io/qwenmanaged/";

  /** A type's first line in javap's listing: its modifiers, kind and binary name. */
  private static final Pattern TYPE =
      Pattern.compile("^[a-z ]*(?:class|interface|enum|record) ([\\w.$]+)");

  /** A launchable main method in javap's listing of public members. */
  private static final Pattern MAIN =
      Pattern.compile(
          "^ +public static void main\\(java\\.lang\\.String(?:\\[]|\\.\\.\\.)\\)(?: throws .*)?;$");

  @Test
  void holdsNoneOfTheDistributionModulesClasses() throws IOException {
    Set<String> admin = kitClasses(ADMIN_JAR);
    Set<String> build = kitClasses("distribution/target/distribution.jar");
    assertFalse(build.isEmpty(), "the distribution module's jar holds no class");

    Set<String> both = new TreeSet<>(build);
    both.retainAll(admin);
    assertEquals(Set.of(), both);
    assertEquals(
        List.of(), admin.stream().filter(name -> name.startsWith(KIT + "distribution/")).toList());
  }

  @Test
  void itsOnlyMainMethodIsTheAdminCommands() throws IOException {
    List<String> arguments =
        new ArrayList<>(List.of("-cp", JarRunner.kitJar(ADMIN_JAR).toString(), "-public"));
    for (String entry : kitClasses(ADMIN_JAR)) {
      arguments.add(entry.substring(0, entry.length() - ".class".length()).replace('/', '.'));
    }
    StringWriter listing = new StringWriter();
    StringWriter errors = new StringWriter();
    int exit =
        ToolProvider.findFirst("javap")
            .orElseThrow()
            .run(
                new PrintWriter(listing, true),
                new PrintWriter(errors, true),
                arguments.toArray(String[]::new));
    assertEquals(0, exit, errors.toString());

    assertEquals(List.of("io.qwenmanaged.install.AdminMain"), mains(listing.toString()));
  }

  /** The types of a javap listing that declare a launchable main method. */
  private static List<String> mains(String listing) {
    List<String> mains = new ArrayList<>();
    String type = "";
    for (String line : listing.lines().toList()) {
      Matcher declared = TYPE.matcher(line);
      if (declared.find()) {
        type = declared.group(1);
      } else if (MAIN.matcher(line).matches()) {
        mains.add(type);
      }
    }
    return mains;
  }

  /** The kit's class entries of a built jar, by their path in it. */
  private static Set<String> kitClasses(String jar) throws IOException {
    try (ZipFile zip = new ZipFile(JarRunner.kitJar(jar).toFile())) {
      Set<String> classes = new TreeSet<>();
      for (var entry : Collections.list(zip.entries())) {
        String name = entry.getName();
        if (name.startsWith(KIT) && name.endsWith(".class")) {
          classes.add(name);
        }
      }
      return classes;
    }
  }
}
