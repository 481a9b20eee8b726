import type { ProviderProfile } from "../providers/types.js";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue } from "../schema/types.js";
import { describeAdditionalProperties } from "./describe-node.js";
import { fieldOf, nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";
import { isObjectSchema, propertyNames, requiredList, schemaNodes, valueAt } from "./walk.js";

/** optional-not-required: strict targets need every property in `required`. */
export function checkAllRequired(_tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, context: CheckContext): RawFinding[] {
  if (!provider.requiresAllPropertiesRequired?.value) return [];
  const findings: RawFinding[] = [];
  for (const { node, pointer } of context.sentNodes) {
    const required = new Set(requiredList(node));
    for (const property of propertyNames(node)) {
      if (required.has(property)) continue;
      const propertyPointer = pointerJoin(pointer, "properties", property);
      findings.push({
        code: "optional-not-required",
        location: { kind: "schema", pointer: propertyPointer, property },
        messageId: "notRequired",
        data: { property, field: fieldOf(propertyPointer) },
      });
    }
  }
  return findings;
}

/** missing-additional-properties-false: strict targets reject objects that are open. */
export function checkClosedObjects(_tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, context: CheckContext): RawFinding[] {
  if (!provider.requiresAdditionalPropertiesFalse?.value) return [];
  const findings: RawFinding[] = [];
  for (const { node, pointer } of context.sentNodes) {
    if (!isObjectSchema(node)) continue;
    const value = node.additionalProperties;
    if (value === false) continue;
    findings.push(
      value === undefined
        ? {
            code: "missing-additional-properties-false",
            location: { kind: "schema", pointer },
            messageId: "missingAdditionalPropertiesFalse",
            data: { where: nodeInWords(pointer, _tool.sent) },
          }
        : {
            code: "missing-additional-properties-false",
            location: { kind: "schema", pointer, keyword: "additionalProperties" },
            messageId: "openAdditionalProperties",
            data: { where: nodeInWords(pointer, _tool.sent), value: describeAdditionalProperties(value) },
          },
    );
  }
  return findings;
}

/**
 * optional-forced-required: the draft leaves a property optional but the framework sends it in
 * `required` (the strict shape), so the model must always produce it. Independent of the target.
 */
export function checkForcedRequired(tool: ToolUnderCheck): RawFinding[] {
  if (tool.sent === tool.draft) return [];
  const findings: RawFinding[] = [];
  for (const { node, pointer } of schemaNodes(tool.draft)) {
    const names = propertyNames(node);
    if (names.length === 0) continue;
    const sentNode = valueAt(tool.sent, pointer);
    if (typeof sentNode !== "object" || sentNode === null || Array.isArray(sentNode)) continue;
    const draftRequired = new Set(requiredList(node));
    const sentRequired = new Set(requiredList(sentNode));
    const sentProperties = (sentNode as JsonObject).properties;
    for (const property of names) {
      if (draftRequired.has(property) || !sentRequired.has(property)) continue;
      // Made required without a null to fall back on (a field with a default): a framework rewrite the
      // framework's own transform reports; this finding is about the required-and-nullable shape.
      const sentProperty = isJsonObject(sentProperties) ? sentProperties[property] : undefined;
      if (!acceptsNull(sentProperty)) continue;
      const propertyPointer = pointerJoin(pointer, "properties", property);
      findings.push({
        code: "optional-forced-required",
        location: { kind: "schema", pointer: propertyPointer, property },
        messageId: "forcedRequired",
        data: { property, field: fieldOf(propertyPointer), declared: hasDefault(node, property) ? "given a default" : "declared optional" },
      });
    }
  }
  return findings;
}

/** Does a schema accept `null` (a `null` type, or a union with a `null` branch)? */
function acceptsNull(schema: JsonValue | undefined): boolean {
  if (!isJsonObject(schema)) return schema === true;
  const constrained = ["type", "anyOf", "oneOf", "allOf", "enum", "const", "not", "$ref"].some((key) => key in schema);
  if (!constrained) return true;
  const type = schema.type;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  if (schema.nullable === true) return true;
  for (const key of ["anyOf", "oneOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some((branch) => acceptsNull(branch))) return true;
  }
  return false;
}

/** A property whose draft schema carries a `default`: optional to the caller, but not "declared optional". */
function hasDefault(node: JsonObject, property: string): boolean {
  const properties = node.properties;
  const schema = isJsonObject(properties) ? properties[property] : undefined;
  return isJsonObject(schema) && "default" in schema;
}
