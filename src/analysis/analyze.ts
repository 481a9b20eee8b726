import ts from "../util/typescript.cjs";
import { checkTool } from "../checks/run.js";
import type { CheckOptions, Finding } from "../checks/types.js";
import type { FrameworkModule } from "../frameworks/types.js";
import { validateCheckOptions } from "../options.js";
import { readDefinitionObject, readStaticString, type DefinitionObject } from "../schema/definition-object.js";
import { sendSchema, type SendPolicyShape } from "../schema/send.js";
import { evaluateStatic } from "../schema/static-eval.js";
import type { JsonObject, Resolution, Route } from "../schema/types.js";
import { resolveInput, type InputParts } from "./resolve-input.js";

export interface StaticText {
  readonly value: string;
  readonly node: ts.Node;
}

/** Everything the rules, the API and the CLI need about one tool definition call. */
export interface ToolAnalysis {
  readonly call: ts.CallExpression;
  readonly framework: FrameworkModule;
  readonly definition: DefinitionObject | undefined;
  readonly name: StaticText | undefined;
  readonly description: StaticText | undefined;
  /** `false` when the definition turns its own lint off; else its option overrides. */
  readonly lint: false | Partial<CheckOptions>;
  readonly parts: InputParts;
  /** How the schema was obtained; "none" for a tool without any input. */
  readonly route: Route | "none";
  readonly resolution: Resolution | undefined;
  /** Why no schema findings are reported, when that is the case. */
  readonly unresolved: { readonly reason: string; readonly node: ts.Node } | undefined;
  readonly draft: JsonObject | undefined;
  readonly sent: JsonObject | undefined;
  readonly droppedRoot: string | undefined;
  readonly unconvertible: string | undefined;
  /** Draft pointers the send conversion wrapped (see SentSchema.wrapped). */
  readonly wrapped: readonly string[];
  readonly exact: boolean;
  /** The checks' findings under the given options (memoised per options value). */
  findings(options: CheckOptions): readonly Finding[];
}

/** A memo key for check options, cheaper than JSON.stringify and equal for equal options. */
function optionsKey(o: CheckOptions): string {
  return `${o.targets.join(",")}|${o.maxDescriptionChars}|${o.maxPropertyDescriptionChars}|${o.warnAboveTokens}|${o.charsPerToken}`;
}

const EMPTY_PARAMETERS: JsonObject = { type: "object", properties: {}, additionalProperties: false };

function shapeFor(framework: FrameworkModule, resolution: Resolution & { ok: true }): SendPolicyShape {
  switch (resolution.route) {
    case "literal":
      return framework.sends.literal;
    case "zod":
      return framework.sends.libraries.zod ?? framework.sends.typed;
    case "zod3":
      return framework.sends.libraries.zod3 ?? framework.sends.typed;
    case "seal":
      return framework.sends.libraries.seal ?? framework.sends.typed;
    default:
      return framework.sends.typed;
  }
}

function readText(checker: ts.TypeChecker, definition: DefinitionObject | undefined, key: string): StaticText | undefined {
  const property = definition?.properties.get(key);
  if (!property) return undefined;
  const result = readStaticString(checker, property.value);
  return result.ok ? { value: result.value, node: property.value } : undefined;
}

function readLint(checker: ts.TypeChecker, definition: DefinitionObject | undefined, key: string | undefined): false | Partial<CheckOptions> {
  const property = key ? definition?.properties.get(key) : undefined;
  if (!property) return {};
  const value = evaluateStatic(checker, property.value);
  if (!value.ok) return {};
  if (value.value === false) return false;
  try {
    return validateCheckOptions(value.value, key!);
  } catch {
    // The definition's own options are the user's code, checked by its types; ignore what is invalid.
    return {};
  }
}

/**
 * Analyses one recognised call site. Never throws: an internal failure becomes an unresolved
 * analysis with the error's message, so the file's other findings are still reported.
 */
export function analyzeCall(program: ts.Program, call: ts.CallExpression, framework: FrameworkModule): ToolAnalysis {
  try {
    return analyzeCallUnguarded(program, call, framework);
  } catch (error) {
    return failedAnalysis(call, framework, error);
  }
}

