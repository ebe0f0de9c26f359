package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.rules.PinRules;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A plan's repositories must be told apart by name and directory, stay out of the kit's folders and
 * each other, and share a key only when both say so; a plan lists repositories or pins one
 * workspace, never both. Each refusal names the entry it clashes with, never a value.
 */
@Tag("unit")
class RepositoryRefusalsTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String POSIX = "posix-repositories-2-mem0-write";
  private static final String WINDOWS = "windows-repositories-2-mem0-write";
  private static final String SHARE = "; set sharedCredential: true on both to share a key";

  private static ObjectNode plan(String goldenCase) {
    try (InputStream in =
        RepositoryRefusalsTest.class.getResourceAsStream("golden/" + goldenCase + "/plan.json")) {
      return (ObjectNode) JSON.readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ObjectNode repository(ObjectNode plan, int index) {
    return (ObjectNode) plan.get("repositories").get(index);
  }

  private static ObjectNode credential(ObjectNode plan, int index) {
    return (ObjectNode) repository(plan, index).get("provider").get("credential");
  }

  private static GenerationResult generate(String goldenCase, Consumer<ObjectNode> change) {
    ObjectNode plan = plan(goldenCase);
    change.accept(plan);
    return PolicyGenerator.generate(plan, "plan.json");
  }

  private static List<Diagnostic> refusals(String goldenCase, Consumer<ObjectNode> change) {
    return assertInstanceOf(GenerationResult.Refused.class, generate(goldenCase, change))
        .diagnostics();
  }

  private static void accepted(String goldenCase, Consumer<ObjectNode> change) {
    assertInstanceOf(GenerationResult.Generated.class, generate(goldenCase, change));
  }

  private static Diagnostic at(String pointer, String message) {
    return Diagnostic.policy("plan.json", pointer, message);
  }

  @Test
  void refusesTwoRepositoriesWithOneName() {
    assertEquals(
        List.of(at("/repositories/1/name", "is also the name of /repositories/0")),
        refusals(POSIX, p -> repository(p, 1).put("name", "payments")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"/srv/repositories/payments", "/srv/repositories/payments/"})
  void refusesTwoRepositoriesInOneDirectory(String path) {
    assertEquals(
        List.of(at("/repositories/1/path", "is the same directory as /repositories/0/path")),
        refusals(POSIX, p -> repository(p, 1).put("path", path)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"D:\\repos\\pay ments", "d:\\REPOS\\Pay Ments\\", "D:\\repos\\pay ments. "})
  void refusesTwoWindowsRepositoriesInOneDirectoryHoweverWindowsSpellsIt(String path) {
    assertEquals(
        List.of(at("/repositories/1/path", "is the same directory as /repositories/0/path")),
        refusals(WINDOWS, p -> repository(p, 1).put("path", path)));
  }

  @Test
  void refusesARepositoryInsideAnEarlierOne() {
    assertEquals(
        List.of(at("/repositories/1/path", "lies inside the repository /repositories/0/path")),
        refusals(POSIX, p -> repository(p, 1).put("path", "/srv/repositories/payments/legacy")));
  }

  @Test
  void refusesARepositoryHoldingAnEarlierOne() {
    assertEquals(
        List.of(at("/repositories/1/path", "holds the repository /repositories/0/path")),
        refusals(POSIX, p -> repository(p, 1).put("path", "/srv/repositories")));
  }

  @Test
  void refusesNestedWindowsRepositoriesWhateverTheCase() {
    assertEquals(
        List.of(at("/repositories/1/path", "holds the repository /repositories/0/path")),
        refusals(WINDOWS, p -> repository(p, 1).put("path", "d:\\REPOS\\")));
    assertEquals(
        List.of(at("/repositories/1/path", "lies inside the repository /repositories/0/path")),
        refusals(WINDOWS, p -> repository(p, 1).put("path", "D:\\Repos\\PAY MENTS\\ledger")));
  }

  @Test
  void acceptsSiblingsThatOnlyShareANamePrefix() {
    accepted(POSIX, p -> repository(p, 1).put("path", "/srv/repositories/payments-old"));
    accepted(WINDOWS, p -> repository(p, 1).put("path", "D:\\repos\\pay ments-old"));
  }

  @Test
  void refusesAFileSystemRootAsARepository() {
    assertEquals(
        List.of(at("/repositories/1/path", PinRules.WORKSPACE_ROOT)),
        refusals(POSIX, p -> repository(p, 1).put("path", "/")));
    assertEquals(
        List.of(at("/repositories/0/path", PinRules.WORKSPACE_ROOT)),
        refusals(WINDOWS, p -> repository(p, 0).put("path", "C:\\")));
  }

  @Test
  void refusesTwoRepositoriesSharingACredentialVariableUnlessBothSaySo() {
    List<Diagnostic> expected =
        List.of(
            at(
                "/repositories/1/provider/credential/env",
                "is also the credential of /repositories/0" + SHARE));
    assertEquals(expected, refusals(POSIX, p -> credential(p, 1).put("env", "MEM0_KEY_PAYMENTS")));
    assertEquals(
        expected,
        refusals(
            POSIX,
            p -> {
              credential(p, 1).put("env", "MEM0_KEY_PAYMENTS");
              repository(p, 0).put("sharedCredential", true);
            }));
    assertEquals(
        expected,
        refusals(
            POSIX,
            p -> {
              credential(p, 1).put("env", "MEM0_KEY_PAYMENTS");
              repository(p, 0).put("sharedCredential", true);
              repository(p, 1).put("sharedCredential", false);
            }));
    accepted(
        POSIX,
        p -> {
          credential(p, 1).put("env", "MEM0_KEY_PAYMENTS");
          repository(p, 0).put("sharedCredential", true);
          repository(p, 1).put("sharedCredential", true);
        });
  }

  @Test
  void comparesCredentialVariablesWithThePlatformsCaseRule() {
    assertEquals(
        List.of(
            at(
                "/repositories/1/provider/credential/env",
                "is also the credential of /repositories/0" + SHARE)),
        refusals(WINDOWS, p -> credential(p, 1).put("env", "mem0_key_Payments")));
    accepted(POSIX, p -> credential(p, 1).put("env", "mem0_key_payments"));
  }

  @ParameterizedTest
  @CsvSource({
    "${HOME}/.config/qwen-managed/payments-old.key, ${HOME}/.config/qwen-managed/payments-old.key",
    "${HOME}/.config/qwen-managed/payments-old.key, ${HOME}/.config/Qwen-Managed/payments-old.KEY",
    "/etc/qwen-keys/payments.key, /etc/qwen-keys/payments.key",
    "/etc/qwen-keys/payments.key, /ETC/qwen-keys/payments.key"
  })
  void refusesTwoRepositoriesReadingOneCredentialFileUnlessBothSaySo(String first, String second) {
    assertEquals(
        List.of(
            at(
                "/repositories/1/provider/credential/file",
                "is also the credential file of /repositories/0" + SHARE)),
        refusals(
            POSIX,
            p -> {
              credential(p, 0).put("file", first);
              credential(p, 1).put("file", second);
            }));
    accepted(
        POSIX,
        p -> {
          credential(p, 0).put("file", first);
          credential(p, 1).put("file", second);
          repository(p, 0).put("sharedCredential", true);
          repository(p, 1).put("sharedCredential", true);
        });
  }

  @Test
  void refusesOneWindowsCredentialFileSpelledInAnotherCase() {
    assertEquals(
        List.of(
            at(
                "/repositories/1/provider/credential/file",
                "is also the credential file of /repositories/0" + SHARE)),
        refusals(WINDOWS, p -> credential(p, 0).put("file", "${HOME}\\.QWEN-KEYS\\Ledger.key")));
  }

  @Test
  void refusesARepositoryInsideTheKitsFolders() {
    assertEquals(
        List.of(at("/repositories/1/path", "lies inside the kit's installPrefix")),
        refusals(POSIX, p -> repository(p, 1).put("path", "/opt/qwen-managed/src")));
    assertEquals(
        List.of(at("/repositories/0/path", "lies inside the kit's configDir")),
        refusals(POSIX, p -> repository(p, 0).put("path", "/etc/qwen-managed/repos/payments")));
  }

  @Test
  void refusesAWindowsRepositoryInsideTheKitsFoldersWhateverTheCase() {
    // The golden plan's installPrefix ends with a separator.
    assertEquals(
        List.of(at("/repositories/1/path", "lies inside the kit's installPrefix")),
        refusals(WINDOWS, p -> repository(p, 1).put("path", "c:\\PROGRAM FILES\\qwen managed\\r")));
    assertEquals(
        List.of(at("/repositories/0/path", "lies inside the kit's configDir")),
        refusals(WINDOWS, p -> repository(p, 0).put("path", "C:\\programdata\\Qwen Managed\\r")));
  }

  @Test
  void refusesTheKitsFoldersInsideARepository() {
    assertEquals(
        List.of(at("/configDir", PinRules.INSIDE_WORKSPACE)),
        refusals(POSIX, p -> p.put("configDir", "/srv/repositories/payments-old/.policy")));
  }

  @Test
  void refusesOneRepositorysCredentialFileInsideAnother() {
    assertEquals(
        List.of(at("/repositories/1/provider/credential/file", PinRules.INSIDE_WORKSPACE)),
        refusals(
            POSIX, p -> credential(p, 1).put("file", "/srv/repositories/payments/.keys/old.key")));
  }

  @Test
  void refusesAWorkspaceOrTopLevelProviderNextToRepositories() {
    String why =
        "is not allowed with \"repositories\": each repository names its own path and provider";
    assertEquals(
        List.of(at("/workspace", why)),
        refusals(POSIX, p -> p.put("workspace", "/srv/repositories/other")));
    assertEquals(
        List.of(at("/provider", why)),
        refusals(POSIX, p -> p.set("provider", repository(p, 0).get("provider").deepCopy())));
  }

  @Test
  void refusesATopLevelAutoRecallNextToRepositoriesAndPointsToEachRepository() {
    assertEquals(
        List.of(
            at(
                "/autoRecall",
                "is not allowed with \"repositories\": set autoRecall on each repository")),
        refusals(POSIX, p -> p.putObject("autoRecall").put("enabled", true)));
    accepted(POSIX, p -> repository(p, 0).putObject("autoRecall").put("enabled", true));
  }

  @Test
  void aPlanWithNeitherAWorkspaceNorRepositoriesIsToldItNeedsOne() {
    String or = " (or list each repository with its own in \"repositories\")";
    assertEquals(
        List.of(
            at("", "missing required property \"provider\"" + or),
            at("", "missing required property \"workspace\"" + or)),
        refusals(POSIX, p -> p.remove("repositories")));
  }

  @Test
  void refusesAnEmptyRepositoryList() {
    assertEquals(
        List.of(at("/repositories", "must have at least 1 items")),
        refusals(POSIX, p -> p.putArray("repositories")));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "Payments",
        "-payments",
        "pay.ments",
        "pay_ments",
        "pay ments",
        "zahlungen-ä",
        "a123456789a123456789a123456789a123456789a123456789a123456789abcd"
      })
  void refusesABadRepositoryName(String name) {
    List<Diagnostic> refusals = refusals(POSIX, p -> repository(p, 1).put("name", name));
    assertEquals(
        List.of("/repositories/1/name"), refusals.stream().map(Diagnostic::pointer).toList());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "0",
        "a",
        "9-lives",
        "a123456789a123456789a123456789a123456789a123456789a123456789abc"
      })
  void acceptsLowerCaseNamesWithDigitsAndDashes(String name) {
    accepted(POSIX, p -> repository(p, 1).put("name", name));
  }

  @Test
  void reportsEveryClashOfThreeRepositoriesOnce() {
    assertEquals(
        List.of(
            at("/repositories/1/path", "lies inside the repository /repositories/0/path"),
            at("/repositories/2/name", "is also the name of /repositories/0"),
            at("/repositories/2/path", "lies inside the repository /repositories/0/path"),
            at("/repositories/2/path", "is the same directory as /repositories/1/path")),
        refusals(
            POSIX,
            p -> {
              repository(p, 1).put("path", "/srv/repositories/payments/sub");
              p.withArray("repositories").add(repository(p, 0).deepCopy());
              repository(p, 2).put("path", "/srv/repositories/payments/sub/");
              credential(p, 2).put("env", "MEM0_KEY_THIRD");
            }));
  }
}
