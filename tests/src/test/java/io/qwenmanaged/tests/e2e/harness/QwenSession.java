package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.Predicate;
import javax.net.ssl.SSLContext;

/**
 * One scenario's real Qwen Code in tmux, with its fake model, fake Mem0, MCP server and hook,
 * started by the built launcher ({@code qwen-managed}) from an installation of the kit whose policy
 * the generator renders from the scenario's {@link TestPlan}: the launcher runs every start check,
 * then Qwen reads the generated system settings and defaults, the MCP server the generated
 * external-context configuration, all unchanged. Every screen the test waits for is saved under
 * {@code tests/target/e2e/<scenario>/}. Closing kills tmux and everything Qwen started, even when
 * the test failed. In a class that shares installed kits ({@link SharedKits}) the session runs on
 * the kit installed from the same plan, if any, and uses the class's fake Mem0.
 */
public final class QwenSession implements AutoCloseable {

  /** Startup includes Node, Qwen, and the MCP server's JVM on a busy two-core machine. */
  public static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(3);

  public static final Duration STEP_TIMEOUT = Duration.ofSeconds(90);

  private static final String MEM0_KEY_PREFIX = "e2e-mem0-key-";

  private Scenario scenario;
  private final Optional<KitCache> kits;
  private final ScenarioFiles files;
  private final String nonce;
  private final String mem0Key;
  private final ScreenLog screens;
  private final FakeMem0 mem0;
  private final FakeModel model;
  private final McpTraffic mcp;
  private final JavaStarts javaStarts;
  private final LoopbackListener listener = LoopbackListener.start();
  private final ProxyListener proxy = ProxyListener.start();
  private final TunnelProxy tunnel = TunnelProxy.start();
  private ScenarioSetup.Installed installed;
  private Tmux tmux;
  private ScreenWatcher watcher;

  private QwenSession(Scenario scenario) {
    this.scenario = scenario;
    this.kits = SharedKits.forScenario(scenario);
    this.mem0 = kits.map(KitCache::freshMem0).orElseGet(FakeMem0::new);
    this.files =
        kits.map(cache -> cache.files(scenario))
            .orElseGet(() -> ScenarioFiles.create(scenario.name()));
    this.nonce = HexFormat.of().formatHex(new SecureRandom().generateSeed(4));
    this.mem0Key = MEM0_KEY_PREFIX + nonce;
    this.screens = new ScreenLog(files.output());
    Optional<Scenario.HttpsFakes> https = scenario.https();
    Optional<PrivateCa> ca = https.map(fakes -> PrivateCa.create(files.privateCa()));
    if (https.map(Scenario.HttpsFakes::mem0).orElse(false)) {
      mem0.useHttps(ca.orElseThrow().serverContext().getSocketFactory());
    }
    Optional<SSLContext> modelTls =
        https.filter(Scenario.HttpsFakes::model).map(fakes -> ca.orElseThrow().serverContext());
    this.model = FakeModel.start(new ModelScript(nonce), files.modelLog(), modelTls);
    this.mcp = new McpTraffic(files.recordings());
    this.javaStarts = new JavaStarts(files.recordings());
  }

  /**
   * Starts {@code qwen-managed} for {@code scenario} and waits until Qwen's MCP server has listed
   * its tools.
   */
  public static QwenSession start(Scenario scenario) {
    QwenSession session = open(scenario);
    try {
      session.awaitReady(true);
      return session;
    } catch (RuntimeException | Error e) {
      session.close();
      throw e;
    }
  }

  /**
   * Starts {@code qwen-managed} for {@code scenario} and waits until Qwen shows its prompt and no
   * MCP server is still connecting, whether or not the kit's server listed its tools (for a
   * repository that may have removed it).
   */
  static QwenSession startAtPrompt(Scenario scenario) {
    QwenSession session = open(scenario);
    try {
      session.awaitReady(false);
      return session;
    } catch (RuntimeException | Error e) {
      session.close();
      throw e;
    }
  }

  /**
   * Installs the kit for {@code scenario} and types {@code qwen-managed} (with the scenario's
   * arguments and stdin) in the tmux pane; does not wait for anything.
   */
  public static QwenSession open(Scenario scenario) {
    QwenSession session = new QwenSession(scenario);
    try {
      session.launch();
      return session;
    } catch (RuntimeException | Error e) {
      session.close();
      throw e;
    }
  }

