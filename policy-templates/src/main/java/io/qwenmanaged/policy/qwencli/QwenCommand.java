package io.qwenmanaged.policy.qwencli;

import java.util.List;

/**
 * One subcommand of the pinned Qwen Code ({@code qwen mcp}, {@code qwen serve}, …). The kit refuses
 * every one; the family names why.
 *
 * @param name the command word as Qwen Code's help lists it
 * @param aliases other words Qwen Code accepts for it ({@code hook} for {@code hooks})
 * @param family why the kit refuses it
 * @param note what the command does
 */
public record QwenCommand(String name, List<String> aliases, FlagFamily family, String note) {

  public QwenCommand {
    aliases = List.copyOf(aliases);
  }

  /** Whether {@code word} starts this command. */
  public boolean isNamed(String word) {
    return name.equals(word) || aliases.contains(word);
  }
}
