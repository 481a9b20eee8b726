import ts from "../util/typescript.cjs";
import { checkTool, needsCount } from "../checks/run.js";
import type { CheckCode, CheckOptions, Finding, TargetView, ToolUnderCheck } from "../checks/types.js";
import type { DeclaredAnnotations, FrameworkModule, SendContext, SendPolicy, ToolParts, ToolSetRef } from "../frameworks/types.js";
import { installedVersion } from "../frameworks/core/version.js";
import { validateCheckOptions } from "../options.js";
import { readStaticString, type DefinitionObject } from "../schema/shared/definition-object.js";
import { sendSchema, type SendPolicyShape } from "../frameworks/core/send.js";
import { createEvalContext, evaluateStatic } from "../schema/shared/static-eval.js";
import { followExpression, outermostWrapper, symbolOfIdentifier, unwrapExpression, withSubstitution } from "../schema/shared/static-follow.js";
import type { JsonObject, Resolution, Route } from "../schema/types.js";
import { resolveInput, type InputParts } from "./resolve-input.js";
import { withTypeDecisions } from "../schema/shared/nullish-default.js";
import { cachedResolution, type CacheEntry } from "./cache/index.js";
import type { RecognisedTool } from "./recognition/sites.js";
import { alternativeOf } from "./recognition/alternative-returns.js";

export interface StaticText {
  readonly value: string;
  readonly node: ts.Node;
}

/** Everything the rules, the API and the CLI need about one tool definition. */
export interface ToolAnalysis {
  /** The node that identifies the tool (factory call, array element, class). */
  readonly node: ts.Node;
  /** Where findings about the definition as a whole are reported. */
  readonly anchor: ts.Node;
  /** The form the tool was written in: `tool()`, `server.registerTool()`. */
  readonly form: string;
  readonly framework: FrameworkModule;
  readonly definition: DefinitionObject | undefined;
  readonly name: StaticText | undefined;
  readonly description: StaticText | undefined;
  /** `false` when the definition turns its own lint off; else its option overrides. */
  readonly lint: false | Partial<CheckOptions>;
  readonly parts: InputParts;
  /** The static `strict` flag of the definition, when it has one. */
  readonly strict: boolean | undefined;
  /** What decided the framework's behaviour here (installed version, strict flag). */
  readonly sendContext: SendContext;
  /**
   * The targets this tool is checked against: the configured ones (undefined: the framework's real
   * destinations), as the site uses them (a raw Anthropic array decides its own).
   */
  targetsFor(configured: readonly string[] | undefined): readonly string[];
  /** The set this tool is sent in, for duplicate names and counts. */
  readonly toolSet: ToolSetRef | undefined;
  /** The MCP behaviour hints the definition declares, where the tool is listed with them (ToolParts.annotations). */
  readonly annotations?: DeclaredAnnotations;
  /** How the schema was obtained; "none" for a tool without any input. */
  readonly route: Route | "none";
  readonly resolution: Resolution | undefined;
  /** Why no schema findings are reported, when that is the case. */
  readonly unresolved: { readonly reason: string; readonly node: ts.Node } | undefined;
  /** This stands for the tools a site takes from values that cannot be followed (ToolParts.unfollowed); `unresolved` says why. */
  readonly unfollowed: boolean;
  /** What to change so that the tools an unfollowed stand-in hides are read, when its site says (ToolParts.unfollowedFix). */
  readonly unfollowedFix?: string;
  /** The tools an unfollowed stand-in hides are typed `any` where they are taken (ToolParts.unfollowedUntyped). */
  readonly unfollowedUntyped: boolean;
  /** The member of a tool set an unfollowed stand-in stands for (ToolParts.unfollowedMember). */
  readonly unfollowedMember?: ToolParts["unfollowedMember"];
  /** The catalog entry this tool is one variant of (ToolParts.variantOf). */
  readonly variantOf?: ts.Node;
  /** The Map the program keeps this tool in by its name (ToolParts.keptByName). */
  readonly keptByName?: string;
  readonly draft: JsonObject | undefined;
  readonly sent: JsonObject | undefined;
  readonly droppedRoot: string | undefined;
  readonly unconvertible: string | undefined;
  /** Set when the framework throws on this tool wherever it goes (ToolParts.fails). */
  readonly fails: { readonly reason: string; readonly node: ts.Node; readonly source: string; readonly by?: string } | undefined;
  /** Set when the input is under a key the installed version ignores (ToolParts.ignoredInput), at the key written. */
  readonly ignoredInput: (NonNullable<ToolUnderCheck["ignoredInput"]> & { readonly node: ts.Node }) | undefined;
  /** Draft pointers the send conversion wrapped (see SentSchema.wrapped). */
  readonly wrapped: readonly string[];
  readonly exact: boolean;
  /** What one target receives after the framework's target-specific rewrites (memoised). */
  viewFor(target: string): TargetView;
  /**
   * The checks' findings under the given options (memoised per options value). With `code`, only the
   * part of the checks that code needs: the tokens are counted only for heavy-definition (or no code).
   */
  findings(options: CheckOptions, code?: CheckCode): readonly Finding[];
}

