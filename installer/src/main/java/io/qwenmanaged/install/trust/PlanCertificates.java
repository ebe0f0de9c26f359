package io.qwenmanaged.install.trust;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.trust.CaCertificateCheck;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The CA certificates a plan names in {@code environment.caCertificates}, each file checked as a
 * file the kit may trust. A refused file is one line at the plan's pointer of that entry, naming
 * the file and why: {@code plan.json:/environment/caCertificates/0: error: /etc/corp/ca.pem can be
 * written by its group or others (...)}. Every refused file is listed, not only the first.
 */
public final class PlanCertificates {

  /** The pointer of the plan's CA file list. */
  public static final String POINTER = "/environment/caCertificates";

  /** What the plan's CA files hold, or why they cannot be trusted. */
  public sealed interface Outcome {}

  /** Every certificate of every file, in plan order then file order (none: the plan names none). */
  public record Checked(List<X509Certificate> certificates) implements Outcome {

    public Checked {
      certificates = List.copyOf(certificates);
    }
  }

  /** One problem per refused file, in plan order. */
  public record Refused(List<Diagnostic> problems) implements Outcome {

    public Refused {
      problems = List.copyOf(problems);
    }
  }

  private PlanCertificates() {}

  /** The CA file paths {@code plan} names, in plan order (none when it names none). */
  public static List<String> paths(JsonNode plan) {
    List<String> paths = new ArrayList<>();
    for (JsonNode path : plan.path("environment").path("caCertificates")) {
      if (path.isTextual()) {
        paths.add(path.textValue());
      }
    }
    return paths;
  }

  /**
   * Checks every CA file of {@code plan} (shown as {@code planName}) through {@code files} at the
   * time {@code now}.
   */
  public static Outcome check(JsonNode plan, String planName, FileFacts files, Instant now) {
    List<String> paths = paths(plan);
    List<X509Certificate> certificates = new ArrayList<>();
    List<Diagnostic> problems = new ArrayList<>();
    for (int i = 0; i < paths.size(); i++) {
      String path = paths.get(i);
      CaCertificateCheck.Outcome outcome = CaCertificateCheck.check(files, path, now);
      if (outcome instanceof CaCertificateCheck.Refused refused) {
        Diagnostic problem = refused.problem();
        problems.add(
            new Diagnostic(
                planName, POINTER + "/" + i, path + " " + problem.message(), problem.kind()));
      } else {
        certificates.addAll(((CaCertificateCheck.Trusted) outcome).certificates());
      }
    }
    return problems.isEmpty() ? new Checked(certificates) : new Refused(problems);
  }
}
