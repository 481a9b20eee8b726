import { createHash } from "node:crypto";
import { canonicalJson } from "../checks/cost.js";
import type { TokensBy } from "../tokens/index.js";
import type { ReportTool } from "./report.js";
import { setTotals } from "./snapshot-sets.js";

/**
 * The tool surface as a lock file: per tool its file, set, name (and the name each destination
 * receives where a framework renames it), hashes of its schema as sent and of its description, and its
 * tokens per destination; per set the total one request pays. No absolute path, no time, no line
 * number: the file changes only when what is sent changes.
 */
export interface LockTool {
  readonly file: string;
  readonly set: string | null;
  readonly name: string | null;
  /** Destinations that receive another name than `name` (agents-js renames `a.b` to `a_b`). */
  readonly sentAs?: Readonly<Record<string, string>>;
  /** 16 hex characters of the schema as sent (key order ignored); "" when it could not be resolved. */
  readonly schema: string;
  readonly description: string;
  readonly tokens: Readonly<Record<string, number>>;
}

export interface LockFile {
  readonly version: 1;
  /** How each destination's figures are obtained. */
  readonly counting: Readonly<Record<string, TokensBy>>;
  /** Per set id, per destination: tokens of one request carrying the whole set. */
  readonly sets: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly tools: readonly LockTool[];
}

export const LOCK_FILE = "tool-schema.lock.json";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);
const posix = (file: string) => file.split("\\").join("/");

export function lockOf(tools: readonly ReportTool[]): LockFile {
  const counting: Record<string, TokensBy> = {};
  const locked = tools.map((tool): LockTool => {
    const tokens: Record<string, number> = {};
    const sentAs: Record<string, string> = {};
    for (const d of [...tool.destinations].sort((a, b) => a.target.localeCompare(b.target))) {
      tokens[d.target] = d.tokens;
      counting[d.target] = d.tokensBy;
      if (d.name !== null && d.name !== tool.name) sentAs[d.target] = d.name;
    }
    return {
      file: posix(tool.file),
      set: tool.set?.id ?? null,
      name: tool.name,
      ...(Object.keys(sentAs).length > 0 ? { sentAs } : {}),
      schema: tool.schema ? hash(canonicalJson(tool.schema)) : "",
      description: hash(tool.description ?? ""),
      tokens,
    };
  });
  locked.sort(compareTools);
  const sets = Object.fromEntries(setTotals(tools).map(({ set, totals }) => [set.id, Object.fromEntries(totals.map((t) => [t.target, t.tokens]))]));
  return { version: 1, counting: sorted(counting), sets, tools: locked };
}

function compareTools(a: LockTool, b: LockTool): number {
  return a.file.localeCompare(b.file) || (a.set ?? "").localeCompare(b.set ?? "") || (a.name ?? "").localeCompare(b.name ?? "") || a.schema.localeCompare(b.schema);
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Pretty JSON with one set and one tool per line, so a change is one line of the diff. */
export function serializeLock(lock: LockFile): string {
  const setLines = Object.entries(lock.sets).map(([id, totals]) => `    ${JSON.stringify(id)}: ${JSON.stringify(totals)}`);
  const toolLines = lock.tools.map((tool) => `    ${JSON.stringify(tool)}`);
  return [
    "{",
    `  "version": ${lock.version},`,
    `  "counting": ${JSON.stringify(lock.counting)},`,
    setLines.length > 0 ? `  "sets": {\n${setLines.join(",\n")}\n  },` : `  "sets": {},`,
    toolLines.length > 0 ? `  "tools": [\n${toolLines.join(",\n")}\n  ]` : `  "tools": []`,
    "}",
    "",
  ].join("\n");
}

/** Reads a lock file; a message instead when it is not one. */
export function parseLock(text: string): LockFile | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `it is not JSON (${(error as Error).message})`;
  }
  const lock = value as Partial<LockFile>;
  if (typeof lock !== "object" || lock === null || lock.version !== 1 || !Array.isArray(lock.tools) || typeof lock.sets !== "object" || lock.sets === null) {
    return "it is not a version 1 tool-schema lock file";
  }
  return { version: 1, counting: lock.counting ?? {}, sets: lock.sets, tools: lock.tools };
}
