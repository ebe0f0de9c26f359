package io.qwenmanaged.mcp.config;

/** One step of loading the configuration: a value, or the start-up error that ends loading. */
sealed interface LoadStep<T> permits LoadStep.Ok, LoadStep.Refused {

  record Ok<T>(T value) implements LoadStep<T> {}

  record Refused<T>(StartupError error) implements LoadStep<T> {}

  static <T> LoadStep<T> ok(T value) {
    return new Ok<>(value);
  }

  static <T> LoadStep<T> refused(StartupError error) {
    return new Refused<>(error);
  }
}
