import { closeSync, existsSync, fstatSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config.js';

/** How many full log files are kept beside the one written (`server.log.1` the newest of them). */
export const LOG_FILES_KEPT = 3;

export interface LogFileOptions {
  /** a file reaching this size is set aside and a new one begun */
  maxBytes: number;
  /** full files kept (LOG_FILES_KEPT) */
  keep?: number;
  /** where the log's own trouble is told (standard error) */
  warn?: (message: string) => void;
}

/**
 * The server log in a file (LOG_FILE) that cannot fill the disk: once a line would take it past
 * `maxBytes`, it becomes `<file>.1` (`.1` becomes `.2` …, the oldest goes) and a new file begins,
 * so the log never holds much more than (keep + 1) × maxBytes. Lines are written synchronously, as
 * pino writes to standard output. A line that cannot be written (a full disk) is dropped, said once
 * on standard error: the log never stops the server.
 */
export class RotatingLogFile {
  private fd: number | undefined;
  private size = 0;
  private isFailing = false;
  private readonly keep: number;
  private readonly warn: (message: string) => void;

  constructor(
    readonly file: string,
    private readonly opts: LogFileOptions,
  ) {
    this.keep = Math.max(1, opts.keep ?? LOG_FILES_KEPT);
    this.warn = opts.warn ?? ((message) => process.stderr.write(`${message}\n`));
    // The log shows addresses and searches: only the server's user may read it.
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    this.reopen();
  }

  write(line: string): void {
    const bytes = Buffer.byteLength(line);
    try {
      if (this.fd === undefined) this.reopen();
      if (this.size > 0 && this.size + bytes > this.opts.maxBytes) this.rotate();
      writeSync(this.fd!, line);
      this.size += bytes;
      if (this.isFailing) this.warn(`The log file ${this.file} is written again.`);
      this.isFailing = false;
    } catch (error) {
      if (!this.isFailing)
        this.warn(`The log file ${this.file} cannot be written (${(error as Error).message}); lines are dropped.`);
      this.isFailing = true;
    }
  }

  close(): void {
    this.closeFile();
  }

  /** The file becomes `.1`, each older one moves up, the oldest is replaced; a new file begins. */
  private rotate(): void {
    this.closeFile();
    for (let n = this.keep - 1; n >= 1; n--) {
      if (existsSync(`${this.file}.${n}`)) renameSync(`${this.file}.${n}`, `${this.file}.${n + 1}`);
    }
    renameSync(this.file, `${this.file}.1`);
    this.reopen();
  }

  private reopen(): void {
    this.fd = openSync(this.file, 'a', 0o600);
    this.size = fstatSync(this.fd).size;
  }

  private closeFile(): void {
    const fd = this.fd;
    this.fd = undefined;
    if (fd !== undefined) closeSync(fd);
  }
}

/** The LOG_FILE of `serve`; a file the server may not write stops start-up with one line saying so. */
export function openLogFile(file: string, maxBytes: number): RotatingLogFile {
  try {
    return new RotatingLogFile(file, { maxBytes });
  } catch (error) {
    throw new ConfigError(
      `LOG_FILE ${file} cannot be written (${(error as Error).message}): give the server write access to it, or set LOG_FILE to a writable file.`,
    );
  }
}
