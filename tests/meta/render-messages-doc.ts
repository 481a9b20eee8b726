import path from "node:path";
// Renders docs/messages.md: every message of every rule, with sample data, and the fix it states in
// each way of writing a schema. The samples are the places the message table test checks too.
import { fixFor, type Spelling } from "../../src/checks/fixes.js";
import { checkMessages, renderMessage } from "../../src/checks/messages.js";
import type { CheckCode } from "../../src/checks/types.js";
import { capitalised, targetsInWords } from "../../src/checks/words.js";
import plugin from "../../src/index.js";
import { eslintProblem, missingPeersProblem, parserProblem } from "../../src/util/setup-versions.js";
import { missingDependenciesMessage } from "../../src/analysis/missing-dependencies.js";
import { notBuiltNote, typesNotes } from "../../src/cli/fallback-notes.js";
import { typescriptProblem } from "../../src/util/typescript-supported.js";

export const SPELLINGS: readonly Spelling[] = ["zod", "zod3", "seal", "json", "type"];

/** What a finding of each check message carries (the engine adds targets, fix and the capitalised `Where`). */
const CHECK_SAMPLES: Record<string, Record<string, string>> = {
  invalidName: { name: "orders.lookup", problem: "it may use only letters, digits, `_` and `-`", suggestion: "orders_lookup" },
  hostName: {
    name: "list_recent_commits",
    full: '"mcp__acme-enterprise-knowledge-base-mcp-server__list_recent_commits"',
    host: "Claude Code",
    problem: "67 characters, over its limit of 64, so the request fails",
    kind: "length",
    suggestion: "list_recent_commits",
  },
  descriptionTooLong: { length: "1056", limit: "1024" },
  propertyDescriptionTooLong: { where: 'field "query"', length: "600", limit: "512" },
  unsupportedKeyword: { where: 'field "source"', keyword: "oneOf", instead: "anyOf", also: "; ignored by Gemini" },
  typeArray: { where: 'field "note"', keyword: "type", types: '"string", "null"' },
  nonStringEnum: { where: 'field "level"', keyword: "enum", values: "1, 2" },
  stringFormat: { where: 'field "site"', keyword: "format", format: "uri", allowed: '"enum" and "date-time"' },
  tupleItems: { where: 'field "point"', keyword: "items" },
  arrayWithoutItems: { where: 'field "tags"', keyword: "type" },
  requiredWithoutProperties: { where: "the root", keyword: "required" },
  objectWithoutProperties: { where: "the root", keyword: "type" },
  undecodable: { where: "the root", keyword: "type", actual: "a list", expected: "a string" },
  notSchemaObject: { where: 'field "value"', actual: "`true`" },
  booleanBound: { where: 'field "rating"', keyword: "exclusiveMinimum", value: "true", bound: "minimum" },
  ignoredKeyword: { where: 'field "tags"', keyword: "uniqueItems" },
  forcedRequired: { property: "note", field: "note", declared: "declared optional" },
  notRequired: { property: "note", field: "note" },
  missingAdditionalPropertiesFalse: { where: 'field "address"' },
  openAdditionalProperties: { where: 'field "labels"', value: "a schema" },
  rootNotObject: { actual: 'a union ("anyOf")', rootKind: "union" },
  rootCombinator: { keyword: "oneOf", combination: "a union", rootKind: "union" },
  rootUnionBranch: { keyword: "anyOf", position: "2", actual: "\"type\": \"string\"", rootKind: "union" },
  rootDropped: { actual: 'a union ("oneOf")', rootKind: "union" },
  inputDropped: { input: "a zod 3 schema" },
  inputIgnored: { by: "Vercel AI SDK 5.0.0", key: "parameters", reads: "inputSchema" },
  heavy: { name: "search_orders", approx: "", tokens: "812", budget: "500" },
  transform: { by: "Mastra's schema-compat layer", change: 'moves "pattern" into the description of properties.room' },
  fails: { by: "the MCP TypeScript SDK 1.x", reason: 'throws "inputSchema must be a Zod schema or raw shape" when registering it' },
};

