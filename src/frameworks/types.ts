// The contract every framework module fulfils: how its sites look, what it sends, what it changes.
// Shared by all framework folders; the core reads only these types.
import type ts from "typescript";
import type { FailurePlace, FindingLocation } from "../checks/types.js";
import type { SchemaLibrary } from "../schema/shared/library.js";
import type { SendPolicyShape, SendShape } from "./core/send.js";
import type { JsonDialect, JsonObject, Pointer, Resolution, Route, SchemaOrigin } from "../schema/types.js";
import type { ZodJsonTarget } from "../schema/zod-chain/index.js";
import type { Zod3Options } from "../schema/zod3-chain/index.js";
import type { SiteReader } from "./core/reader.js";

/** What a framework does to an input schema before it reaches any provider. */
export interface SendPolicy {
  /** A JSON Schema object literal (also one wrapped by the framework's own helper, e.g. `jsonSchema({...})`). */
  readonly literal: SendShape;
  /** An input known only by its TypeScript type (type argument, annotated parameter, unknown library). */
  readonly typed: SendShape;
  /** Schema libraries whose converter decides the shape (`zod3`: zod 3, which has no converter of its own). */
  readonly libraries: Readonly<Partial<Record<SchemaLibrary | "zod3", SendPolicyShape>>>;
  /** A root that is not `type: "object"` is replaced by an empty parameter list. */
  readonly replaceNonObjectRoot: boolean;
  /**
   * The `target` the framework asks zod 4's converter for: "draft-07" or "draft-2020-12" (the result
   * then carries `$schema`, records `propertyNames`…), or "other" (any other name, e.g.
   * `jsonSchema.input({ target: "openai-strict" })`). Default "other".
   */
  readonly zodTarget?: ZodJsonTarget;
  /**
   * The zod-to-json-schema options the framework converts zod 3 inputs with, where they change what
   * it writes (Genkit's `removeAdditionalStrategy: "strict"`). Default: its defaults.
   */
  readonly zod3?: Zod3Options;
  /**
   * Standard Schema libraries the framework converts in a way a route reads exactly: `valibot` through
   * `@valibot/to-json-schema` with no config (FastMCP's xsschema); `arktype` and `effect4` (an
   * Effect 4 schema wrapped in `toStandardJSONSchemaV1`) through `~standard.jsonSchema.input({ target })` at
   * the dialect given;
   * `effect` as xsschema converts Effect (Effect 3 by `JSONSchema.make` of the installed `effect`, Effect 4
   * through its Standard JSON Schema, FastMCP's own checks of both). A framework that converts them otherwise
   * (or throws on them) leaves them to the type walk, which claims less. Default: none.
   */
  readonly standardConverters?: { readonly valibot?: true; readonly arktype?: JsonDialect; readonly effect?: true; readonly effect4?: JsonDialect };
  /**
   * The framework's own input format that is not JSON Schema (CopilotKit's parameters array), read
   * first: the JSON Schema the framework builds from it (route "parameter-list"), or undefined when
   * the input is not in that format. `id` keys the cached resolution.
   */
  readonly parameterList?: { readonly id: string; read(checker: ts.TypeChecker, input: ts.Expression): Resolution | undefined };
}

/** What decides a framework's behaviour at one site: the installed package version and the site's own flags. */
export interface SendContext {
  /** The version of the framework's package installed next to the linted file; undefined when not found (assume the newest). */
  readonly version: string | undefined;
  /** The site's static `strict` flag, when it has one. */
  readonly strict: boolean | undefined;
  /** The installed version of another package next to the linted file (a provider package paired with the framework). */
  readonly versionOf?: (pkg: string) => string | undefined;
  /**
   * The program being analysed, for facts read from other files (the model a tool is given): a site
   * is recognised once and kept while its own file and imports do not change, but those files may.
   */
  readonly program?: ts.Program;
}

