import java.io.IOException;
import java.util.List;

/**
 * The JVM floor of launcher-bench.sh: a {@code main} that does nothing but what the launcher must
 * do at the very least, start its child on the same terminal, wait for it and exit with its code.
 * Run on the launcher's java, JVM flags and kind of class-data archive, its start-up is what any
 * Java launcher costs before its own work.
 *
 * <pre>
 * java -jar spawn-floor.jar PROGRAM [ARGUMENT]...
 * </pre>
 */
public final class SpawnFloor {

  private SpawnFloor() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length == 0) {
      System.err.println("spawn-floor: name the program to start");
      System.exit(2);
    }
    Process child = new ProcessBuilder(List.of(args)).inheritIO().start();
    System.exit(child.waitFor());
  }
}
