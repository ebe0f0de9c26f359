package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A config directory in memory, loaded from a golden case's {@code expected/} folder, that a test
 * changes the way a hand-editing administrator would before verifying it.
 */
final class ConfigDirectory {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Map<String, byte[]> files = new TreeMap<>();

  private ConfigDirectory() {}

  /** The golden case names, e.g. {@code posix-mem0-write}. */
  static List<String> goldenCases() {
    try (Stream<Path> cases = Files.list(goldenRoot())) {
      return cases.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The expected files of golden case {@code name}. */
  static ConfigDirectory golden(String name) {
    ConfigDirectory directory = new ConfigDirectory();
    try (Stream<Path> expected = Files.list(goldenRoot().resolve(name).resolve("expected"))) {
      for (Path file : expected.toList()) {
        directory.files.put(file.getFileName().toString(), Files.readAllBytes(file));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return directory;
  }

  /** Sets the value at {@code pointer} (its parent must exist) of JSON file {@code file}. */
  ConfigDirectory set(String file, String pointer, Object value) {
    return edit(file, pointer, value, false);
  }

  /** Removes the value at {@code pointer} of JSON file {@code file}. */
  ConfigDirectory remove(String file, String pointer) {
    return edit(file, pointer, null, true);
  }

  /** Replaces (or adds) a file's bytes. */
  ConfigDirectory put(String file, byte[] bytes) {
    files.put(file, bytes);
    return this;
  }

  ConfigDirectory put(String file, String text) {
    return put(file, text.getBytes(StandardCharsets.UTF_8));
  }

  /** Deletes a file. */
  ConfigDirectory delete(String file) {
    files.remove(file);
    return this;
  }

  /** A file's bytes. */
  byte[] bytes(String file) {
    return files.get(file);
  }

  /** The text at {@code pointer} in {@code file}. */
  String text(String file, String pointer) {
    try {
      return JSON.readTree(files.get(file)).at(pointer).asText();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Map<String, byte[]> files() {
    return Map.copyOf(files);
  }

  /** {@link PolicyVerifier#verify} of this directory, each diagnostic rendered. */
  List<String> verify() {
    return PolicyVerifier.verify(files()).stream().map(Diagnostic::render).toList();
  }

  /** The lines of {@link #verify()} about {@code file}. */
  List<String> verify(String file) {
    return verify().stream().filter(line -> line.startsWith(file + ":")).toList();
  }

  private ConfigDirectory edit(String file, String pointer, Object value, boolean remove) {
    try {
      JsonNode root = JSON.readTree(files.get(file));
      int slash = pointer.lastIndexOf('/');
      JsonNode parent = root.at(pointer.substring(0, slash));
      String last = pointer.substring(slash + 1).replace("~1", "/").replace("~0", "~");
      JsonNode node = JSON.valueToTree(value);
      if (parent instanceof ArrayNode) {
        ArrayNode array = (ArrayNode) parent;
        int index = last.equals("-") ? array.size() : Integer.parseInt(last);
        if (remove) {
          array.remove(index);
        } else if (index == array.size()) {
          array.add(node);
        } else {
          array.set(index, node);
        }
      } else if (remove) {
        ((ObjectNode) parent).remove(last);
      } else {
        ((ObjectNode) parent).set(last, node);
      }
      files.put(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
      return this;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The folder holding one folder per golden case. */
  static Path goldenRoot() {
    try {
      return Path.of(
          ConfigDirectory.class.getResource("/io/qwenmanaged/policy/generate/golden").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