/** Samples for the messages a rule writes itself (tool sets, unresolved schemas, suggestions). */
const RULE_SAMPLES: Record<string, Record<string, string>> = {
  duplicate: { name: "search", line: "12", set: "this tools object" },
  duplicateFrom: { name: "search", set: "this tools object", first: "search-tools.ts:3" },
  overwritten: { name: "findOrder", first: "src/orders.ts:19", set: "this tools object" },
  replaced: { name: "search_docs", first: "line 8", set: "MCP server `server`", framework: "FastMCP" },
  throwsOnRegister: { name: "search_docs", first: "line 8", set: "MCP server `server`", framework: "MCP TypeScript SDK 1.x", error: "Tool search_docs is already registered" },
  keptByName: { name: "find_logs", first: "src/tools/loki.ts:156", set: "MCP server `this.server`", map: "this.tools" },
  overLimit: { set: "This array of tools", count: "141", targets: "OpenAI strict mode", limit: "128" },
  overRecommended: { set: "This array of tools", count: "31", limit: "20" },
  overBudget: {
    set: "This tools object",
    approx: "",
    tokens: "9120",
    provider: "OpenAI",
    budget: "8000",
    top: "search_orders 31%, refund 22%, find_customer 14%, ship 9%, cancel 8%",
  },
  unresolved: { reason: "`input` is a value the plugin cannot read statically" },
  unfollowed: { form: "`server.registerTool()`", reason: "`loadTools()` is no list written in the source, and no `ToolSpec` value is written" },
  anyTools: { form: "`responses.create()`", reason: "the request spreads `body`, typed `any`" },
  compiled: {
    form: "`class FindTool`",
    reason: "`ToolBase` registers it, but the program has only its declarations (dist/toolBase.d.ts)",
    fix: "Map `@acme/core` to its sources in the tsconfig's `paths`.",
  },
  packaged: {
    member: "`vectorQueryTool`",
    form: "`new Agent()`",
    reason: "`createVectorQueryTool()` makes it, and the program has only the declarations of `@mastra/rag`",
    fix: "If it is checked elsewhere, add `createVectorQueryTool` to `ignore`.",
  },
  approximate: { route: "zod (approximate)", gaps: "a refinement" },
  notInstalled: { summary: missingDependenciesMessage(new Map([["ai", ["src/agent.ts"]], ["zod", ["src/agent.ts", "src/tools.ts"]]]))! },
  unreadTsconfig: { config: "tsconfig.json", problems: "File '@acme/tsconfig/base.json' not found" },
  unbuiltWorkspace: { package: "@acme/mcp-utils", types: "dist/index.d.ts", framework: "@modelcontextprotocol/sdk" },
  renameTool: { name: "orders_lookup" },
  makeRequiredNullable: { property: "note" },
  // The design rules (configs.design).
  untyped: { where: 'field "metadata"', Where: 'Field "metadata"' },
  untypedItems: { where: 'field "rows"', Where: 'Field "rows"' },
  anyObject: { where: 'field "metadata"', Where: 'Field "metadata"' },
  anyInput: {},
  enumInDescription: { where: 'field "priority"', Where: 'Field "priority"', values: '"low", "normal", "high"', spelling: "z.enum([…])" },
  useEnum: { code: 'z.enum(["low", "normal", "high"])' },
  mixedNameStyle: { name: "closeTicket", style: "camelCase", majority: "snake_case", set: "MCP server `server`", renamed: "close_ticket" },
  mixedVerb: { name: "fetch_user", verb: "fetch", usual: "get", operation: "read", set: "MCP server `server`", renamed: "get_user" },
  overlappingDescription: { name: '"find_products"', other: '"search_products"', place: "tools/search-products.ts:12", percent: "85" },
  noUsageGuidance: { name: "get_ticket", siblings: '"list_tickets", "search_tickets" or 2 more', resource: "ticket" },
  noDescriptionForSiblings: { name: "get_ticket", siblings: '"list_tickets" and "search_tickets"', resource: "ticket" },
  undeclaredRisk: { name: "delete_file", verb: "delete", hints: "`annotations: { readOnlyHint: false, destructiveHint: true }`" },
  noRiskHint: { name: "remove_user", verb: "remove", hints: "`readOnlyHint: false, destructiveHint: true`" },
  readOnlyButChanges: { name: "git_push", verb: "push" },
  notDestructive: { name: "delete_note", verb: "delete" },
  optionalSelector: { name: "delete_file", verb: "delete", selector: "path" },
  optionalSelectors: { name: "remove_entries", verb: "remove", selectors: "`ids`, `filter`" },
  addAnnotations: { text: "annotations: { readOnlyHint: false, destructiveHint: true }" },
  setHint: { hint: "readOnlyHint", value: "false" },
};