/** An export of a framework package: `["tool"]`, `["ai", "tool"]`, `["default"]` for a default export. */
export type ExportPath = readonly string[];

/**
 * A named collection of tools that are sent together: an AI SDK tools object, a `tools: [...]` array,
 * the tools registered on one MCP server. Duplicate names and tool counts are checked per set.
 */
export interface ToolSetRef {
  /** The node that identifies the set (the array or object literal, the server's declaration). */
  readonly node: ts.Node;
  /** For messages: "this tools array", "MCP server `server`". */
  readonly label: string;
  /**
   * The tool was placed in the set by the type that reaches it, not by a listing written out: a
   * choice made at run time (an exclusion list, a filter) may leave it out, so the rules that count
   * a set or compare its members do not count it.
   */
  readonly byType?: boolean;
}

/**
 * The parts of one tool definition found at a site. Everything is optional but `node`, `anchor`
 * and `form`: what a framework leaves out (a name given by an object key, no description) is absent.
 */
export interface ToolParts {
  /** The node that identifies this tool (one per tool): the factory call, the array element, the class. */
  readonly node: ts.Node;
  /** Where findings about the definition as a whole are reported: the callee, the element, the class name. */
  readonly anchor: ts.Node;
  /** The form, for messages and the CLI: `tool()`, `server.registerTool()`, `chat.completions.create tools[]`. */
  readonly form: string;
  /** The object literal holding the parts, when there is one (its `lint` key is read from here). */
  readonly definition?: import("../schema/shared/definition-object.js").DefinitionObject;
  /** Set when the definition cannot be read at all: why, and where. */
  readonly unreadable?: { readonly reason: string; readonly node: ts.Node };
  /**
   * Set when this stands for every tool a site takes from values that cannot be followed to their
   * definitions (a catalog chosen at run time with no type the program's values are written as): how
   * many tools there are and what they send is unknown. `unreadable` says why; reported by
   * `unfollowed-tools` at `unreadable.node`.
   */
  readonly unfollowed?: true;
  /**
   * The catalog entry this tool is one choice of (`{ factory: a, overrides: { readOnly: b } }`, one
   * picked at run time): the tools of one entry are variants, never registered together.
   */
  readonly variantOf?: ts.Node;
  /**
   * The Map, as written, the program keeps this tool in by its name before listing it (`this.tools` of
   * `this.tools.set(definition.name, definition)`): a second tool of the name replaces it there.
   */
  readonly keptByName?: string;
  /** For an unfollowed stand-in, what the user can change so that its tools are read (replaces the rule's general advice). */
  readonly unfollowedFix?: string;
  /** For an unfollowed stand-in: its tools are typed `any` where the framework takes them (a request body passed on), so no type leads to them. */
  readonly unfollowedUntyped?: true;
  /**
   * For an unfollowed stand-in at one member of the tools a framework takes (a model call, an agent, `bindTools`)
   * (`recognition/packaged-tools.ts`): the member as written, the names of what makes its tools (for
   * the rule's `ignore`), and the tools object or array of the file it is a member of (for the report's
   * count of the set).
   */
  readonly unfollowedMember?: {
    readonly text: string;
    readonly makers: readonly string[];
    readonly set?: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression;
  };
  /**
   * Set when the framework throws on this tool (at definition, registration or send), so it is never
   * sent anywhere: what happens, in words ("throws at registration: …"), the node that causes it,
   * and where that behaviour was read. Reported by `unsendable-tool`.
   */
  readonly fails?: { readonly reason: string; readonly node: ts.Node; readonly source: string };
  /**
   * Set when the input is written under a key the installed version does not read (`parameters` under
   * AI SDK 5+), and under none it reads: the key as written, the one read instead, the property name
   * node, and where the rename was read. The tool is sent without
   * parameters; `root-not-object` reports it at `node`.
   */
  readonly ignoredInput?: { readonly key: string; readonly reads: string; readonly node: ts.Node; readonly source: string };
  /**
   * A schema the framework sends whatever the definition says (LangChain's string tools), with
   * where that behaviour is written. Checked like any other, reported at the anchor, never fixed.
   */
  readonly fixedSchema?: {
    readonly schema: JsonObject;
    readonly source: string;
    /** Where each part of `schema` is written, when the framework's reader knows (findings are placed by it). */
    readonly map?: ReadonlyMap<Pointer, SchemaOrigin>;
    /**
     * What the framework does to the input as written to send this schema instead, when that is a loss
     * the user should hear of (`lists it with no parameters: …`), with who does it: reported by
     * `silent-transform` at the input (or at `pointer`, placed through `map`), for every target.
     */
    readonly replaces?: { readonly change: string; readonly by: string; readonly pointer?: Pointer; readonly fix?: string };
  };
  /** The expression giving the tool's name. */
  readonly name?: ts.Expression;
  /** A name fixed by the tool's place rather than by an expression (the key in an AI SDK tools object). */
  readonly nameFromKey?: { readonly value: string; readonly node: ts.Node };
  /**
   * A name given where another file places the tool (a Mastra agent's `tools` key), read in the
   * program being analysed: that file may change while the site's own file is kept. Used when there
   * is no `nameFromKey`; a node in another file stands for the key, which findings then point at
   * the tool's anchor instead.
   */
  readonly nameElsewhere?: (program: ts.Program) => { readonly value: string; readonly node: ts.Node } | undefined;
  readonly description?: ts.Expression;
  /**
   * The framework takes the description from the schema: its root `description` when it has one, else
   * a text of its own by the schema's kind (`zod` for a zod schema, `other` otherwise), with where
   * that was read. Stands in for `description`.
   */
  readonly descriptionFromSchema?: { readonly zod: string; readonly other: string; readonly source: string };
  /** The input schema expression, already unwrapped from framework helpers (`jsonSchema(x)` → `x`). */
  readonly input?: ts.Expression;
  /** `input` is an object whose values are schemas (`{ city: z.string() }`), read as an object of them. */
  readonly inputIsShape?: boolean;
  /**
   * An empty shape (`{}`) stands for a zod 4 object, not a zod 3 one: nothing in it says which zod,
   * and the framework picks zod 4 (MCP SDK ≥ 1.23.0 `objectFromShape`: "default to v4 Mini").
   */
  readonly emptyShapeIsZod4?: boolean;
  /**
   * Set when the parts are read from a template written once for many tools (a seam's body, a
   * catalog's `map`): what an expression written there stands for at this tool (`t.schema.inputSchema`
   * → the element's schema, a seam parameter → the caller's argument), or undefined for itself. The
   * schema routes follow expressions through it.
   */
  readonly substitute?: (expr: ts.Expression) => ts.Expression | undefined;
  readonly typeArgument?: ts.TypeNode;
  /** The handler (function or method) whose first parameter may type the input. */
  readonly execute?: ts.Node;
  /** The `strict` flag's expression, when the definition has one. */
  readonly strict?: ts.Expression;
  /** Per-definition lint options (`lint: false | {...}`), when the framework has them. */
  readonly lint?: ts.Expression;
  /**
   * Set where the tool is listed to MCP clients with behaviour hints (the protocol's `ToolAnnotations`),
   * whether or not the definition declares any: what it declares, read statically by the framework.
   */
  readonly annotations?: DeclaredAnnotations;
  /** The set this tool is sent in, when the site says (an array of raw tools, one MCP server). */
  readonly toolSet?: ToolSetRef;
  /**
   * Targets the site itself decides (a raw Anthropic `tools` array goes to Anthropic), or the given
   * ones (the user's, else the framework's destinations) as this site really uses them (an AI SDK tool
   * without `strict: true` reaches OpenAI non-strict); the user's per-definition `lint.targets` still
   * wins. Undefined: the given targets stand.
   */
  readonly targets?: (context: SendContext, configured: readonly string[]) => readonly string[];
}

