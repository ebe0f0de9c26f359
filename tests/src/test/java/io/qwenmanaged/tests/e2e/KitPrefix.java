package io.qwenmanaged.tests.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * One scenario's private install prefix, laid out where the generator expects an installed kit:
 * {@code lib/launcher.jar}, {@code lib/mcp-server.jar} and {@code lib/hook.jar} are copies of the
 * built jars (regular files, as the launcher's start checks require of the kit's own files), and
 * {@code jre/bin/java} is the plan's pinned Java.
 *
 * <p>That {@code java} is a small shell script that runs the test JVM's own {@code java} with the
 * same arguments. When the arguments are the MCP server's ({@code -jar
 * <prefix>/lib/mcp-server.jar}) it also copies the server's stdin and stdout, unchanged, into the
 * {@link McpTraffic} files. So the generated settings are used byte for byte: Qwen starts the MCP
 * server and runs the hook command exactly as written there, and the recording happens below them,
 * where an installed JRE would be. The launcher itself runs on the test JVM's {@code java}, so
 * every recorded start is one of the MCP server or the hook.
 */
record KitPrefix(Path root) {

  /** Copies the built jars into {@code root/lib} and writes the recording {@code jre/bin/java}. */
  static KitPrefix assemble(Path root, McpTraffic traffic, JavaStarts starts) {
    KitPrefix prefix = new KitPrefix(root);
    try {
      Files.createDirectories(root.resolve("lib"));
      Files.copy(KitFiles.launcherJar(), prefix.launcherJar());
      Files.copy(KitFiles.mcpServerJar(), prefix.mcpServerJar());
      Files.copy(KitFiles.hookJar(), prefix.hookJar());
      for (Path jar : prefix.jars()) {
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));
      }
      Files.createDirectories(prefix.java().getParent());
      Files.writeString(prefix.java(), recordingJava(prefix.mcpServerJar(), traffic, starts));
      Files.setPosixFilePermissions(prefix.java(), PosixFilePermissions.fromString("rwx------"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return prefix;
  }

  /** The plan's {@code runtimes.java}. */
  Path java() {
    return root.resolve("jre/bin/java");
  }

  /** The installed {@code launcher.jar}, which the {@code qwen-managed} command runs. */
  Path launcherJar() {
    return root.resolve("lib/launcher.jar");
  }

  /** Where the generator puts the MCP server jar: {@code <installPrefix>/lib/mcp-server.jar}. */
  Path mcpServerJar() {
    return root.resolve("lib/mcp-server.jar");
  }

  /** Where the generator puts the hook jar: {@code <installPrefix>/lib/hook.jar}. */
  Path hookJar() {
    return root.resolve("lib/hook.jar");
  }

  /** Every installed jar, for the install manifest. */
  List<Path> jars() {
    return List.of(launcherJar(), mcpServerJar(), hookJar());
  }

  private static String recordingJava(Path serverJar, McpTraffic traffic, JavaStarts starts) {
    return "#!/bin/sh\n"
        + "# The E2E suite's pinned java: runs the test JVM's java with the same arguments, after\n"
        + "# recording the environment it was given. When they run the kit's MCP server, it also\n"
        + "# copies the server's stdin and stdout, unchanged, into the suite's MCP traffic files.\n"
        + "java="
        + Tmux.shellQuoted(KitFiles.java().toString())
        + "\n"
        + "server_jar="
        + Tmux.shellQuoted(serverJar.toString())
        + "\n"
        + "kind=other\n"
        + "previous=\n"
        + "for argument in \"$@\"; do\n"
        + "  if [ \"$previous\" = -jar ] && [ \"$argument\" = \"$server_jar\" ]; then\n"
        + "    kind=mcp-server\n"
        + "  fi\n"
        + "  previous=$argument\n"
        + "done\n"
        + "export -p > "
        + Tmux.shellQuoted(starts.directory().toString())
        + "/\"$kind-$$.env\"\n"
        + "if [ $kind = mcp-server ]; then\n"
        + "  /usr/bin/tee -a "
        + Tmux.shellQuoted(traffic.toServer().toString())
        + " | \"$java\" \"$@\" | /usr/bin/tee -a "
        + Tmux.shellQuoted(traffic.fromServer().toString())
        + "\n"
        + "  exit\n"
        + "fi\n"
        + "exec \"$java\" \"$@\"\n";
  }
}