const optionKeys = new WeakMap<CheckOptions, string>();

/**
 * A memo key for check options, equal for equal options. Every rule asks every tool of a file with
 * the same options object, so the key is kept per object.
 */
function optionsKey(o: CheckOptions): string {
  let key = optionKeys.get(o);
  if (key === undefined) {
    key = `${o.targets.join(",")}|${o.maxDescriptionChars}|${o.maxPropertyDescriptionChars}|${o.warnAboveTokens}|${o.charsPerToken}`;
    optionKeys.set(o, key);
  }
  return key;
}

const EMPTY_PARAMETERS: JsonObject = { type: "object", properties: {}, additionalProperties: false };

function shapeFor(policy: SendPolicy, resolution: Resolution & { ok: true }): SendPolicyShape {
  switch (resolution.route) {
    case "literal":
    // A converter's result, or a TypeBox schema, is plain JSON by the time the framework gets it, like a literal.
    case "converted":
    case "typebox":
      return policy.literal;
    case "zod":
      return policy.libraries.zod ?? policy.typed;
    case "zod3":
      return policy.libraries.zod3 ?? policy.typed;
    case "seal":
      return policy.libraries.seal ?? policy.typed;
    case "framework":
      return "as-written";
    default:
      return policy.typed;
  }
}

function readText(checker: ts.TypeChecker, expr: ts.Expression | undefined): StaticText | undefined {
  if (!expr) return undefined;
  const result = readStaticString(checker, expr);
  return result.ok ? { value: result.value, node: writtenAt(checker, expr) } : undefined;
}

/**
 * A text a template reads from a parameter (`name: name` in a maker's `() => ({ name, … })`) is written
 * where the call that made the tool passes it: the argument's literal, as the substitution gives it.
 * Any other expression (a const's name, a concatenation) stays where it is.
 */
function writtenAt(checker: ts.TypeChecker, expr: ts.Expression): ts.Expression {
  const inner = unwrapExpression(expr);
  const declaration = ts.isIdentifier(inner) ? symbolOfIdentifier(checker, inner)?.valueDeclaration : undefined;
  if (!declaration || !ts.isParameter(declaration)) return expr;
  const followed = followExpression(createEvalContext(checker), inner);
  return followed.ok && ts.isStringLiteralLike(followed.expr) ? followed.expr : expr;
}

/** The description a framework takes from the schema (`descriptionFromSchema`): unknown while the schema is. */
function describedBySchema(site: ToolParts, resolution: Resolution | undefined): StaticText | undefined {
  const from = site.descriptionFromSchema;
  if (!from || !resolution?.ok) return undefined;
  const own = resolution.schema.description;
  if (typeof own === "string") return { value: own, node: resolution.map.get("")?.node ?? site.input ?? site.anchor };
  return { value: resolution.route === "zod" || resolution.route === "zod3" ? from.zod : from.other, node: site.anchor };
}

function readLint(checker: ts.TypeChecker, expr: ts.Expression | undefined): false | Partial<CheckOptions> {
  if (!expr) return {};
  const value = evaluateStatic(checker, expr);
  if (!value.ok) return {};
  if (value.value === false) return false;
  try {
    return validateCheckOptions(value.value, "lint");
  } catch {
    // The definition's own options are the user's code, checked by its types; ignore what is invalid.
    return {};
  }
}

/**
 * Analyses one recognised tool. Never throws: an internal failure becomes an unresolved analysis
 * with the error's message, so the file's other findings are still reported.
 */
export function analyzeTool(program: ts.Program, tool: RecognisedTool): ToolAnalysis {
  try {
    // A tool read from a template: its name and description are evaluated, and its schema resolved, through it.
    return withSubstitution(tool.parts.substitute, () => analyzeToolUnguarded(program, tool));
  } catch (error) {
    return failedAnalysis(tool, error);
  }
}

