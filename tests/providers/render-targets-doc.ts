import { defaultTargetIds, providers } from "../../src/providers/index.js";
import type { Fact, KeywordRule, Provenance, ProviderProfile } from "../../src/providers/types.js";

/**
 * Renders docs/targets.md from the provider modules, so the page cannot drift from the data the checks
 * read. targets-doc.test.ts compares the page with this output; `npx vitest run
 * tests/providers/targets-doc.test.ts -u` rewrites it after a provider module changes.
 */

interface TargetProse {
  /** The request this target models, in a sentence or two. */
  readonly models: string;
  /** What the provider enforces that these checks do not, with where it is stated. */
  readonly notChecked: readonly string[];
}

const prose: Record<string, TargetProse> = {
  "openai-strict": {
    models:
      "OpenAI function calling with `strict: true`: `tools[].function.parameters` on Chat Completions, `tools[].parameters` on the Responses API (which may also switch to strict on its own when `strict` is omitted).",
    notChecked: [
      "Size limits of the strict subset (5,000 properties, 10 levels of nesting, 120,000 characters of names and enum values, 1,000 enum values): structured-outputs guide, 2026-04 copy.",
      "`$ref` with sibling keywords, and `items` without a type: user reports and pydantic/pydantic-ai `profiles/openai.py`, 2025–2026.",
    ],
  },
  anthropic: {
    models: "Anthropic Messages API tools without `strict`: the schema in `tools[].input_schema`.",
    notChecked: ["Ways a schema can be invalid draft 2020-12 (`JSON schema is invalid`) other than the two older-draft forms above: user reports, 2025–2026."],
  },
  google: {
    models:
      "Gemini function declarations (Gemini API and Vertex AI) with the schema in `parametersJsonSchema`, which takes JSON Schema; use `google-parameters` for the older `parameters` field.",
    notChecked: ["Schemas too complex to serve (`too many states for serving`): Gemini docs and googleapis/python-genai#950, 2025."],
  },
  openai: {
    models:
      "OpenAI function calling without strict mode: Chat Completions by default, or the Responses API with `strict: false`. The schema in `parameters` is followed on a best-effort basis.",
    notChecked: [
      "A nested `{\"type\": \"object\"}` with no `properties` key: every `object schema missing properties` report found is of a root (a tool without parameters), so only the root is checked.",
    ],
  },
  "anthropic-strict": {
    models:
      "Anthropic Messages API tools with `strict: true` (structured outputs, beta from 2025-11-13): the schema in `tools[].input_schema`, limited to the subset `output_config.format` also uses.",
    notChecked: [
      "`minItems` above 1, recursive schemas, `allOf` combined with `$ref`, external `$ref`, object or array `enum` values, and regular expressions beyond the simple subset: structured-outputs doc, 2025-11 → 2026.",
      "At most 24 optional properties and 16 union-typed properties across all strict schemas of a request: same doc, 2026.",
    ],
  },
  "google-parameters": {
    models:
      "Gemini function declarations with the schema in the legacy `parameters` field: an OpenAPI 3.0 Schema object, where unknown fields are a 400 (`Unknown name`).",
    notChecked: [
      "An OBJECT with no or empty `properties`, and an ARRAY without `items`, are rejected; `enum` only on STRING; STRING `format` only `enum` or `date-time`: user reports, 2024–2026.",
      "Property names: a letter or `_` first, then letters, digits and `_`, at most 64: googleapis/python-genai `FunctionDeclaration.parameters` docstring, 2024-12 → 2026.",
    ],
  },
  bedrock: {
    models:
      "AWS Bedrock Converse tools, `toolConfig.tools[].toolSpec` with the schema in `inputSchema.json`, without `toolSpec.strict`. The root rules are Claude's, which Bedrock passes the tool to.",
    notChecked: [
      "`toolSpec.description`, when present, must not be empty: docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolSpecification.html (current copy, 2026). The checks have no rule for a minimum description length.",
    ],
  },
  mcp: {
    models:
      "What the Model Context Protocol asks of a server's `tools/list` entries: `name` and `inputSchema`. A host still forwards the tool to a model API, so check that API's target as well.",
    notChecked: ["Tool names unique per server (a SHOULD): docs/specification/2025-11-25/server/tools.mdx, 2025-11-25."],
  },
  mistral: {
    models:
      "Mistral function calling (`tools[].function.parameters`) on chat completions, agents completions, conversations and agent definitions, as `@mistralai/mistralai` and `@ai-sdk/mistral` send it; `strict: true` is passed on, but no source says it changes what is accepted, so strict or not a tool is checked here.",
    notChecked: [
      "Which JSON Schema drafts the metaschema check accepts: not published; only the draft-04 boolean bound is known to fail (SylphxAI/pdf-reader-mcp#63, 2025-05).",
      "Root type and root combinators: no Mistral statement or error report found, 2026-12.",
    ],
  },
  groq: {
    models:
      "Groq Chat Completions tools (`tools[].function.parameters`), OpenAI-compatible, from `groq-sdk`, `@ai-sdk/groq` or an OpenAI client pointed at `api.groq.com/openai/v1`. Groq documents strict mode for `response_format` only, so a function's `strict: true` is checked here too.",
    notChecked: [
      "What each model does with the schema: Groq applies it best effort and answers a call that does not match with `tool_use_failed` at run time (console.groq.com/docs/tool-use, 2025–2026).",
    ],
  },
  xai: {
    models:
      "xAI (Grok) function tools on Chat Completions or Responses, from `@ai-sdk/xai` or an OpenAI client pointed at `api.x.ai/v1`. Only what xAI's docs state is checked; its structured-output subset is for response formats.",
    notChecked: [
      "A root union whose branch is a `$ref`: no report says how xAI reads it, so it is not judged.",
      "Name characters and length: no xAI statement found, 2026.",
    ],
  },
  deepseek: {
    models:
      "DeepSeek Chat Completions tools (`tools[].function.parameters`) without strict mode, from `@ai-sdk/deepseek` or an OpenAI client pointed at `api.deepseek.com`.",
    notChecked: ["Keywords: DeepSeek documents a keyword list for strict mode only (`deepseek-strict`), 2026."],
  },
  "deepseek-strict": {
    models:
      "DeepSeek strict function calling (beta): `strict: true` on a function sent to `https://api.deepseek.com/beta`, where the server validates the schema against a documented subset.",
    notChecked: [
      "Keywords outside the documented lists (the guide names what is supported per type; only the ones it calls unsupported are reported), 2026.",
    ],
  },
  openrouter: {
    models:
      "OpenRouter Chat Completions tools, from `@openrouter/ai-sdk-provider` or an OpenAI client pointed at `openrouter.ai/api/v1`. OpenRouter passes tools on to the provider serving the model, which applies its own rules: list that provider's target too when you know it.",
    notChecked: ["The rules of the provider behind the model (name pattern, root type, keywords): they depend on the model, 2026."],
  },
  cohere: {
    models: "Cohere Chat v2 tools (`tools[].function.parameters`) without `strict_tools`, from `cohere-ai` or `@ai-sdk/cohere`.",
    notChecked: ["Name rules and tool counts for Chat v2: not documented (v1's `Tool.name` rule is), 2026-08."],
  },
  "cohere-strict": {
    models:
      "Cohere Chat v2 tools sent with `strict_tools: true` (Structured Outputs for tools), whose documented JSON Schema subset is smaller. The keywords it lists as unsupported are reported as not enforced: the docs do not say whether the request fails.",
    notChecked: [
      "`format` values other than `date-time`, `uuid`, `date` and `time`: the docs name these as the supported ones without saying what happens to another, 2026-08.",
    ],
  },
  ollama: {
    models:
      "Ollama's native `/api/chat` tools, from `ollama` (ollama-js) or `ollama-ai-provider-v2`: the server decodes each tool into fixed Go structs and renders the model's template from them, so a keyword without a field is dropped and a kept one of the wrong kind fails the request.",
    notChecked: [
      "Whether the model follows the schema: Ollama validates nothing else, and a template may show the model only part of what was decoded, 2026-08.",
      "Ollama's OpenAI-compatible endpoint (`/v1/chat/completions`), which converts the request to the same structs: not read.",
    ],
  },
};

