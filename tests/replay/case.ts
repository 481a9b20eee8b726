// The shape of a replay case: one public bug report about a tool schema, retold as a minimal project.
// Each case says what the plugin should report there and whether it does today (checked by replay.test.ts).

/** The frameworks a case can be written in (the SDK the user's tool definition is written against). */
export type ReplayFramework =
  | "ai-sdk"
  | "mcp-sdk"
  | "openai-node"
  | "anthropic-sdk"
  | "langchain"
  | "mastra"
  | "openai-agents"
  | "google-genai"
  | "bedrock"
  | "cohere"
  | "ollama"
  | "mistral"
  | "groq";

/** Where the failing request went (an MCP host counts as its own destination). */
export type ReplayProvider =
  | "OpenAI"
  | "Anthropic"
  | "Google Gemini"
  | "AWS Bedrock"
  | "MCP host"
  | "Mistral"
  | "Groq"
  | "xAI"
  | "DeepSeek"
  | "OpenRouter"
  | "Cohere"
  | "Ollama";

export interface ExpectedFinding {
  /** The project file, as a key of `files`. */
  readonly file: string;
  /** 1-based line of the finding in that file. */
  readonly line: number;
  /** The rule id without the `tool-schema/` prefix. */
  readonly rule: string;
}

export interface ReplayCase {
  /** The public report: a GitHub issue or pull request URL. */
  readonly report: string;
  /** Two lines in our own words: what the user wrote, and what happened on the wire. */
  readonly summary: string;
  readonly framework: ReplayFramework;
  readonly provider: ReplayProvider;
  /** A short class of failure, shared by cases of the same cause (the rows of `replayTable`). */
  readonly failureClass: string;
  /** "failure": the schema really failed or changed; "user-error": the schema was fine (no error may be reported). */
  readonly verdict: "failure" | "user-error";
  /** The linted files (path → text). */
  readonly files: Readonly<Record<string, string>>;
  /** `settings` given to ESLint, e.g. `{ "tool-schema": { targets: ["google"] } }`. */
  readonly settings?: Record<string, unknown>;
  /** Files written but not linted, e.g. an older `node_modules/ai/package.json`. */
  readonly extraFiles?: Readonly<Record<string, string>>;
  /**
   * Packages installed in another version than the project's own, by name, from a folder of this repository
   * that holds them (`tests/wire/<suite>`: its `npm ci` puts them in its node_modules); linked under node_modules.
   */
  readonly installedFrom?: Readonly<Record<string, string>>;
  /** Packages whose types the project must not see (the harness maps them to an empty module). */
  readonly withoutTypes?: readonly string[];
  /** The error-class findings the plugin should give (empty for "user-error"). */
  readonly expected: readonly ExpectedFinding[];
  /** "caught": every expected finding is reported today; "missed": none of them is. Unused for "user-error". */
  readonly status: "caught" | "missed";
}

/** Identity, for type checking a case where it is written. */
export function replayCase(c: ReplayCase): ReplayCase {
  return c;
}
