import type { DestinationStream } from "pino";

/**
 * Where the server's log lines go: stdout, as JSON lines or (LOG_FORMAT=pretty) as readable
 * lines, through Node's own `process.stdout` stream, with a bound on what waits in memory and a
 * bound on how long an exit waits for it.
 *
 * Why not pino.destination (sonic-boom) on fd 1: a process started with a pipe gets that pipe in
 * blocking mode. Once nobody read it, sonic-boom's writes blocked libuv's pool threads in
 * write(2); on exit Node joins those threads (uv__threadpool_cleanup → pthread_join, the futex
 * wait seen in /proc/<pid>/syscall), and pino's exit handler itself blocked the main thread in a
 * synchronous write (or, when another process had made the pipe non-blocking, slept and retried
 * EAGAIN forever). No deadline in JavaScript can end a thread stuck in a system call, so the
 * writes must never block in the first place: `process.stdout` opens a pipe or socket as a libuv
 * stream in non-blocking mode, writes what the pipe takes and queues the rest on the event loop,
 * and a queued write holds nothing at exit. Files are written synchronously, as they never stall
 * for long; a terminal is written synchronously too, as Node does for every terminal.
 */

/** Bytes of lines that may wait for a stalled stdout; past it new lines are dropped and counted. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

/**
 * Lines written in one turn of the event loop go to stdout together, in one write: at ten
 * thousand answers a second, one write(2) per access line was a third of a cached page's cost
 * (LOG_LEVEL=warn against info on /login, bench/README.md). Past this many characters a batch
 * is written at once.
 */
const BATCH_CHARACTERS = 64 * 1024;

/** How long an exit waits for queued lines to reach stdout before it drops them. */
export const LOG_FLUSH_DEADLINE_MS = 2_000;

const kib = (characters: number) => Math.ceil(characters / 1024);

export type LogFormat = "json" | "pretty";

export interface LogOutput {
  /** What pino writes to. */
  stream: DestinationStream;
  /**
   * Gives queued lines up to `deadlineMs` to reach stdout, says in one line on stderr what was
   * lost if anything was, then exits with `code`.
   */
  exit(code: number, deadlineMs?: number): Promise<never>;
}

/** The pretty formatter is loaded only when LOG_FORMAT=pretty asks for it. */
async function prettyLines(): Promise<(line: string) => string> {
  const { prettyFactory } = await import("pino-pretty");
  return prettyFactory({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
    // One line per entry plus its fields, as a terminal reader scans them.
    singleLine: true,
  });
}

export async function createLogOutput(
  format: LogFormat,
  stdout: NodeJS.WriteStream = process.stdout,
  stderr: NodeJS.WriteStream = process.stderr,
): Promise<LogOutput> {
  const formatLine = format === "pretty" ? await prettyLines() : null;
  let droppedLines = 0;
  let droppedBytes = 0;
  let broken: string | null = null;
  // A reader that went away (EPIPE) or any other failure of stdout: logging stops, serving goes on.
  stdout.on("error", (error: NodeJS.ErrnoException) => {
    broken ??= error.code ?? error.message;
  });

  let batch = "";
  let scheduled = false;
  /** Hands the lines of this turn to stdout. */
  const flush = () => {
    scheduled = false;
    if (batch === "") return;
    const text = batch;
    batch = "";
    if (broken === null) stdout.write(text);
  };
  // Whatever ends the process, the lines of its last turn are handed over (a pipe on Linux takes them at once).
  process.once("exit", flush);

  const stream: DestinationStream = {
    write(line: string) {
      const text = formatLine ? formatLine(line) : line;
      if (broken !== null || stdout.writableLength + batch.length + text.length > MAX_QUEUED_BYTES) {
        droppedLines++;
        droppedBytes += text.length;
        return;
      }
      batch += text;
      if (batch.length >= BATCH_CHARACTERS) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };

  /** Resolves once stdout has taken every queued line, or when the deadline passes. */
  async function drained(deadlineMs: number): Promise<void> {
    flush();
    const deadline = Date.now() + deadlineMs;
    // Polled: 'drain' only comes after a write that passed the stream's high-water mark.
    while (broken === null && stdout.writableLength > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function exit(code: number, deadlineMs = LOG_FLUSH_DEADLINE_MS): Promise<never> {
    await drained(deadlineMs);
    const unwritten = broken === null ? stdout.writableLength : 0;
    if (droppedLines > 0 || unwritten > 0) {
      const lost = [
        unwritten > 0 ? `${kib(unwritten)} KiB of log lines left unwritten at exit` : "",
        droppedLines > 0 ? `${droppedLines} log lines (${kib(droppedBytes)} KiB) dropped while stdout was stalled` : "",
      ];
      const why = broken !== null ? `stdout failed (${broken})` : `stdout did not take them within ${deadlineMs} ms`;
      // Through process.stderr, which queues rather than blocks on a pipe: if stderr is not read
      // either, this line is lost with the rest and the process still exits.
      stderr.write(`log output: ${lost.filter(Boolean).join("; ")}: ${why}\n`);
    }
    process.exit(code);
  }

  return { stream, exit };
}
