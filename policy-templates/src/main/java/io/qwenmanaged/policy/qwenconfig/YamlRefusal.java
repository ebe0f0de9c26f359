package io.qwenmanaged.policy.qwenconfig;

/**
 * Thrown inside the YAML reader when the text leaves the subset the kit reads; the reader's entry
 * point turns it into a {@link YamlSubset.Unsupported} value, so it never leaves this package.
 */
final class YamlRefusal extends RuntimeException {

  private static final long serialVersionUID = 1L;

  YamlRefusal(String reason) {
    super(reason, null, false, false);
  }
}
