package io.qwenmanaged.distribution.bundle;

/** A check of the bundle's inputs failed; the message names the package or file and the reason. */
final class BundleException extends Exception {

  private static final long serialVersionUID = 1L;

  BundleException(String message) {
    super(message);
  }
}
