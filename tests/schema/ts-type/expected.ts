import type { JsonObject } from "../../../src/schema/types.js";

/**
 * Expected schemas for the fixture cases in tests/fixtures/type/cases.ts. Both routes must produce
 * them (the TSJ route on the written node, the checker walk on the type), so they live here once.
 */

const treeNode: JsonObject = {
  type: "object",
  description: "A node of a recursive tree.",
  properties: {
    label: { type: "string" },
    children: { type: "array", items: { $ref: "#/$defs/TreeNode" } },
  },
  required: ["label"],
  additionalProperties: false,
};

const sourceBranches: JsonObject[] = [
  {
    type: "object",
    properties: { kind: { type: "string", const: "chat" }, messageId: { type: "string" } },
    required: ["kind", "messageId"],
    additionalProperties: false,
  },
  {
    type: "object",
    properties: { kind: { type: "string", const: "import" }, file: { type: "string" } },
    required: ["kind", "file"],
    additionalProperties: false,
  },
];

const json: JsonObject = {
  description: "Any JSON value.",
  anyOf: [
    { type: "string" },
    { type: "number" },
    { type: "boolean" },
    { type: "null" },
    { type: "array", items: { $ref: "#/$defs/Json" } },
    { type: "object", additionalProperties: { $ref: "#/$defs/Json" } },
  ],
};

/** SaveFactsInput's fields without `tree` and `page`, as `Partial<Omit<…>>` keeps them. */
const saveFactsCommon: Record<string, JsonObject> = {
  userId: { type: "string", description: "The user the facts belong to." },
  facts: { type: "array", description: "Facts to remember, one sentence each.", items: { type: "string" } },
  priority: { type: "string", description: "How important these facts are.", enum: ["low", "medium", "high"] },
  note: { type: ["string", "null"], description: "Optional note, null to clear." },
  tags: { type: "object", description: "Free-form tags with weights.", additionalProperties: { type: "number" } },
  observedAt: { type: "string", description: "When the facts were observed.", format: "date-time" },
  range: { type: "array", description: "Tuple.", items: { type: "number" }, minItems: 2, maxItems: 2 },
  confidence: { type: "integer", description: "Integer with a bound.", minimum: 0, maximum: 10 },
  color: { type: "string", description: "Enum member", enum: ["red", "green"] },
  source: { description: "Discriminated union", anyOf: sourceBranches },
};

const idItems: JsonObject = {
  type: "array",
  items: { type: "object", properties: { id: { type: "number" } }, required: ["id"], additionalProperties: false },
};

const treeWithoutDoc: JsonObject = { ...treeNode };
delete treeWithoutDoc.description;

