import { describe, expect, it } from "vitest";
import { describeMessages, lintProject, type LintedProject } from "../harness.js";

/**
 * The AI SDK tools of the Next.js chat template (vercel/ai-chatbot, #36): one tool per file, the
 * document tools made by factories of the request's `session` and `dataStream`, imported through the
 * `@/` path alias and placed under their keys in `streamText({ tools })`. The key is the name sent.
 */

const TSCONFIG = {
  compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], module: "esnext", moduleResolution: "bundler", strict: true, noEmit: true, skipLibCheck: true, types: [], paths: { "@/*": ["./*"] } },
  include: ["**/*.ts"],
};

const ARTIFACTS = `export const artifactKinds = ["text", "code", "image", "sheet"] as const;\n`;

const TYPES = `import type { InferUITool, UIMessage } from "ai";
import type { createDocument } from "@/lib/ai/tools/create-document";
import type { getWeather } from "@/lib/ai/tools/get-weather";
import type { updateDocument } from "@/lib/ai/tools/update-document";

export type Session = { user: { id: string } };
export type ChatTools = {
  getWeather: InferUITool<typeof getWeather>;
  createDocument: InferUITool<ReturnType<typeof createDocument>>;
  updateDocument: InferUITool<ReturnType<typeof updateDocument>>;
};
export type ChatMessage = UIMessage<unknown, { title: string }, ChatTools>;
`;

const GET_WEATHER = `import { tool } from "ai";
import { z } from "zod";

export const getWeather = tool({
  description: "Get the current weather at a location",
  inputSchema: z.object({
    latitude: z.number(),
    longitude: z.number(),
  }),
  execute: async ({ latitude, longitude }) => ({ latitude, longitude }),
});
`;

const CREATE_DOCUMENT = `import { tool, type UIMessageStreamWriter } from "ai";
import { z } from "zod";
import { artifactKinds } from "@/lib/artifacts/server";
import type { ChatMessage, Session } from "@/lib/types";

type CreateDocumentProps = {
  session: Session;
  dataStream: UIMessageStreamWriter<ChatMessage>;
};

export const createDocument = ({ session, dataStream }: CreateDocumentProps) =>
  tool({
    description: "Create a document for a writing or content creation activities.",
    inputSchema: z.object({
      title: z.string(),
      kind: z.enum(artifactKinds),
    }),
    execute: async ({ title, kind }) => {
      dataStream.write({ type: "data-title", data: title, transient: true });
      return { id: session.user.id, title, kind, content: "A document was created and is now visible to the user." };
    },
  });
`;

const UPDATE_DOCUMENT = `import { tool, type UIMessageStreamWriter } from "ai";
import { z } from "zod";
import type { ChatMessage, Session } from "@/lib/types";

type UpdateDocumentProps = {
  session: Session;
  dataStream: UIMessageStreamWriter<ChatMessage>;
};

export const updateDocument = ({ session, dataStream }: UpdateDocumentProps) =>
  tool({
    description: "Update a document with the given description.",
    inputSchema: z.object({
      id: z.string().describe("The ID of the document to update"),
      description: z.string().describe("The description of changes that need to be made"),
    }),
    execute: async ({ id, description }) => {
      dataStream.write({ type: "data-title", data: description, transient: true });
      return { id, description, userId: session.user.id };
    },
  });
`;

const ROUTE = (keys: { create: string }) => `import { createUIMessageStream, isStepCount, streamText, type LanguageModel } from "ai";
import { createDocument } from "@/lib/ai/tools/create-document";
import { getWeather } from "@/lib/ai/tools/get-weather";
import { updateDocument } from "@/lib/ai/tools/update-document";
import type { ChatMessage, Session } from "@/lib/types";

declare const model: LanguageModel;

export function POST(session: Session) {
  return createUIMessageStream<ChatMessage>({
    execute: async ({ writer: dataStream }) => {
      const result = streamText({
        model,
        messages: [],
        stopWhen: isStepCount(5),
        activeTools: ["getWeather", "${keys.create}", "updateDocument"],
        tools: {
          getWeather,
          ${JSON.stringify(keys.create)}: createDocument({ session, dataStream }),
          updateDocument: updateDocument({ session, dataStream }),
        },
      });
      dataStream.merge(result.toUIMessageStream());
    },
  });
}
`;

const template = (keys: { create: string }) =>
  lintProject(
    {
      "lib/artifacts/server.ts": ARTIFACTS,
      "lib/types.ts": TYPES,
      "lib/ai/tools/get-weather.ts": GET_WEATHER,
      "lib/ai/tools/create-document.ts": CREATE_DOCUMENT,
      "lib/ai/tools/update-document.ts": UPDATE_DOCUMENT,
      "app/(chat)/api/chat/route.ts": ROUTE(keys),
    },
    { tsconfig: TSCONFIG },
  );

const found = (project: LintedProject) => project.tools.map((t) => [t.file, t.line, t.name, t.form, t.unresolved, t.schema]);

describe("the Next.js chat template's AI SDK tools", () => {
  it("names each tool by its key in streamText's tools, a factory's call included, and reads its schema", async () => {
    const project = await template({ create: "createDocument" });
    expect(found(project)).toEqual([
      [
        "lib/ai/tools/create-document.ts",
        12,
        "createDocument",
        "tool()",
        undefined,
        {
          $schema: "http://json-schema.org/draft-07/schema#",
          type: "object",
          properties: { title: { type: "string" }, kind: { type: "string", enum: ["text", "code", "image", "sheet"] } },
          required: ["title", "kind"],
          additionalProperties: false,
        },
      ],
      [
        "lib/ai/tools/get-weather.ts",
        4,
        "getWeather",
        "tool()",
        undefined,
        { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { latitude: { type: "number" }, longitude: { type: "number" } }, required: ["latitude", "longitude"], additionalProperties: false },
      ],
      [
        "lib/ai/tools/update-document.ts",
        11,
        "updateDocument",
        "tool()",
        undefined,
        {
          $schema: "http://json-schema.org/draft-07/schema#",
          type: "object",
          properties: { id: { type: "string", description: "The ID of the document to update" }, description: { type: "string", description: "The description of changes that need to be made" } },
          required: ["id", "description"],
          additionalProperties: false,
        },
      ],
    ]);
    for (const messages of Object.values(project.messages)) expect(describeMessages(messages)).toEqual([]);
  });

  it("takes the key, not the factory's name, when they differ", async () => {
    const project = await template({ create: "create.document" });
    expect(project.tools.map((t) => [t.file, t.name])).toEqual([
      ["lib/ai/tools/create-document.ts", "create.document"],
      ["lib/ai/tools/get-weather.ts", "getWeather"],
      ["lib/ai/tools/update-document.ts", "updateDocument"],
    ]);
    // The name is reported where it is made: at the key, in the route.
    expect(describeMessages(project.messages["app/(chat)/api/chat/route.ts"] ?? [])).toEqual([
      'invalid-name@19:11 Tool name "create.document" is rejected by OpenAI and Anthropic: it may use only letters, digits, `_` and `-`. Rename it, e.g. "create_document".',
    ]);
  });
});
