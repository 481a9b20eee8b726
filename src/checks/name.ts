import type { McpHost } from "../providers/mcp-hosts.js";
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

/** What one MCP host makes of a tool's name on a server, when that breaks the host's rule. */
export interface HostNameProblem {
  /** The full name as the message shows it (`"mcp__docs__search"`). */
  readonly full: string;
  readonly length: number;
  readonly kind: "length" | "characters";
  /** The problem in words, ending with what the host then does. */
  readonly problem: string;
}

/**
 * The name `host` builds from the server's name and the tool's (`mcp__{server}__{tool}`), checked
 * against the host's length and characters; undefined when it passes. Pure: the host is data
 * (src/providers/mcp-hosts.ts), the server's name is whatever the caller decided it is.
 */
export function hostNameProblem(tool: string, server: string, host: McpHost): HostNameProblem | undefined {
  const keeps = host.serverNameKeeps?.value;
  const serverPart = keeps === undefined ? server : server.replace(new RegExp(`[^${keeps}]`, "g"), "_");
  const fill = (template: string) => template.replace("{server}", () => serverPart).replace("{tool}", () => tool);
  const counted = fill(host.fullName.value);
  const full = fill(host.shown);
  const max = host.maxLength.value;
  if (counted.length > max) {
    return { full, length: counted.length, kind: "length", problem: `${counted.length} characters, over its limit of ${max}, so ${host.effect}` };
  }
  if (host.pattern && tool.length > 0 && !new RegExp(host.pattern.value).test(counted)) {
    return { full, length: counted.length, kind: "characters", problem: `it may use only ${host.allowed ?? host.pattern.value}, so ${host.effect}` };
  }
  return undefined;
}