/** What a tool becomes when the plugin itself failed on it: no findings, and the reason why. */
function failedAnalysis({ parts, framework }: RecognisedTool, error: unknown): ToolAnalysis {
  const message = error instanceof Error ? error.message : String(error);
  const view: TargetView = { sent: EMPTY_PARAMETERS, name: undefined, changes: [] };
  return {
    node: parts.node,
    anchor: parts.anchor,
    form: parts.form,
    unfollowed: false,
    unfollowedUntyped: false,
    framework,
    definition: undefined,
    name: undefined,
    description: undefined,
    lint: {},
    parts: { input: undefined, typeArgument: undefined, execute: undefined },
    strict: undefined,
    sendContext: { version: undefined, strict: undefined, versionOf: () => undefined },
    targetsFor: (configured) => configured ?? destinationsOf(framework, { version: undefined, strict: undefined }),
    toolSet: undefined,
    route: "none",
    resolution: undefined,
    unresolved: { reason: `internal error while analysing this definition (please report it): ${message}`, node: parts.anchor },
    draft: undefined,
    sent: undefined,
    droppedRoot: undefined,
    unconvertible: undefined,
    fails: undefined,
    ignoredInput: undefined,
    wrapped: [],
    exact: false,
    viewFor: () => view,
    findings: () => [],
  };
}

/** Where the framework sends its tools when the user lists no targets. */
export function destinationsOf(framework: FrameworkModule, context: SendContext): readonly string[] {
  const { targets } = framework.destinations;
  return typeof targets === "function" ? targets(context) : targets;
}

/** How the framework's tools get there, in words, for the installed version. */
export function viaOf(framework: FrameworkModule, context: SendContext): string {
  const { via } = framework.destinations;
  return typeof via === "function" ? via(context) : via;
}

function policyFor(framework: FrameworkModule, context: SendContext): SendPolicy {
  return typeof framework.sends === "function" ? framework.sends(context) : framework.sends;
}

