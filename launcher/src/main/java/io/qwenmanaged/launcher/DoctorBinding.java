package io.qwenmanaged.launcher;

import io.qwenmanaged.launcher.cli.DoctorCommand;
import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorOutput;
import io.qwenmanaged.launcher.doctor.DoctorReport;

/** Binds {@code qwen-managed doctor} to its implementation; the one place that names it. */
final class DoctorBinding {

  private DoctorBinding() {}

  static DoctorCommand command() {
    return (context, callerEnvironment, json, all, out) -> {
      DoctorReport report = Doctor.run(context, callerEnvironment);
      DoctorOutput.print(report, json, out);
      return report.problems();
    };
  }
}
