package io.qwenmanaged.install;

import io.qwenmanaged.install.cli.AdminCommandLine;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.host.AdminHost;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * {@code qwen-managed-admin}: the entry point of {@code installer.jar}. Only {@link #main} reads
 * the machine ({@link AdminHost#current}) and exits the JVM; {@link #run} is the whole program with
 * its streams and host injected. Every outcome leaves through the exit-code table {@link
 * AdminExit}; a bad command line is exit 2 and never a stack trace.
 */
public final class AdminMain {

  private AdminMain() {}

  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err, AdminHost.current()));
  }

  /** Runs one admin command on {@code host}; returns its exit code. */
  public static int run(
      String[] args, InputStream in, PrintStream out, PrintStream err, AdminHost host) {
    PrintWriter stdout = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    PrintWriter stderr = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8));
    try {
      return AdminCommandLine.execute(args, in, stdout, stderr, host);
    } finally {
      stdout.flush();
      stderr.flush();
    }
  }
}
