import { schemaHash } from "./checks/cost.js";
import { checkTool } from "./checks/run.js";
import type { CheckCode, CheckOptions, Severity } from "./checks/types.js";
import { mergeCheckOptions, validateCheckOptions, withTargets } from "./options.js";
import { defaultTargetIds } from "./providers/index.js";
import { isJsonObject, type JsonObject } from "./schema/types.js";
import { setTokens, toolTokens, type TokensBy } from "./tokens/index.js";

/** A figure and how it was obtained: counted with o200k (OpenAI's published method) or estimated. */
export interface TokensAt {
  readonly target: string;
  readonly tokens: number;
  readonly tokensBy: TokensBy;
}

/** A tool definition as it exists at runtime: the schema is already JSON Schema. */
export interface RuntimeToolDefinition {
  readonly name: string;
  readonly description?: string;
  /** The JSON Schema sent to the provider; a tool without one takes no parameters. */
  readonly inputSchema?: unknown;
}

export interface ToolSchemaIssue {
  readonly code: CheckCode;
  readonly severity: Severity;
  readonly targets: readonly string[];
  readonly path: string;
  readonly message: string;
}

export interface ToolSchemaReport {
  readonly name: string;
  /** The largest figure among the targets (what heavy-definition weighs), and how it was obtained. */
  readonly tokens: number;
  readonly tokensBy: TokensBy;
  /** What the definition adds to one request, per target, without the once-per-request part. */
  readonly tokensPerTarget: readonly TokensAt[];
  readonly descriptionChars: number;
  readonly schemaHash: string;
  readonly targets: readonly string[];
  readonly issues: readonly ToolSchemaIssue[];
  /** False when any issue is an error. */
  readonly ok: boolean;
}

export interface ToolSchemasReport {
  readonly tools: readonly ToolSchemaReport[];
  /** The sum of the tools' `tokens`. */
  readonly tokens: number;
  /**
   * One request carrying every tool, per target: the tools plus what the request pays once for
   * carrying tools (OpenAI's 12, Anthropic's documented tool-use system prompt), in `overhead`.
   */
  readonly requestTokens: readonly (TokensAt & { readonly overhead: number })[];
  readonly issueCount: number;
}

const NO_PARAMETERS: JsonObject = { type: "object", properties: {}, additionalProperties: false };

/**
 * Checks one runtime definition with the same engine the rules use. The schema is taken as sent,
 * so `optional-forced-required` (which needs the pre-conversion draft) never applies here.
 */
export function describeToolSchema(definition: RuntimeToolDefinition, options: Partial<CheckOptions> = {}): ToolSchemaReport {
  // A runtime definition has no framework to say where it goes: the default targets stand in.
  const merged = withTargets(mergeCheckOptions(validateCheckOptions(options, "options")), defaultTargetIds);
  const sent = definition.inputSchema === undefined ? NO_PARAMETERS : definition.inputSchema;
  if (!isJsonObject(sent)) {
    throw new TypeError(`describeToolSchema: inputSchema of "${definition.name}" must be a JSON Schema object.`);
  }
  const tool = { name: definition.name, description: definition.description, sent, draft: sent, exact: true };
  const perTarget = merged.targets.map((target): TokensAt => {
    const count = toolTokens(tool, target, merged.charsPerToken);
    return { target, tokens: count.tokens, tokensBy: count.by };
  });
  const heaviest = perTarget.reduce((max, t) => (t.tokens > max.tokens ? t : max), perTarget[0]);
  const issues = checkTool(tool, merged).map(({ code, severity, targets, path, message }) => ({ code, severity, targets, path, message }));
  return {
    name: definition.name,
    tokens: heaviest.tokens,
    tokensBy: heaviest.tokensBy,
    tokensPerTarget: perTarget,
    descriptionChars: definition.description?.length ?? 0,
    schemaHash: schemaHash(tool),
    targets: merged.targets,
    issues,
    ok: issues.every((issue) => issue.severity !== "error"),
  };
}

export function describeToolSchemas(definitions: readonly RuntimeToolDefinition[], options: Partial<CheckOptions> = {}): ToolSchemasReport {
  const tools = definitions.map((definition) => describeToolSchema(definition, options));
  const { targets, charsPerToken } = withTargets(mergeCheckOptions(validateCheckOptions(options, "options")), defaultTargetIds);
  // Each schema was checked to be a JSON object by describeToolSchema above.
  const countable = definitions.map((d) => ({ name: d.name, description: d.description, sent: (d.inputSchema ?? NO_PARAMETERS) as JsonObject }));
  return {
    tools,
    tokens: tools.reduce((sum, tool) => sum + tool.tokens, 0),
    requestTokens: targets.map((target) => {
      const set = setTokens(countable, target, charsPerToken);
      return { target, tokens: set.tokens, tokensBy: set.by, overhead: set.overhead };
    }),
    issueCount: tools.reduce((sum, tool) => sum + tool.issues.length, 0),
  };
}
