package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one generation consists of, before anything is written.
 *
 * @param install the install facts ({@code install.generation()} is the id)
 * @param config the generation's {@code launcher.json}, parsed
 * @param launcherJson its bytes: the commit point, {@code <configDir>/launcher.json}
 * @param configFiles the generation's config folder: the other policy files and {@code plan.json}
 * @param jars the kit's jars for the generation's {@code lib/}, by name, from the distribution
 * @param launcherArgs the generation's {@code launcher.args}
 * @param wrappers the developer's command(s), in the order of {@link InstallPaths#wrappers()}
 */
public record PlannedGeneration(
    InstallFacts install,
    LauncherConfig config,
    byte[] launcherJson,
    Map<String, byte[]> configFiles,
    Map<String, Path> jars,
    byte[] launcherArgs,
    List<byte[]> wrappers) {

  public PlannedGeneration {
    // In the planner's order, the same in every run: the files are written in it.
    configFiles = Collections.unmodifiableMap(new LinkedHashMap<>(configFiles));
    jars = Collections.unmodifiableMap(new LinkedHashMap<>(jars));
    wrappers = List.copyOf(wrappers);
  }

  public String id() {
    return install.generation();
  }

  /**
   * {@code file}, one of this generation's files, as generation {@code other} would hold it: a
   * generation's files name its own id (its folders, launcher.json's install block), and the id is
   * ASCII, so it is replaced byte for byte. A new id has a random part no other content holds; were
   * it found in the trust store by chance, that file would only differ.
   */
  public byte[] namedAs(String other, byte[] file) {
    return new String(file, StandardCharsets.ISO_8859_1)
        .replace(id(), other)
        .getBytes(StandardCharsets.ISO_8859_1);
  }
}
