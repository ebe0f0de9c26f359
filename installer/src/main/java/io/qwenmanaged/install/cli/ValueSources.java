package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of a plan's values the admin did not write in the plan file: the ones an option of the
 * command line replaced and the runtimes a bundle filled in. A problem found at such a value is
 * reported at the plan's key as usual, and says where the value came from, so the admin looks at
 * the option or the bundle rather than at a plan line that is not there.
 */
record ValueSources(String planName, Map<String, String> sources) {

  ValueSources {
    sources = Map.copyOf(sources);
  }

  /** Collects the sources of one plan's values as they are set. */
  static final class Builder {
    private final String planName;
    private final Map<String, String> sources = new LinkedHashMap<>();

    Builder(String planName) {
      this.planName = planName;
    }

    /** The value at {@code pointer} was given by the command-line option {@code option}. */
    Builder option(String pointer, String option) {
      sources.put(pointer, "the value comes from " + option);
      return this;
    }

    /** The value at {@code pointer} is the bundle's own runtime: the plan leaves it out. */
    Builder bundle(String pointer) {
      sources.put(pointer, "the plan leaves this out; the value is the bundle's own runtime");
      return this;
    }

    /**
     * The runtime keys a bundle fills in for {@code plan}: those it leaves out, and {@code qwenCli}
     * when the bundled Qwen Code is installed over the plan's.
     */
    Builder bundleFilled(JsonNode plan, boolean bundledQwen) {
      for (String key : PlanOverrides.RUNTIME_KEYS) {
        if (!plan.path("runtimes").has(key) || (bundledQwen && key.equals("qwenCli"))) {
          bundle("/runtimes/" + key);
        }
      }
      return this;
    }

    ValueSources build() {
      return new ValueSources(planName, sources);
    }
  }

  /**
   * {@code report} with each diagnostic at a value the plan file does not hold naming its source.
   */
  Report named(Report report) {
    if (sources.isEmpty()) {
      return report;
    }
    List<Diagnostic> named = report.diagnostics().stream().map(this::named).toList();
    return new Report(
        report.command(),
        report.exit(),
        report.result(),
        report.summary(),
        named,
        report.files(),
        report.directory(),
        report.changes());
  }

  private Diagnostic named(Diagnostic diagnostic) {
    if (!planName.equals(diagnostic.file())) {
      return diagnostic;
    }
    String source = sources.get(diagnostic.pointer());
    if (source == null) {
      return diagnostic;
    }
    return new Diagnostic(
        diagnostic.file(),
        diagnostic.pointer(),
        diagnostic.message() + " (" + source + ")",
        diagnostic.kind());
  }
}
