// The string fields of a tool's sent input whose description lists the values they take.
import type { ToolAnalysis } from "../analysis/analyze.js";
import { schemaNodes, valueAt } from "../checks/walk.js";
import { isJsonObject, type JsonObject, type JsonValue, type Pointer } from "../schema/types.js";
import { designedSchema } from "./fields.js";
import { listedValues, type ParseOptions } from "./listed-values.js";

export interface ListedField {
  /** The field, as the message names it. */
  readonly pointer: Pointer;
  /** The string schema that would become the enum. */
  readonly string: Pointer;
  /** The node whose `description` lists the values. */
  readonly describedAt: Pointer;
  readonly values: readonly string[];
}

/** Every string field of a tool's sent input whose description lists the values it takes. */
export function listedFields(analysis: ToolAnalysis, options: ParseOptions): ListedField[] {
  const sent = designedSchema(analysis);
  if (!sent) return [];
  const out: ListedField[] = [];
  for (const visit of schemaNodes(sent)) {
    const isItems = visit.pointer.endsWith("/items");
    if (visit.propertyName === undefined && !isItems) continue;
    const string = stringSchema(visit.node, visit.pointer);
    if (!string) continue;
    // The field's own description; for the items of a list, the list's as well.
    const holders = [string.pointer, visit.pointer, ...(isItems ? listPointers(visit.pointer) : [])];
    for (const holder of [...new Set(holders)]) {
      const node = valueAt(sent, holder);
      const description = isJsonObject(node) && typeof node.description === "string" ? node.description : undefined;
      if (!description) continue;
      const values = listedValues(description, { ...options, plural: isItems });
      if (values) {
        out.push({ pointer: visit.pointer, string: string.pointer, describedAt: holder, values });
        break;
      }
    }
  }
  return out;
}

/** The list around an items pointer, and the nullable around that list. */
function listPointers(items: Pointer): Pointer[] {
  const list = items.slice(0, -"/items".length);
  const outer = /^(.*)\/(anyOf|oneOf)\/\d+$/.exec(list);
  return outer ? [list, outer[1]] : [list];
}

function isNull(node: JsonValue): boolean {
  return isJsonObject(node) && node.type === "null";
}

/**
 * The plain string schema of a field: `type: "string"` (or `["string", "null"]`) with no `enum`,
 * `const` or `pattern` already holding its values, directly or as the one branch of a nullable.
 */
function stringSchema(node: JsonObject, pointer: Pointer): { node: JsonObject; pointer: Pointer } | undefined {
  if (isPlainString(node)) return { node, pointer };
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = node[key];
    if (!Array.isArray(branches) || node.enum !== undefined || node.const !== undefined) continue;
    const values = branches.map((branch, index) => ({ branch, index })).filter(({ branch }) => !isNull(branch));
    if (values.length === 1 && isJsonObject(values[0].branch) && isPlainString(values[0].branch)) {
      return { node: values[0].branch, pointer: `${pointer}/${key}/${values[0].index}` };
    }
  }
  return undefined;
}

function isPlainString(node: JsonObject): boolean {
  const type = node.type;
  const string = type === "string" || (Array.isArray(type) && type.includes("string") && type.every((t) => t === "string" || t === "null"));
  return string && node.enum === undefined && node.const === undefined && node.pattern === undefined && node.anyOf === undefined && node.oneOf === undefined;
}
