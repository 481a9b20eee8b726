import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";

/**
 * A wire pair for the Effect route: the same server text is listed by the real fastmcp 4.20.16 (xsschema
 * 0.4.4, effect 3.22.4 loaded as `effect` by a resolve hook, the MCP SDK 1.x client over an in-memory
 * transport, in a child process) and linted by the plugin with effect 3 installed as `effect`. The
 * plugin's view of each tool for `mcp` must equal the listed `inputSchema` (the client's parse reorders
 * keys, so the comparison is of values).
 */
const SERVER = `import { FastMCP } from "fastmcp";
import { Schema } from "effect";

export const server = new FastMCP({ name: "shop", version: "1.0.0" });

server.addTool({
  name: "search_products",
  description: "Searches the catalog",
  parameters: Schema.standardSchemaV1(
    Schema.Struct({
      query: Schema.String.pipe(Schema.minLength(2)).annotations({ description: "Words to find" }),
      sort: Schema.optional(Schema.Literal("price", "rating")),
      limit: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 50))),
      tags: Schema.Array(Schema.String).pipe(Schema.maxItems(5)),
      after: Schema.NullOr(Schema.String),
    }).annotations({ description: "Search" }),
  ),
  execute: async () => "",
});

const Address = Schema.Struct({ street: Schema.String, city: Schema.String }).annotations({ identifier: "Address" });

server.addTool({
  name: "create_order",
  description: "Creates an order",
  parameters: Schema.standardSchemaV1(
    Schema.Struct({
      customer: Schema.NonEmptyString,
      quantity: Schema.Int,
      ship_to: Address,
      bill_to: Schema.optional(Address),
      lines: Schema.NonEmptyArray(Schema.Struct({ sku: Schema.String, count: Schema.Positive })),
    }),
  ),
  execute: async () => "",
});

server.addTool({
  name: "set_prices",
  description: "Sets prices by SKU",
  parameters: Schema.standardSchemaV1(
    Schema.Struct({
      prices: Schema.Record({ key: Schema.String, value: Schema.Number.pipe(Schema.nonNegative()) }),
      window: Schema.Tuple(Schema.String, Schema.String),
      mode: Schema.Union(Schema.Literal("replace"), Schema.Struct({ percent: Schema.Number })),
    }),
  ),
  execute: async () => "",
});

server.addTool({
  name: "tag_counts",
  description: "Counts per tag",
  parameters: Schema.standardSchemaV1(Schema.Record({ key: Schema.String, value: Schema.Number })),
  execute: async () => "",
});
`;

interface Listed {
  readonly tools?: readonly { name: string; inputSchema: unknown }[];
  readonly thrown?: string;
}

