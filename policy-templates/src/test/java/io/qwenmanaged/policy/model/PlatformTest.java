package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Path rules and joining that both the generator and the verifier rely on. */
class PlatformTest {

  @ParameterizedTest
  @ValueSource(strings = {"\u2028", "\u2029", "\u0085", "\u00a0", "😀"})
  void acceptsNamesWithUnicodeLineSeparatorsOnBothPlatforms(String character) {
    assertTrue(Platform.POSIX.isAbsolute("/srv/a" + character + "b/c"));
    assertTrue(Platform.WINDOWS.isAbsolute("C:\\a" + character + "b\\c"));
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

  @Test
  void whichDirectoryHoldsARealPathIsDecidedNameByNameWithThePlatformsCase() {
    assertFalse(Platform.POSIX.isWithinByName("/srv/Repo/src", "/srv/repo"));
    assertFalse(Platform.POSIX.isWithinByName("/srv/Zoe\u0308", "/srv/zo\u00eb"));
    assertTrue(Platform.POSIX.isWithinByName("/srv/repo/src", "/srv/repo/"));
    assertTrue(Platform.POSIX.isWithinByName("/srv/repo", "/"));
    assertFalse(Platform.POSIX.isWithinByName("/srv/repo-old", "/srv/repo"));
    assertTrue(Platform.WINDOWS.isWithinByName("d:\\REPOS\\Payments\\src", "D:\\repos\\payments"));
    assertFalse(Platform.WINDOWS.isWithinByName("D:\\repos\\payments.", "D:\\repos\\payments"));
    assertTrue(Platform.WINDOWS.isWithinByName("D:\\repos", "D:\\"));
  }

  @Test
  void aDoubtfulSpellingMayBeWithinButIsNotWithinByName() {
    assertTrue(Platform.POSIX.mayBeWithin("/srv/Repo/src", "/srv/repo"));
    assertFalse(Platform.POSIX.isWithinByName("/srv/Repo/src", "/srv/repo"));
    assertTrue(Platform.WINDOWS.mayBeWithin("D:\\repos\\payments.", "D:\\repos\\payments"));
    assertFalse(Platform.WINDOWS.isWithinByName("D:\\repos\\payments.", "D:\\repos\\payments"));
  }
}
