/**
 * Where the server process's log lines go: standard output, written asynchronously from a
 * buffer instead of one blocking write per line (pino.destination with sync: false). What is
 * buffered goes out when 4 KiB have gathered, within a second at the latest, at shutdown (the
 * process's exit), and on a crash: an uncaught exception is logged as a fatal line and
 * everything buffered is written before Node ends the process. Only a SIGKILL (or the kernel's
 * out-of-memory killer) can lose what was buffered: up to a second of lines.
 */
import { type Logger, pino } from 'pino';

/** Lines are written once this many bytes have gathered. */
const BUFFER_BYTES = 4096;
/** And within this long at the latest, so a quiet server's lines are never held for long. */
const FLUSH_EVERY_MS = 1000;
/**
 * Past this much waiting to be written (the reader of standard output has stalled), new lines
 * are dropped rather than held in memory without end.
 */
const MOST_BUFFERED_BYTES = 16 * 1024 * 1024;

export type LogDestination = ReturnType<typeof pino.destination>;

/** The buffered standard output; pino flushes it synchronously on the process's exit. */
export function createLogDestination(fd: number = process.stdout.fd): LogDestination {
  return pino.destination({
    dest: fd,
    sync: false,
    minLength: BUFFER_BYTES,
    maxLength: MOST_BUFFERED_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
}

/**
 * An uncaught exception (or unhandled rejection) is written to the log as a fatal line, and
 * the buffer with it, before Node prints the error and exits 1 as it always does.
 */
export function logCrashes(log: Logger, destination: LogDestination): void {
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    log.fatal({ err: error, origin }, 'crashed');
    destination.flushSync();
  });
}
