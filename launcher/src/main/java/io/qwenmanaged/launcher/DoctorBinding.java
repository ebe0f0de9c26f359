package io.qwenmanaged.launcher;

import io.qwenmanaged.launcher.cli.DoctorCommand;
import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorAll;
import io.qwenmanaged.launcher.doctor.DoctorLimits;
import io.qwenmanaged.launcher.doctor.DoctorOutput;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import java.util.List;

/** Binds {@code qwen-managed doctor} to its implementation; the one place that names it. */
final class DoctorBinding {

  private DoctorBinding() {}

  static DoctorCommand command() {
    return (context, callerEnvironment, json, all, proof, out) -> {
      if (all) {
        List<DoctorReport> reports =
            DoctorAll.run(context, callerEnvironment, DoctorLimits.DEFAULT, proof);
        DoctorOutput.printAll(reports, json, out);
        return reports.stream().flatMap(report -> report.problems().stream()).toList();
      }
      DoctorReport report = Doctor.run(context, callerEnvironment, DoctorLimits.DEFAULT, proof);
      DoctorOutput.print(report, json, out);
      return report.problems();
    };
  }
}
