// Where an `openai` client's requests go when its `baseURL` names another provider's OpenAI-compatible API
// (Groq, xAI, DeepSeek, OpenRouter): that provider's target instead of OpenAI's, read from `new OpenAI({ baseURL })`.
import ts from "../../util/typescript.cjs";
import type { SiteReader } from "../core/reader.js";
import type { SendContext } from "../types.js";

/** One provider's OpenAI-compatible endpoint: the base URLs its docs give, and where a function then goes. */
interface CompatibleApi {
  readonly host: string;
  /** Paths of the documented base URLs, without a trailing slash. */
  readonly paths: readonly string[];
  readonly targets: (context: SendContext, path: string) => readonly string[];
  readonly source: string;
}

const COMPATIBLE: readonly CompatibleApi[] = [
  {
    host: "api.groq.com",
    paths: ["/openai/v1"],
    // Groq documents strict (constrained decoding) for response_format only, not for tools.
    targets: () => ["groq"],
    source: "console.groq.com/docs/openai (copy in Ravishka17/AskLab-AI-Bot Groq_Documentation/Getting_Started/openai.md, commit 5d98b3c8); @ai-sdk/groq 4.0.84 default baseURL",
  },
  {
    host: "api.x.ai",
    paths: ["/v1"],
    targets: () => ["xai"],
    source: "docs.x.ai tools overview (the OpenAI client with base_url https://api.x.ai/v1); @ai-sdk/xai 5.0.12 default baseURL",
  },
  {
    host: "api.deepseek.com",
    paths: ["", "/v1", "/beta"],
    // Strict function calling needs both the /beta base URL and `strict: true` on the function.
    targets: (context, path) => [path === "/beta" && context.strict === true ? "deepseek-strict" : "deepseek"],
    source: "api-docs.deepseek.com guides/function_calling (base_url https://api.deepseek.com), first API call (/v1 also accepted), guides/tool_calls (/beta for strict mode); @ai-sdk/deepseek 3.0.56 default baseURL",
  },
  {
    host: "openrouter.ai",
    paths: ["/api/v1"],
    targets: () => ["openrouter"],
    source: "openrouter.ai/docs (the OpenAI SDK with baseURL https://openrouter.ai/api/v1); @openrouter/ai-sdk-provider 3.1.0 default baseURL",
  },
];

/** The targets a site's functions go to, for a static base URL one of these providers documents; else undefined. */
export function compatibleTargets(baseURL: string): ((context: SendContext) => readonly string[]) | undefined {
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    return undefined;
  }
  const path = url.pathname.replace(/\/+$/, "");
  const api = COMPATIBLE.find((a) => a.host === url.hostname && a.paths.includes(path));
  return api && ((context) => api.targets(context, path));
}

/**
 * The `baseURL` the client of a request site (`client.chat.completions.create(…)`, `method` long) was
 * constructed with, when it is static: `new OpenAI({ baseURL: "…" })` in place, in the receiver's
 * `const`, or in a class field it is read from. A client without one, or one whose value is not
 * static (an environment variable), gives undefined: such a client stays OpenAI's.
 */
export function clientBaseURL(call: ts.CallExpression, method: readonly string[], reader: SiteReader): string | undefined {
  let receiver: ts.Expression = call.expression;
  for (let i = 0; i < method.length; i++) {
    receiver = reader.unwrap(receiver);
    if (!ts.isPropertyAccessExpression(receiver)) return undefined;
    receiver = receiver.expression;
  }
  const construction = constructionOf(reader.unwrap(receiver), reader);
  const options = construction?.arguments?.[0];
  if (!options) return undefined;
  const definition = reader.definition(options);
  if ("reason" in definition) return undefined;
  return reader.string(reader.value(definition, "baseURL"));
}

function constructionOf(receiver: ts.Expression, reader: SiteReader): ts.NewExpression | undefined {
  if (ts.isNewExpression(receiver)) return receiver;
  const followed = reader.follow(receiver);
  if (ts.isNewExpression(followed)) return followed;
  const declaration = reader.declarationOf(receiver);
  const initializer = declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.initializer : undefined;
  const value = initializer && reader.unwrap(initializer);
  return value && ts.isNewExpression(value) ? value : undefined;
}
