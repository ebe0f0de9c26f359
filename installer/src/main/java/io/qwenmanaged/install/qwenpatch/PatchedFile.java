package io.qwenmanaged.install.qwenpatch;

/**
 * A file the patch set changes: its path below the package folder and its SHA-256 as the pinned
 * version released it and once every patch is applied.
 */
public record PatchedFile(String path, String released, String patched) {}
