package io.qwenmanaged.launcher;

import io.qwenmanaged.launcher.cli.DoctorCommand;

/** Binds {@code qwen-managed doctor} to its implementation; the one place that names it. */
final class DoctorBinding {

  private DoctorBinding() {}

  static DoctorCommand command() {
    return (context, callerEnvironment, json, all, out) -> {
      throw new UnsupportedOperationException("doctor is not part of this build");
    };
  }
}