export const EXPECTED_SCHEMAS: Record<string, JsonObject> = {
  saveFacts: {
    type: "object",
    description: "Input of the save_facts tool.",
    properties: {
      ...saveFactsCommon,
      tree: { ...treeWithoutDoc, description: "Nested recursive structure." },
      page: {
        type: "object",
        description: "Generic instantiation.",
        properties: { items: idItems, next: { type: ["string", "null"], description: "cursor of the next page" } },
        required: ["items", "next"],
        additionalProperties: false,
      },
    },
    required: ["userId", "facts", "tags", "source"],
    additionalProperties: false,
    $defs: { TreeNode: treeNode },
  },
  inlineLiteral: {
    type: "object",
    properties: { host: { type: "string", description: "host to ping" }, count: { type: "number" } },
    required: ["host"],
    additionalProperties: false,
  },
  literals: {
    type: "object",
    properties: {
      priority: { type: "string", enum: ["low", "medium", "high"] },
      level: { type: "number", enum: [1, 2, 3] },
      yes: { type: "boolean", const: true },
      mode: { type: "string", const: "only" },
      flag: { type: "boolean" },
      maybeFlag: { type: "boolean" },
    },
    required: ["priority", "level", "yes", "mode", "flag"],
    additionalProperties: false,
  },
  nullables: {
    type: "object",
    properties: {
      note: { type: ["string", "null"] },
      count: { type: ["number", "null"] },
      either: { type: ["string", "number", "null"] },
      node: { anyOf: [treeNode, { type: "null" }] },
      pick: { type: ["string", "null"], enum: ["a", "b", null] },
      maybe: { type: "string" },
    },
    required: ["note", "count", "either", "node", "pick"],
    additionalProperties: false,
    $defs: { TreeNode: treeNode },
  },
  records: {
    type: "object",
    properties: {
      tags: { type: "object", additionalProperties: { type: "number" } },
      nested: {
        type: "object",
        additionalProperties: {
          type: "object",
          properties: { a: { type: "string" } },
          required: ["a"],
          additionalProperties: false,
        },
      },
    },
    required: ["tags", "nested"],
    additionalProperties: false,
  },
  dates: {
    type: "object",
    properties: { at: { type: "string", format: "date-time" }, maybeAt: { type: "string", format: "date-time" } },
    required: ["at"],
    additionalProperties: false,
  },
  recursiveInterface: { ...treeNode, $defs: { TreeNode: treeNode } },
  recursiveAlias: {
    type: "object",
    properties: { value: json },
    required: ["value"],
    additionalProperties: false,
    $defs: { Json: json },
  },
  generic: {
    type: "object",
    properties: { items: idItems, next: { type: ["string", "null"], description: "cursor of the next page" } },
    required: ["items", "next"],
    additionalProperties: false,
  },
  tuples: {
    type: "object",
    properties: {
      pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2 },
      rest: { type: "array", prefixItems: [{ type: "string" }], items: { type: "number" }, minItems: 1 },
      optional: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 1, maxItems: 2 },
      frozen: { type: "array", items: { type: "string" } },
      list: {
        type: "array",
        items: { type: "object", properties: { x: { type: "number" } }, required: ["x"], additionalProperties: false },
      },
    },
    required: ["pair", "rest", "optional", "frozen", "list"],
    additionalProperties: false,
  },
  enums: {
    type: "object",
    properties: { color: { type: "string", enum: ["red", "green"] } },
    required: ["color"],
    additionalProperties: false,
  },
  discriminated: { anyOf: sourceBranches },
  picked: {
    type: "object",
    properties: { userId: saveFactsCommon.userId, priority: saveFactsCommon.priority },
    required: ["userId"],
    additionalProperties: false,
  },
  partialOmit: { type: "object", properties: saveFactsCommon, additionalProperties: false },
  returnType: {
    type: "object",
    properties: { city: { type: "string" }, days: { type: "number" }, metric: { type: "boolean" } },
    required: ["city", "days", "metric"],
    additionalProperties: false,
  },
  importType: { ...treeNode, $defs: { TreeNode: treeNode } },
  qualified: {
    type: "object",
    properties: {
      node: treeNode,
      point: {
        type: "object",
        description: "A point on the map.",
        properties: { lat: { type: "number", description: "Latitude in degrees." }, lng: { type: "number" } },
        required: ["lat", "lng"],
        additionalProperties: false,
      },
    },
    required: ["node", "point"],
    additionalProperties: false,
    $defs: { TreeNode: treeNode },
  },
  sameName: {
    type: "object",
    properties: {
      a: treeNode,
      b: {
        type: "object",
        description: "Another tree: same name as types.ts's TreeNode, different shape.",
        properties: { id: { type: "number" }, next: { $ref: "#/$defs/TreeNode_2" } },
        required: ["id"],
        additionalProperties: false,
      },
    },
    required: ["a", "b"],
    additionalProperties: false,
    $defs: {
      TreeNode: treeNode,
      TreeNode_2: {
        type: "object",
        description: "Another tree: same name as types.ts's TreeNode, different shape.",
        properties: { id: { type: "number" }, next: { $ref: "#/$defs/TreeNode_2" } },
        required: ["id"],
        additionalProperties: false,
      },
    },
  },
  remapped: {
    type: "object",
    properties: { x_a: { type: "string" }, x_b: { type: "number" } },
    required: ["x_a", "x_b"],
    additionalProperties: false,
  },
  templates: {
    type: "object",
    properties: { id: { type: "string" }, shout: { type: "string", const: "AB" } },
    required: ["id", "shout"],
    additionalProperties: false,
  },
  intersection: {
    type: "object",
    properties: { name: { type: "string", description: "Base name." }, extra: { type: "string" } },
    required: ["name"],
    additionalProperties: false,
  },
  methods: {
    type: "object",
    properties: { name: { type: "string", description: "Base name." }, size: { type: "number" } },
    required: ["name", "size"],
    additionalProperties: false,
  },
  classInstance: {
    type: "object",
    properties: { x: { type: "number" }, y: { type: "number" } },
    required: ["x"],
    additionalProperties: false,
  },
  optionality: {
    type: "object",
    properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "string" }, d: { type: "number" } },
    required: ["d"],
    additionalProperties: false,
  },
  numbersAndMixed: {
    type: "object",
    properties: {
      pct: { type: "number", description: "Percent.", minimum: 0, maximum: 100, default: 50 },
      email: { type: "string", format: "email" },
      mixed: { type: ["string", "number", "null"], enum: ["a", 1, null] },
      withString: { anyOf: [{ type: "string" }, { type: "number", const: 1 }] },
      ro: { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2 },
      empty: { type: "array", minItems: 0, maxItems: 0 },
    },
    required: ["pct", "email", "mixed", "withString", "ro", "empty"],
    additionalProperties: false,
  },
  classPrivate: {
    type: "object",
    properties: {
      account: {
        type: "object",
        properties: { owner: { type: "string" } },
        required: ["owner"],
        additionalProperties: false,
      },
    },
    required: ["account"],
    additionalProperties: false,
  },
  namedTuple: {
    type: "object",
    properties: {
      tup: {
        type: "array",
        prefixItems: [
          { type: "string", title: "a" },
          { type: "number", title: "b" },
        ],
        items: { type: "boolean", title: "rest" },
        minItems: 1,
      },
    },
    required: ["tup"],
    additionalProperties: false,
  },
};

/** Cases both routes refuse, with the checker walk's reason (the TSJ route falls back to it). */
export const EXPECTED_FAILURES: Record<string, string> = {
  bigints: "Property `n` is a bigint, which JSON cannot carry; use number or a numeric string.",
  anys: "Property `a` is `any`, which says nothing about the value; give it a concrete type.",
  unknowns: "Property `u` is `unknown`; give it a concrete type.",
  symbols: "Property `s` is a symbol, which JSON cannot carry; remove it from the input.",
  nevers: "Property `n` is `never`, so no value can satisfy it; remove it or give it a type.",
  wholeFunction: "The input type is a function, not an object of arguments; describe the arguments as an object type.",
  rootAny: "The input type is `any`, which says nothing about the value; give it a concrete type.",
  openParam:
    "The input type is the open type parameter `I`; pass a concrete type argument where the tool is defined.",
  deep: "Property `down.down.down.down.….down.down.down` nests deeper than 64 levels; flatten the type or make it recursive.",
  typeError:
    "Property `bad` has a type that does not resolve (a type error such as an unknown name); fix the type error.",
};
