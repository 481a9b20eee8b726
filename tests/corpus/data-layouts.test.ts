// Corpus: tools written as data, in the four layouts production MCP servers use (define-helper
// catalogs listed by a low-level handler, identity-helper catalogs registered in a loop, literal
// `Tool` objects, an interface-typed registration context across workspace packages), linted as
// whole projects: each tool at its own definition, named as sent, with exact finding positions.
import { beforeAll, describe, expect, it } from "vitest";
import type { LintedProject } from "../frameworks/harness.js";
import { findingsOf, lintLayout } from "./corpus-project.js";

const TIMEOUT = 120_000;

/** `file:line form name route` of every tool the CLI's collector saw. */
const toolLines = (project: LintedProject) => project.tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"} ${t.route}`);
const setsOf = (project: LintedProject) => [...new Set(project.tools.map((t) => t.set?.id))];

/** Every file of the project without a finding, but those named. */
function onlyFindingsIn(project: LintedProject, expected: Readonly<Record<string, readonly string[]>>): void {
  for (const [file, messages] of Object.entries(project.messages)) expect([file, findingsOf(messages)]).toEqual([file, expected[file] ?? []]);
}

describe("a define-helper catalog listed by a low-level tools/list handler through zodToJsonSchema", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("catalog-list-handler");
  }, TIMEOUT);

  it("finds each element at its defineTool() call, named by `tool.schema.name`, converted as zod-to-json-schema writes it", () => {
    expect(toolLines(project)).toEqual([
      "src/tools/navigate.ts:4 tools/list handler browser_navigate converted",
      "src/tools/navigate.ts:16 tools/list handler browser go back converted",
      "src/tools/tabs.ts:4 tools/list handler browser_tab_select converted",
    ]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
    expect(project.tools[0]!.schema).toEqual({
      type: "object",
      properties: { url: { type: "string", description: "The URL to navigate to" } },
      required: ["url"],
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#",
    });
    // `[…].join("\n")` is read statically.
    expect(project.tools[2]!.destinations[0]!.schema).toMatchObject({ properties: { index: { type: "integer" } } });
  });

  it("reports the name where the element writes it", () => {
    onlyFindingsIn(project, { "src/tools/navigate.ts": ["invalid-name/invalidName@19:11-19:28"] });
  });
});

describe("an identity-helper catalog object registered in an Object.entries loop", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("catalog-registration-loop");
  }, TIMEOUT);

  it("finds each element at its defineTool() call (through a re-exporting index), with the shared field schemas of schema.ts", () => {
    expect(toolLines(project)).toEqual([
      "src/tools/find-issues.ts:5 server.tool() find_issues zod",
      "src/tools/find-organizations.ts:3 server.tool() find_organizations zod",
      "src/tools/update-issue/handler.ts:5 server.tool() update issue zod",
    ]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
    // `Object.fromEntries(Object.entries(tool.inputSchema).filter(…))` may keep every field: all are checked.
    expect(project.tools[0]!.schema).toMatchObject({
      properties: { organizationSlug: { type: "string", description: "The organization's slug. Find it with `find_organizations`." }, query: { type: "string" } },
      required: ["organizationSlug"],
    });
  });

  it("reports the name where the element writes it, nothing in the loop", () => {
    onlyFindingsIn(project, { "src/tools/update-issue/handler.ts": ["invalid-name/invalidName@6:9-6:23"] });
  });
});

describe("a low-level Server listing literal Tool objects", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("low-level-server");
  }, TIMEOUT);

  it("finds the listed literals, the imported Tool and the one pushed for some clients, named through the enum", () => {
    expect(toolLines(project)).toEqual([
      "src/server.ts:24 tools/list handler write_file converted",
      "src/server.ts:25 tools/list handler list directory converted",
      "src/server.ts:28 tools/list handler sampleLLM converted",
      "src/tools/read-file.ts:3 tools/list handler read_file literal",
    ]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
    expect(project.tools[3]!.schema).toEqual({ type: "object", properties: { path: { type: "string", description: "The file's path" }, head: { type: "number", description: "Only the first N lines" } }, required: ["path"] });
  });

  it("reports the name at the enum member the listing names", () => {
    onlyFindingsIn(project, { "src/server.ts": ["invalid-name/invalidName@25:13-25:36"] });
  });
});

