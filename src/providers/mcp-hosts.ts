import type { Fact } from "./types.js";

/**
 * An MCP host (a client that forwards a server's tools to a model) and the rule it puts on the name
 * it builds from the server's name and the tool's. Data only, each fact with its public source;
 * `invalid-name` reads it for the hosts of the `mcpHosts` setting.
 */
export interface McpHost {
  /** Id used in the `mcpHosts` setting: `claude-code`. */
  readonly id: string;
  /** The host as a message names it: "Claude Code". */
  readonly label: string;
  /** The name the host counts, with `{server}` and `{tool}` standing for the two names. */
  readonly fullName: Fact<string>;
  /** How a message shows that name, with the same placeholders. */
  readonly shown: string;
  /** Characters of the server's name outside this class become `_` before the name is built; absent: kept. */
  readonly serverNameKeeps?: Fact<string>;
  /** Longest full name the host lets through. */
  readonly maxLength: Fact<number>;
  /** Regular expression (source text, anchored) the full name must match, when the host checks one. */
  readonly pattern?: Fact<string>;
  /** Plain words for `pattern`. */
  readonly allowed?: string;
  /** What happens to a name over the rule, mid-sentence: "the request fails" (the model's API answers 400). */
  readonly effect: string;
}

export const claudeCode: McpHost = {
  id: "claude-code",
  label: "Claude Code",
  fullName: {
    value: "mcp__{server}__{tool}",
    source:
      "code.claude.com/docs/en/mcp (MCP tools are named mcp__<server>__<tool>); anthropics/claude-code#20643 and mims-harvard/ToolUniverse#65 (names quoted in errors)",
    date: "2026-01-24 → 2026-06",
    confidence: "high",
    note: "A server installed by a plugin is named mcp__plugin_<plugin>_<server>__<tool> (anthropics/claude-code#16425, cloudflare/skills#11): set mcpServerName to plugin_<plugin>_<server> for it.",
  },
  shown: '"mcp__{server}__{tool}"',
  serverNameKeeps: {
    value: "a-zA-Z0-9_-",
    source:
      "anthropics/claude-code#19882 (comment: server `awslabs.billing-cost-management-mcp-server` named `mcp__awslabs_billing-cost-management-mcp-server__…`) and #20643 (`claude.ai Cloudflare Developer Platform 2` → `claude_ai_Cloudflare_Developer_Platform_2`)",
    date: "2026-01-24 → 2026-01-25",
    confidence: "medium",
  },
  maxLength: {
    value: 64,
    source:
      "anthropics/claude-code#19882 (tool search fails on MCP names over 64), #22327 (v2.1.29: `tool_reference.tool_name: String should have at most 64 characters`), #16425; ChromeDevTools/chrome-devtools-mcp#1169; tool search is on by default (code.claude.com/docs/en/agent-sdk/tool-search)",
    date: "2026-01-06 → 2026-03-12",
    confidence: "medium",
    note: "Tool definitions themselves take up to 128 characters (anthropics/claude-code#96152, v2.1.280, 2026-09-22); the 64 binds through tool search, which refers to a tool by this name.",
  },
  pattern: {
    value: "^[a-zA-Z0-9_-]+$",
    source: "CircleCI-Public/mcp-server-circleci#109 (Claude Code 1.0.60: a tool name with `/` fails `^[a-zA-Z0-9_-]{1,128}$`); github/copilot-cli#1879 (the same pattern)",
    date: "2025-07-25 → 2026-03",
    confidence: "high",
  },
  allowed: "letters, digits, `_` and `-`",
  effect: "the request fails",
};

export const cursor: McpHost = {
  id: "cursor",
  label: "Cursor",
  fullName: {
    value: "{server}{tool}",
    source:
      "Cursor's MCP settings warning \"Combined server and tool name length (N) exceeds 60 characters\", quoted in idosal/git-mcp#31, aashari/mcp-server-atlassian-confluence#16, awslabs/mcp#1283 (Cursor 1.6.14), ComposioHQ/composio#2788",
    date: "2025-04-06 → 2026-02-27",
    confidence: "high",
  },
  shown: '"{server}" + "{tool}"',
  maxLength: {
    value: 59,
    source: "ComposioHQ/composio#2788 (server `g` + a 59-character tool: \"length (60) exceeds 60\", filtered out); aashari/mcp-server-atlassian-confluence#16 (\"length (60) exceeds 60\")",
    date: "2025-04-29 → 2026-02-27",
    confidence: "medium",
    note: "The warning says \"exceeds 60\" for a combined length of exactly 60, so 60 itself is filtered: at most 59 pass.",
  },
  effect: "Cursor leaves it out",
};

/** Every host the `mcpHosts` setting accepts, in the order messages list them. */
export const mcpHosts: readonly McpHost[] = [claudeCode, cursor];

export const mcpHostIds: readonly string[] = mcpHosts.map((host) => host.id);

/** Checked when `mcpHosts` is not set. */
export const defaultMcpHostIds: readonly string[] = [claudeCode.id];

export function mcpHostById(id: string): McpHost | undefined {
  return mcpHosts.find((host) => host.id === id);
}