/** What a call site becomes when the plugin itself failed on it: no findings, and the reason why. */
function failedAnalysis(call: ts.CallExpression, framework: FrameworkModule, error: unknown): ToolAnalysis {
  const message = error instanceof Error ? error.message : String(error);
  return {
    call,
    framework,
    definition: undefined,
    name: undefined,
    description: undefined,
    lint: {},
    parts: { call, input: undefined, typeArgument: undefined, execute: undefined },
    route: "none",
    resolution: undefined,
    unresolved: { reason: `internal error while analysing this definition (please report it): ${message}`, node: call },
    draft: undefined,
    sent: undefined,
    droppedRoot: undefined,
    unconvertible: undefined,
    wrapped: [],
    exact: false,
    findings: () => [],
  };
}

function analyzeCallUnguarded(program: ts.Program, call: ts.CallExpression, framework: FrameworkModule): ToolAnalysis {
  const checker = program.getTypeChecker();
  let definition: DefinitionObject | undefined;
  let unresolved: ToolAnalysis["unresolved"];
  const argument = call.arguments[0];
  if (!argument) unresolved = { reason: "the call has no definition argument", node: call };
  else if (ts.isSpreadElement(argument)) unresolved = { reason: "the definition is passed as a spread argument", node: argument };
  else {
    const read = readDefinitionObject(checker, argument);
    if ("reason" in read) unresolved = { reason: read.reason, node: read.node };
    else definition = read;
  }

  const keys = framework.definition;
  const parts: InputParts = {
    call,
    input: definition?.properties.get(keys.input)?.value,
    typeArgument: call.typeArguments?.[0],
    execute: definition?.properties.get(keys.execute)?.value ?? definition?.methods.get(keys.execute),
  };
  let resolution: Resolution | undefined;
  if (definition) {
    try {
      resolution = resolveInput(program, parts);
    } catch (error) {
      resolution = { ok: false, reason: `internal error while resolving the schema: ${(error as Error).message}`, node: parts.input ?? call };
    }
    if (resolution && !resolution.ok) unresolved = { reason: resolution.reason, node: resolution.node };
    if (!resolution && definition && !definition.complete && !parts.input) {
      const missing = definition.unresolved[0];
      unresolved = { reason: `the input may come from a part of the definition that is not static: ${missing?.reason ?? "unknown"}`, node: missing?.node ?? argument! };
    }
  }

  let draft: JsonObject | undefined;
  let sent: JsonObject | undefined;
  let droppedRoot: string | undefined;
  let unconvertible: string | undefined;
  let wrapped: readonly string[] = [];
  let route: Route | "none" = "none";
  let exact = true;
  if (resolution?.ok) {
    draft = resolution.schema;
    const out = sendSchema(draft, shapeFor(framework, resolution), {
      replaceNonObjectRoot: framework.sends.replaceNonObjectRoot,
      what: resolution.route === "zod3" ? "a zod 3 schema" : undefined,
    });
    sent = out.sent;
    droppedRoot = out.droppedRoot;
    unconvertible = out.unconvertible;
    wrapped = out.wrapped;
    route = resolution.route;
    exact = resolution.exact;
  } else if (definition && !resolution && !unresolved) {
    // A definition without any input: the tool takes no parameters.
    draft = sent = EMPTY_PARAMETERS;
  }

  const name = readText(checker, definition, keys.name);
  const description = readText(checker, definition, keys.description);
  const lint = readLint(checker, definition, keys.lint);
  const memo = new Map<string, readonly Finding[]>();

  return {
    call,
    framework,
    definition,
    name,
    description,
    lint,
    parts,
    route,
    resolution,
    unresolved,
    draft,
    sent,
    droppedRoot,
    unconvertible,
    wrapped,
    exact,
    findings(options) {
      if (lint === false || !sent || !draft) return [];
      const key = optionsKey(options);
      let found = memo.get(key);
      if (!found) {
        try {
          found = checkTool({ name: name?.value, description: description?.value, sent, draft, exact, droppedRoot, unconvertible }, options);
        } catch {
          // The checks are pure JSON walks; should one fail on a schema, the tool gets no findings
          // rather than taking down the lint of the whole file.
          found = [];
        }
        memo.set(key, found);
      }
      return found;
    },
  };
}
