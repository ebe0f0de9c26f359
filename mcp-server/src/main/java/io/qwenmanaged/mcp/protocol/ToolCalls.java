package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.tools.Tool;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs {@code tools/call} requests on a small pool of daemon worker threads, so the stdin reader
 * keeps answering {@code ping} and handling {@code notifications/cancelled} while a provider
 * request is in flight. Calls in flight are tracked by request id for cancellation.
 */
final class ToolCalls {

  /** Calls running at once; more wait in the queue. */
  static final int WORKERS = 4;

  /** Calls waiting for a worker; beyond this a call is refused with {@link RpcError#BUSY}. */
  static final int QUEUED = 60;

  /** How long the end of input waits for interrupted workers before giving up on them. */
  static final Duration ABORT_WAIT = Duration.ofSeconds(1);

  private final Map<String, Tool> tools;
  private final FrameWriter writer;
  private final ThreadPoolExecutor workers;
  private final Map<RequestKey, InFlightCall> inFlight = new ConcurrentHashMap<>();

  ToolCalls(Map<String, Tool> tools, FrameWriter writer) {
    this.tools = tools;
    this.writer = writer;
    AtomicInteger threads = new AtomicInteger();
    this.workers =
        new ThreadPoolExecutor(
            WORKERS,
            WORKERS,
            30,
            TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(QUEUED),
            task -> {
              Thread thread =
                  new Thread(task, "external-context-tool-" + threads.incrementAndGet());
              thread.setDaemon(true);
              return thread;
            });
    workers.allowCoreThreadTimeOut(true);
  }

  /** Starts a call, or answers at once when its params, tool or id cannot be accepted. */
  void submit(JsonNode id, JsonNode params) {
    JsonNode name = params == null ? null : params.get("name");
    if (params == null || !params.isObject() || name == null || !name.isTextual()) {
      writer.write(Frames.error(id, RpcError.INVALID_PARAMS));
      return;
    }
    Tool tool = tools.get(name.textValue());
    if (tool == null) {
      writer.write(Frames.error(id, RpcError.UNKNOWN_TOOL));
      return;
    }
    RequestKey key = RequestKey.of(id);
    byte[] failure = fallbackLine(id, tool);
    InFlightCall call = new InFlightCall();
    JsonNode arguments = params.get("arguments");
    call.attach(new FutureTask<>(() -> run(id, key, call, tool, arguments, failure), null));
    if (inFlight.putIfAbsent(key, call) != null) {
      writer.write(Frames.error(id, RpcError.DUPLICATE_ID));
      return;
    }
    try {
      workers.execute(call.task());
    } catch (RejectedExecutionException e) {
      inFlight.remove(key, call);
      writer.write(Frames.error(id, RpcError.BUSY));
    } catch (OutOfMemoryError e) {
      // No worker could be started: the call never runs, its id is free again.
      inFlight.remove(key, call);
      writer.writeLine(failure);
    }
  }

  /**
   * The answer of the call {@code id} when its own answer cannot be built or written, or the tool
   * failed unexpectedly: the tool's {@link Tool#fallback}, else an internal error. Serialised
   * before the call runs, so that writing it later needs no memory; memory running out here fails
   * the line as a whole, before the call exists.
   */
  private byte[] fallbackLine(JsonNode id, Tool tool) {
    ToolOutcome fallback = tool.fallback();
    return writer.lineOf(
        fallback == null
            ? Frames.error(id, RpcError.INTERNAL_ERROR)
            : Frames.toolAnswer(id, fallback));
  }

  /** Handles {@code notifications/cancelled}; unknown or finished request ids are ignored. */
  void cancel(JsonNode requestId) {
    if (RequestKey.isValidId(requestId)) {
      abort(RequestKey.of(requestId));
    }
  }

  /**
   * Ends all calls: lets them finish within {@code grace}, then cancels the rest (no answer is
   * written for them) and waits up to {@link #ABORT_WAIT} for their workers to stop. Workers that
   * ignore the interrupt are abandoned; they are daemon threads.
   */
  void shutdown(Duration grace) {
    workers.shutdown();
    boolean interrupted = false;
    try {
      if (!workers.awaitTermination(grace.toNanos(), TimeUnit.NANOSECONDS)) {
        inFlight.keySet().forEach(this::abort);
        workers.awaitTermination(ABORT_WAIT.toNanos(), TimeUnit.NANOSECONDS);
      }
    } catch (InterruptedException e) {
      interrupted = true;
      inFlight.keySet().forEach(this::abort);
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private void abort(RequestKey key) {
    InFlightCall call = inFlight.remove(key);
    if (call != null) {
      call.cancel();
    }
  }

  /**
   * Runs one call on a worker and answers it. Whatever the tool throws, memory exhaustion included,
   * the call is answered (with the fallback serialised before the tool ran, if need be) and the
   * worker lives on.
   */
  private void run(
      JsonNode id,
      RequestKey key,
      InFlightCall call,
      Tool tool,
      JsonNode arguments,
      byte[] failure) {
    ToolOutcome outcome = null;
    try {
      outcome = tool.call(arguments);
    } catch (RuntimeException | Error e) {
      // A failing tool gets its fallback answer; its exception text is never shown.
    } finally {
      if (call.complete()) {
        inFlight.remove(key, call);
        answer(id, outcome, failure);
      }
    }
  }

  private void answer(JsonNode id, ToolOutcome outcome, byte[] failure) {
    boolean written = false;
    try {
      if (outcome != null && outcome.text() != null) {
        written = writer.write(Frames.toolAnswer(id, outcome));
      }
    } catch (RuntimeException | Error e) {
      // Memory ran out building or serialising the answer: nothing of it was written.
    }
    if (!written) {
      writer.writeLine(failure);
    }
  }
}