/**
 * Messages that name no provider, and why: a set's duplicate holds wherever the set goes, the
 * soft tool count is the user's own limit, an unresolved schema is a note, and a suggestion's text
 * is the fix itself.
 */
export const NAMES_NO_PROVIDER: Readonly<Record<string, string>> = {
  duplicate: "holds for every destination of the set",
  duplicateFrom: "holds for every destination of the set",
  overwritten: "the tool is lost before any request is built",
  replaced: "the server lists one of the two, whichever client asks",
  throwsOnRegister: "the server throws before any client lists its tools",
  keptByName: "the program lists one of the two, whichever client asks",
  overRecommended: "the user's own soft limit",
  hostName: "names the MCP host, which forwards the tool to whichever model it uses",
  unresolved: "a note, not a finding about a destination",
  unfollowed: "a note on what the plugin could not follow, whatever the destination",
  anyTools: "a note on what the plugin could not follow, whatever the destination",
  compiled: "a note on what the plugin could not read, whatever the destination",
  packaged: "a note on what the plugin could not read, whatever the destination",
  approximate: "a note, not a finding about a destination",
  notInstalled: "a note on what keeps the plugin from reading the tools, whatever the destination",
  unreadTsconfig: "a note on what keeps the plugin from reading the tools, whatever the destination",
  unbuiltWorkspace: "a note on what keeps the plugin from reading the tools, whatever the destination",
  // The design rules judge what every model reads (names, descriptions, fields), wherever the tool goes.
  untyped: "a field every model must guess, wherever the tool goes",
  untypedItems: "a field every model must guess, wherever the tool goes",
  anyObject: "a field every model must guess, wherever the tool goes",
  anyInput: "an input every model must guess, wherever the tool goes",
  enumInDescription: "every destination accepts a string enum, and none enforces a list written in words",
  mixedNameStyle: "a naming convention of the set holds wherever the set is sent",
  mixedVerb: "a naming convention of the set holds wherever the set is sent",
  overlappingDescription: "every model picks among tools by their descriptions",
  noUsageGuidance: "choosing between sibling tools is the same for every model",
  noDescriptionForSiblings: "choosing between sibling tools is the same for every model",
  undeclaredRisk: "MCP hosts read the annotations, whatever model they forward to",
  noRiskHint: "MCP hosts read the annotations, whatever model they forward to",
  readOnlyButChanges: "a contradiction in the server's own declaration",
  notDestructive: "a contradiction in the server's own declaration",
  optionalSelector: "every model may leave an optional field out, and no provider rejects one",
  optionalSelectors: "every model may leave an optional field out, and no provider rejects one",
};

export interface MessageRow {
  readonly rule: string;
  readonly messageId: string;
  /** The message rendered with sample data; for check messages, in zod spelling. */
  readonly sample: string;
  /** The fix each spelling gets, for check messages; empty for messages that state their fix in the text. */
  readonly fixes: Readonly<Partial<Record<Spelling, string>>>;
  /** A suggestion's text (offered in the editor), not a finding. */
  readonly suggestion: boolean;
}

const checkCodes = new Set(Object.keys(checkMessages));

