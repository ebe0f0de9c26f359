package io.qwenmanaged.policy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
