package io.qwenmanaged.mcp.protocol;

/**
 * The {@code serverInfo} the server reports in {@code initialize}.
 *
 * @param name the server name
 * @param version the kit version
 */
record ServerIdentity(String name, String version) {}
