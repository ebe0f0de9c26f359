package io.qwenmanaged.install.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/** What one in-process run of the admin CLI printed and returned. */
public record Run(int exit, String stdout, String stderr) {

  /** stdout as the JSON report of {@code --json}. */
  public JsonNode json() {
    try {
      return new ObjectMapper().readTree(stdout);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
