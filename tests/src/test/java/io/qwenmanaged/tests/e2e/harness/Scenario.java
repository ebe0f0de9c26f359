package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How one scenario's Qwen Code is set up, and how the developer starts it.
 *
 * @param name the folder under {@code tests/target/e2e/} that keeps its screens and logs
 * @param writeProfile whether the test plan's profile is {@code mem0-write} (the MCP server exposes
 *     {@code context_remember}, with the ask rule and the confirmation hook) or {@code
 *     mem0-read-only} (only {@code context_search})
 * @param workspaceFiles files the repository brings, by path relative to the workspace (a {@code
 *     .env}, a {@code .qwen/settings.json}), with their text
 * @param arguments what the developer types after {@code qwen-managed}
 * @param pipedStdin a line piped into {@code qwen-managed}; empty: stdin is the terminal
 * @param repositories the names of the plan's {@code repositories}, each with its own directory,
 *     Mem0 app id and credential variable ({@link TestPlan}); empty: the one-workspace plan
 * @param startDirectory where the developer types {@code qwen-managed}, relative to the scenario's
 *     private directory (e.g. {@code repos/alpha/src}); empty: their home directory
 * @param repositoryFiles files the repository brings whose content depends on the installation, or
 *     that are scripts or symbolic links, written after {@code workspaceFiles}
 * @param planOverlay merged into the admin plan before the policy is generated from it (objects
 *     merge by key, anything else replaces), e.g. a per-repository allowance
 * @param systemSettingsOverlay merged the same way into the generated {@code system-settings.json}
 *     before the install manifest records it, to try a system setting in real Qwen before the
 *     generator writes it; empty: the file exactly as generated. The kit's own checks refuse keys
 *     its schema does not know, so such a scenario starts the pinned Qwen directly, with the
 *     command and environment the launcher would give it, in the workspace (no arguments)
 * @param https which fakes speak TLS with a certificate from a private CA made for the scenario,
 *     and whether the plan trusts that CA; empty: both fakes speak plain HTTP
 */