const HEADER = "| Rule | Value | Source | Date | Confidence | Note |\n| --- | --- | --- | --- | --- | --- |";
const KEYWORD_HEADER =
  "| Keyword | Effect | Instead | Source | Date | Confidence | Note |\n| --- | --- | --- | --- | --- | --- | --- |";

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

function row(rule: string, value: string, fact: Provenance): string {
  return `| ${rule} | ${cell(value)} | ${cell(fact.source)} | ${cell(fact.date)} | ${fact.confidence} | ${cell(fact.note ?? "")} |`;
}

function yesNo(fact: Fact<boolean>): string {
  return fact.value ? "yes" : "no";
}

function factRows(p: ProviderProfile): string[] {
  const rows = [
    row("Name characters", `\`${p.name.pattern.value}\` (${p.name.allowed})`, p.name.pattern),
    row("Name length", Number.isSafeInteger(p.name.maxLength.value + 1) ? `1–${p.name.maxLength.value} characters` : "no limit stated", p.name.maxLength),
  ];
  if (p.descriptionMaxChars) rows.push(row("Description length", `at most ${p.descriptionMaxChars.value} characters`, p.descriptionMaxChars));
  rows.push(row('Root must be `"type": "object"`', yesNo(p.root.mustBeObject), p.root.mustBeObject));
  const combinators = p.root.rejectedCombinators;
  rows.push(row("Combinators rejected at the root", combinators.value.length > 0 ? combinators.value.map((c) => `\`${c}\``).join(", ") : "none", combinators));
  const branches = p.root.unionBranchesMustBeObjects;
  if (branches) rows.push(row("A root `anyOf`/`oneOf` with a branch that is not an object fails", yesNo(branches), branches));
  if (p.requiresAllPropertiesRequired) rows.push(row("Every property in `required`", yesNo(p.requiresAllPropertiesRequired), p.requiresAllPropertiesRequired));
  if (p.requiresAdditionalPropertiesFalse) {
    rows.push(row("`additionalProperties: false` on every object", yesNo(p.requiresAdditionalPropertiesFalse), p.requiresAdditionalPropertiesFalse));
  }
  if (p.rejectsTypeArrays) rows.push(row('`"type"` as a list rejected', yesNo(p.rejectsTypeArrays), p.rejectsTypeArrays));
  if (p.enumValuesMustBeStrings) rows.push(row("`enum` values must be strings", yesNo(p.enumValuesMustBeStrings), p.enumValuesMustBeStrings));
  if (p.requiresDraft2020) rows.push(row("Draft 2020-12 only (a draft-07 `items` array or a boolean `exclusiveMinimum`/`exclusiveMaximum` fails)", yesNo(p.requiresDraft2020), p.requiresDraft2020));
  if (p.arrayNeedsItems) rows.push(row("An array schema must have `items`", yesNo(p.arrayNeedsItems), p.arrayNeedsItems));
  if (p.stringFormats) rows.push(row("String `format` values accepted", p.stringFormats.value.map((f) => `\`${f}\``).join(", "), p.stringFormats));
  if (p.rejectsBooleanBounds) rows.push(row("A draft-04 boolean `exclusiveMinimum`/`exclusiveMaximum` fails", yesNo(p.rejectsBooleanBounds), p.rejectsBooleanBounds));
  if (p.objectRootNeedsProperties) rows.push(row("A root object must have `properties`", yesNo(p.objectRootNeedsProperties), p.objectRootNeedsProperties));
  if (p.requiredNeedsProperties) rows.push(row("An object with `required` must have `properties`", yesNo(p.requiredNeedsProperties), p.requiredNeedsProperties));
  if (p.decodedKeywords) {
    const kept = (fields: Readonly<Record<string, string>>) => Object.keys(fields).map((k) => `\`${k}\``).join(", ");
    rows.push(row("Keywords decoded (every other one is dropped)", `root: ${kept(p.decodedKeywords.value.root)}; each property and branch: ${kept(p.decodedKeywords.value.nested)}`, p.decodedKeywords));
  }
  if (p.maxTools) rows.push(row("Tools per request (hard cap)", String(p.maxTools.value), p.maxTools));
  if (p.recommendedMaxTools) rows.push(row("Tools per request (advice)", String(p.recommendedMaxTools.value), p.recommendedMaxTools));
  return rows;
}

