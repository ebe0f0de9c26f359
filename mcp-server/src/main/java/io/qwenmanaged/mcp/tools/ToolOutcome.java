package io.qwenmanaged.mcp.tools;

/**
 * A tool's answer: one text content item, and whether it is a tool error ({@code isError}).
 *
 * @param text the single text content
 * @param isError whether the result is a tool error
 */
public record ToolOutcome(String text, boolean isError) {}
