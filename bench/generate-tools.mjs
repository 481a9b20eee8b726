// Source text of the synthetic tool files: every input form the plugin resolves, in the proportions a
// real project might have, with ordinary code around the definitions. Deterministic: the same index
// always yields the same text, so two runs lint the same project.

const DOMAINS = ["order", "invoice", "ticket", "customer", "shipment", "product", "report", "meeting", "document", "payment"];
const VERBS = ["search", "create", "update", "list", "cancel", "get", "archive", "assign"];

const capital = (word) => word[0].toUpperCase() + word.slice(1);

function naming(index) {
  const domain = DOMAINS[index % DOMAINS.length];
  const verb = VERBS[Math.floor(index / DOMAINS.length) % VERBS.length];
  return { domain, verb, id: `${verb}${capital(domain)}${index}`, name: `${verb}_${domain}_${index}`, type: `${capital(verb)}${capital(domain)}${index}` };
}

function description(n) {
  return (
    `${capital(n.verb)} ${n.domain} records for the signed-in user. Use it when the user asks to ${n.verb} a ${n.domain}; ` +
    `ask for missing identifiers instead of guessing them.`
  );
}

// Each form returns the definition's text; the imports it needs are declared once per file.
const FORMS = [
  // zod object: optional, nullable, enum, array, nested object, describe.
  (n) => `/** ${capital(n.verb)} ${n.domain}s by status and date window. */
export const ${n.id} = ai.tool({
  name: "${n.name}",
  description: "${description(n)}",
  input: z.object({
    ${n.domain}Id: z.string().describe("Identifier of the ${n.domain}."),
    status: z.enum(["open", "pending", "closed"]).optional(),
    limit: z.number().int().min(1).max(100).nullable(),
    tags: z.array(z.string()).describe("Labels the ${n.domain} must carry."),
    window: z.object({ from: z.string(), to: z.string().optional() }).describe("Inclusive date window."),
  }),
  execute: async ({ ${n.domain}Id, limit }) => ({ id: ${n.domain}Id, count: limit ?? 0 }),
});`,

  // zod strict object with a discriminated union and an imported shared schema.
  (n) => `export const ${n.id} = ai.tool({
  name: "${n.name}",
  description: "${description(n)}",
  input: z.strictObject({
    recipient: z.discriminatedUnion("channel", [
      z.strictObject({ channel: z.literal("email"), address: z.string().email() }),
      z.strictObject({ channel: z.literal("sms"), phone: z.string(), country: z.string().nullable() }),
    ]),
    amount: moneySchema.nullable(),
    note: z.string().nullable().describe("Shown to the customer as written."),
    urgent: z.boolean(),
  }),
  execute: async ({ recipient, urgent }) => ({ sent: urgent, channel: recipient.channel }),
});`,

  // ai.tool<Input, Output> with a JSDoc'd interface declared beside it.
  (n) => `/** Arguments of ${n.name}. */
export interface ${n.type}Input {
  /** The ${n.domain} to change. */
  recordId: string;
  /** New priority; unchanged when left out. */
  priority?: "low" | "normal" | "high";
  /** Labels replacing the current ones. */
  labels: string[];
  /** Person to assign, or null to unassign. */
  assignee: string | null;
  /** Extra key/value data kept with the ${n.domain}. */
  attributes: Record<string, string>;
  /** The customer this is about. */
  customer: CustomerRef;
}

export const ${n.id} = ai.tool<${n.type}Input, { updated: boolean }>({
  name: "${n.name}",
  description: "${description(n)}",
  execute: async (args) => ({ updated: args.labels.length > 0 }),
});`,

  // tool() with execute's parameter annotated by an imported interface.
  (n) => `export const ${n.id} = tool({
  name: "${n.name}",
  description: "${description(n)}",
  execute: async (args: ListArgs) => ({ items: [args.customerId], page: args.page ?? 1 }),
});`,

  // JSON Schema literal through the project's own factory (settings callees).
  (n) => `export const ${n.id} = defineTool<{ query: string; scope: string; limit: number | null }>({
  name: "${n.name}",
  description: "${description(n)}",
  input: {
    type: "object",
    properties: {
      query: { type: "string", description: "Keywords to search ${n.domain}s for." },
      scope: { type: "string", enum: ["active", "archived", "all"] },
      limit: { type: ["integer", "null"], minimum: 1, maximum: 50 },
    },
    required: ["query", "scope", "limit"],
    additionalProperties: false,
  },
  execute: async ({ query }) => ({ results: [query] }),
});`,

  // zod with shared schemas composed in, and a described root.
  (n) => `export const ${n.id} = ai.tool({
  name: "${n.name}",
  description: "${description(n)}",
  input: z
    .object({
      items: z.array(z.object({ sku: z.string(), quantity: z.number().int().positive(), giftWrap: z.boolean().optional() })).min(1),
      shipping: addressSchema,
      page: paginationSchema.optional(),
      coupon: z.string().regex(/^[A-Z0-9]{6}$/).optional(),
      speed: z.enum(["standard", "express"]),
    })
    .describe("A ${n.domain} request."),
  execute: async ({ items, speed }) => ({ lines: items.length, speed }),
});`,

  // A method execute whose parameter is an inline, JSDoc'd type literal.
  (n) => `export const ${n.id} = ai.tool({
  name: "${n.name}",
  description: "${description(n)}",
  async execute(args: {
    /** The ${n.domain} to archive. */
    recordId: string;
    /** Why it is archived. */
    reason?: "duplicate" | "obsolete" | "requested";
    /** Keep the attachments. */
    keepFiles: boolean;
    /** When the archive happened, ISO 8601. */
    at: string | null;
  }) {
    return { archived: args.keepFiles, reason: args.reason ?? "requested" };
  },
});`,

  // A small, clean zod tool.
  (n) => `export const ${n.id} = ai.tool({
  name: "${n.name}",
  description: "${description(n)}",
  input: z.strictObject({ ${n.domain}Id: z.string(), unit: z.enum(["day", "week", "month"]) }),
  execute: async ({ ${n.domain}Id, unit }) => ({ ${n.domain}Id, unit, total: 0 }),
});`,
];