/** One behaviour hint of a tool's `annotations` as written (`destructiveHint: true`). */
export interface DeclaredHint {
  /** The static boolean written; undefined when the value is not static (a variable, a condition). */
  readonly value: boolean | undefined;
  /** The property that writes it (`destructiveHint: true`), for reports and edits. */
  readonly node: ts.Node;
}

/**
 * The MCP behaviour hints (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`) a
 * definition declares for its tool, read statically where the tool is defined.
 */
export interface DeclaredAnnotations {
  /** The expression given as the annotations; undefined when the definition declares none. */
  readonly node: ts.Expression | undefined;
  /** The object literal it stands for, when it is one. */
  readonly literal: ts.ObjectLiteralExpression | undefined;
  /** The hints written in it, by name. */
  readonly hints: ReadonlyMap<string, DeclaredHint>;
  /** False when the annotations cannot be read whole (not a literal, a spread not followed): a hint may be missing. */
  readonly complete: boolean;
}

/** Reads the tools at one recognised site; an empty list when the site holds none. */
export type ReadSite<N extends ts.Node> = (node: N, reader: SiteReader) => readonly ToolParts[];

/**
 * How a framework's tool sites look in source. The core finds candidates from the file's import
 * declarations (so recognition works without the package's types) and hands each to `read`.
 */
