package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * One scenario's private install prefix, into which the real installer installs the kit ({@link
 * InstalledPolicy}), and in it, before the install, {@code jre/bin/java}: the plan's pinned Java.
 *
 * <p>That {@code java} is a small shell script that runs the pinned {@code java} ({@link
 * KitFiles#java()}, the bundle's) with the same arguments. When the arguments are the MCP server's
 * ({@code -jar .../lib/mcp-server.jar}) it also copies the server's stdin and stdout, unchanged,
 * into the {@link McpTraffic} files. So the installed settings are used byte for byte: Qwen starts
 * the MCP server and runs the hook command exactly as written there, and the recording happens
 * below them, where an installed JRE would be. The launcher itself runs on the pinned {@code java}
 * directly, so every recorded start after the install is one of the MCP server or the hook (the
 * installer's own starts, which train the class-data archives, are forgotten once it is done).
 */
record KitPrefix(Path root) {

  /** Writes the recording {@code jre/bin/java} into {@code root}. */
  static KitPrefix assemble(Path root, McpTraffic traffic, JavaStarts starts) {
    KitPrefix prefix = new KitPrefix(root);
    try {
      Files.createDirectories(prefix.java().getParent());
      Files.writeString(prefix.java(), recordingJava(traffic, starts));
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

  private static String recordingJava(McpTraffic traffic, JavaStarts starts) {
    return "#!/bin/sh\n"
        + "# The E2E suite's pinned java: runs the bundle's java with the same arguments, after\n"
        + "# recording the environment it was given and its parent's (Qwen's, for the kit's\n"
        + "# processes). When they run the kit's MCP server, it also\n"
        + "# copies the server's stdin and stdout, unchanged, into the suite's MCP traffic files\n"
        + "# (not for the auto-recall hook, which the same jar runs with one argument).\n"
        + "java="
        + Tmux.shellQuoted(KitFiles.java().toString())
        + "\n"
        + "kind=other\n"
        + "previous=\n"
        + "for argument in \"$@\"; do\n"
        + "  if [ $kind = mcp-server ] && [ \"$argument\" = auto-recall ]; then\n"
        + "    kind=auto-recall\n"
        + "  fi\n"
        + "  if [ \"$previous\" = -jar ] && [ \"${argument##*/}\" = mcp-server.jar ]; then\n"
        + "    kind=mcp-server\n"
        + "  fi\n"
        + "  previous=$argument\n"
        + "done\n"
        + "export -p > "
        + Tmux.shellQuoted(starts.directory().toString())
        + "/\"$kind-$$.env\"\n"
        + "/bin/cat /proc/$PPID/environ > "
        + Tmux.shellQuoted(starts.directory().toString())
        + "/\"parent-$kind-$$.environ\" 2>/dev/null\n"
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