describe("an interface-typed registration context across workspace packages", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("interface-seam-workspace");
  }, TIMEOUT);

  it("reads context.registerTool() and context.accountTool() through the members the factory's object implements", () => {
    expect(toolLines(project)).toEqual([
      "packages/accounts/src/tools.ts:5 context.accountTool() get_balance zod",
      "packages/accounts/src/tools.ts:10 context.registerTool() search_posts zod",
      "packages/posts/src/tools.ts:5 context.registerTool() search_posts zod",
      "packages/posts/src/tools.ts:14 context.accountTool() publish post zod",
    ]);
    // The account tools get the field accountTool() adds.
    expect(project.tools[0]!.schema).toMatchObject({ properties: { currency: { enum: ["usd", "eur"] }, accountId: { type: "string" } } });
    // The server the app passes to the factory: one set, named where it is made.
    expect(setsOf(project)).toEqual(["apps/server/src/main.ts#server"]);
  });

  it("reports the name at the caller's argument, and a name two packages register on the one server", () => {
    onlyFindingsIn(project, { "packages/posts/src/tools.ts": ["duplicate-tool-name/throwsOnRegister@6:5-6:19", "invalid-name/invalidName@15:5-15:19"] });
    const duplicate = project.messages["packages/posts/src/tools.ts"]!.find((m) => m.ruleId === "tool-schema/duplicate-tool-name");
    expect(duplicate?.message).toContain("at packages/accounts/src/tools.ts:10");
  });
});

describe("a catalog of import-free tool objects, listed narrowed by configuration", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("filtered-listing");
  }, TIMEOUT);

  it("reads both branches of the condition through filter(), slice() and concat(), each tool once, at its definition", () => {
    expect(toolLines(project)).toEqual([
      "src/tools/status.ts:3 tools/list handler status literal",
      "src/tools/volumes.ts:2 tools/list handler list volumes literal",
      "src/tools/volumes.ts:9 tools/list handler delete_volume literal",
    ]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
    expect(project.tools[2]!.schema).toEqual({
      type: "object",
      properties: { volumeId: { type: "string", description: "The volume's id" } },
      required: ["volumeId"],
    });
  });

  it("reports the name in the file that imports nothing, and no duplicate for the tools both branches list", () => {
    onlyFindingsIn(project, { "src/tools/volumes.ts": ["invalid-name/invalidName@3:9-3:23"] });
  });
});

describe("a catalog narrowed by the project's own function and a `let`, listed without a member", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("narrowed-catalog");
  }, TIMEOUT);

  it("follows the call into the function, its `let` and the function it calls, to each literal of the catalog", () => {
    expect(toolLines(project)).toEqual([
      "src/tools/index.ts:6 tools/list handler ping literal",
      "src/tools/users.ts:4 tools/list handler list_users literal",
      "src/tools/users.ts:10 tools/list handler delete user literal",
    ]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
    // `({ _meta, ...rest }) => rest` lists the element as written, `_meta` aside.
    expect(project.tools[2]!.schema).toEqual({ type: "object", properties: { id: { type: "string" } }, required: ["id"] });
  });

  it("reports the name where the element writes it", () => {
    onlyFindingsIn(project, { "src/tools/users.ts": ["invalid-name/invalidName@11:11-11:24"] });
  });
});

describe("a listing that changes each copy before it is sent", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("changed-listing");
  }, TIMEOUT);

  it("leaves the tools unresolved, saying which member is assigned after the object is written", () => {
    expect(toolLines(project)).toEqual(["src/server.ts:5 tools/list handler get_page unresolved", "src/server.ts:6 tools/list handler delete page unresolved"]);
  });

  it("reports the name, which is read as written, and explains each unresolved schema at the assignment that changes it", () => {
    // The schema sent is unknown, but the name is read: OpenAI and Anthropic reject its space.
    onlyFindingsIn(project, { "src/server.ts": ["invalid-name/invalidName@6:11-6:24", "unresolved-schema/unresolved@17:7-17:25", "unresolved-schema/unresolved@17:7-17:25"] });
    const unresolved = project.messages["src/server.ts"]!.filter((m) => m.ruleId === "tool-schema/unresolved-schema");
    expect(unresolved[0]!.message).toContain("`inputSchema` is assigned after the listed object is written");
  });
});

describe("a catalog registered on an McpServer and listed again by a tools/list handler on its `server`", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("registered-and-listed");
  }, TIMEOUT);

  it("finds each definition once on the one server", () => {
    expect(toolLines(project).map((line) => line.replace(/ (server\.registerTool\(\)|tools\/list handler) /, " "))).toEqual([
      "src/catalog.ts:4 get_page zod3",
      "src/catalog.ts:5 archive page zod3",
    ]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
  });

  it("reports the name once, and no duplicate name", () => {
    onlyFindingsIn(project, { "src/catalog.ts": ["invalid-name/invalidName@5:11-5:25"] });
  });
});

describe("a catalog of modules: namespace imports in arrays, listed as `tool.schema`", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("namespace-modules");
  }, TIMEOUT);

  it("finds each module's `schema` export at its literal, named as sent, in the server's set", () => {
    expect(toolLines(project)).toEqual(["src/tools/notes/add.ts:1 tools/list handler add note literal", "src/tools/search/index.ts:5 tools/list handler search-notes converted"]);
    expect(setsOf(project)).toEqual(["src/server.ts#server"]);
    expect(project.tools[1]!.schema).toMatchObject({ type: "object", properties: { query: { type: "string", description: "Words to look for" } }, required: ["query"] });
  });

  it("reports the name where the module writes it", () => {
    onlyFindingsIn(project, { "src/tools/notes/add.ts": ["invalid-name/invalidName@2:9-2:19"] });
  });
});