export type ToolForm =
  /** A call of an exported factory: `tool({...})`, `createTool({...})`. */
  | { readonly kind: "call"; readonly callee: ExportPath; readonly read: ReadSite<ts.CallExpression> }
  /** `new DynamicStructuredTool({...})`. */
  | { readonly kind: "new"; readonly callee: ExportPath; readonly read: ReadSite<ts.NewExpression> }
  /**
   * A method called on an instance of an exported class: `server.registerTool(...)`,
   * `client.chat.completions.create({ tools })`. The instance is recognised from its type when the
   * package's types are installed, else from a `new Class()` initializer or a type annotation.
   */
  | {
      readonly kind: "method";
      /** The class, by each export path it is reachable under (`["default"]`, `["OpenAI"]`). */
      readonly instanceOf: readonly ExportPath[];
      /** Member path from the instance to the method: `["registerTool"]`, `["chat", "completions", "create"]`. */
      readonly method: readonly string[];
      readonly read: ReadSite<ts.CallExpression>;
    }
  /** A class extending an exported class: `class Search extends StructuredTool { name = …; schema = … }`. */
  | { readonly kind: "subclass"; readonly base: ExportPath; readonly read: ReadSite<ts.ClassLikeDeclaration> }
  /**
   * A value declared (`const t: X[] = …`), asserted (`as X[]`) or checked (`satisfies X[]`) to have one
   * of the framework's types, or an array of them. `read` receives the value expression.
   */
  | {
      readonly kind: "typed";
      readonly typeNames: readonly string[];
      readonly read: ReadSite<ts.Expression>;
      /**
       * Also an object literal given to a call whose parameter has the type (`registry.register({ … })`
       * where `register(tool: Tool)`), or to a JSX attribute that has it (`<Provider tools={[{ … }]} />`):
       * typed by where it goes, not by a declaration. Asked only in files that import from the
       * framework's packages.
       */
      readonly contextual?: true;
      /**
       * With `contextual`: also a list given by name to a JSX attribute that takes a list of the type
       * (`<Provider tools={tools} />`), where the component sends what it is given, so the attribute is
       * where the tools go. `read` then receives the list expression, to follow it.
       */
      readonly contextualLists?: true;
      /**
       * With `contextual`: also an object literal written under a key of an object the checker expects to
       * be one of these set types (`generateText({ tools: { search: { description, inputSchema } } })`,
       * `tools` a `ToolSet`): a tool named by its key, which needs no `name` of its own.
       */
      readonly contextualSets?: readonly string[];
      /**
       * The values are tools only in a program that sends them some other way too (an MCP `Tool` is data
       * until a `tools/list` handler lists it): in a program of their own they are not found.
       */
      readonly onlyWhereListed?: true;
    };

