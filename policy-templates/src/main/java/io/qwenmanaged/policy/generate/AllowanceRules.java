package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.util.ArrayList;
import java.util.List;

/**
 * The refusals of a repository's {@code repositoryConfig} that its schema cannot state: a kind or a
 * file allowed twice (two reasons for one allowance would leave the reader guessing which holds).
 */
final class AllowanceRules {

  private AllowanceRules() {}

  static List<Diagnostic> check(Plan plan, String file) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (Plan.Repository repository : plan.repositories()) {
      String base = repository.pointer() + "/repositoryConfig";
      RepositoryAllowances allowances = repository.allowances();
      List<String> kinds = allowances.kinds().stream().map(k -> k.kind()).toList();
      duplicates(kinds, base + "/allow", "kind", file, diagnostics);
      List<String> paths = allowances.files().stream().map(f -> f.path()).toList();
      duplicates(paths, base + "/allowFiles", "path", file, diagnostics);
    }
    return diagnostics;
  }

  private static void duplicates(
      List<String> values, String list, String field, String file, List<Diagnostic> out) {
    for (int j = 0; j < values.size(); j++) {
      int first = values.indexOf(values.get(j));
      if (first < j) {
        out.add(
            Diagnostic.policy(
                file, list + "/" + j + "/" + field, "is already allowed at " + list + "/" + first));
      }
    }
  }
}
