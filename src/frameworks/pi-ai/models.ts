// Where a pi-ai call sends its context's tools, read from the `Model` it is given:
// `complete(getModel("groq", "llama-3.3-70b-versatile"), context)`, the model written in the call or
// kept in a `const`. A model read another way (a parameter, a model list filtered at run time) leaves
// the framework's destinations as they are.
import ts from "../../util/typescript.cjs";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import type { SiteReader } from "../core/reader.js";

/**
 * The target each provider's requests are checked as. Read in @mariozechner/pi-ai 0.73.1:
 * dist/models.generated.js gives each provider's models an `api` (`openai-completions` for Groq, xAI,
 * DeepSeek and OpenRouter, with their `baseUrl`; `mistral-conversations` for Mistral), and each API's
 * `convertTools` writes the tool: openai-completions.js sends `parameters` as written with `strict:
 * false` where the model's compat allows the field; mistral.js (`toFunctionTools`) sends `parameters`
 * as written without its symbol keys, with `strict: false`; anthropic.js, openai-responses-shared.js
 * and google-shared.js as the framework's other facts say. Seen on the wire: tests/wire/pi-ai-providers.
 * Providers not listed here (Bedrock, Cerebras, gateways) keep the default destinations.
 */
export const PROVIDER_TARGETS: Readonly<Record<string, string>> = {
  openai: "openai",
  anthropic: "anthropic",
  google: "google",
  mistral: "mistral",
  groq: "groq",
  xai: "xai",
  deepseek: "deepseek",
  openrouter: "openrouter",
};

/** The target of the provider named by a `getModel("<provider>", …)` the expression is, or holds through consts. */
export function modelTarget(reader: SiteReader, model: ts.Expression | undefined, modules: readonly string[]): string | undefined {
  if (!model || ts.isSpreadElement(model)) return undefined;
  const followed = followExpression(createEvalContext(reader.checker), model);
  const call = followed.ok ? followed.expr : unwrapExpression(model);
  if (!ts.isCallExpression(call)) return undefined;
  const path = reader.exportPathOf(call.expression, modules);
  if (path?.length !== 1 || path[0] !== "getModel") return undefined;
  const provider = reader.string(call.arguments[0]);
  return provider === undefined ? undefined : PROVIDER_TARGETS[provider];
}