export const FORM_COUNT = FORMS.length;

/** Ordinary code that sits in a tool file: helpers, a class, calls into a shared util module. */
function surroundingCode(fileIndex) {
  const name = capital(DOMAINS[fileIndex % DOMAINS.length]);
  return `const RETRY_LIMIT = ${2 + (fileIndex % 3)};

function slug(value: string): string {
  return value.trim().toLowerCase().replace(/\\s+/g, "-");
}

export class ${name}Cache${fileIndex} {
  private readonly entries = new Map<string, { value: unknown; at: number }>();

  get(key: string, now: number): unknown {
    const entry = this.entries.get(slug(key));
    return entry && now - entry.at < 60_000 ? entry.value : undefined;
  }

  set(key: string, value: unknown, now: number): void {
    this.entries.set(slug(key), { value, at: now });
    if (this.entries.size > 500) this.prune(now);
  }

  prune(now: number): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (now - entry.at >= 60_000) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}

export function summarise${fileIndex}(rows: readonly { id: string; total: number }[]): string {
  return chunk(
    rows.filter((row) => row.total > 0).map((row) => \`\${slug(row.id)}:\${formatAmount(row.total)}\`),
    10,
  )
    .map((group) => group.join(", "))
    .join("\\n");
}

export async function withRetry${fileIndex}<T>(run: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < RETRY_LIMIT; attempt++) {
    try {
      return await run();
    } catch (error) {
      lastError = error;
      await sleep(backoffMs(attempt));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}`;
}

/**
 * One tool file with `count` definitions, numbered from `firstIndex` (the form cycles with the
 * index). Files with an index ≡ 3 (mod 4) import `ai` through the project's own re-export.
 */
export function toolFileText(fileIndex, firstIndex, count, utilModule) {
  const definitions = [];
  for (let i = 0; i < count; i++) definitions.push(FORMS[(firstIndex + i) % FORMS.length](naming(firstIndex + i)));
  const aiImport = fileIndex % 4 === 3 ? `import { ai } from "../lib/ai.js";` : `import { ai } from "@warlock.js/ai";`;
  return `// Generated by bench/generate-tools.mjs.
${aiImport}
import { tool } from "@warlock.js/ai";
import { z } from "zod";
import { defineTool } from "../lib/define-tool.js";
import { addressSchema, moneySchema, paginationSchema } from "../shared/schemas.js";
import type { CustomerRef, ListArgs } from "../shared/types.js";
import { backoffMs, chunk, formatAmount, sleep } from "../util/${utilModule}.js";

${surroundingCode(fileIndex)}

${definitions.join("\n\n")}
`;
}

/** The editor case's n-th edit: a comment line on top and one description changed. */
export function editedText(text, edit, definitionsInFile) {
  const target = edit % definitionsInFile;
  let seen = -1;
  const changed = text.replace(/description: "/g, (match) => (++seen === target ? `description: "Revision ${edit}. ` : match));
  return `// edit ${edit}\n${changed}`;
}
