// A failure of the user's ESLint config that Node reports twice. When an ES module (an `eslint.config.mjs`,
// or `.js` under "type": "module") imports a CommonJS package that throws while it loads (typescript-eslint
// 8.48 under ESLint 10: `class FlatESLint extends undefined`), Node 20 rejects the `import()` ESLint awaits,
// which the report catches, and also reports the same error as an unhandled rejection of its own
// (nodejs/node#51603), which would end the process with a stack trace before the report can fall back.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Runs `attempt` while holding the rejections Node reports as unhandled. Once it has settled (and Node has
 * reported what the turn it failed in left unhandled), a rejection with the very error it failed with is
 * dropped: the caller handles that error. Any other is raised as Node would have raised it, when nothing
 * else in the process listens for them.
 */
export async function withoutStrayRejections<T>(attempt: () => Promise<T>): Promise<T> {
  const held: { reason: unknown; unheard: boolean }[] = [];
  const hold = (reason: unknown) => {
    held.push({ reason, unheard: process.listenerCount("unhandledRejection") === 1 });
  };
  process.on("unhandledRejection", hold);
  let failure: { error: unknown } | undefined;
  try {
    return await attempt();
  } catch (error) {
    failure = { error };
    throw error;
  } finally {
    // Node reports a rejection left unhandled once the microtasks of its turn have run: a turn later, all are in.
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", hold);
    for (const { reason, unheard } of held) {
      if (unheard && (!failure || reason !== failure.error)) {
        process.nextTick(() => {
          throw reason;
        });
      }
    }
  }
}

/**
 * The installed package whose code threw `error` (its first stack frame under `node_modules`), with its
 * version: "@typescript-eslint/utils 8.48.1". None for an error thrown elsewhere (the config file, Node's
 * resolver) or by ESLint itself, whose messages already say what is wrong with the config.
 */
export function thrownInPackage(error: unknown): string | undefined {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  const frame = stack.split("\n").find((line) => /^\s+at /.test(line));
  const file = frame?.match(/\(?((?:file:\/\/)?\/[^():]+|[A-Za-z]:\\[^():]+):\d+:\d+\)?\s*$/)?.[1]?.replace(/^file:\/\//, "");
  if (!file) return undefined;
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const name = parts[at + 1]!.startsWith("@") ? parts.slice(at + 1, at + 3).join("/") : parts[at + 1]!;
  if (name === "eslint" || name.startsWith("@eslint/")) return undefined;
  const dir = [...parts.slice(0, at + 1), ...name.split("/")].join(path.sep);
  try {
    const version = (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version?: unknown }).version;
    return typeof version === "string" ? `${name} ${version}` : name;
  } catch {
    return name;
  }
}
