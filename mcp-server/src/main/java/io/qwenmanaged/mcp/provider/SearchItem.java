package io.qwenmanaged.mcp.provider;

/**
 * One search result, already validated from the provider's response. Optional fields are {@code
 * null} when absent or ill-typed. A provider keeps of each field no more than the envelope can
 * show: its first {@code *_LIMIT} code points (an unpaired surrogate counts as one, a surrogate
 * pair is never split).
 *
 * @param id non-empty
 * @param content non-empty ({@code memory} for Mem0, {@code content} for generic HTTP)
 * @param title optional
 * @param uri optional
 * @param score optional, finite
 * @param updatedAt optional ({@code updated_at}, falling back to {@code updatedAt})
 */
public record SearchItem(
    String id, String content, String title, String uri, Double score, String updatedAt) {

  public static final int ID_LIMIT = 128;
  public static final int CONTENT_LIMIT = 1000;
  public static final int TITLE_LIMIT = 200;
  public static final int URI_LIMIT = 500;
  public static final int UPDATED_AT_LIMIT = 64;
}
