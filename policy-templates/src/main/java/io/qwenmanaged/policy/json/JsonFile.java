package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads one file as one strict JSON document: the bounded read of {@link BoundedFile} (or of {@link
 * RegularFile}, for the kit's own files seen through {@link FileFacts}) and then {@link
 * StrictJson}. The first problem, the read's or the parse's, is the outcome; both name the file as
 * {@code shownAs} and never quote its content.
 */
public final class JsonFile {

  /** The document, or why there is none. */
  public sealed interface Outcome permits Parsed, Failed {}

  /** The file held exactly one strict JSON document. */
  public record Parsed(JsonNode document) implements Outcome {}

  /** The file could not be read, was not acceptable, or was not strict JSON. */
  public record Failed(Diagnostic diagnostic) implements Outcome {}

  private JsonFile() {}

  /** Reads {@code path} with {@link BoundedFile#read(Path, String)}. */
  public static Outcome read(Path path, String shownAs) {
    return parse(BoundedFile.read(path, shownAs), shownAs);
  }

  /** Reads {@code path} with {@link RegularFile#read}: never through a link, never a device. */
  public static Outcome read(FileFacts facts, String path, String shownAs) {
    return parse(RegularFile.read(facts, path, shownAs), shownAs);
  }

  /**
   * Reads the administrator's own file at {@code path} (the plan): as {@link #read(Path, String)},
   * with a plain duplicated key named ({@link StrictJson#readNamingDuplicateKeys}).
   */
  public static Outcome readAdminFile(Path path, String shownAs) {
    BoundedFile.Outcome read = BoundedFile.read(path, shownAs);
    if (read instanceof BoundedFile.Failed failed) {
      return new Failed(failed.diagnostic());
    }
    return parsed(StrictJson.readNamingDuplicateKeys(((BoundedFile.Read) read).bytes(), shownAs));
  }

  /** The document at {@code path}, or empty whatever the problem. */
  public static Optional<JsonNode> document(Path path, String shownAs) {
    return read(path, shownAs) instanceof Parsed parsed
        ? Optional.of(parsed.document())
        : Optional.empty();
  }

  private static Outcome parse(BoundedFile.Outcome read, String shownAs) {
    if (read instanceof BoundedFile.Failed failed) {
      return new Failed(failed.diagnostic());
    }
    return parsed(StrictJson.read(((BoundedFile.Read) read).bytes(), shownAs));
  }

  private static Outcome parsed(JsonReadResult parsed) {
    if (parsed instanceof JsonReadResult.Malformed malformed) {
      return new Failed(malformed.diagnostic());
    }
    return new Parsed(((JsonReadResult.Parsed) parsed).document());
  }
}
