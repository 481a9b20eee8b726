// Which of CopilotKit's two transports the installed release takes. From 1.50.0 every hook hands its
// tools to the v2 core (AG-UI, createToolSchema, the runtime's BuiltInAgent); before, the v1 hooks sent
// the JSON of actionParametersToJsonSchema over GraphQL to a service adapter of the runtime, unchanged.
import { atLeast } from "../core/version.js";

/** The first release whose v1 hooks go through the v2 core (1.10.6 is the release before it). */
export const AG_UI_FROM = "1.50.0";

/** True when `@copilotkit/react-core` (undefined: not found, so the newest) takes the AG-UI transport. */
export const onAgUi = (version: string | undefined): boolean => atLeast(version, AG_UI_FROM);

export const GRAPHQL_SOURCE =
  "@copilotkit/react-core 1.8.13 and 1.10.6 dist (processActionsForRuntimeRequest: `jsonSchema: JSON.stringify(actionParametersToJsonSchema(action.parameters || []))`, leaving out actions that are `disabled: true`, `available: \"disabled\"` or `\"frontend\"`, named \"*\" or with a `pairedAction`; no zod, no \"Invalid action configuration\"; 1.10.6 useFrontendTool is useCopilotAction, useHumanInTheLoop passes `available: \"disabled\"` on and makes any other `\"remote\"`); the same JSON in 1.0.0 and 1.5.20, which leave out fewer actions (not modelled: read as 1.8.13); @copilotkit/shared 1.8.13 (convertAttribute as 1.74.0's); getZodParameters first in 1.50.0";

/** The service adapters of @copilotkit/runtime before 1.50.0 that send the JSON as it is, by target. */
export const GRAPHQL_TARGETS = ["openai", "anthropic", "groq"] as const;

export const GRAPHQL_DESTINATIONS_SOURCE =
  "@copilotkit/runtime 1.8.13 and 1.10.6 dist (OpenAIAdapter, OpenAIAssistantAdapter: convertActionInputToOpenAITool, `parameters: parseJson(action.jsonSchema, {})`, Chat Completions, no `strict`; GroqAdapter: the same through groq-sdk; AnthropicAdapter: convertActionInputToAnthropicTool, `input_schema: JSON.parse(action.jsonSchema)`; GoogleGenerativeAIAdapter, BedrockAdapter and LangChainAdapter: convertActionInputToLangChainTool, a zod 3 schema LangChain converts again, not read; UnifyAdapter: an OpenAI-compatible endpoint of its own, not judged), read from the npm tarballs 2026-12-06";