/** One change a framework makes before sending, in words, at the schema node or name it is about. */
export interface TransformChange {
  readonly location: FindingLocation;
  /** What happens, as a verb phrase: `drops "pattern"`, `renames the tool to "fetch_weather"`. */
  readonly change: string;
  /** How to keep it from happening, when that is known (one sentence); else the rule's general advice. */
  readonly fix?: string;
}

export interface TransformResult {
  /**
   * Set when the framework throws on the tool or leaves it out of the request on the way to these
   * targets: what happens, as a verb phrase ("sends the request without this tool, because …").
   * Reported by `unsendable-tool`; the view is then not checked further for those targets.
   */
  readonly fails?: string;
  /**
   * The schema node the framework fails on, when its failure is about one node (a keyword, a field, the
   * root): `unsendable-tool` is then reported there rather than at the definition.
   */
  readonly failsAt?: FailurePlace;
  /** The schema after the transform; undefined when unchanged. */
  readonly schema?: JsonObject;
  /** The name after the transform; undefined when unchanged. */
  readonly name?: string;
  readonly changes: readonly TransformChange[];
  /**
   * The framework turns a `null` the model sends for a property this transform made required and
   * nullable back into a missing property before validation and the handler (Mastra's OpenAI layer):
   * the optional property is then still optional where it matters, so `optional-forced-required`
   * has nothing to report for this target.
   */
  readonly nullsBecomeMissing?: boolean;
}

/**
 * A rewrite a framework applies silently on the way to some providers: the AI SDK's Google
 * conversion, agents-js renaming tools. Rules check the transformed tool and `silent-transform`
 * reports each change.
 */
export interface FrameworkTransform {
  readonly id: string;
  /** Who does it, for messages: "the AI SDK's Google provider". */
  readonly by: string;
  /** Targets whose requests go through it; "all" when the framework does it for every provider. */
  readonly targets: readonly string[] | "all";
  /** Version gate: true when the installed version (undefined: newest) has this behaviour. */
  readonly appliesTo?: (context: SendContext) => boolean;
  /** Where the behaviour was read: repository + path, or an issue. */
  readonly source: string;
  /**
   * The rewrite is part of what the destination receives but is not reported by `silent-transform`:
   * for wire details no provider treats differently from the schema as written (`$schema`). What a
   * destination rejects in the result is still reported by the other rules.
   */
  readonly quiet?: boolean;
  /**
   * `route`: how the input was resolved ("zod3" for zod 3, "literal" for a JSON literal, "none" without input);
   * `context`: the installed version, for a rewrite whose result changed between releases.
   */
  apply(tool: { readonly schema: JsonObject; readonly name: string | undefined; readonly route?: Route | "none" }, context: SendContext): TransformResult;
}

/**
 * Where a framework's tools really go when the user lists no `targets`: the targets (provider, mode
 * and field, one id each) and, in words, by which path. A site that knows better (a raw Anthropic
 * request, a `strict` flag) still narrows them through `ToolParts.targets`.
 */
export interface Destinations {
  readonly targets: readonly string[] | ((context: SendContext) => readonly string[]);
  /** How the tools get there, for the report and the docs: "forwarded as written by MCP clients"; by the installed version when it differs. */
  readonly via: string | ((context: SendContext) => string);
  /** Where that was read. */
  readonly source: string;
}

/** Where a tool set is taken: the argument at `argument` (0 when absent), or its `tools` property when `property` is set. */
export interface ToolsAt {
  readonly argument?: number;
  readonly property?: "tools";
}

