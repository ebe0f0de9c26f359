package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The validator's logging library (SLF4J without a provider) would print a warning to stderr on
 * first use; the MCP server and hook must keep stderr and stdout clean, so validation is silent.
 */
@Tag("unit")
class SchemaValidatorOutputTest {

  @Test
  void validatingInAFreshJvmPrintsNothing() throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(
                List.of(
                    java,
                    "-Xlog:disable",
                    "-cp",
                    System.getProperty("java.class.path"),
                    QuietValidationMain.class.getName()))
            .start();
    process.getOutputStream().close();
    CompletableFuture<String> stderr =
        CompletableFuture.supplyAsync(() -> drain(process.getErrorStream()));
    String stdout = drain(process.getInputStream());
    assertEquals(0, process.waitFor());
    assertEquals("", stdout);
    assertEquals("", stderr.join());
  }

  private static String drain(InputStream in) {
    try (in) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      in.transferTo(out);
      return out.toString(StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "<unreadable: " + e.getClass().getSimpleName() + ">";
    }
  }
}
