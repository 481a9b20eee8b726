import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

/**
 * A workspace package `@acme/core` whose base class registers each subclass on an MCP server, built to
 * declarations (`dist/*.d.ts`) next to its sources, and an app whose tool classes extend it.
 */
const CORE_SOURCE = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
export abstract class ToolBase {
  abstract name: string;
  abstract description: string;
  abstract argsShape: ZodRawShape;
  register(server: { mcpServer: McpServer }): void {
    server.mcpServer.registerTool(this.name, { description: this.description, inputSchema: this.argsShape }, async () => ({ content: [] }));
  }
}
`;
const CORE_DECLARATIONS = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
export declare abstract class ToolBase {
    abstract name: string;
    abstract description: string;
    abstract argsShape: ZodRawShape;
    register(server: {
        mcpServer: McpServer;
    }): void;
}
`;
const APP = {
  "app/base.ts": `import { ToolBase } from "@acme/core";
export abstract class DbToolBase extends ToolBase {
  database = "main";
}
`,
  "app/find.ts": `import { z } from "zod";
import { DbToolBase } from "./base.js";
export class FindTool extends DbToolBase {
  name = "find";
  description = "Find documents in a collection.";
  argsShape = { collection: z.string() };
}
`,
  "app/count.ts": `import { z } from "zod";
import { ToolBase } from "@acme/core";
export class CountTool extends ToolBase {
  name = "count documents";
  description = "Count documents in a collection.";
  argsShape = { collection: z.string() };
}
export class Helper {}
`,
};
const CORE_FILES = {
  "packages/core/package.json": JSON.stringify({ name: "@acme/core", type: "module", types: "./dist/index.d.ts" }),
  "packages/core/dist/index.d.ts": `export { ToolBase } from "./toolBase.js";\n`,
  "packages/core/dist/toolBase.d.ts": CORE_DECLARATIONS,
  "packages/core/src/index.ts": `export { ToolBase } from "./toolBase.js";\n`,
  "packages/core/src/toolBase.ts": CORE_SOURCE,
};
const COMPILER_OPTIONS = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] };

describe("classes registering through a base class the program has only compiled", () => {
  it("keeps each concrete subclass as an unchecked tool, said at its name with the package to map", async () => {
    const { tools, messages } = await lintProject(APP, {
      extraFiles: CORE_FILES,
      // The workspace package linked as pnpm links it: TypeScript reads it at its real path, outside node_modules.
      links: { "node_modules/@acme/core": "../../packages/core" },
      tsconfig: { include: ["app/**/*.ts"] },
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual([
      ["app/count.ts", 3, null, "class CountTool", "unresolved"],
      ["app/find.ts", 3, null, "class FindTool", "unresolved"],
    ]);
    const message = (at: string, name: string) =>
      `unfollowed-tools@${at} The tool \`class ${name}\` is not checked: \`ToolBase\` registers it, but the program has only its declarations (dist/toolBase.d.ts). Map \`@acme/core\` to its sources in the tsconfig's \`paths\`.`;
    expect(describeMessages(messages["app/find.ts"])).toEqual([message("3:14", "FindTool")]);
    expect(describeMessages(messages["app/count.ts"])).toEqual([message("3:14", "CountTool")]);
    expect(describeMessages(messages["app/base.ts"])).toEqual([]);
  });

  it("reads the tools once the package is mapped to its sources, as the message says", async () => {
    const { tools, messages } = await lintProject(APP, {
      extraFiles: CORE_FILES,
      links: { "node_modules/@acme/core": "../../packages/core" },
      tsconfig: { compilerOptions: { ...COMPILER_OPTIONS, paths: { "@acme/core": ["./packages/core/src/index.ts"] } }, include: ["app/**/*.ts"] },
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["app/count.ts", 3, "count documents", "zod"],
      ["app/find.ts", 3, "find", "zod"],
    ]);
    expect(describeMessages(messages["app/count.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@4:10"]);
  });

  it("gives no stand-in for a base class of an installed package (no sources to map) or one that registers nothing (given a model client)", async () => {
    const { tools } = await lintProject(
      {
        "app/tool.ts": `import { z } from "zod";
import { ToolBase } from "vendor-kit";
import { Plain, Runner } from "@acme/plain";
export class FindTool extends ToolBase {
  name = "find";
  description = "Find documents.";
  argsShape = { collection: z.string() };
}
export class Other extends Plain {}
export class Chat extends Runner {}
`,
      },
      {
        extraFiles: {
          "node_modules/vendor-kit/package.json": JSON.stringify({ name: "vendor-kit", type: "module", types: "./index.d.ts" }),
          "node_modules/vendor-kit/index.d.ts": CORE_DECLARATIONS,
          "packages/plain/package.json": JSON.stringify({ name: "@acme/plain", type: "module", types: "./dist/index.d.ts" }),
          // A class given a model client, not a server: it may send no tool.
          "packages/plain/dist/index.d.ts": `import type OpenAI from "openai";\nexport declare class Plain {\n    run(input: string): void;\n}\nexport declare class Runner {\n    run(client: OpenAI): Promise<void>;\n}\n`,
        },
        links: { "node_modules/@acme/plain": "../../packages/plain" },
        tsconfig: { include: ["app/**/*.ts"] },
      },
    );
    expect(tools).toEqual([]);
  });
});
