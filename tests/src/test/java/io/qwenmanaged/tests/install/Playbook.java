package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shipped {@code posix/ansible/example-playbook.yml} run with Debian's {@code ansible-playbook}
 * against this machine over a local connection: the inventory puts localhost in its host group, and
 * each run's variables (the role's, as an extra-vars file) replace the example's. Ansible's own
 * configuration (empty), temporary and home folders are below the test's private root.
 */
final class Playbook {

  static final String PLAYBOOK = "posix/ansible/example-playbook.yml";
  static final Path ANSIBLE_PLAYBOOK = Path.of("/usr/bin/ansible-playbook");

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern RECAP =
      Pattern.compile(
          "(?m)^localhost\\s*:\\s*ok=(\\d+)\\s+changed=(\\d+)\\s+unreachable=(\\d+)\\s+failed=(\\d+)");

  private final Path root;
  private final Commands commands;
  private final Path inventory;
  private int runs;

  private Playbook(Path root, Commands commands, Path inventory) {
    this.root = root;
    this.commands = commands;
    this.inventory = inventory;
  }

  static boolean available() {
    return Files.isExecutable(ANSIBLE_PLAYBOOK);
  }

  /** A playbook runner whose scratch and Ansible folders are below {@code root}. */
  static Playbook in(PrivateRoot root) {
    Path inventory = root.path().resolve("inventory");
    write(
        inventory,
        "[developers]\n"
            + "localhost ansible_connection=local ansible_become=false"
            + " ansible_python_interpreter=auto_silent\n");
    write(root.path().resolve("ansible.cfg"), "[defaults]\n");
    root.folder("ansible-home");
    root.folder("ansible-tmp");
    return new Playbook(
        root.path(), new Commands(root.folder("runs"), Duration.ofMinutes(10)), inventory);
  }

  /** Runs the playbook with {@code variables} and the extra {@code options} (--check, --diff). */
  Run run(ObjectNode variables, String... options) {
    runs++;
    Path extraVars = root.resolve("vars-" + runs + ".json");
    write(extraVars, variables.toPrettyString());
    List<String> command = new ArrayList<>();
    command.add(ANSIBLE_PLAYBOOK.toString());
    command.addAll(List.of("-i", inventory.toString(), "-e", "@" + extraVars));
    command.addAll(List.of(options));
    command.add(JarRunner.kitJar(PLAYBOOK).toString());
    Run run = new Run(commands.run(command, environment()));
    System.out.println(
        String.join(" ", "ansible-playbook", variables.path("qwen_managed_kit_state").asText())
            + (options.length == 0 ? "" : " " + String.join(" ", options))
            + ": "
            + run.recapLine());
    return run;
  }

  private Map<String, String> environment() {
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("HOME", System.getProperty("user.home"));
    environment.put("LANG", "C.UTF-8");
    environment.put("ANSIBLE_HOME", root.resolve("ansible-home").toString());
    environment.put("ANSIBLE_LOCAL_TEMP", root.resolve("ansible-tmp").toString());
    environment.put("ANSIBLE_REMOTE_TEMP", root.resolve("ansible-tmp").toString());
    environment.put("ANSIBLE_NOCOLOR", "1");
    environment.put("PYTHONDONTWRITEBYTECODE", "1");
    environment.put("ANSIBLE_RETRY_FILES_ENABLED", "false");
    environment.put("ANSIBLE_CONFIG", root.resolve("ansible.cfg").toString());
    return environment;
  }

  static ObjectNode object() {
    return JSON.createObjectNode();
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One finished run: its exit code, output and PLAY RECAP. */
  record Run(Outcome outcome) {

    int changed() {
      return recap(2);
    }

    int failed() {
      return recap(4);
    }

    /** What the run printed under the task named {@code name}, up to the next task or recap. */
    String task(String name) {
      String stdout = outcome.stdout();
      int start = stdout.indexOf("TASK [qwen_managed_kit : " + name + "]");
      assertTrue(start >= 0, "no task '" + name + "' ran:\n" + outcome);
      int next = stdout.indexOf("\nTASK [", start + 1);
      int recap = stdout.indexOf("\nPLAY RECAP", start + 1);
      int end = next < 0 ? recap : recap < 0 ? next : Math.min(next, recap);
      return stdout.substring(start, end < 0 ? stdout.length() : end);
    }

    /** The PLAY RECAP line of localhost, or a note that there is none. */
    String recapLine() {
      Matcher recap = RECAP.matcher(outcome.stdout());
      return recap.find() ? recap.group().replaceAll("\\s+", " ") : "(no PLAY RECAP)";
    }

    private int recap(int group) {
      Matcher recap = RECAP.matcher(outcome.stdout());
      assertTrue(recap.find(), "no PLAY RECAP line:\n" + outcome);
      return Integer.parseInt(recap.group(group));
    }

    @Override
    public String toString() {
      return outcome.toString();
    }
  }
}
