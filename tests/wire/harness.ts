import { canonicalJson } from "../../src/checks/cost.js";
import type { ReportedTool } from "../../src/cli/collect.js";
import { report } from "../../src/cli/report.js";
import type { JsonObject, JsonValue } from "../../src/schema/types.js";

/**
 * Wire capture: what a real SDK puts in its request body (or an MCP `tools/list` answer) for a tool,
 * against what the plugin says that destination receives. Each framework folder here has a
 * `suite.ts` exporting a `WireSuite`; tests/wire/accuracy.test.ts runs them all.
 */

/** What one destination received for one tool, seen on the wire. */
export interface WireCapture {
  /** The tool's name as written in the fixture (the plugin's `name`), to pair captures with findings. */
  readonly tool: string;
  /** The plugin's target id for this path (`openai`, `openai-strict`, `anthropic`, `mcp`…). */
  readonly target: string;
  /** What was sent; undefined when the SDK threw or sent the request without the tool. */
  readonly sent?: { readonly name: string; readonly schema: JsonObject };
  /** The SDK's error, at definition or at send time. */
  readonly thrown?: string;
  /** The SDK sent the request, but without this tool. */
  readonly dropped?: boolean;
}

/**
 * What the provider (by its documented rules) or the SDK does with one tool at one destination, labelled
 * by hand from the captured body: each rejection as the plugin's finding code, with why.
 */
export interface Rejection {
  readonly tool: string;
  readonly target: string;
  /** The check code that should report it; "sdk" for an SDK throw or drop (any error finding counts). */
  readonly code: string;
  /** The documented rule or the observed SDK behaviour, with its source. */
  readonly why: string;
}

/** A view that is allowed to differ from the wire, and why (listed in docs/accuracy.md). */
export interface KnownDifference {
  readonly tool: string;
  readonly target: string;
  readonly reason: string;
}

export interface WireSuite {
  /** Row label in docs/accuracy.md: "MCP SDK 1.x (@modelcontextprotocol/sdk 1.32.2)". */
  readonly label: string;
  /** The fixture project: a folder with a tsconfig.json and the tool modules, linted as it is. */
  readonly dir: string;
  /** Sends every tool of the fixture through the real SDK, no network. */
  capture(): Promise<readonly WireCapture[]>;
  readonly rejections: readonly Rejection[];
  readonly knownDifferences?: readonly KnownDifference[];
  /**
   * Error findings without a labelled rejection (false positives) or rejections without an error
   * (misses) that the plugin cannot avoid yet, each with why. They lower precision or recall in
   * docs/accuracy.md instead of failing the test; anything not listed here fails it.
   */
  readonly knownMisses?: readonly { readonly tool: string; readonly target: string; readonly code: string; readonly reason: string }[];
  /** Settings `targets` to lint with; undefined: where each framework sends its tools. */
  readonly targets?: readonly string[];
}

/** Lints a fixture folder with the plugin (a real ESLint run, the report command's collector). */
export async function lintFixture(dir: string, targets?: readonly string[]): Promise<ReportedTool[]> {
  const { tools, notes } = await report({ paths: ["."], json: false, showSent: false, fail: false, options: targets ? { targets } : {} }, dir);
  if (notes.length > 0) throw new Error(`linting ${dir} failed:\n${notes.join("\n")}`);
  return tools;
}

/** Equal as JSON, object key order aside. */
export function sameJson(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON pointers where two values differ, at most `limit` of them: for readable failures. */
export function jsonDifferences(a: JsonValue | undefined, b: JsonValue | undefined, at = "", limit = 8): string[] {
  if (sameJson(a, b)) return [];
  const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => jsonDifferences(a[key], b[key], `${at}/${key}`, limit)).slice(0, limit);
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.flatMap((item, i) => jsonDifferences(item, b[i], `${at}/${i}`, limit)).slice(0, limit);
  }
  return [`${at || "/"}: plugin ${JSON.stringify(a) ?? "absent"}, wire ${JSON.stringify(b) ?? "absent"}`];
}

/** A request body as the SDK wrote it, and a fake `fetch` that records it and answers 400 (never retried). */
export function recordingFetch(): { fetch: typeof fetch; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const fake = async (_input: unknown, init?: { body?: unknown }) => {
    const body = init?.body;
    bodies.push(typeof body === "string" ? JSON.parse(body) : body);
    return new Response(JSON.stringify({ error: { type: "invalid_request_error", message: "captured by the wire test" } }), {
      status: 400,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch: fake as typeof fetch, bodies };
}

export const WIRE_DIR = import.meta.dirname;
