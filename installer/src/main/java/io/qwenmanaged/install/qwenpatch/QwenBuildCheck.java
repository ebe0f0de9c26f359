package io.qwenmanaged.install.qwenpatch;

import java.io.IOException;
import java.nio.file.Path;

/** How the installer tells the managed build from any other Qwen Code package folder. */
@FunctionalInterface
public interface QwenBuildCheck {

  /** The check against the patch set this jar ships. */
  QwenBuildCheck SHIPPED = folder -> ManagedBuild.of(folder, PatchSet.shipped());

  /** What the package in {@code folder} is. */
  ManagedBuild.Status of(Path folder) throws IOException;
}
