import fc from "fast-check";
import { shortText, stringExpression, toolName } from "./names.js";
import { typeArb } from "./types-arb.js";

/**
 * The odd shapes every framework's calls are built from (frameworks-arb.ts): object literals with
 * members dropped, spread or duplicated, argument lists with the definition missing, spread or
 * behind a const, arrays with holes and spreads, values that are opaque (`any`, a call result),
 * receivers and callees under `as any`, placements that shadow the callee's root.
 */

/** Declarations a call needs before it (a config const, a class, tools declared apart), named per call. */
export class Hoisted {
  readonly statements: string[] = [];
  private count = 0;
  constructor(private readonly index: number) {}

  /** `const <fresh name> = value;` before the call; returns the name. */
  declare(stem: string, value: string, type = ""): string {
    const name = this.fresh(stem);
    this.statements.push(`const ${name}${type ? `: ${type}` : ""} = ${value};`);
    return name;
  }

  fresh(stem: string): string {
    return `${stem}${this.index}_${this.count++}`;
  }
}

/** Source text that may hoist declarations; most pieces are plain text and ignore `hoisted`. */
export type Gen = (hoisted: Hoisted) => string;

/** Mostly one of the forms a framework recognises, now and then one it must not take for a tool. */
export const mostly = (usual: readonly string[], odd: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: fc.constantFrom(...odd) });

export const plain = (arb: fc.Arbitrary<string>): fc.Arbitrary<Gen> => arb.map((text) => () => text);
export const keyed = (key: string, arb: fc.Arbitrary<string>): fc.Arbitrary<Gen> => plain(arb.map((value) => `${key}: ${value}`));

export const nameArb = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(toolName, fc.nat()).map(([name, form]) => stringExpression(name, form)) },
  // One name shared by many generated tools: duplicates within a set.
  { weight: 2, arbitrary: fc.constant('"dup_name"') },
  { weight: 1, arbitrary: fc.constantFrom("getName()", "42", "prefix", "anyValue", "undefined", "`${getName()}_x`") },
);

export const descriptionArb = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(shortText, fc.nat()).map(([text, form]) => stringExpression(text, form)) },
  { weight: 1, arbitrary: fc.constantFrom(JSON.stringify("d".repeat(1100)), "getName()", "undefined", "anyValue") },
);

export const strictArb = fc.constantFrom("strict: true", "strict: false", "strict: flag", "strict: !flag", "strict: anyValue", "strict: undefined", '"strict": true', "strict: 1");

/** A handler passed as a value: positional (LangChain, MCP) or under a framework's own key. */
export const handlerArb = fc.oneof(
  fc.constantFrom(
    "async () => 1",
    "async (input) => input",
    "async (input: any) => JSON.stringify(input)",
    "handler",
    "anyValue",
    "undefined",
    "async (...args: any[]) => args",
    "async function named(input: unknown) { return input; }",
  ),
  fc.nat({ max: 2 }).map((i) => `async (input: T${i}) => input`),
  typeArb.map((t) => `async function (input: ${t}) { return input; }`),
);

/** Members no framework expects, or expects elsewhere: spreads, computed keys, getters, duplicates. */
const oddMember = fc.constantFrom(
  "...anyValue",
  "...sharedDefinition",
  "...definition0",
  "...(flag ? {} : { strict: true })",
  "[k]: 1",
  "[getName()]: 2",
  '["description"]: "computed description"',
  '"name": "quoted_name"',
  'get name() { return "getter"; }',
  'name: "dup_name"',
  "extra: undefined",
);

/**
 * An object literal: the members a framework needs to see a tool are dropped rarely, the others often;
 * sometimes an odd member or two anywhere.
 */
export function objectOf(core: readonly fc.Arbitrary<Gen>[], optional: readonly fc.Arbitrary<Gen>[] = []): fc.Arbitrary<Gen> {
  const extras = fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(oddMember, fc.nat()), { minLength: 1, maxLength: 2 }) });
  const members = [...core.map((member) => fc.option(member, { freq: 12, nil: undefined })), ...optional.map((member) => fc.option(member, { freq: 3, nil: undefined }))];
  return fc.tuple(fc.tuple(...members), extras, fc.boolean()).map(
    ([kept, odd, trailingComma]) =>
      (hoisted) => {
        const list = kept.flatMap((member) => (member ? [member(hoisted)] : []));
        for (const [member, at] of odd) list.splice(at % (list.length + 1), 0, member);
        return `{ ${list.join(", ")}${trailingComma && list.length > 0 ? "," : ""} }`;
      },
  );
}

/**
 * The argument list of a one-definition factory: the definition, or something odd in its place
 * (`wrongDefinition`: a definition written for another framework).
 */
