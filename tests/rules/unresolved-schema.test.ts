import rule from "../../src/rules/unresolved-schema.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const header = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\n`;

const anyDefinition = header + `declare const def: any;\nai.tool(def);`;
const spreadArgument = header + `declare const defs: [any];\nai.tool(...defs);`;
const noArgument = header + `// @ts-expect-error the definition is missing\nai.tool();`;
const dynamicSpread = header + `declare function base(): { name: string };\nai.tool({ ...base(), execute: async () => 1 });`;
const anyInput = header + `declare const schema: any;\nai.tool({ name: "a", input: schema, execute: async (args) => args });`;
const untypedExecute = header + `ai.tool({ name: "a", execute: async (args: any) => args });`;
const openGeneric = header + `function define<I>(name: string) {\n  return ai.tool<I, number>({ name, execute: async () => 1 });\n}`;
const computedJson = defineHeader + `declare const key: string;\ndefineTool({ name: "a", input: { type: "object", properties: { [key]: { type: "string" } } }, execute: async () => 1 });`;
const zodApprox = header + `export function define(q: z.ZodString) {\n  return ai.tool({ name: "a", input: z.strictObject({ q }), execute: async () => 1 });\n}`;

ruleTester.run("unresolved-schema", rule, {
  valid: [
    // Resolved exactly: nothing to say.
    header + `ai.tool<{ q: string }, number>({ name: "a", execute: async () => 1 });`,
    defineHeader + `defineTool({ name: "a", input: { type: "object", properties: {} }, execute: async () => 1 });`,
    // A tool without input takes no parameters; that is not a failure.
    header + `ai.tool({ name: "ping", execute: async () => 1 });`,
    // zod chains are interpreted exactly: nothing to say.
    header + `ai.tool({ name: "a", input: z.strictObject({ q: z.string().min(2) }), execute: async () => 1 });`,
    // Approximate schemas (zod read through its type, here because a field is a parameter) only on request.
    zodApprox,
    // A definition that turns its lint off is not explained either.
    header + `declare const schema: any;\nai.tool({ name: "a", input: schema, execute: async (args) => args, lint: false });`,
  ],
  invalid: [
    {
      code: anyDefinition,
      errors: [{ messageId: "unresolved", data: { reason: "the tool definition cannot be read: `def` is declared without a value" }, ...at(anyDefinition, "def", 1) }],
    },
    {
      code: spreadArgument,
      errors: [{ messageId: "unresolved", data: { reason: "the definition is passed as a spread argument" }, ...at(spreadArgument, "...defs") }],
    },
    {
      code: noArgument,
      errors: [{ messageId: "unresolved", data: { reason: "the call has no definition argument" }, ...at(noArgument, "ai.tool()") }],
    },
    {
      code: dynamicSpread,
      errors: [{ messageId: "unresolved", ...at(dynamicSpread, "...base()") }],
    },
    {
      code: anyInput,
      errors: [{ messageId: "unresolved", data: { reason: "`input` has type `any`, so its schema cannot be known (a schema library whose types are not installed, or a schema whose type refers to itself, gives `any`)" }, ...at(anyInput, "schema", 1) }],
    },
    {
      code: untypedExecute,
      errors: [{ messageId: "unresolved", ...at(untypedExecute, "any") }],
    },
    {
      code: openGeneric,
      errors: [{ messageId: "unresolved", ...at(openGeneric, "I", 1) }],
    },
    {
      code: computedJson,
      errors: [{ messageId: "unresolved", ...at(computedJson, "key", 1) }],
    },
    {
      code: zodApprox,
      options: [{ reportApproximate: true }],
      errors: [{ messageId: "approximate", ...at(zodApprox, "z.strictObject({ q })") }],
    },
  ],
});
