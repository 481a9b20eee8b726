import path from "node:path";
import type { CalleeSpecifier } from "../options.js";
import { calleeForm, readDefinitionParts } from "./common.js";
import type { FrameworkModule, ReadSite } from "./types.js";
import { warlock } from "./warlock.js";
import { openai, openaiZodHelpers } from "./openai.js";
import { openaiAgents } from "./openai-agents.js";
import { anthropic, anthropicZod } from "./anthropic.js";
import { googleGenai } from "./google-genai.js";
import { langchain } from "./langchain.js";
import { mcpSdk, mcpServer } from "./mcp.js";
import { aiSdk } from "./ai-sdk.js";
import { mastra } from "./mastra.js";
import type ts from "typescript";

/** Every built-in framework. Add a framework here. */
export const frameworks: readonly FrameworkModule[] = [warlock, openai, openaiZodHelpers, openaiAgents, anthropic, anthropicZod, googleGenai, langchain, mcpSdk, mcpServer, aiSdk, mastra];

export function stripExtension(file: string): string {
  return file.replace(/\.(d\.)?[cm]?[jt]sx?$/, "");
}

const readCalleeDefinition: ReadSite<ts.CallExpression> = (call, reader) => [
  readDefinitionParts(
    reader,
    call.arguments[0],
    { name: "name", description: "description", input: ["input"], execute: "execute", lint: "lint" },
    { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile), typeArgument: call.typeArguments?.[0] },
  ),
];

/** A user's own factory from `settings["tool-schema"].callees`, as a framework of its own. */
export function calleeFramework(callee: CalleeSpecifier, cwd: string): FrameworkModule {
  return {
    id: `callee:${callee.name}`,
    label: callee.name,
    packages: callee.from === "package" ? [callee.package] : [],
    files: callee.from === "file" ? [stripExtension(path.resolve(cwd, callee.path))] : undefined,
    forms: [{ kind: "call", callee: callee.name.split("."), read: readCalleeDefinition }],
    sends: {
      literal: callee.sends,
      typed: callee.sends,
      libraries: { zod: callee.sends, zod3: callee.sends, seal: callee.sends, standard: callee.sends },
      replaceNonObjectRoot: false,
    },
    source: 'settings["tool-schema"].callees',
  };
}

export type { FrameworkModule, SendPolicy } from "./types.js";
