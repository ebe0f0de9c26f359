package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.CredentialSharing;
import java.util.ArrayList;
import java.util.List;

/**
 * The refusals between a plan's repositories: each must be told apart from the others by its name
 * and its directory (so the launcher can tell which one the developer is in), none may hold the
 * kit's own folders, and two repositories share a key only when the plan says so on both — the key,
 * not the app id, is what separates two memories. Messages point at the other entry, never quote
 * values.
 */
final class RepositoryRules {

  private final Plan plan;
  private final String file;
  private final List<Diagnostic> diagnostics = new ArrayList<>();

  private RepositoryRules(Plan plan, String file) {
    this.plan = plan;
    this.file = file;
  }

  /** Every refusal between the repositories of {@code plan}, in plan order. */
  static List<Diagnostic> check(Plan plan, String file) {
    RepositoryRules rules = new RepositoryRules(plan, file);
    List<Plan.Repository> repositories = plan.repositories();
    for (int j = 0; j < repositories.size(); j++) {
      Plan.Repository later = repositories.get(j);
      rules.kitFolders(later);
      for (int i = 0; i < j; i++) {
        rules.apart(repositories.get(i), later);
      }
    }
    return List.copyOf(rules.diagnostics);
  }

  private void kitFolders(Plan.Repository repository) {
    if (within(repository.path(), plan.installPrefix())) {
      add(repository.pathPointer(), "lies inside the kit's installPrefix");
    }
    if (within(repository.path(), plan.configDir())) {
      add(repository.pathPointer(), "lies inside the kit's configDir");
    }
  }

  private void apart(Plan.Repository earlier, Plan.Repository later) {
    if (earlier.name().isPresent() && earlier.name().equals(later.name())) {
      add(later.pointer() + "/name", "is also the name of " + earlier.pointer());
    }
    if (within(later.path(), earlier.path()) && within(earlier.path(), later.path())) {
      add(later.pathPointer(), "is the same directory as " + earlier.pathPointer());
    } else if (within(later.path(), earlier.path())) {
      add(later.pathPointer(), "lies inside the repository " + earlier.pathPointer());
    } else if (within(earlier.path(), later.path())) {
      add(later.pathPointer(), "holds the repository " + earlier.pathPointer());
    }
    if (earlier.sharedCredential() && later.sharedCredential()) {
      return;
    }
    String credential = later.providerPointer() + "/credential";
    Platform platform = plan.platform();
    if (CredentialSharing.sameVariable(
        platform, earlier.provider().credentialEnv(), later.provider().credentialEnv())) {
      add(credential + "/env", CredentialSharing.variableTaken(earlier.pointer()));
    }
    if (CredentialSharing.sameFile(
        platform, earlier.provider().credentialFile(), later.provider().credentialFile())) {
      add(credential + "/file", CredentialSharing.fileTaken(earlier.pointer()));
    }
  }

  private boolean within(String path, String directory) {
    Platform platform = plan.platform();
    return platform.isAbsolute(path)
        && platform.isAbsolute(directory)
        && !platform.isRoot(directory)
        && platform.mayBeWithin(path, directory);
  }

  private void add(String pointer, String message) {
    diagnostics.add(Diagnostic.policy(file, pointer, message));
  }
}