function keywordRow(rule: KeywordRule): string {
  const instead = rule.instead ? `\`${rule.instead}\`` : "";
  return `| \`${rule.keyword}\` | ${rule.effect} | ${instead} | ${cell(rule.source)} | ${cell(rule.date)} | ${rule.confidence} | ${cell(rule.note ?? "")} |`;
}

function heading(p: ProviderProfile): string {
  return `\`${p.id}\`: ${p.label}`;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9 _-]/g, "").replace(/ /g, "-");
}

function section(p: ProviderProfile): string {
  const text = prose[p.id];
  if (!text) throw new Error(`render-targets-doc: no prose for target ${p.id}`);
  const keywords =
    p.keywords.length === 0
      ? "No keyword is reported for this target."
      : `${KEYWORD_HEADER}\n${p.keywords.map(keywordRow).join("\n")}`;
  const notChecked = text.notChecked.map((line) => `- ${line}`).join("\n");
  return [
    `## ${heading(p)}`,
    `${text.models} Schema field: \`${p.schemaField}\`.${defaultTargetIds.includes(p.id) ? " Checked by default." : ""}`,
    `### Name, root and limits\n\n${HEADER}\n${factRows(p).join("\n")}`,
    `### Keywords\n\n${keywords}`,
    `### Not checked\n\n${notChecked}`,
  ].join("\n\n");
}

export function renderTargetsDoc(): string {
  const intro = [
    "# Targets",
    "<!-- Generated from src/providers by tests/providers/render-targets-doc.ts; do not edit by hand. -->",
    `A target is one provider request shape the checks know. Without a \`targets\` option the checks use ${defaultTargetIds.map((id) => `\`${id}\``).join(", ")}; the other targets are checked only when \`targets\` names them.`,
    "Every value below comes from the provider module with the public source it was read from, the date of that source and a confidence: **high** (the provider's docs or SDK types, matching users' errors), **medium** (one of the two), **low** (a single report, an inference, or sources that disagree). A keyword that is *rejected* makes the API answer 400; one that is *ignored* is accepted and has no effect.",
    providers.map((p) => `- [\`${p.id}\`](#${anchor(heading(p))}): ${p.label}`).join("\n"),
  ];
  return `${[...intro, ...providers.map(section)].join("\n\n")}\n`;
}
