package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RememberedHashes;
import io.qwenmanaged.policy.json.JsonFile;
import io.qwenmanaged.policy.manifest.ContentProof;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code qwen-managed doctor --all}: the whole doctor — every start check, the chain, the
 * repository's additions — for every managed repository of {@code launcher.json} in turn, wherever
 * it runs (the working directory chooses nothing). When {@code launcher.json} itself cannot be used
 * there is no list of repositories: the one report says why. The installed files are hashed once
 * for the whole run ({@link RememberedHashes}), not once per repository.
 */
public final class DoctorAll {

  private DoctorAll() {}

  /** One report per repository, in {@code launcher.json}'s order. */
  public static List<DoctorReport> run(
      StartContext context,
      Map<String, String> callerEnvironment,
      DoctorLimits limits,
      ContentProof proof) {
    FileFacts files = new RememberedHashes(FileFacts.local());
    DoctorReport first =
        Doctor.run(
            context.withRepository(new RepositoryChoice.Listed(0)),
            callerEnvironment,
            limits,
            proof,
            files);
    List<DoctorReport> reports = new ArrayList<>(List.of(first));
    if (first.repository().isEmpty()) {
      return reports;
    }
    int count = repositoryCount(context.launcherConfig());
    for (int index = 1; index < count; index++) {
      reports.add(
          Doctor.run(
              context.withRepository(new RepositoryChoice.Listed(index)),
              callerEnvironment,
              limits,
              proof,
              files));
    }
    return reports;
  }

  /**
   * How many repositories {@code launcher.json} lists (one for a one-workspace installation). The
   * start checks have just accepted the file; should it have become unreadable since, only the
   * first repository, already checked, is counted.
   */
  private static int repositoryCount(Path launcherJson) {
    return JsonFile.document(launcherJson, KitFiles.LAUNCHER)
        .map(document -> document.path("repositories"))
        .filter(JsonNode::isArray)
        .map(repositories -> Math.max(1, repositories.size()))
        .orElse(1);
  }
}
