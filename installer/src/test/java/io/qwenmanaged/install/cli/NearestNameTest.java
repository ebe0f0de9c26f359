package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class NearestNameTest {

  private static final List<String> COMMANDS =
      List.of("generate", "verify", "install", "rollback", "uninstall", "help");

  @Test
  void aTypoWithinTwoEditsFindsTheCommand() {
    assertEquals(Optional.of("install"), NearestName.of("instal", COMMANDS));
    assertEquals(Optional.of("verify"), NearestName.of("vreify", COMMANDS));
    assertEquals(Optional.of("rollback"), NearestName.of("rolback", COMMANDS));
  }

  @Test
  void theStartOfANameOrANameWithMoreAfterItFindsTheName() {
    assertEquals(Optional.of("generate"), NearestName.of("gen", COMMANDS));
    assertEquals(Optional.of("install"), NearestName.of("install-everything", COMMANDS));
  }

  @Test
  void theCloserNameWinsAndATieGoesToTheFirstListed() {
    assertEquals(
        Optional.of("install"), NearestName.of("unstall", List.of("uninstall", "install")));
    assertEquals(Optional.of("--plan"), NearestName.of("--p", List.of("--plan", "--prefix")));
  }

  @Test
  void aWordFarFromEveryNameFindsNone() {
    assertEquals(Optional.empty(), NearestName.of("deploy", COMMANDS));
    assertEquals(Optional.empty(), NearestName.of("x", COMMANDS));
  }

  @Test
  void theEditDistanceCountsInsertionsDeletionsAndSubstitutions() {
    assertEquals(0, NearestName.distance("plan", "plan"));
    assertEquals(1, NearestName.distance("plan", "plans"));
    assertEquals(2, NearestName.distance("plna", "plan"));
    assertEquals(3, NearestName.distance("kitten", "sitting"));
    assertEquals(4, NearestName.distance("", "help"));
  }
}