/**
 * The places a framework takes a set of tools (`generateText({ tools })`, `model.bindTools(tools)`), read
 * for the members a package makes, which the program has only as declarations. Tools made by the
 * framework's own packages are read by its forms and not said.
 */
export interface ToolSinks {
  /** Functions and classes, by module and export, called or constructed with the tools. */
  readonly calls: readonly (ToolsAt & { readonly module: string; readonly names: readonly string[] })[];
  /** Methods of a package's classes (`bindTools` of a chat model), by name and the packages that declare them (`@scope/*` for a scope). */
  readonly methods?: readonly (ToolsAt & { readonly name: string; readonly declaredIn: readonly string[] })[];
  /**
   * Packages whose tools hold no schema of the program's (a provider's own tools, an MCP client's
   * tools listed at run time): not said. `@scope/*` names a scope; `package#name` one export of a
   * package whose other tools are said (`#mcp`, `#MCPClient.tools` for a class's method).
   */
  readonly notUserTools?: readonly string[];
  /** Where the sinks and the packages above were read. */
  readonly source: string;
}

/**
 * One tool framework: how to recognise its tool sites from import declarations, where the parts of
 * a definition are, and what it sends. Adding a framework is one module like this.
 */
export interface FrameworkModule {
  readonly id: string;
  /** Human name for messages: "Vercel AI SDK". */
  readonly label: string;
  /** Module specifiers whose exports make tools (exact: "openai" and "openai/helpers/zod" are two). */
  readonly packages: readonly string[];
  /** Local modules (absolute paths without extension) whose exports make tools: a user's own factory file. */
  readonly files?: readonly string[];
  /** The package whose installed version decides version-dependent behaviour. */
  readonly versionPackage?: string;
  readonly forms: readonly ToolForm[];
  /** What is sent, by version and site flags. */
  readonly sends: SendPolicy | ((context: SendContext) => SendPolicy);
  readonly transforms?: readonly FrameworkTransform[];
  /** What it sends for a tool defined without any input; default `{ type: "object", properties: {}, additionalProperties: false }`. */
  readonly withoutInput?: JsonObject | ((context: SendContext) => JsonObject);
  /**
   * What the framework's zod 4 conversion does with a type JSON Schema cannot represent (`z.date()`,
   * `z.bigint()`, `z.map()`, a transform on the input side), for which zod's converter throws by
   * default: `throws` says when, in words ("when a client lists the server's tools"), `source` where it
   * was read or observed, `by` who throws when the framework's label does not say it. Absent: not
   * known, and such a tool stays unresolved.
   */
  readonly zodUnrepresentable?: { readonly throws: string; readonly source: string; readonly by?: string };
  /**
   * Set when the framework keeps one tool per name on a server, the last one added (FastMCP's
   * `addTool` removes the earlier one): `duplicate-tool-name` then says which one is never listed,
   * with where that was read.
   */
  readonly replacesSameName?: { readonly source: string };
  /**
   * Set when registering a second tool under a name a server already holds throws (the MCP SDKs'
   * `McpServer`): `duplicate-tool-name` then says so rather than that a request can be rejected.
   * `except` matches the forms of a later registration that replaces the tool instead (said as `replaced`).
   */
  readonly throwsOnSameName?: { readonly error: string; readonly source: string; readonly except?: RegExp };
  /** Where its tools go when the user lists no `targets`. */
  readonly destinations: Destinations;
  /** Where the framework takes a set of tools, for the tools a package makes among them (`recognition/packaged-tools.ts`). */
  readonly toolSinks?: ToolSinks;
  /**
   * Set when a definition is only a value (`tool()` returns an object and registers nothing): it
   * is sent when code passes it on, so one the program uses nowhere (analysis/recognition/unused.ts)
   * is reported as used nowhere rather than as sent. Where that was read.
   */
  readonly sentWhenPassedOn?: { readonly source: string };
  /** Where the behaviour described here was read. */
  readonly source: string;
}
