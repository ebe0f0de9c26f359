package io.qwenmanaged.install.exec;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.exec.ProcessDestroyer;

/**
 * The program commons-exec started, so that a timeout kills it together with everything it started
 * (npm runs node, which runs more): children are killed first, while they are still its
 * descendants, so none is left to finish the job afterwards.
 */
final class ProcessTree implements ProcessDestroyer {

  private final List<Process> processes = new ArrayList<>();

  @Override
  public synchronized boolean add(Process process) {
    return processes.add(process);
  }

  @Override
  public synchronized boolean remove(Process process) {
    return true;
  }

  @Override
  public synchronized int size() {
    return processes.size();
  }

  /** Whether the program was started at all. */
  synchronized boolean started() {
    return !processes.isEmpty();
  }

  /** Kills every descendant of every program started (twice, for late children), then them. */
  synchronized void kill() {
    for (int round = 0; round < 2; round++) {
      for (Process process : processes) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
      }
    }
    processes.forEach(Process::destroyForcibly);
  }
}
