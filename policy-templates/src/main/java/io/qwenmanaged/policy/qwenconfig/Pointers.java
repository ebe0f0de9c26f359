package io.qwenmanaged.policy.qwenconfig;

import io.qwenmanaged.policy.json.JsonPointer;

/** Locations inside a repository file as findings print them. */
final class Pointers {

  private Pointers() {}

  /** A key or event name as one token of a location: escaped like a JSON Pointer, shortened. */
  static String token(String name) {
    return JsonPointer.escape(Printable.shorten(name));
  }
}