function analyzeToolUnguarded(program: ts.Program, { parts: site, framework }: RecognisedTool): ToolAnalysis {
  const checker = program.getTypeChecker();
  const definition = site.definition;
  let unresolved: ToolAnalysis["unresolved"] = site.unreadable;

  const parts: InputParts = {
    input: site.input,
    inputIsShape: site.inputIsShape,
    emptyShapeIsZod4: site.emptyShapeIsZod4,
    typeArgument: site.typeArgument,
    execute: site.execute,
  };
  const strictValue = site.strict ? evaluateStatic(checker, site.strict) : undefined;
  const strict = strictValue?.ok && typeof strictValue.value === "boolean" ? strictValue.value : undefined;
  const fileName = site.node.getSourceFile().fileName;
  const sendContext: SendContext = {
    version: framework.versionPackage ? installedVersion(framework.versionPackage, fileName) : undefined,
    strict,
    versionOf: (pkg) => installedVersion(pkg, fileName),
    program,
  };
  const policy = policyFor(framework, sendContext);
  const ignoredInput = ignoredInputOf(site, framework, sendContext);

  let resolution: Resolution | undefined;
  let entry: CacheEntry | undefined;
  if (site.fixedSchema) {
    resolution = { ok: true, schema: site.fixedSchema.schema, map: new Map(site.fixedSchema.map ?? []), route: "framework", exact: true, gaps: [] };
  } else if (!site.unreadable) {
    const resolve = (): Resolution | undefined => {
      try {
        return withTypeDecisions(() => resolveInput(program, parts, policy.zodTarget, policy.zod3, policy.standardConverters, policy.parameterList));
      } catch (error) {
        return { ok: false, reason: `internal error while resolving the schema: ${(error as Error).message}`, node: parts.input ?? site.anchor };
      }
    };
    // Kept across programs: after an edit, only the definitions whose text or declarations changed resolve again.
    const cached = cachedResolution(program, { node: site.node, parts: [parts.input, parts.typeArgument, parts.execute], extra: `${policy.zodTarget}|${policy.zod3?.removeAdditionalStrategy}|${JSON.stringify(policy.standardConverters ?? {})}|${parts.inputIsShape ?? false}|${parts.emptyShapeIsZod4 ?? false}|${policy.parameterList?.id ?? ""}` }, resolve);
    resolution = cached.resolution;
    entry = cached.entry;
    if (resolution && !resolution.ok && !(resolution.unrepresentable && framework.zodUnrepresentable)) unresolved = { reason: resolution.reason, node: resolution.node };
    if (!resolution && definition && !definition.complete && !parts.input) {
      const missing = definition.unresolved[0];
      unresolved = { reason: `the input may come from a part of the definition that is not static: ${missing?.reason ?? "unknown"}`, node: missing?.node ?? site.anchor };
    }
  }

  const fails: ToolAnalysis["fails"] = site.fails ?? unrepresentableFailure(resolution, framework);
  let draft: JsonObject | undefined;
  let sent: JsonObject | undefined;
  let droppedRoot: string | undefined;
  let unconvertible: string | undefined;
  let wrapped: readonly string[] = [];
  let route: Route | "none" = "none";
  let exact = true;
  const elsewhere = site.nameFromKey ? undefined : site.nameElsewhere?.(program);
  const name: StaticText | undefined = site.nameFromKey
    ? { value: site.nameFromKey.value, node: site.nameFromKey.node }
    : elsewhere
      ? { value: elsewhere.value, node: elsewhere.node.getSourceFile() === site.node.getSourceFile() ? elsewhere.node : site.anchor }
      : readText(checker, site.name);
  const description = site.descriptionFromSchema ? describedBySchema(site, resolution) : readText(checker, site.description);
  const lint = readLint(checker, site.lint);
  // The sent schema, checks and views depend on the resolution (the entry's key) and on these recognised inputs.
  const derivedKey = entry ? JSON.stringify([framework.id, policy, sendContext.version, strict, name?.value, description?.value, lint]) : "";
  let derived = entry?.derived.get(derivedKey);
  if (!derived) {
    derived = { findings: new Map<string, readonly Finding[]>(), views: new Map<string, TargetView>() };
    entry?.derived.set(derivedKey, derived);
  }

  if (resolution?.ok) {
    draft = resolution.schema;
    const out = (derived.sent ??= sendSchema(draft, shapeFor(policy, resolution), {
      replaceNonObjectRoot: policy.replaceNonObjectRoot,
      what: resolution.route === "zod3" ? "a zod 3 schema" : resolution.route === "zod" ? "a zod 4 schema" : undefined,
    }));
    sent = out.sent;
    droppedRoot = out.droppedRoot;
    unconvertible = out.unconvertible;
    wrapped = out.wrapped;
    route = resolution.route;
    exact = resolution.exact;
  } else if (!site.unreadable && !resolution && !unresolved) {
    // A definition without any input: the tool takes no parameters.
    const withoutInput = framework.withoutInput;
    draft = sent = (typeof withoutInput === "function" ? withoutInput(sendContext) : withoutInput) ?? EMPTY_PARAMETERS;
  }

  const memo = derived.findings;
  const views = derived.views;
  const viewFor = (target: string): TargetView => {
    let view = views.get(target);
    if (!view) {
      view = targetView(framework, sendContext, target, sent ?? EMPTY_PARAMETERS, name?.value, route);
      const replaced = site.fixedSchema?.replaces;
      if (replaced) {
        const change = { location: { kind: "schema" as const, pointer: replaced.pointer ?? "" }, change: replaced.change, by: replaced.by, ...(replaced.fix ? { fix: replaced.fix } : {}) };
        view = { ...view, changes: [change, ...view.changes] };
      }
      views.set(target, view);
    }
    return view;
  };

  return {
    node: site.node,
    anchor: site.anchor,
    form: site.form,
    unfollowed: site.unfollowed === true,
    unfollowedFix: site.unfollowedFix,
    unfollowedUntyped: site.unfollowedUntyped === true,
    unfollowedMember: site.unfollowedMember,
    // One of the tools a function returns in turn (`alternative-returns.ts`) is a choice, as a catalog entry's are.
    variantOf: site.variantOf ?? alternativeOf(site.node),
    keptByName: site.keptByName,
    framework,
    definition,
    name,
    description,
    lint,
    parts,
    strict,
    sendContext,
    targetsFor: (configured) => {
      const given = configured ?? destinationsOf(framework, sendContext);
      return site.targets?.(sendContext, given) ?? given;
    },
    toolSet: site.toolSet ?? enclosingSet(site.node),
    annotations: site.annotations,
    route,
    resolution,
    unresolved,
    draft,
    sent,
    droppedRoot,
    unconvertible,
    fails,
    ignoredInput,
    wrapped,
    exact,
    viewFor,
    findings(options, code) {
      if (lint === false) return [];
      if (fails) return checkTool({ name: name?.value, description: description?.value, sent: EMPTY_PARAMETERS, draft: EMPTY_PARAMETERS, exact: true, fails: { by: fails.by ?? framework.label, reason: fails.reason }, sender: framework.label, route }, options, "uncounted");
      const key = optionsKey(options);
      if (!sent || !draft) {
        // The schema is unknown, but a name or description that is read is still checked (a factory's tool whose schema reads a parameter).
        if ((!name && !description) || (code !== undefined && needsCount(code))) return [];
        let found = memo.get(`unknown|${key}`);
        if (!found) {
          try {
            found = checkTool({ name: name?.value, description: description?.value, sent: EMPTY_PARAMETERS, draft: EMPTY_PARAMETERS, exact: false, schemaUnknown: true, viewFor, sender: framework.label, route }, options, "uncounted");
          } catch {
            found = [];
          }
          memo.set(`unknown|${key}`, found);
        }
        return found;
      }
      // Two parts, memoised apart: the token count runs only when a reader needs it (src/checks/run.ts).
      const part = (scope: "uncounted" | "counted"): readonly Finding[] => {
        let found = memo.get(`${scope}|${key}`);
        if (!found) {
          try {
            found = checkTool({ name: name?.value, description: description?.value, sent, draft, exact, droppedRoot, unconvertible, ignoredInput, viewFor, sender: framework.label, route }, options, scope);
          } catch {
            // The checks are pure JSON walks; should one fail on a schema, the tool gets no findings
            // rather than taking down the lint of the whole file.
            found = [];
          }
          memo.set(`${scope}|${key}`, found);
        }
        return found;
      };
      const uncounted = part("uncounted");
      if (!needsCount(code)) return uncounted;
      const counted = part("counted");
      return counted.length === 0 ? uncounted : [...uncounted, ...counted];
    },
  };
}

