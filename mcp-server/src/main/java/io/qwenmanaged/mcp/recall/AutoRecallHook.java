package io.qwenmanaged.mcp.recall;

import io.qwenmanaged.mcp.config.RecallConfigLoader;
import io.qwenmanaged.mcp.config.RecallConfigResult;
import io.qwenmanaged.mcp.provider.ProviderFactory;
import io.qwenmanaged.mcp.provider.ProviderSetup;
import io.qwenmanaged.mcp.provider.SearchItem;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The auto-recall hook Qwen runs before each prompt ({@code mcp-server.jar auto-recall}): it
 * searches the repository's memory once with the sanitised prompt and hands the results to the
 * model as untrusted additional context. It never writes, and it never blocks a prompt: every
 * condition not met and every failure prints {@value HookAnswer#NOTHING}, and it prints nothing
 * else, on stdout or stderr.
 *
 * <p>In order: the input must be a prompt submission ({@link HookInput}), checked before any
 * configuration or credential is read; the version 2 configuration and its credential must load
 * ({@link RecallConfigLoader}); the session's directory must be in the repository ({@link
 * WorkingDirectory}); the sanitised query must not be empty ({@link QuerySanitiser}); then one
 * search within the whole hook's {@link Budget}.
 */
public final class AutoRecallHook {

  private AutoRecallHook() {}

  /**
   * Runs the hook on injected streams, environment and nanosecond clock; returns the exit code,
   * always 0.
   */
  public static int run(
      InputStream in, OutputStream out, Map<String, String> env, LongSupplier nanoClock) {
    Budget budget = new Budget(nanoClock);
    String answer;
    try {
      answer = HookAnswer.of(items(in, env, budget));
    } catch (IOException | RuntimeException | Error e) {
      answer = HookAnswer.NOTHING;
    }
    try {
      out.write((answer + "\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException ignored) {
      // Qwen has stopped reading: there is no one left to tell.
    }
    return 0;
  }

  private static List<SearchItem> items(InputStream in, Map<String, String> env, Budget budget)
      throws IOException {
    Optional<PromptSubmission> submission = HookInput.read(in);
    if (submission.isEmpty()) {
      return List.of();
    }
    if (!(RecallConfigLoader.load(env) instanceof RecallConfigResult.Ready ready)
        || !WorkingDirectory.isInside(submission.get().cwd(), ready.config().repositoryRoot())) {
      return List.of();
    }
    String query = QuerySanitiser.sanitise(submission.get().prompt(), ready.credential().reveal());
    if (query.isEmpty()) {
      return List.of();
    }
    ProviderSetup setup =
        ProviderFactory.create(
            ready.config().search(),
            ready.credential(),
            env,
            ProviderFactory.Transport.CONNECTION_PER_REQUEST);
    if (!(setup instanceof ProviderSetup.Ready providers)) {
      return List.of();
    }
    return BoundedSearch.items(providers.search(), query, budget);
  }
}
