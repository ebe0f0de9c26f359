package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Path rules and joining that both the generator and the verifier rely on. */
@Tag("unit")
class PlatformTest {

  @ParameterizedTest
  @ValueSource(strings = {"\u2028", "\u2029", "\u0085", "\u00a0", "😀"})
  void acceptsNamesWithUnicodeLineSeparatorsOnBothPlatforms(String character) {
    assertTrue(Platform.POSIX.isAbsolute("/srv/a" + character + "b/c"));
    assertTrue(Platform.WINDOWS.isAbsolute("C:\\a" + character + "b\\c"));
  }

  @Test
  void readsBothPlanSpellingsAndRefusesAnyOther() {
    assertEquals(Platform.POSIX, Platform.of("posix"));
    assertEquals(Platform.WINDOWS, Platform.of("windows"));
    for (String unknown : new String[] {"macos", "Windows", ""}) {
      IllegalArgumentException refused =
          assertThrows(IllegalArgumentException.class, () -> Platform.of(unknown), unknown);
      assertEquals("unknown platform", refused.getMessage());
    }
  }

  @Test
  void joinsBelowARootWithOneSeparator() {
    assertEquals("/external-context.json", Platform.POSIX.join("/", "external-context.json"));
    assertEquals("C:\\lib\\hook.jar", Platform.WINDOWS.join("C:\\", "lib", "hook.jar"));
    assertEquals("/opt/kit/lib", Platform.POSIX.join("/opt/kit//", "lib"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "D:\\repos\\payments",
        "d:\\REPOS\\Payments\\",
        "D:\\repos\\payments.",
        "D:\\repos\\payments . \\src",
        "D:\\repos.\\payments"
      })
  void comparesWindowsPathsAsWindowsNamesThem(String path) {
    assertTrue(Platform.WINDOWS.mayBeWithin(path, "D:\\repos\\payments"), path);
  }

  @ParameterizedTest
  @ValueSource(strings = {"D:\\repos\\payments-old", "D:\\repos\\payment", "E:\\repos\\payments"})
  void tellsWindowsSiblingsApart(String path) {
    assertFalse(Platform.WINDOWS.mayBeWithin(path, "D:\\repos\\payments"), path);
  }

  @Test
  void comparesPosixPathsWithoutCaseOrUnicodeNormalisationButWithTrailingDots() {
    assertTrue(Platform.POSIX.mayBeWithin("/srv/Zoe\u0308/src", "/srv/zo\u00eb"));
    assertTrue(Platform.POSIX.mayBeWithin("/SRV/repo/", "/srv/repo"));
    assertFalse(Platform.POSIX.mayBeWithin("/srv/repo.", "/srv/repo"));
    assertFalse(Platform.POSIX.mayBeWithin("/srv/repo-old", "/srv/repo"));
  }

  /** Choosing the repository that holds a real path takes the platform's own name comparison. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "POSIX   | /srv/Repo/src              | /srv/repo           | true  | false",
        "POSIX   | /srv/Zoe\u0308              | /srv/zo\u00eb        | true  | false",
        "POSIX   | /srv/repo/src              | /srv/repo/          | true  | true",
        "POSIX   | /srv/repo                  | /                   | true  | true",
        "POSIX   | /srv/repo-old              | /srv/repo           | false | false",
        "WINDOWS | d:\\REPOS\\Payments\\src   | D:\\repos\\payments | true  | true",
        "WINDOWS | D:\\repos\\payments.       | D:\\repos\\payments | true  | false",
        "WINDOWS | D:\\repos                  | D:\\                | true  | true"
      })
  void aDoubtfulSpellingMayBeWithinButOnlyTheExactNameIsWithinByName(
      Platform platform, String path, String directory, boolean may, boolean byName) {
    assertEquals(may, platform.mayBeWithin(path, directory), "mayBeWithin");
    assertEquals(byName, platform.isWithinByName(path, directory), "isWithinByName");
  }
}