export function argumentsOf(definition: fc.Arbitrary<Gen>, wrongDefinition: fc.Arbitrary<string>): fc.Arbitrary<Gen> {
  return fc.oneof(
    { weight: 10, arbitrary: definition },
    { weight: 1, arbitrary: definition.map((d): Gen => (h) => h.declare("config", d(h))) },
    { weight: 1, arbitrary: definition.map((d): Gen => (h) => `(flag ? ${d(h)} : anyValue)`) },
    { weight: 1, arbitrary: definition.map((d): Gen => (h) => `${d(h)} as any`) },
    { weight: 1, arbitrary: definition.map((d): Gen => (h) => `{ ...definition0, ...${d(h)} }`) },
    { weight: 1, arbitrary: definition.map((d): Gen => (h) => `${d(h)}, 1, "extra"`) },
    { weight: 1, arbitrary: definition.map((d): Gen => (h) => `...[${d(h)}]`) },
    { weight: 1, arbitrary: plain(wrongDefinition) },
    { weight: 2, arbitrary: plain(fc.constantFrom("", "anyValue", "definition0", "makeDefinition()", "null", "undefined", '"a string"', "[]", "...anyArgs", "sharedDefinition")) },
  );
}

/** `[a, , ...spread, b, b]`: elements, holes, spreads of `any` and of literals, a repeated element. */
export function arrayOf(element: fc.Arbitrary<Gen>, foreign: fc.Arbitrary<Gen>): fc.Arbitrary<Gen> {
  const item = fc.oneof(
    { weight: 8, arbitrary: element },
    { weight: 1, arbitrary: plain(fc.constant("")) },
    { weight: 1, arbitrary: plain(fc.constantFrom("...anyTools", "...[]", "anyValue", "null")) },
    { weight: 1, arbitrary: element.map((e): Gen => (h) => `...[${e(h)}]`) },
    { weight: 1, arbitrary: foreign },
  );
  // Empty arrays come from `valueForms`; here every array has something to read.
  return fc.tuple(fc.array(item, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([items, repeat]) => (h) => {
    const texts = items.map((i) => i(h));
    if (repeat && texts.length > 0) texts.push(texts[0]);
    return `[${texts.join(", ")}]`;
  });
}

/**
 * Where a tools array or a config may stand: written in place, behind a const (typed or not), or
 * opaque. Rarely opaque: these nest (request, config, tools, declarations) and every level must be
 * readable for the tools below it to be found.
 */
export function valueForms(value: fc.Arbitrary<Gen>, type = ""): fc.Arbitrary<Gen> {
  return fc.oneof(
    { weight: 16, arbitrary: value },
    { weight: 3, arbitrary: value.map((v): Gen => (h) => h.declare("value", v(h))) },
    { weight: 2, arbitrary: type ? value.map((v): Gen => (h) => h.declare("typed", v(h), type)) : value },
    {
      weight: 2,
      arbitrary: fc.oneof(
        value.map((v): Gen => (h) => `(flag ? ${v(h)} : anyValue)`),
        value.map((v): Gen => (h) => `${v(h)} as any`),
        plain(fc.constantFrom("anyValue", "undefined", "[]", "{}", "getName()")),
      ),
    },
  );
}

/** A call expression and the identifier at its root, which a placement may shadow. */
export interface Site {
  readonly expr: Gen;
  readonly root: string;
}

export function call(callee: fc.Arbitrary<string>, args: fc.Arbitrary<Gen>, prefix = ""): fc.Arbitrary<Site> {
  return fc.tuple(callee, args).map(([c, a]) => ({ expr: (h) => `${prefix}${c}(${a(h)})`, root: rootOf(c) }));
}

/** `aiTool` of `(aiTool as any)`, `OpenAI` of `new OpenAI().chat.completions.create`. */
export function rootOf(callee: string): string {
  return /^[(\s]*(?:new\s+)?([A-Za-z_$][\w$]*)/.exec(callee)?.[1] ?? "anyValue";
}

/** Calls of `receiver.method(request)` for each receiver and method given. */
export function methodCall(receivers: fc.Arbitrary<string>, methods: readonly string[], request: fc.Arbitrary<Gen>): fc.Arbitrary<Site> {
  const args = fc.oneof(
    { weight: 20, arbitrary: request },
    { weight: 1, arbitrary: plain(fc.constantFrom("", "anyValue", "...anyArgs", "undefined")) },
    { weight: 1, arbitrary: request.map((r): Gen => (h) => `...[${r(h)}]`) },
    { weight: 1, arbitrary: request.map((r): Gen => (h) => `{ ...anyValue, ...${r(h)} }`) },
  );
  return call(fc.tuple(receivers, fc.constantFrom(...methods)).map(([r, m]) => `${r}.${m}`), args);
}

type Placement = (expr: string, index: number, root: string) => string;

/** Where a framework call stands; one time in six under a shadowed root (an `any` parameter, a local). */
export const placementArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom<Placement>(
      (expr) => `${expr};`,
      (expr) => `void ${expr};`,
      (expr) => `await ${expr};`,
      (expr, i) => `export const framed${i} = ${expr};`,
      (expr, i) => `const lazyFramed${i} = () => ${expr};`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Placement>(
      (expr, i, root) => `function shadowed${i}(${root}: any) { return ${expr}; }`,
      (expr, _i, root) => `{ const ${root} = (...args: unknown[]) => args; void ${root}; ${expr}; }`,
    ),
  },
);