export function messageRows(): MessageRow[] {
  const rows: MessageRow[] = [];
  for (const [rule, module] of Object.entries(plugin.rules)) {
    const own = checkCodes.has(rule) ? (checkMessages[rule as CheckCode] as Record<string, string>) : {};
    for (const [messageId, template] of Object.entries(module.meta.messages as Record<string, string>)) {
      const isCheck = messageId in own;
      if (isCheck) {
        const sample = CHECK_SAMPLES[messageId];
        if (!sample) throw new Error(`No sample data for ${rule}/${messageId}: add one to CHECK_SAMPLES.`);
        const data = checkData(rule as CheckCode, messageId, sample);
        const fixes = Object.fromEntries(SPELLINGS.map((s) => [s, fixFor({ code: rule as CheckCode, messageId, data, location: { kind: "definition" } }, s)]));
        rows.push({ rule, messageId, sample: renderMessage(template, { ...data, fix: fixes.zod ? ` ${fixes.zod}` : "" }), fixes, suggestion: false });
      } else {
        const sample = RULE_SAMPLES[messageId] ?? {};
        rows.push({ rule, messageId, sample: renderMessage(template, sample), fixes: {}, suggestion: isSuggestion(messageId) });
      }
    }
  }
  return rows;
}

/** Two targets reached through a framework: the longest common case of the `targets` phrase. */
function checkData(code: CheckCode, messageId: string, sample: Record<string, string>): Record<string, string> {
  const named = code === "silent-transform" || code === "unsendable-tool";
  const targets = targetsInWords(["openai-strict", "anthropic"], named ? { asserted: false } : { sender: "Vercel AI SDK", asserted: false });
  const data: Record<string, string> = { ...sample, targets, s: "" };
  if (data.where !== undefined) data.Where = capitalised(data.where);
  if (messageId === "unsupportedKeyword" && data.also === undefined) data.also = "";
  return data;
}

/** Suggestion messages are those a rule's fixes offer, not findings: the ids the fix providers use. */
function isSuggestion(messageId: string): boolean {
  return ["renameTool", "useStrictObject", "closeObject", "makeRequiredNullable", "useAnyOf", "useUnion", "useEnum", "addAnnotations", "setHint"].includes(messageId);
}

export function renderMessagesDoc(): string {
  const lines = [
    "# Messages",
    "",
    "Every message the rules print, with sample data, generated from the rules by",
    "`tests/meta/messages.test.ts` (`npx vitest run tests/meta/messages.test.ts -u` rewrites this page).",
    "A finding names the destination in words and the path that leads there (`via` the framework that",
    'sends the tool, or "listed in targets" when the `targets` option asserts it), and ends with how to fix',
    "it in the way the schema is written: zod 4, zod 3, Seal, a JSON Schema literal, or a TypeScript type.",
    "",
    "## Findings",
    "",
    "| Rule | Message id | Message (sample, zod) |",
    "| --- | --- | --- |",
  ];
  const rows = messageRows();
  for (const row of rows.filter((r) => !r.suggestion)) lines.push(`| \`${row.rule}\` | \`${row.messageId}\` | ${cell(row.sample)} |`);
  lines.push("", "## Fixes by how the schema is written", "", "| Message id | zod 4 | zod 3 | Seal | JSON Schema literal | TypeScript type |", "| --- | --- | --- | --- | --- | --- |");
  for (const row of rows.filter((r) => Object.keys(r.fixes).length > 0)) {
    lines.push(`| \`${row.messageId}\` | ${SPELLINGS.map((s) => cell(row.fixes[s] || "(the error's own advice)")).join(" | ")} |`);
  }
  lines.push("", "## Suggestions (offered in the editor, never applied by `--fix`)", "", "| Rule | Message id | Text |", "| --- | --- | --- |");
  for (const row of rows.filter((r) => r.suggestion)) lines.push(`| \`${row.rule}\` | \`${row.messageId}\` | ${cell(row.sample)} |`);
  lines.push(
    "",
    "## Setups the plugin does not run on",
    "",
    "Said once, when ESLint loads the plugin (after `eslint-plugin-tool-schema: `, and ESLint exits 2) and by",
    "`tool-schema` before it reads anything (after `tool-schema: `, exit 2), from the installed packages'",
    "versions (`src/util/setup-versions.ts`, `src/util/typescript-supported.ts`); sample versions. The pack",
    "smoke installs each of them for real.",
    "",
    "| When | Message (sample) |",
    "| --- | --- |",
    `| ESLint older than 9 | ${cell(eslintProblem("8.57.1")!)} |`,
    `| \`@typescript-eslint/parser\` older than the installed ESLint needs (8.54.0 for ESLint 10) | ${cell(parserProblem("8.48.0", "10.15.0")!)} |`,
    `| A peer not installed (\`tool-schema\`: any of \`eslint\`, \`typescript\`, \`@typescript-eslint/parser\`; ESLint: the parser) | ${cell(missingPeersProblem(["@typescript-eslint/parser"])!)} |`,
    `| TypeScript 7 installed as \`typescript\` | ${cell(typescriptProblem("7.0.2")!)} |`,
  );
  lines.push(...reportNotes());
  return `${lines.join("\n")}\n`;
}

