import type { ProviderProfile } from "../providers/types.js";
import { describeRootShape, isObjectRoot, rootKind } from "./describe-node.js";
import type { RawFinding, ToolUnderCheck } from "./types.js";
import { isJsonObject, type JsonObject } from "../schema/types.js";

export function checkRoot(tool: ToolUnderCheck, provider: ProviderProfile): RawFinding[] {
  if (tool.ignoredInput !== undefined) {
    const { key, reads, by } = tool.ignoredInput;
    return [{ code: "root-not-object", location: { kind: "failure" }, messageId: "inputIgnored", data: { key, reads, by } }];
  }
  if (tool.unconvertible !== undefined) {
    return [
      {
        code: "root-not-object",
        location: { kind: "schema", pointer: "" },
        messageId: "inputDropped",
        data: { input: tool.unconvertible },
      },
    ];
  }
  if (tool.droppedRoot !== undefined) {
    return [
      {
        code: "root-not-object",
        location: { kind: "schema", pointer: "" },
        messageId: "rootDropped",
        // The framework described the draft's root (`describeRootShape`): its kind decides the fix.
        data: { actual: tool.droppedRoot, rootKind: rootKind(tool.draft) },
      },
    ];
  }
  const root = tool.sent;
  const findings: RawFinding[] = [];
  if (provider.root.mustBeObject.value && !isObjectRoot(root)) {
    findings.push({
      code: "root-not-object",
      location: { kind: "schema", pointer: "" },
      messageId: "rootNotObject",
      // A tool defined without input that the framework sends without an object root (Genkit's
      // `{ "$schema": … }`): the fix is an empty object input, not a union moved into a property.
      data: { actual: describeRootShape(root), rootKind: rootKind(root), ...(tool.route === "none" ? { withoutInput: "true" } : {}) },
    });
  }
  for (const keyword of provider.root.rejectedCombinators.value) {
    if (!Array.isArray(root[keyword])) continue;
    findings.push({
      code: "root-not-object",
      location: { kind: "schema", pointer: "", keyword },
      messageId: "rootCombinator",
      data: { keyword, combination: keyword === "allOf" ? "an intersection" : "a union", rootKind: keyword === "allOf" ? "intersection" : "union" },
    });
  }
  if (provider.root.unionBranchesMustBeObjects?.value) findings.push(...nonObjectBranches(root));
  return findings;
}

/**
 * The first branch of each root union that is not an object schema. A `$ref` branch is left alone:
 * what it stands for is not read here, and no report says how the target reads one.
 */
function nonObjectBranches(root: JsonObject): RawFinding[] {
  return UNIONS.flatMap((keyword) => {
    const branches = root[keyword];
    if (!Array.isArray(branches)) return [];
    const index = branches.findIndex((branch) => !isJsonObject(branch) || (!isObjectRoot(branch) && typeof branch.$ref !== "string"));
    if (index < 0) return [];
    const branch = branches[index];
    return [
      {
        code: "root-not-object" as const,
        location: { kind: "schema" as const, pointer: `/${keyword}/${index}` },
        messageId: "rootUnionBranch",
        data: { keyword, position: String(index + 1), actual: isJsonObject(branch) ? describeRootShape(branch) : JSON.stringify(branch), rootKind: "union" },
      },
    ];
  });
}

const UNIONS = ["anyOf", "oneOf"] as const;
