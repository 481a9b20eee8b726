import { estimateTokens, schemaHash } from "./checks/cost.js";
import { checkTool } from "./checks/run.js";
import type { CheckCode, CheckOptions, Severity } from "./checks/types.js";
import { mergeCheckOptions, validateCheckOptions, withTargets } from "./options.js";
import { defaultTargetIds } from "./providers/index.js";
import { isJsonObject, type JsonObject } from "./schema/types.js";

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
  readonly tokens: number;
  readonly descriptionChars: number;
  readonly schemaHash: string;
  readonly targets: readonly string[];
  readonly issues: readonly ToolSchemaIssue[];
  /** False when any issue is an error. */
  readonly ok: boolean;
}

export interface ToolSchemasReport {
  readonly tools: readonly ToolSchemaReport[];
  readonly tokens: number;
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
  const issues = checkTool(tool, merged).map(({ code, severity, targets, path, message }) => ({ code, severity, targets, path, message }));
  return {
    name: definition.name,
    tokens: estimateTokens(tool, merged.charsPerToken),
    descriptionChars: definition.description?.length ?? 0,
    schemaHash: schemaHash(tool),
    targets: merged.targets,
    issues,
    ok: issues.every((issue) => issue.severity !== "error"),
  };
}

export function describeToolSchemas(definitions: readonly RuntimeToolDefinition[], options: Partial<CheckOptions> = {}): ToolSchemasReport {
  const tools = definitions.map((definition) => describeToolSchema(definition, options));
  return {
    tools,
    tokens: tools.reduce((sum, tool) => sum + tool.tokens, 0),
    issueCount: tools.reduce((sum, tool) => sum + tool.issues.length, 0),
  };
}
