import type { ProviderProfile } from "../providers/types.js";
import { describeRootShape, isObjectRoot, rootKind } from "./describe-node.js";
import type { RawFinding, ToolUnderCheck } from "./types.js";

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
  return findings;
}
