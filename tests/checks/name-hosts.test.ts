import { describe, expect, it } from "vitest";
import { hostNameProblem } from "../../src/checks/name.js";
import { mcpHostById, mcpHosts } from "../../src/providers/mcp-hosts.js";

// The pure part of the MCP host check: the name each host builds, and where it stops.
describe("hostNameProblem", () => {
  it.each([
    // [tool, server, host, expected]
    ["search", "docs", "claude-code", undefined],
    ["t".repeat(19), "s".repeat(38), "claude-code", undefined],
    ["t".repeat(19), "s".repeat(39), "claude-code", { full: `"mcp__${"s".repeat(39)}__${"t".repeat(19)}"`, length: 65, kind: "length", problem: "65 characters, over its limit of 64, so the request fails" }],
    // The server's characters outside [a-zA-Z0-9_-] count as `_`, one each.
    ["find", "my.docs server", "claude-code", undefined],
    ["find", `${"a.".repeat(27)}`, "claude-code", { full: `"mcp__${"a_".repeat(27)}__find"`, length: 65, kind: "length", problem: "65 characters, over its limit of 64, so the request fails" }],
    // The tool's own characters are kept, and checked.
    ["docs/find", "docs", "claude-code", { full: '"mcp__docs__docs/find"', length: 20, kind: "characters", problem: "it may use only letters, digits, `_` and `-`, so the request fails" }],
    // A `$` in the server's name is only replaced, never read as a pattern.
    ["find", "$&$&", "claude-code", undefined],
    ["t".repeat(56), "doc", "cursor", undefined],
    ["t".repeat(56), "docs", "cursor", { full: `"docs" + "${"t".repeat(56)}"`, length: 60, kind: "length", problem: "60 characters, over its limit of 59, so Cursor leaves it out" }],
    // Cursor checks no characters: its rule is the length alone.
    ["docs/find", "docs", "cursor", undefined],
  ] as const)("%s on %s in %s", (tool, server, host, expected) => {
    expect(hostNameProblem(tool, server, mcpHostById(host)!)).toEqual(expected);
  });

  it("lists each host once, with Claude Code first", () => {
    expect(mcpHosts.map((h) => h.id)).toEqual(["claude-code", "cursor"]);
  });
});
