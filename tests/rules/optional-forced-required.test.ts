import rule from "../../src/rules/optional-forced-required.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const header = `import { ai } from "@warlock.js/ai";\n`;

const typeArgument = header + `ai.tool<{ id: string; note?: string }, number>({ name: "save", execute: async () => 1 });`;
const localInterface = header + `interface Input {\n  id: string;\n  /** Free text. */\n  note?: string | number;\n}\nai.tool({ name: "save", execute: async (args: Input) => args.id.length });`;
const alreadyNull = header + `ai.tool<{ note?: string | null }, number>({ name: "save", execute: async () => 1 });`;
const imported = header + `import type { RefundInput } from "./types.js";\nai.tool<RefundInput, number>({ name: "refund", execute: async () => 1 });`;
const strictCallee = `import { tools } from "my-tools";\ntools.define({ name: "a", input: { type: "object", properties: { q: { type: "string" } } } });`;

ruleTester.run("optional-forced-required", rule, {
  valid: [
    header + `ai.tool<{ id: string; note: string | null }, number>({ name: "save", execute: async () => 1 });`,
    // zod's own conversion keeps optional fields optional: nothing is forced.
    header + `import { z } from "zod";\nai.tool({ name: "save", input: z.object({ note: z.string().optional() }), execute: async () => 1 });`,
    // A tool without input has nothing to force.
    header + `ai.tool({ name: "ping", execute: async () => 1 });`,
    // Function-typed properties are not sent at all.
    header + `ai.tool<{ onDone?: () => void; id: string }, number>({ name: "save", execute: async () => 1 });`,
  ],
  invalid: [
    {
      code: typeArgument,
      errors: [
        {
          messageId: "forcedRequired",
          ...at(typeArgument, "note?: string"),
          suggestions: [
            {
              messageId: "makeRequiredNullable",
              data: { property: "note" },
              output: typeArgument.replace("note?: string", "note: string | null"),
            },
          ],
        },
      ],
    },
    {
      // The annotated parameter of `execute` is the type; its JSDoc'd property is underlined.
      code: localInterface,
      errors: [
        {
          messageId: "forcedRequired",
          ...at(localInterface, "note?: string | number;"),
          suggestions: [{ messageId: "makeRequiredNullable", output: localInterface.replace("note?: string | number;", "note: string | number | null;") }],
        },
      ],
    },
    {
      // Already nullable: only the `?` goes.
      code: alreadyNull,
      errors: [
        {
          messageId: "forcedRequired",
          ...at(alreadyNull, "note?: string | null"),
          suggestions: [{ messageId: "makeRequiredNullable", output: alreadyNull.replace("note?:", "note:") }],
        },
      ],
    },
    {
      // Declared in another file: reported at the type argument, with the path in the message.
      code: imported,
      errors: [{ messageId: "forcedRequired", ...at(imported, "RefundInput", 1), suggestions: [] }],
    },
    {
      // A user factory that sends the openai-strict shape forces optional JSON properties too.
      code: strictCallee,
      errors: [
        {
          messageId: "forcedRequired",
          ...at(strictCallee, `q: { type: "string" }`),
          suggestions: [
            {
              messageId: "makeRequiredNullable",
              output: strictCallee.replace(`{ q: { type: "string" } } }`, `{ q: { type: ["string", "null"] } }, required: ["q"] }`),
            },
          ],
        },
      ],
    },
  ],
});

// Seal: fields are optional unless `.required()`, and @warlock.js/ai sends Seal in the openai-strict shape.
const seal = `import { ai } from "@warlock.js/ai";\nimport { v } from "@warlock.js/seal";\nai.tool({ name: "save", input: v.object({ id: v.string().required(), note: v.string().describe("Free text") }) as never, execute: async () => 1 });`;

ruleTester.run("optional-forced-required (Seal)", rule, {
  valid: [`import { ai } from "@warlock.js/ai";\nimport { v } from "@warlock.js/seal";\nai.tool({ name: "save", input: v.object({ id: v.string().required() }) as never, execute: async () => 1 });`],
  invalid: [
    {
      code: seal,
      errors: [{ messageId: "forcedRequired", ...at(seal, `note: v.string().describe("Free text")`), suggestions: [] }],
    },
  ],
});