/** tools/list of `text` in a child process; with `effect3`, the `effect` it imports (and xsschema imports) is effect 3. */
function list(text: string, effect3: boolean): Listed {
  const root = path.resolve(import.meta.dirname, "../../..");
  const dir = mkdtempSync(path.join(root, "scratch", "effect-wire-"));
  try {
    writeFileSync(path.join(dir, "server.mjs"), text);
    const hook = effect3 ? ["--import", path.join(import.meta.dirname, "wire", "effect-is-effect3.mjs")] : [];
    const out = execFileSync(process.execPath, [...hook, path.join(import.meta.dirname, "wire", "list.mjs"), path.join(dir, "server.mjs")], { encoding: "utf8", timeout: 60_000 });
    return JSON.parse(out) as Listed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every listed tool's `inputSchema` is the plugin's view of it for `mcp` (values compared: the client's parse reorders keys). */
function expectListedAsSent(listed: Listed, tools: readonly { name: string | null; destinations: readonly { target: string; schema?: unknown }[] }[]): void {
  const ours = Object.fromEntries(tools.map((t) => [t.name, t.destinations.find((d) => d.target === "mcp")?.schema]));
  const real = Object.fromEntries(listed.tools!.map((t) => [t.name, t.inputSchema]));
  expect(Object.keys(real)).toEqual(Object.keys(ours));
  for (const name of Object.keys(real)) expect({ name, schema: ours[name] }).toEqual({ name, schema: real[name] });
}

describe("FastMCP's tools/list of Effect 3 schemas against the plugin", () => {
  it("lists every tool as the plugin says it is sent to mcp", async () => {
    const listed = list(SERVER, true);
    expect(listed.thrown).toBeUndefined();
    const { tools } = await lintProject({ "server.ts": SERVER }, { links: { "node_modules/effect": "../../../node_modules/effect3" } });
    expect(tools.map((t) => [t.name, t.route])).toEqual([
      ["search_products", "effect"],
      ["create_order", "effect"],
      ["set_prices", "effect"],
      ["tag_counts", "effect"],
    ]);
    expectListedAsSent(listed, tools);
  });
});

describe("FastMCP's tools/list of an Effect 4 schema with validation alone", () => {
  // effect 4.1.5 (installed here as `effect`) exports no JSONSchema: xsschema's JSONSchema.make throws.
  const text = `import { FastMCP } from "fastmcp";
import { Schema } from "effect";

export const server = new FastMCP({ name: "shop", version: "1.0.0" });

server.addTool({
  name: "find_product",
  description: "Finds a product",
  parameters: Schema.toStandardSchemaV1(Schema.Struct({ sku: Schema.String })),
  execute: async () => "",
});
`;

  it("fails the whole listing, and the plugin leaves the tool unresolved saying so", async () => {
    expect(list(text, false)).toEqual({ thrown: "MCP error -32603: Cannot read properties of undefined (reading 'make')" });
    const { tools } = await lintProject({ "server.ts": text });
    expect(tools.map((t) => [t.name, t.route])).toEqual([["find_product", "unresolved"]]);
  });
});

describe("FastMCP's tools/list of Effect 4 schemas given as Standard JSON Schema against the plugin", () => {
  // effect 4.1.5 (installed here as `effect`) converts these itself: xsschema calls `~standard.jsonSchema.input({ target: "draft-07" })`.
  const text = `import { FastMCP } from "fastmcp";
import { Schema } from "effect";

export const server = new FastMCP({ name: "shop", version: "1.0.0" });

const Limit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 })).annotate({ description: "Page size", default: 10 });

server.addTool({
  name: "search_products",
  description: "Searches the catalog",
  parameters: Schema.toStandardJSONSchemaV1(
    Schema.toStandardSchemaV1(
      Schema.Struct({
        query: Schema.String.check(Schema.isMinLength(2)).annotate({ description: "Words to find" }),
        sort: Schema.optional(Schema.Literals(["price", "rating"])),
        limit: Schema.optionalKey(Limit),
        tags: Schema.Array(Schema.String).check(Schema.isMaxLength(5)),
        after: Schema.NullOr(Schema.String),
      }).annotate({ description: "Search" }),
    ),
  ),
  execute: async () => "",
});

server.addTool({
  name: "set_prices",
  description: "Sets prices by SKU",
  parameters: Schema.toStandardSchemaV1(
    Schema.toStandardJSONSchemaV1(
      Schema.Struct({
        prices: Schema.Record(Schema.String, Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))),
        window: Schema.Tuple([Schema.String, Schema.String]),
        mode: Schema.Union([Schema.Literal("replace"), Schema.Struct({ percent: Schema.Number })]),
        note: Schema.Number.annotate({ description: "never sent" }),
      }),
    ),
  ),
  execute: async () => "",
});

server.addTool({
  name: "tag_counts",
  description: "Counts per tag",
  parameters: Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Record(Schema.String, Schema.Int))),
  execute: async () => "",
});
`;

  it("lists every tool as the plugin says it is sent to mcp", async () => {
    const listed = list(text, false);
    expect(listed.thrown).toBeUndefined();
    const { tools } = await lintProject({ "server.ts": text });
    expect(tools.map((t) => [t.name, t.route])).toEqual([
      ["search_products", "effect"],
      ["set_prices", "effect"],
      ["tag_counts", "effect"],
    ]);
    expectListedAsSent(listed, tools);
  });
});