  private void launch() {
    mem0.start();
    URI mem0Url = mem0.baseUrl();
    if (scenario.https().map(Scenario.HttpsFakes::viaProxy).orElse(false)) {
      ObjectNode overlay = JsonNodeFactory.instance.objectNode();
      overlay.putObject("environment").putObject("proxy").put("https", tunnel.url());
      scenario = scenario.withPlanOverlay(overlay);
      // The kit's JVMs reach loopback directly whatever the proxy: Mem0 gets a name only the
      // proxy knows, so their searches must take the tunnel.
      mem0Url = URI.create("https://" + TunnelProxy.REMOTE_HOST + ":" + mem0Url.getPort());
    }
    installed =
        ScenarioSetup.prepare(
            scenario, files, kits, mcp, javaStarts, mem0Url, model.baseUrl(), mem0Key);
    if (!scenario.repositoryFiles().isEmpty()) {
      // The facts read the one workspace's system settings, which a plan with repositories lacks.
      RepositoryFacts facts = repositoryFacts();
      scenario.repositoryFiles().forEach(file -> file.write(facts));
    }
    openPane();
  }

  /**
   * Ends this session's Qwen Code (tmux and everything the pane started), then types {@code
   * qwen-managed} again in {@code directory} (relative to the scenario's private directory), with
   * the same installation, fake model and fake Mem0, and waits until Qwen's MCP server has listed
   * its tools. The MCP traffic starts empty again; the model's and Mem0's requests are kept.
   */
  public void restartIn(String directory) {
    closePane("closed");
    mcp.clear();
    try {
      Files.deleteIfExists(files.paneExit().file());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    scenario = scenario.startingIn(directory);
    ScenarioSetup.writeLaunchScript(scenario, files, installed, model.baseUrl(), mem0Key);
    openPane();
    awaitReady(true);
  }

  /** What the scenario's repository files are written from. */
  public RepositoryFacts repositoryFacts() {
    return new RepositoryFacts(
        files.workspace(),
        files.evidence(),
        installed.policy().kitHookCommand(),
        listener.baseUrl(),
        proxy.url(),
        KitFiles.node(),
        nonce);
  }

  private void openPane() {
    // Without a start directory the developer's terminal is in their home: the launcher must take
    // Qwen to the workspace.
    tmux = Tmux.start(files.tmuxSocket(), files.tmuxConfig(), files.launchScript(), files.home());
    watcher = new ScreenWatcher(tmux, screens, files.paneExit());
  }

  /**
   * Waits until Qwen shows its prompt and no MCP server is still connecting, and, when {@code
   * kitTools}, until the kit's MCP server has listed its tools; then checks the pinned runtimes.
   */
  void awaitReady(boolean kitTools) {
    String ready =
        await(
            "ready",
            STARTUP_TIMEOUT,
            screen ->
                (!kitTools || mcp.listedTools().isPresent())
                    && screen.contains(QwenScreens.PROMPT_PLACEHOLDER)
                    && !screen.contains(QwenScreens.CONNECTING_MCP));
    tmux.rememberPaneProcesses();
    PaneRuntimes.assertPinned(tmux.paneProcesses(), files.output());
    String banner = "Qwen Code (v" + KitFiles.QWEN_CODE_VERSION + ")";
    if (!ready.contains(banner)) {
      throw new AssertionError("Expected the pinned " + banner + ":\n" + ready);
    }
    // Managed-only drops the user settings' tools.* keys, the one that turns ripgrep off included.
    if (ready.contains(QwenScreens.RIPGREP_UNAVAILABLE)
        && installed.policy().takesUserSetting("tools.useRipgrep")) {
      throw new AssertionError("Qwen ignored the user settings in QWEN_HOME:\n" + ready);
    }
    installed.policy().assertUnchanged();
  }

  /** Waits until {@code qwen-managed} has exited; returns its exit status. */
  public int awaitExit() {
    return watcher.awaitExit("exited", STARTUP_TIMEOUT);
  }

  /** A random per-run value, so one run's texts can never match another's. */
  public String nonce() {
    return nonce;
  }

  /** The Mem0 credential this run gave the MCP server. */
  public String mem0Key() {
    return mem0Key;
  }

  /** The Mem0 credential this run gives the plan's repository {@code repository}. */
  public String mem0Key(String repository) {
    return ScenarioSetup.repositoryKey(mem0Key, repository);
  }

  /** The loopback listener standing in for a server a repository sends things to. */
  public LoopbackListener listener() {
    return listener;
  }

  /** The loopback port standing in for a proxy the repository names. */
  public ProxyListener proxy() {
    return proxy;
  }

  /**
   * The tunnelling proxy a scenario's plan may name ({@link Scenario#withPrivateCaBehindProxy}).
   */
  public TunnelProxy tunnel() {
    return tunnel;
  }

  /** Where the repository's scripts leave marker and log files ({@link RepositoryFacts}). */
  public Path evidence() {
    return files.evidence();
  }

  /** The current screen, not saved. */
  public String screen() {
    return watcher.capture();
  }

  /** Saves {@code screen} among this scenario's screens as {@code what}. */
  void keepScreen(String what, String screen) {
    screens.save(what, screen);
  }

  public FakeMem0 mem0() {
    return mem0;
  }

  public FakeModel model() {
    return model;
  }

  public McpTraffic mcp() {
    return mcp;
  }

  /** The environments the pinned {@code java} was started with. */
  public JavaStarts javaStarts() {
    return javaStarts;
  }

  /** The repository's working tree. */
  public Path workspace() {
    return files.workspace();
  }

  /** The root of the plan's repository {@code name}. */
  public Path repository(String name) {
    return files.repository(name);
  }

  /** The installed policy files. */
  public InstalledPolicy policy() {
    return installed.policy();
  }

  /** QWEN_HOME, which holds the developer's user settings and whatever Qwen writes. */
  public Path qwenHome() {
    return files.qwenHome();
  }

  /** Types {@code prompt}, waits until the input shows it, and submits it with Enter. */
  public void submit(String prompt) {
    type(prompt);
    press("Enter");
  }

  /** Types {@code prompt} and waits until the input shows it; does not submit it. */
  public void type(String prompt) {
    watcher.type(prompt);
    await(
        "typed",
        STEP_TIMEOUT,
        screen -> screen.contains(prompt) && !screen.contains(QwenScreens.PROMPT_PLACEHOLDER));
  }

  /**
   * After a short settle pause, sends tmux key names (e.g. {@code Enter}, {@code BTab}, {@code 2}).
   */
  public void press(String... keys) {
    watcher.press(keys);
  }

  /** Presses Shift+Tab and waits for the footer of the next approval mode. */
  public String shiftTabTo(String footer, String what) {
    press("BTab");
    return awaitText(what, footer);
  }

  /**
   * Waits until the screen contains {@code text}; returns that screen (also saved as {@code what}).
   */
  public String awaitText(String what, String text) {
    return await(what, STEP_TIMEOUT, screen -> screen.contains(text));
  }

  /**
   * Waits until the screen, with the lines the terminal wrapped joined again, contains {@code
   * text}; returns that screen (also saved as {@code what}).
   */
  public String awaitUnwrappedText(String what, String text) {
    return watcher.awaitUnwrapped(what, STEP_TIMEOUT, screen -> screen.contains(text));
  }

  /**
   * Waits until a confirmation dialog showing {@code text} is fully drawn, answers included (a
   * capture can otherwise catch a frame half redrawn).
   */
  public String awaitDialog(String what, String text) {
    return await(
        what,
        STEP_TIMEOUT,
        screen ->
            screen.contains(text)
                && screen.contains(QwenScreens.ALLOW_ONCE)
                && screen.contains(QwenScreens.REJECT));
  }

  /**
   * Answers the open dialog with its second choice ("No, suggest changes") and waits until the
   * hook's question is gone and the prompt is empty again.
   */
  public void rejectDialog() {
    press("2");
    await(
        "rejected",
        STEP_TIMEOUT,
        screen ->
            !screen.contains(QwenScreens.HOOK_QUESTION)
                && screen.contains(QwenScreens.PROMPT_PLACEHOLDER));
  }

  /** Saves the last screen as {@code what}, then kills tmux and everything the pane started. */
  private void closePane(String what) {
    if (tmux == null) {
      return;
    }
    try {
      watcher.snapshot(what);
    } catch (AssertionError | UncheckedIOException screenGone) {
      // Best effort: the last screen is diagnosis only; tmux is killed below either way.
    } finally {
      tmux.close();
      tmux = null;
    }
  }

  /** Waits until {@code condition} holds for the screen; saves and returns that screen. */
  public String await(String what, Duration timeout, Predicate<String> condition) {
    return watcher.await(what, timeout, condition);
  }

  @Override
  public void close() {
    try {
      closePane("final");
    } finally {
      model.close();
      if (kits.isEmpty()) {
        mem0.close();
      }
      listener.close();
      proxy.close();
      tunnel.close();
      try {
        files.keepEvidence();
      } finally {
        if (kits.isEmpty()) {
          files.deleteRuntime();
        }
      }
    }
  }
}
