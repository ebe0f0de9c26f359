package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
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
    assertTrue(Platform.WINDOWS.isWithin(path, "D:\\repos\\payments"), path);
  }

  @ParameterizedTest
  @ValueSource(strings = {"D:\\repos\\payments-old", "D:\\repos\\payment", "E:\\repos\\payments"})
  void tellsWindowsSiblingsApart(String path) {
    assertFalse(Platform.WINDOWS.isWithin(path, "D:\\repos\\payments"), path);
  }

  @Test
  void comparesPosixPathsWithoutCaseOrUnicodeNormalisationButWithTrailingDots() {
    assertTrue(Platform.POSIX.isWithin("/srv/Zoe\u0308/src", "/srv/zo\u00eb"));
    assertTrue(Platform.POSIX.isWithin("/SRV/repo/", "/srv/repo"));
    assertFalse(Platform.POSIX.isWithin("/srv/repo.", "/srv/repo"));
    assertFalse(Platform.POSIX.isWithin("/srv/repo-old", "/srv/repo"));
  }
}
