package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.mcp.provider.MemoryWriter;
import io.qwenmanaged.mcp.provider.RememberResult;
import java.util.ArrayList;
import java.util.List;

/** A fake writer that records every content it is given and answers with a fixed result. */
final class RecordingMemoryWriter implements MemoryWriter {

  final List<String> contents = new ArrayList<>();
  private final RememberResult answer;

  RecordingMemoryWriter(RememberResult answer) {
    this.answer = answer;
  }

  static RecordingMemoryWriter accepting() {
    return new RecordingMemoryWriter(
        new RememberResult.Accepted("123e4567-e89b-42d3-a456-426614174000"));
  }

  @Override
  public RememberResult remember(String content) {
    contents.add(content);
    return answer;
  }
}
