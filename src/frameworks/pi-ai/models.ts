// Where a pi-ai call sends its context's tools, read from the `Model` it is given:
// `complete(getModel("groq", "llama-3.3-70b-versatile"), context)`, the model written in the call or
// kept in a `const` (of this file or imported), or returned by a function of the project whose one
// `return` reads none of its parameters.
// A model read another way (a parameter, a model list filtered at run time) is not known.
import ts from "../../util/typescript.cjs";
import { exportOriginOf } from "../../analysis/recognition/imports.js";
import { createEvalContext, evaluateStatic } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";

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

/**
 * The target of the provider named by a `getModel("<provider>", …)` the expression is, or holds through
 * consts and imports; undefined when it is no such call or names a provider not listed. The call is
 * resolved from the file it is written in, which may not be the file of the `complete()` that uses it.
 */
export function modelTarget(program: ts.Program, model: ts.Expression | undefined, module: string): string | undefined {
  if (!model || ts.isSpreadElement(model)) return undefined;
  const checker = program.getTypeChecker();
  const followed = followExpression(createEvalContext(checker), model);
  const call = followed.ok ? followed.expr : unwrapExpression(model);
  if (!ts.isCallExpression(call)) return undefined;
  const origin = exportOriginOf(program, call.getSourceFile(), call.expression, { allowTypeOnly: false });
  if (!origin || origin.isFile || origin.module !== module || origin.path.length !== 1 || origin.path[0] !== "getModel") return undefined;
  const provider = call.arguments[0] && evaluateStatic(checker, call.arguments[0]);
  return provider?.ok && typeof provider.value === "string" ? PROVIDER_TARGETS[provider.value] : undefined;
}
