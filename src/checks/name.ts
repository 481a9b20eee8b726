import type { ProviderProfile } from "../providers/types.js";
import type { RawFinding, ToolUnderCheck } from "./types.js";

/** The first thing wrong with a name for one provider, in words, or undefined when it is fine. */
export function nameProblem(name: string, provider: ProviderProfile): string | undefined {
  if (name.length === 0) return "a name cannot be empty";
  const max = provider.name.maxLength.value;
  if (name.length > max) return `it has ${name.length} characters, more than ${max}`;
  if (!new RegExp(provider.name.pattern.value).test(name)) return `it may use only ${provider.name.allowed}`;
  return undefined;
}

export function checkName(tool: ToolUnderCheck, provider: ProviderProfile): RawFinding[] {
  if (tool.name === undefined) return [];
  const problem = nameProblem(tool.name, provider);
  if (!problem) return [];
  return [{ code: "invalid-name", location: { kind: "name" }, messageId: "invalidName", data: { name: tool.name, problem, suggestion: suggestValidName(tool.name) } }];
}

/**
 * A name every known provider accepts, as close to the original as possible: characters outside
 * `[a-zA-Z0-9_-]` become `_`, a leading non-letter gets a `_` prefix, and the result is cut to 64.
 */
export function suggestValidName(name: string): string {
  let out = name.replace(/[^a-zA-Z0-9_-]/g, "_");
  if (!/^[a-zA-Z_]/.test(out)) out = `_${out}`;
  return out.slice(0, 64);
}
