package io.qwenmanaged.policy.generate;

import java.nio.charset.StandardCharsets;

/**
 * One generated file: its name inside the output directory and its exact bytes (UTF-8 JSON, {@code
 * \n} line ends, trailing newline). The array is the caller's to write; it is not copied.
 */
public record PolicyFile(String name, byte[] bytes) {

  /** The content as text, for diagnostics and tests. */
  public String text() {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
