import ts from "../../util/typescript.cjs";
import type { EvalContext } from "../shared/static-eval.js";
import type { JsonValue, Resolution } from "../types.js";
import { resolveZod3Chain } from "../zod3-chain/index.js";
import { resolveZodChain, type ZodJsonTarget, type ZodKind } from "../zod-chain/index.js";
import { OUTPUT_DIFFERS_ALSO, outputModeOf } from "../zod-chain/output-mode.js";
import { readConverterArguments } from "./options.js";
import { resolved } from "./result.js";
import type { InstalledVersion } from "./zod-to-json-schema.js";

/**
 * zod 4's `z.toJSONSchema(schema, params?)` (`core/to-json-schema.js` `initializeContext`): the
 * zod 4 chain interpreter converts for the same target, `$schema` included as zod writes it (the
 * tool sends this JSON), as the zod installed next to the call writes it (`installed`; the chain
 * route's version facts, `zod-chain/versions.ts`; the newest modelled when it is not known). zod's default `io` is "output"; the interpreter writes "input", from which
 * the output conversion is derived where the two differ only in closed objects and required
 * defaults (`output-mode.ts`), and left unresolved, naming `io`, where they differ in more.
 */
const TARGETS: Readonly<Record<string, ZodJsonTarget>> = {
  "draft-2020-12": "draft-2020-12",
  "draft-7": "draft-07",
  "draft-07": "draft-07",
};

/** Targets zod names and converts its own way, which the interpreter does not write. */
const OTHER_DRAFTS = new Set(["draft-4", "draft-04", "openapi-3.0"]);

/** Options at zod's defaults are accepted; anything else changes the output in ways the route does not reproduce. */
const DEFAULTS: Readonly<Record<string, JsonValue>> = { unrepresentable: "throw", cycles: "ref", reused: "inline" };
/** Options whose mere presence makes zod run user code or read a registry the route cannot see. */
const CALLBACKS = ["override", "metadata", "processors", "external", "uri"];

export function resolveToJSONSchema(ctx: EvalContext, call: ts.CallExpression, via: readonly ts.Node[], installed: InstalledVersion = () => undefined): Resolution {
  const args = readConverterArguments(ctx, "z.toJSONSchema", call);
  if ("ok" in args) return args;
  const { schema, options, optionsNode: node } = args;
  if (options.text !== undefined) return { ok: false, reason: "z.toJSONSchema takes an options object, not a string", node };
  for (const name of CALLBACKS) {
    if (options.names.includes(name)) return { ok: false, reason: `z.toJSONSchema's \`${name}\` option is not reproduced by the plugin (it runs user code or reads another registry)`, node };
  }
  for (const [name, fallback] of Object.entries(DEFAULTS)) {
    const given = options.value(name);
    if (!given.ok) return given;
    if (given.value !== undefined && given.value !== fallback) {
      return { ok: false, reason: `z.toJSONSchema's option \`${name}: ${JSON.stringify(given.value)}\` is not reproduced by the plugin (only its default, ${JSON.stringify(fallback)})`, node };
    }
  }
  const targetOption = options.value("target");
  if (!targetOption.ok) return targetOption;
  const targetName = targetOption.value ?? "draft-2020-12";
  if (typeof targetName !== "string" || OTHER_DRAFTS.has(targetName)) {
    return { ok: false, reason: `z.toJSONSchema's \`target: ${JSON.stringify(targetName)}\` is not reproduced by the plugin (draft-2020-12 and draft-07 are)`, node };
  }
  // Any other name is a target zod does not know: no `$schema`, 2020-12's shapes otherwise (the "other" target).
  const target = Object.hasOwn(TARGETS, targetName) ? TARGETS[targetName]! : "other";
  const io = options.value("io");
  if (!io.ok) return io;
  if (io.value !== undefined && io.value !== "input" && io.value !== "output") {
    return { ok: false, reason: `z.toJSONSchema's \`io: ${JSON.stringify(io.value)}\` is neither "input" nor "output"`, node };
  }

  const zod3 = resolveZod3Chain(ctx.checker, schema);
  if (zod3) return { ok: false, reason: "z.toJSONSchema is given a zod 3 schema, which it cannot convert (it reads zod 4's `_zod`)", node: schema };
  const kinds = new Set<ZodKind>();
  const input = resolveZodChain(ctx.checker, schema, target, kinds, installed("zod", call.getSourceFile().fileName));
  if (!input) return { ok: false, reason: "the schema passed to z.toJSONSchema is not a zod 4 schema the plugin can read", node: schema };
  if (!input.ok) return input;
  if (io.value === "input") return resolved(input.schema, input.map, via, input.gaps, input.exact);
  const differing = [...kinds].filter((kind) => OUTPUT_DIFFERS_ALSO.has(kind));
  if (differing.length > 0) {
    return {
      ok: false,
      reason: `z.toJSONSchema converts for \`io: "output"\` by default, which the plugin derives from the input conversion only for schemas without ${differing.map((kind) => `a ${kind}`).join(", ")} (pass \`io: "input"\` to send the input side)`,
      // At the params when there are some, else at the schema that holds the pipe or transform.
      node: call.arguments.length > 1 ? node : schema,
    };
  }
  return resolved(outputModeOf(input.schema).schema, input.map, via, input.gaps, input.exact);
}