/** What to write instead of a type zod cannot convert, by the start of zod's message; else a type JSON Schema has. */
const REPRESENTABLE_INSTEAD: readonly (readonly [prefix: string, instead: string])[] = [
  ["Date ", "z.iso.datetime()"],
  ["BigInt ", "z.number().int()"],
  ["Set ", "z.array()"],
  ["Map ", "z.record()"],
];

/** zod throws on the input and the framework is known to call its converter with the default: the tool never goes out. */
function unrepresentableFailure(resolution: Resolution | undefined, framework: FrameworkModule): ToolAnalysis["fails"] {
  const known = framework.zodUnrepresentable;
  if (!resolution || resolution.ok || !resolution.unrepresentable || !known) return undefined;
  const { message, node } = resolution.unrepresentable;
  const instead = REPRESENTABLE_INSTEAD.find(([prefix]) => message.startsWith(prefix))?.[1] ?? "a type JSON Schema can describe";
  return { reason: `throws "${message}" ${known.throws}: use ${instead}`, node, source: known.source, ...(known.by ? { by: known.by } : {}) };
}

/** The ignored input key in the checks' terms: the framework and installed version that ignore it. */
function ignoredInputOf(site: ToolParts, framework: FrameworkModule, context: SendContext): ToolAnalysis["ignoredInput"] {
  const ignored = site.ignoredInput;
  if (!ignored || site.input) return undefined;
  return { key: ignored.key, reads: ignored.reads, node: ignored.node, by: context.version ? `${framework.label} ${context.version}` : framework.label };
}

/** The framework's rewrites for one target, applied in order to the schema and name it sends. */
function targetView(framework: FrameworkModule, context: SendContext, target: string, sent: JsonObject, name: string | undefined, route: Route | "none"): TargetView {
  let schema = sent;
  let currentName = name;
  let fails: TargetView["fails"];
  let nullsBecomeMissing = false;
  const changes: TargetView["changes"][number][] = [];
  for (const transform of framework.transforms ?? []) {
    if (transform.targets !== "all" && !transform.targets.includes(target)) continue;
    if (transform.appliesTo && !transform.appliesTo(context)) continue;
    const result = transform.apply({ schema, name: currentName, route }, context);
    if (result.fails) fails ??= { by: transform.by, reason: result.fails, ...(result.failsAt ? { at: result.failsAt } : {}) };
    if (result.schema) schema = result.schema;
    if (result.name !== undefined) currentName = result.name;
    if (result.nullsBecomeMissing) nullsBecomeMissing = true;
    if (transform.quiet) continue;
    for (const change of result.changes) changes.push({ ...change, by: transform.by });
  }
  return { sent: schema, name: currentName, changes, ...(fails ? { fails } : {}), ...(nullsBecomeMissing ? { nullsBecomeMissing } : {}) };
}

/** A tool written directly in an array or object literal belongs to that literal's set. */
function enclosingSet(node: ts.Node): ToolSetRef | undefined {
  const current = outermostWrapper(node);
  const parent = current.parent;
  if (parent && ts.isArrayLiteralExpression(parent)) return { node: parent, label: "this array of tools" };
  if (parent && ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) return { node: parent.parent, label: "this tools object" };
  return undefined;
}
