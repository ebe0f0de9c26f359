package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.mcp.config.ExternalContextConfig;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.provider.MemoryWriter;
import io.qwenmanaged.mcp.provider.SearchProvider;
import java.util.List;
import java.util.Optional;

/** The tools the server lists, in order. */
public final class ToolCatalog {

  private ToolCatalog() {}

  /**
   * {@code context_search} always, first; {@code context_remember} second only when the config
   * enables writes, the provider is Mem0 and a writer exists; its writes pass {@code gate}.
   */
  public static List<Tool> create(
      ExternalContextConfig config,
      SearchProvider search,
      Optional<MemoryWriter> writer,
      WriteGate gate) {
    Tool searchTool = new SearchTool(search);
    boolean remember =
        config.writeEnabled()
            && config.provider() instanceof ProviderConfig.Mem0
            && writer.isPresent();
    if (remember) {
      return List.of(searchTool, new RememberTool(writer.get(), gate));
    }
    return List.of(searchTool);
  }
}
