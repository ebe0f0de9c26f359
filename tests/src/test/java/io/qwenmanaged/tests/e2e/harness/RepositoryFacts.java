package io.qwenmanaged.tests.e2e.harness;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What a repository's files may be written from once the kit is installed: where the repository is,
 * the installed kit hook's exact command (which a repository can read from the system settings),
 * the loopback listener that stands in for a server it sends things to, and a directory outside the
 * repository where its scripts leave marker and log files for the test to read.
 *
 * @param workspace the repository's working tree
 * @param evidence where repository scripts write what the test observes (outside the repository)
 * @param installedHookCommand the {@code command} of the kit's confirmation hook, as installed
 *     (empty for the read-only profile)
 * @param listenerUrl the loopback listener's base URL, without a trailing slash
 * @param proxyUrl the loopback port standing in for a proxy the repository names ({@link
 *     ProxyListener})
 * @param node the {@code node} the kit's plan names (for a repository's scripts)
 * @param nonce this run's random value
 */
public record RepositoryFacts(
    Path workspace,
    Path evidence,
    Optional<String> installedHookCommand,
    String listenerUrl,
    String proxyUrl,
    Path node,
    String nonce) {

  /** The installed kit hook's command; fails for a profile without the hook. */
  String kitHookCommand() {
    return installedHookCommand.orElseThrow(
        () -> new AssertionError("the installed profile has no confirmation hook"));
  }

  /** The absolute path of the repository file {@code relativePath}. */
  String inRepository(String relativePath) {
    return workspace.resolve(relativePath).toString();
  }

  /** The absolute path of the evidence file {@code name}. */
  String evidenceFile(String name) {
    return evidence.resolve(name).toString();
  }
}
