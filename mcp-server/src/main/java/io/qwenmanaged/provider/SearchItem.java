package io.qwenmanaged.provider;

/**
 * One search result, already validated from the provider's response (SPEC §3.1). Optional fields
 * are {@code null} when absent or ill-typed.
 *
 * @param id non-empty
 * @param content non-empty ({@code memory} for Mem0, {@code content} for generic HTTP)
 * @param title optional
 * @param uri optional
 * @param score optional, finite
 * @param updatedAt optional ({@code updated_at}, falling back to {@code updatedAt})
 */
public record SearchItem(
    String id, String content, String title, String uri, Double score, String updatedAt) {}