public record Scenario(
    String name,
    boolean writeProfile,
    Map<String, String> workspaceFiles,
    List<String> arguments,
    Optional<String> pipedStdin,
    List<String> repositories,
    Optional<String> startDirectory,
    List<RepositoryFile> repositoryFiles,
    ObjectNode planOverlay,
    ObjectNode systemSettingsOverlay,
    Optional<HttpsFakes> https) {

  private static final ObjectNode EMPTY = JsonNodeFactory.instance.objectNode();

  public Scenario {
    workspaceFiles = Map.copyOf(workspaceFiles);
    arguments = List.copyOf(arguments);
    repositories = List.copyOf(repositories);
    repositoryFiles = List.copyOf(repositoryFiles);
    planOverlay = planOverlay.deepCopy();
    systemSettingsOverlay = systemSettingsOverlay.deepCopy();
  }

  /** The {@code mem0-write} profile. */
  public static Scenario write(String name) {
    return new Scenario(
        name,
        true,
        Map.of(),
        List.of(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        List.of(),
        EMPTY,
        EMPTY,
        Optional.empty());
  }

  /** The {@code mem0-read-only} profile: the configuration has no {@code write} block. */
  public static Scenario readOnly(String name) {
    return new Scenario(
        name,
        false,
        Map.of(),
        List.of(),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        List.of(),
        EMPTY,
        EMPTY,
        Optional.empty());
  }

  /** The same scenario with a workspace {@code .env} file containing {@code text}. */
  public Scenario withDotEnv(String text) {
    return withWorkspaceFile(".env", text);
  }

  /** The same scenario with the repository file {@code relativePath} containing {@code text}. */
  public Scenario withWorkspaceFile(String relativePath, String text) {
    Map<String, String> files = new LinkedHashMap<>(workspaceFiles);
    files.put(relativePath, text);
    return new Scenario(
        name,
        writeProfile,
        files,
        arguments,
        pipedStdin,
        repositories,
        startDirectory,
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /** The same scenario started as {@code qwen-managed <typed...>}. */
  public Scenario withArguments(String... typed) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        List.of(typed),
        pipedStdin,
        repositories,
        startDirectory,
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /** The same scenario started as {@code printf '<line>\n' | qwen-managed}. */
  public Scenario withPipedStdin(String line) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        Optional.of(line),
        repositories,
        startDirectory,
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /**
   * The same scenario installed from a plan with {@code repositories} named {@code names} (under
   * {@link ScenarioFiles#REPOSITORIES} of the private directory) instead of the one workspace.
   */
  public Scenario withRepositories(String... names) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        List.of(names),
        startDirectory,
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /**
   * The same scenario with {@code qwen-managed} typed in {@code directory} (relative to the private
   * directory; created when missing).
   */
  public Scenario startingIn(String directory) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        repositories,
        Optional.of(directory),
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /** The same scenario with the repository also bringing {@code file}. */
  public Scenario withRepositoryFile(RepositoryFile file) {
    List<RepositoryFile> files = new ArrayList<>(repositoryFiles);
    files.add(file);
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        repositories,
        startDirectory,
        files,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /** The same scenario with {@code overlay} merged into its admin plan. */
  /** This scenario with a plan that offers every approval mode, YOLO included. */
  public Scenario withYoloOffered() {
    ObjectNode plan = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
    plan.putArray("approvalModes")
        .add("plan")
        .add("default")
        .add("auto-edit")
        .add("auto")
        .add("yolo");
    return withPlanOverlay(plan);
  }

  public Scenario withPlanOverlay(ObjectNode overlay) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        repositories,
        startDirectory,
        repositoryFiles,
        JsonOverlay.merged(planOverlay, overlay),
        systemSettingsOverlay,
        https);
  }

  /** The same scenario with {@code overlay} merged into the installed system settings. */
  public Scenario withSystemSettingsOverlay(ObjectNode overlay) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        repositories,
        startDirectory,
        repositoryFiles,
        planOverlay,
        JsonOverlay.merged(systemSettingsOverlay, overlay),
        https);
  }

  /** The same scenario under another output folder name. */
  public Scenario named(String otherName) {
    return new Scenario(
        otherName,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        repositories,
        startDirectory,
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        https);
  }

  /**
   * The same scenario with the fake model and the fake Mem0 served over HTTPS, their certificate
   * signed by a private CA made for it; when {@code trusted}, the plan's {@code
   * environment.caCertificates} names that CA's PEM file.
   */
  public Scenario withPrivateCa(boolean trusted) {
    return withHttpsFakes(new HttpsFakes(true, true, trusted, false));
  }

  /**
   * The same scenario as {@link #withPrivateCa}, with the plan's {@code environment.proxy.https}
   * naming a loopback proxy that tunnels CONNECT requests to the fakes ({@link TunnelProxy}).
   */
  public Scenario withPrivateCaBehindProxy(boolean trusted) {
    return withHttpsFakes(new HttpsFakes(true, true, trusted, true));
  }

  /** The same scenario with {@code fakes} deciding which fakes speak TLS and who trusts them. */
  public Scenario withHttpsFakes(HttpsFakes fakes) {
    return new Scenario(
        name,
        writeProfile,
        workspaceFiles,
        arguments,
        pipedStdin,
        repositories,
        startDirectory,
        repositoryFiles,
        planOverlay,
        systemSettingsOverlay,
        Optional.of(fakes));
  }

  /**
   * Which fakes speak TLS with a certificate from the scenario's private CA.
   *
   * @param model the fake model is served over HTTPS
   * @param mem0 the fake Mem0 is served over HTTPS
   * @param trusted the plan's {@code environment.caCertificates} names the CA's PEM file
   * @param viaProxy the plan's {@code environment.proxy.https} names the session's {@link
   *     TunnelProxy}
   */
  public record HttpsFakes(boolean model, boolean mem0, boolean trusted, boolean viaProxy) {}
}
