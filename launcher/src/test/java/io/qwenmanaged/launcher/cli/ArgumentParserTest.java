package io.qwenmanaged.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.qwencli.FlagFamily;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Only the launcher's own commands, each alone, are accepted; the rest is refused by family. */
@Tag("unit")
class ArgumentParserTest {

  private static Arguments parse(String... args) {
    return ArgumentParser.parse(List.of(args));
  }

  private static Arguments.Refused refused(String... args) {
    return assertInstanceOf(Arguments.Refused.class, parse(args));
  }

  @Test
  void noArgumentsStartsQwen() {
    assertEquals(new Arguments.Start(), parse());
  }

  @Test
  void acceptsTheOwnCommandsInEveryAllowedForm() {
    assertEquals(new Arguments.Doctor(false, false), parse("doctor"));
    assertEquals(new Arguments.Doctor(true, false), parse("doctor", "--json"));
    assertEquals(new Arguments.Doctor(false, true), parse("doctor", "--all"));
    assertEquals(new Arguments.Doctor(true, true), parse("doctor", "--all", "--json"));
    assertEquals(new Arguments.Policy(false), parse("policy"));
    assertEquals(new Arguments.Policy(true), parse("policy", "--json"));
    assertEquals(new Arguments.Version(), parse("--version"));
    assertEquals(new Arguments.Help(), parse("--help"));
    assertEquals(new Arguments.Help(), parse("-h"));
  }

  @Test
  void namesTheFamilyOfARefusedOptionEvenNextToAnOwnCommand() {
    Arguments.Refused yolo = refused("doctor", "--json", "--yolo");
    assertEquals(Optional.of(FlagFamily.YOLO), yolo.family());
    assertEquals("'--yolo'", yolo.shown());
    assertEquals("it " + FlagFamily.YOLO.reason(), yolo.reason());
    assertTrue(yolo.qwenArgument());
  }

  @Test
  void prefersARefusedOptionOverAWordThatMayBeItsValue() {
    assertEquals(Optional.of(FlagFamily.RESUME), refused("--model", "x", "--resume").family());
    Arguments.Refused model = refused("--model", "qwen3");
    assertEquals(Optional.empty(), model.family());
    assertEquals("'--model'", model.shown());
    assertEquals(ArgumentParser.NO_QWEN_ARGUMENTS, model.reason());
  }

  @Test
  void takesALeadingWordForAPromptOrSubcommand() {
    assertEquals(Optional.of(FlagFamily.HEADLESS), refused("hello").family());
    assertEquals(Optional.of(FlagFamily.DAEMON), refused("serve").family());
    assertEquals(Optional.of(FlagFamily.HEADLESS), refused("--").family());
  }

  @Test
  void refusesAnythingNextToAnOwnCommandAsAMisuseOfIt() {
    Arguments.Refused extra = refused("doctor", "now");
    assertEquals("'now'", extra.shown());
    assertFalse(extra.qwenArgument());
    assertEquals("'--json'", refused("doctor", "--json", "--json").shown());
    assertEquals("'--all'", refused("policy", "--all").shown());
    assertEquals("'--json'", refused("policy", "--json", "--json").shown());
    assertEquals("--version takes no other argument", refused("--version", "--help").reason());
    assertEquals("-h takes no other argument", refused("-h", "policy").reason());
    assertEquals("'doctor'", refused("policy", "doctor").shown());
  }

  @Test
  void showsAnOptionWithoutItsValue() {
    assertEquals("'--openai-api-key'", refused("--openai-api-key=sk-secret").shown());
    assertEquals("'--approval-mode'", refused("--approval-mode=yolo").shown());
  }

  @Test
  void describesLongEmptyOrUnprintableArgumentsInsteadOfEchoingThem() {
    assertEquals("an argument of 11 characters", ArgumentParser.shown("fix the bug"));
    assertEquals("an argument of 3 characters", ArgumentParser.shown("a\u001b]"));
    assertEquals("an argument of 41 characters", ArgumentParser.shown("x".repeat(41)));
    assertEquals("an empty argument", ArgumentParser.shown(""));
    assertEquals("an argument of 2 characters", ArgumentParser.shown("é!"));
  }
}
