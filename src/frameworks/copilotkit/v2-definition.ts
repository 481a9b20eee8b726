// One v2 tool definition (`FrontendTool` of @copilotkit/core): what the v2 hooks, `copilotkit.addTool`,
// `new CopilotKitCore({ tools })` and the provider's `frontendTools` / `humanInTheLoop` props hold.
import ts from "../../util/typescript.cjs";
import { readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { ToolParts } from "../types.js";
import { TOOL_SCHEMA_SOURCE } from "./transforms.js";

/**
 * The handler is typed from `parameters` and never types it: without `parameters` the tool is sent
 * with an empty object (createToolSchema's EMPTY_TOOL_SCHEMA), so no `execute` is handed to the core.
 */
export const KEYS = { name: "name", description: "description", input: ["parameters"] } as const;

/** A static value of a key of the definition, when written and static. */
export function staticValue(reader: SiteReader, parts: ToolParts, key: string): string | boolean | undefined {
  const expr = reader.value(parts.definition, key);
  return reader.string(expr) ?? reader.boolean(expr);
}

/** `name: "*"` renders every tool call the agent makes; it is no tool. */
export function isCatchAll(reader: SiteReader, parts: ToolParts): boolean {
  return reader.string(parts.name) === "*";
}

/** Where a v2 definition is found: its own node and anchor, else the definition's, else `holder`'s (an unreadable one). */
export interface V2Site {
  readonly node?: ts.Node;
  readonly anchor?: ts.Node;
  readonly form: string;
  readonly holder: { readonly node: ts.Node; readonly anchor: ts.Node };
  /**
   * `available` is not handed on (the provider's `humanInTheLoop` prop: @copilotkit/react-core 1.74.0
   * dist/copilotkit-DyZh7EH4.mjs, CopilotKitProvider's processedHumanInTheLoopTools copies name,
   * description, parameters, followUp and agentId only), so `available: false` hides nothing.
   */
  readonly availableDropped?: true;
}

/**
 * v2: a tool unless `available: false` (@copilotkit/core 1.74.0 dist/index.mjs, RunHandler's
 * buildFrontendTools filters out `available === false`, `"disabled"` and the name "*", then sends
 * `{ name, description: description ?? "", parameters: createToolSchema(tool) }`).
 */
export function readV2Definition(reader: SiteReader, expr: ts.Expression | undefined, site: V2Site): ToolParts[] {
  const definition = expr ? reader.definition(expr) : undefined;
  const read = definition && !("reason" in definition) ? definition : undefined;
  const node = site.node ?? read?.node ?? expr ?? site.holder.node;
  const anchor = site.anchor ?? (read ? (read.properties.get("name")?.key ?? read.node) : site.holder.anchor);
  const parts = readDefinitionParts(reader, expr, KEYS, { node, anchor, form: site.form });
  if (!parts.definition) return [parts];
  if (isCatchAll(reader, parts)) return [];
  if (!site.availableDropped && staticValue(reader, parts, "available") === false) return [];
  if (parts.input && isValibot(reader, parts.input)) {
    const reason = 'throws "Cannot convert schema to JSON Schema" whenever the agent runs, as valibot schemas have no `~standard.jsonSchema`: use zod or ArkType';
    return [{ ...parts, fails: { reason, node: parts.input, source: `${TOOL_SCHEMA_SOURCE}; observed with valibot 1.5.0, 2026-12-04` } }];
  }
  return [parts];
}

/** A valibot builder call (`v.object(…)`, `object(…)`), through consts. */
function isValibot(reader: SiteReader, input: ts.Expression): boolean {
  const call = reader.follow(input);
  if (!ts.isCallExpression(call)) return false;
  return reader.exportPathOf(reader.unwrap(call.expression), ["valibot"]) !== undefined;
}
