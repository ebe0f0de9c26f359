package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A Qwen configuration file read the way Qwen Code reads it: text decoded as UTF-8 (an invalid
 * sequence becomes U+FFFD, as Node decodes it); a settings file is JSON after a leading byte order
 * mark and {@code //} and {@code /* *}{@code /} comments are dropped (no trailing commas, no other
 * extensions); an agent or skill is its YAML frontmatter. A file the kit cannot read exactly so —
 * too large, not a regular file, invalid JSON (which Qwen would replace with an empty object),
 * duplicate keys, YAML outside {@link YamlSubset} — is {@link Unreadable}.
 */
final class QwenFile {

  /** What reading a file gave. */
  sealed interface Read permits Parsed, NotLoaded, Unreadable {}

  /** The file's configuration, and the SHA-256 of the bytes it was read from. */
  record Parsed(JsonNode document, String sha256) implements Read {}

  /** An agent or skill file without frontmatter, which Qwen does not load. */
  record NotLoaded() implements Read {}

  /** Why the kit cannot read it as Qwen does (one line, no content), and its SHA-256 if read. */
  record Unreadable(String reason, Optional<String> sha256) implements Read {}

  private static final ObjectMapper SETTINGS =
      new ObjectMapper(
          JsonFactory.builder()
              .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
              .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
              .build());

  private QwenFile() {}

  static Read settings(Path file) {
    BoundedFile.Outcome outcome = BoundedFile.read(file, file.toString());
    if (outcome instanceof BoundedFile.Failed failed) {
      return new Unreadable(failed.diagnostic().message(), Optional.empty());
    }
    byte[] bytes = ((BoundedFile.Read) outcome).bytes();
    String sha256 = Sha256.hex(bytes);
    String text = new String(bytes, StandardCharsets.UTF_8);
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    try (JsonParser parser = SETTINGS.getFactory().createParser(text)) {
      JsonNode document = SETTINGS.readTree(parser);
      if (parser.nextToken() != null) {
        return unreadable("has data after its JSON object", sha256);
      }
      if (document == null || !document.isObject()) {
        return unreadable("is not a JSON object", sha256);
      }
      return new Parsed(document, sha256);
    } catch (IOException | RuntimeException e) {
      return unreadable(
          "is not valid JSON as Qwen reads it (comments allowed, nothing else; duplicate keys"
              + " are refused here): Qwen would replace it with an empty object",
          sha256);
    }
  }

  static Read frontmatter(Path file, Frontmatter.Style style) {
    BoundedFile.Outcome outcome = BoundedFile.read(file, file.toString());
    if (outcome instanceof BoundedFile.Failed failed) {
      return new Unreadable(failed.diagnostic().message(), Optional.empty());
    }
    byte[] bytes = ((BoundedFile.Read) outcome).bytes();
    String sha256 = Sha256.hex(bytes);
    Optional<String> yaml = Frontmatter.of(new String(bytes, StandardCharsets.UTF_8), style);
    if (yaml.isEmpty()) {
      return new NotLoaded();
    }
    YamlSubset.Result result = YamlSubset.parse(yaml.get());
    if (result instanceof YamlSubset.Unsupported unsupported) {
      return unreadable(
          "has frontmatter that "
              + unsupported.reason()
              + " (line "
              + (unsupported.line() + 1)
              + " of the file): the kit reads only YAML that Qwen reads the same way",
          sha256);
    }
    return new Parsed(((YamlSubset.Parsed) result).document(), sha256);
  }

  private static Unreadable unreadable(String reason, String sha256) {
    return new Unreadable(reason, Optional.of(sha256));
  }
}
