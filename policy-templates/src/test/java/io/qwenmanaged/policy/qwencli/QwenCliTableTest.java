package io.qwenmanaged.policy.qwencli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.rules.AdminFlagRule;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The one table holds together: every row behaves as classified, in every spelling. */
@Tag("unit")
class QwenCliTableTest {

  @Test
  void refusesEveryRefusedOptionInEverySpellingWithItsFamily() {
    for (QwenOption option : QwenCliTable.options()) {
      if (option.adminAllowed()) {
        continue;
      }
      for (String spelling : spellings(option)) {
        assertEquals(option.refusedAs(), RefusedFlags.familyOf(spelling), spelling);
        assertEquals(
            Optional.of(AdminFlagRule.REFUSED + option.refusedAs().get().reason()),
            AdminFlagRule.problem(spelling),
            spelling);
      }
    }
  }

  @Test
  void allowsEveryAdminOptionInItsAdminSpellingOnly() {
    for (QwenOption option : QwenCliTable.options()) {
      if (!option.adminAllowed()) {
        continue;
      }
      String admin = "--" + option.name() + (option.takesValue() ? "=value" : "");
      assertEquals(Optional.empty(), AdminFlagRule.problem(admin), admin);
      for (String spelling : spellings(option)) {
        boolean adminSpelling =
            option.takesValue()
                ? spelling.startsWith("--" + option.name() + "=")
                : spelling.equals("--" + option.name());
        if (!adminSpelling) {
          Optional<String> problem = AdminFlagRule.problem(spelling);
          assertTrue(
              problem.isPresent() && problem.get().startsWith("must be written --" + option.name()),
              spelling + ": " + problem);
        }
      }
    }
  }

  @Test
  void refusesEveryCommandWithItsFamily() {
    for (QwenCommand command : QwenCliTable.commands()) {
      List<String> words = new ArrayList<>(command.aliases());
      words.add(command.name());
      for (String word : words) {
        assertEquals(Optional.of(command.family()), RefusedFlags.familyOf(word), word);
      }
    }
  }

  @Test
  void namesEachOptionAndCommandOnce() {
    Set<String> longNames = new HashSet<>();
    Set<Character> letters = new HashSet<>();
    for (QwenOption option : QwenCliTable.options()) {
      assertTrue(longNames.add(option.name()), option.name());
      option.aliases().forEach(alias -> assertTrue(longNames.add(alias), alias));
      option.shortName().ifPresent(letter -> assertTrue(letters.add(letter), "-" + letter));
    }
    Set<String> words = new HashSet<>();
    for (QwenCommand command : QwenCliTable.commands()) {
      assertTrue(words.add(command.name()), command.name());
      command.aliases().forEach(alias -> assertTrue(words.add(alias), alias));
    }
  }

  @Test
  void usesEveryFamily() {
    Set<FlagFamily> used = EnumSet.of(FlagFamily.HEADLESS);
    QwenCliTable.options().forEach(option -> option.refusedAs().ifPresent(used::add));
    QwenCliTable.commands().forEach(command -> used.add(command.family()));
    assertEquals(EnumSet.allOf(FlagFamily.class), used);
  }

  @Test
  void planSchemaNamesExactlyTheAdminOptions() throws IOException {
    String description;
    try (InputStream in =
        QwenCliTableTest.class.getResourceAsStream("../schemas/plan.schema.json")) {
      description =
          new ObjectMapper().readTree(in).at("/properties/extraQwenFlags/description").asText();
    }
    for (QwenOption option : QwenCliTable.options()) {
      String named = "--" + option.name() + ",";
      assertEquals(
          option.adminAllowed(),
          description.contains(named) || description.contains("--" + option.name() + ")"),
          option.name());
    }
  }

  /** {@code -x}, {@code -x=v}, {@code --name}, {@code --name=v}, {@code --no-name}, camelCase. */
  private static List<String> spellings(QwenOption option) {
    List<String> spellings = new ArrayList<>();
    option.shortName().ifPresent(letter -> spellings.add("-" + letter));
    option.shortName().ifPresent(letter -> spellings.add("-" + letter + "=v"));
    List<String> names = new ArrayList<>(option.aliases());
    names.add(option.name());
    for (String name : names) {
      for (String spelled : List.of(name, camel(name), "no-" + name)) {
        spellings.add("--" + spelled);
        spellings.add("--" + spelled + "=v");
      }
    }
    return spellings;
  }

  private static String camel(String kebab) {
    StringBuilder camel = new StringBuilder();
    for (int i = 0; i < kebab.length(); i++) {
      char c = kebab.charAt(i);
      if (c == '-' && i + 1 < kebab.length()) {
        camel.append(Character.toUpperCase(kebab.charAt(++i)));
      } else {
        camel.append(c);
      }
    }
    return camel.toString();
  }
}
