package io.qwenmanaged.distribution.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The bundle's POSIX sample plans: the plain distribution's, with the runtime programs and the Qwen
 * version left out (the installer pins the bundled ones) and a comment saying so; {@code env}
 * stays. Edited line by line, so the rest of each sample keeps its bytes and comments.
 */
final class BundleSamples {

  /** The keys the bundle's samples leave to the bundle. */
  static final Set<String> LEFT_OUT = Set.of("java", "node", "qwenCli", "qwenVersion");

  static final String COMMENT =
      "The pinned programs. This plan is for the linux-x64 bundle, so it leaves java, node, qwenCli"
          + " and qwenVersion out: install pins the bundle's Java, Node.js and Qwen Code, installed"
          + " once per kit version under <installPrefix>/runtimes/<kit version>. Set one of them to"
          + " run your own program instead; env starts the MCP server and the hook without the"
          + " variables a repository could set for their JVMs.";

  private static final Pattern KEY = Pattern.compile("^\\s*\"([A-Za-z$]+)\"\\s*:.*$");

  private BundleSamples() {}

  /** Rewrites every {@code plan-posix-*.json} in {@code samples}. */
  static void rewrite(Path samples) throws IOException, BundleException {
    List<Path> plans;
    try (Stream<Path> list = Files.list(samples)) {
      plans =
          list.filter(path -> path.getFileName().toString().matches("plan-posix-.*\\.json"))
              .sorted()
              .toList();
    }
    for (Path plan : plans) {
      String text = rewritten(Files.readAllLines(plan, StandardCharsets.UTF_8), plan);
      Files.writeString(plan, text, StandardCharsets.UTF_8);
    }
  }

  private static String rewritten(List<String> lines, Path plan) throws BundleException {
    int start = lines.indexOf("  \"runtimes\": {");
    int end = lines.subList(Math.max(start, 0), lines.size()).indexOf("  },") + start;
    if (start < 0 || end <= start) {
      throw new BundleException(plan + " has no runtimes block of the samples' layout");
    }
    List<String> out = new ArrayList<>(lines.subList(0, start + 1));
    for (String line : lines.subList(start + 1, end)) {
      var key = KEY.matcher(line);
      String name = key.matches() ? key.group(1) : "";
      if (name.equals("$comment")) {
        out.add("    \"$comment\": \"" + COMMENT + "\",");
      } else if (!LEFT_OUT.contains(name)) {
        out.add(line);
      }
    }
    String last = out.get(out.size() - 1);
    if (last.endsWith(",")) {
      out.set(out.size() - 1, last.substring(0, last.length() - 1));
    }
    out.addAll(lines.subList(end, lines.size()));
    String text = String.join("\n", out) + "\n";
    try {
      JsonNode runtimes = new ObjectMapper().readTree(text).path("runtimes");
      if (runtimes.size() != 2 || !runtimes.has("env") || !runtimes.has("$comment")) {
        throw new BundleException(plan + ": its runtimes keep more than env and $comment");
      }
    } catch (IOException e) {
      throw new BundleException(plan + " is not JSON once its runtimes are left out");
    }
    return text;
  }
}