/** A message as one table cell: pipes escaped, line breaks as spaces. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The notes of `tool-schema report` and `snapshot` about where a file's types come from, and packages not installed. */
function reportNotes(): string[] {
  const files = (n: number) => Array.from({ length: n }, (_, i) => `src/t${i}.ts`);
  type Reason = "untyped" | "refused" | "unreadable" | "outside" | "unbuilt";
  const note = (fallback: [string, Reason][], tsconfig: string | undefined, problems: Record<string, string> = {}) =>
    typesNotes(
      {
        fallback: new Map(fallback),
        tsconfigOf: new Map(tsconfig ? fallback.map(([file]) => [file, tsconfig] as [string, string]) : []),
        tsconfigProblems: new Map(Object.entries(problems)),
        refusals: new Map(),
      },
      (file) => file,
    )[0]!;
  const extendsMissing = { "tsconfig.json": "File '@acme/tsconfig/base.json' not found." };
  const missing = new Map([
    ["@mastra/core", files(55)],
    ["@modelcontextprotocol/sdk", files(22)],
    ["ai", ["src/c.ts"]],
    ["zod", files(51)],
  ]);
  return [
    "",
    "## Notes of `tool-schema report` and `snapshot`",
    "",
    "Printed on stderr after `note: ` (`src/cli/fallback-notes.ts`, `src/analysis/missing-dependencies.ts`); sample paths. Only packages not",
    "installed change an exit code: 2 under `report --fail` and `snapshot --check`.",
    "",
    "| When | Note (sample) |",
    "| --- | --- |",
    `| A tsconfig TypeScript cannot read in full | ${cell(note([], undefined, extendsMissing))} |`,
    `| The same, under typescript-eslint's \`parserOptions.project\` | ${cell(note(files(4).map((f) => [f, "unreadable"]), "tsconfig.json", extendsMissing))} |`,
    `| A referenced project that does not exist | ${cell(note([], undefined, { "tsconfig.json": "Referenced project 'packages/generated/tsconfig.json' not found." }))} |`,
    `| The ESLint config gives no types to files a tsconfig includes | ${cell(note(files(22).map((f) => [f, "untyped"]), "tsconfig.json"))} |`,
    `| typescript-eslint finds no program for files a tsconfig includes | ${cell(note(files(4).map((f) => [f, "refused"]), "tsconfig.app.json"))} |`,
    `| A file no tsconfig includes | ${cell(note([["scripts/seed.ts", "outside"]], undefined))} |`,
    `| More than three such files | ${cell(note(files(60).map((f) => [f, "outside"]), undefined))} |`,
    `| Framework or schema-library packages not installed | ${cell(missingDependenciesMessage(missing)!)} |`,
    // Sample paths under the file system's root, where no package.json lists anything.
    `| The same, for a package no package.json lists | ${cell(missingDependenciesMessage(new Map([["@google/adk", ["src/agents/shipping.ts"]]]), path.parse(process.cwd()).root)!)} |`,
    `| Files that import a workspace package whose declared types are not built, read again from its sources | ${cell(note(files(3).map((f) => [f, "unbuilt"]), "tsconfig.json"))} |`,
    `| The same, for a file no tsconfig includes | ${cell(note([["scripts/seed.ts", "unbuilt"]], undefined))} |`,
    `| A workspace package whose declared types are not built and whose sources are not found either | ${cell(notBuiltNote("@acme/tools", "dist/index.d.ts", files(5)))} |`,
  ];
}
