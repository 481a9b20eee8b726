// One updating line on stderr while the report lints ("tool-schema: 120/800 files"), so a long run
// is visibly alive; nothing at all when stderr is not a terminal (CI logs, pipes, tests).

export interface Progress {
  /** `done` of `total` files are linted. */
  update(done: number, total: number): void;
  /** Clears the line, so the report's own output starts on a clean line. */
  end(): void;
}

interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export function createProgress(stream: ProgressStream): Progress {
  if (!stream.isTTY) return { update() {}, end() {} };
  let shown = false;
  return {
    update(done, total) {
      stream.write(`\r\x1b[Ktool-schema: ${done}/${total} files`);
      shown = true;
    },
    end() {
      if (shown) stream.write("\r\x1b[K");
      shown = false;
    },
  };
}
