import ts from "../../util/typescript.cjs";
import type { DefinitionObject } from "../../schema/shared/definition-object.js";
import type { SiteReader } from "../core/reader.js";
import { declaredTypeText } from "../core/definition-parts.js";
import type { ReadSite, ToolParts, ToolSetRef } from "../types.js";

/**
 * Readers of the Converse request's tools: `toolConfig: { tools: [{ toolSpec: { name, description,
 * inputSchema: { json }, strict } }] }` (`ToolConfiguration`, `Tool`, `ToolSpecification`,
 * `ToolInputSchema` of @aws-sdk/client-bedrock-runtime 3.1164.0 `dist-types/models/models_0.d.ts`).
 */

const sameFile = (node: ts.Node, reader: SiteReader) => node.getSourceFile() === reader.sourceFile;

/** `inputSchema: { json: … }`: the document sent. A `$unknown` member or a value not read statically has none. */
function jsonOf(reader: SiteReader, spec: DefinitionObject): { input?: ts.Expression; unreadable?: ToolParts["unreadable"] } {
  const inputSchema = reader.value(spec, "inputSchema");
  if (!inputSchema) return {};
  const wrapper = reader.definition(inputSchema);
  if ("reason" in wrapper) return { unreadable: wrapper };
  return { input: reader.value(wrapper, "json") };
}

/**
 * One `toolSpec` (a `ToolSpecification`). `node` identifies the tool: the element it sits in, or the
 * spec itself when written alone. Findings about the whole tool go to its `name` key when it is
 * written in this file.
 */
function readSpec(reader: SiteReader, specExpr: ts.Expression, node: ts.Node, form: string, toolSet: ToolSetRef | undefined): ToolParts | undefined {
  const spec = reader.definition(specExpr);
  if ("reason" in spec) return undefined;
  const nameKey = spec.properties.get("name")?.key;
  const anchor = nameKey && sameFile(nameKey, reader) ? nameKey : sameFile(node, reader) ? node : specExpr;
  const { input, unreadable } = jsonOf(reader, spec);
  return {
    node: sameFile(node, reader) ? node : specExpr,
    anchor,
    form,
    definition: spec,
    name: reader.value(spec, "name"),
    description: reader.value(spec, "description"),
    input,
    ...(unreadable ? { unreadable } : {}),
    ...(toolSet ? { toolSet } : {}),
  };
}

/** One element of `tools`: a `{ toolSpec }` member; `cachePoint` and `systemTool` members define no schema and are skipped. */
function readTool(reader: SiteReader, element: ts.Expression, form: string, toolSet: ToolSetRef | undefined): ToolParts | undefined {
  const tool = reader.definition(element);
  if ("reason" in tool) return undefined;
  const spec = reader.value(tool, "toolSpec");
  return spec ? readSpec(reader, spec, tool.node, form, toolSet) : undefined;
}

function readTools(reader: SiteReader, expr: ts.Expression | undefined, form: string): ToolParts[] {
  const array = reader.array(expr);
  if (!array) return [];
  const toolSet: ToolSetRef | undefined = sameFile(array.node, reader) ? { node: array.node, label: "this `toolConfig.tools` array" } : undefined;
  return array.elements.flatMap((element) => readTool(reader, element, form, toolSet) ?? []);
}

/** `{ toolConfig: { tools } }` of a request, or a `ToolConfiguration` on its own. */
function readConfiguration(reader: SiteReader, expr: ts.Expression | undefined, form: string): ToolParts[] {
  const config = reader.definition(expr);
  return "reason" in config ? [] : readTools(reader, reader.value(config, "tools"), form);
}

function readRequest(reader: SiteReader, request: ts.Expression | undefined, form: string): ToolParts[] {
  if (!request || ts.isSpreadElement(request)) return [];
  const definition = reader.definition(request);
  return "reason" in definition ? [] : readConfiguration(reader, reader.value(definition, "toolConfig"), form);
}

/** `new ConverseCommand({ …, toolConfig })`, `new ConverseStreamCommand(…)`. */
export const readCommand =
  (command: string): ReadSite<ts.NewExpression> =>
  (expr, reader) =>
    readRequest(reader, expr.arguments?.[0], `new ${command} toolConfig.tools[]`);

/** `bedrock.converse({ …, toolConfig })` on the aggregated `BedrockRuntime` client. */
export const readMethod =
  (method: string): ReadSite<ts.CallExpression> =>
  (call, reader) =>
    readRequest(reader, call.arguments[0], `${method} toolConfig.tools[]`);

/** The type as written where a value is declared, asserted or checked: `Tool[]`. */
function typedForm(value: ts.Expression, reader: SiteReader): string {
  return declaredTypeText(value, reader.sourceFile) ?? "typed tool";
}

/**
 * A value typed `Tool[]`, `Tool`, `ToolSpecification` or `ToolConfiguration`: told apart by the keys
 * written (`tools`, `toolSpec`, else a spec), since an alias can hide the type's name.
 */
export const readTyped: ReadSite<ts.Expression> = (value, reader) => {
  const form = typedForm(value, reader);
  if (reader.array(value)) return readTools(reader, value, form);
  const definition = reader.definition(value);
  if ("reason" in definition) return [];
  if (definition.properties.has("tools")) return readConfiguration(reader, value, form);
  if (definition.properties.has("toolSpec")) return [readTool(reader, value, form, undefined)].flatMap((t) => t ?? []);
  return [readSpec(reader, value, definition.node, form, undefined)].flatMap((t) => t ?? []);
};
