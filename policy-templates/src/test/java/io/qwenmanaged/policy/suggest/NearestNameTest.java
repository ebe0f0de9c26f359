package io.qwenmanaged.policy.suggest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class NearestNameTest {

  private static final List<String> COMMANDS =
      List.of("install", "verify", "generate", "rollback", "uninstall");

  @Test
  void aTypoOfOneOrTwoLettersFindsTheName() {
    assertEquals(Optional.of("install"), NearestName.of("instal", COMMANDS));
    assertEquals(Optional.of("verify"), NearestName.of("verfiy", COMMANDS));
    assertEquals(Optional.of("generate"), NearestName.of("genrate", COMMANDS));
    assertEquals(
        Optional.of("installPrefix"),
        NearestName.of("instalPrefx", List.of("installPrefix", "configDir")));
  }

  @Test
  void caseDoesNotCount() {
    assertEquals(
        Optional.of("configDir"),
        NearestName.of("configdir", List.of("installPrefix", "configDir")));
  }

  @Test
  void aShortenedOrLengthenedNameFindsIt() {
    assertEquals(Optional.of("rollback"), NearestName.of("roll", COMMANDS));
    assertEquals(Optional.of("uninstall"), NearestName.of("uninstaller", COMMANDS));
  }

  @Test
  void aNameFarFromEveryCandidateFindsNothing() {
    assertEquals(Optional.empty(), NearestName.of("deploy", COMMANDS));
    assertEquals(Optional.empty(), NearestName.of("x", COMMANDS));
    assertEquals(Optional.empty(), NearestName.of("", COMMANDS));
    assertEquals(Optional.empty(), NearestName.of("install", List.of()));
  }

  @Test
  void editsCountsASwapOfNeighboursAsOne() {
    assertEquals(1, NearestName.edits("verfiy", "verify"));
    assertEquals(3, NearestName.edits("kitten", "sitting"));
    assertEquals(0, NearestName.edits("", ""));
  }
}
