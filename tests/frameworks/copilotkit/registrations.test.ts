import { describe, expect, it } from "vitest";
import { FIXTURE_COMPILER_OPTIONS, describeMessages, lintProject } from "../harness.js";

// CopilotKit tools registered without the hooks: on the core (`addTool`, `setTools`, `new CopilotKitCore({ tools })`),
// through the provider's props, or in a list declared with CopilotKit's types. React files are .tsx.
const FILES: Readonly<Record<string, string>> = {
  "core.ts": `import { CopilotKitCore } from "@copilotkit/core";
import { z } from "zod";

const core = new CopilotKitCore({
  runtimeUrl: "/api/copilotkit",
  tools: [
    { name: "lookup order", description: "Look an order up", parameters: z.object({ id: z.string() }), handler: async () => "found" },
    { name: "hidden_tool", description: "Hidden", available: false, handler: async () => "x" },
  ],
});

core.addTool({
  name: "tag_order",
  description: "Tag an order",
  parameters: z.object({ tags: z.record(z.string(), z.string()) }),
  handler: async () => "tagged",
});

class OrderCore extends CopilotKitCore {}
new OrderCore({}).addTool({ name: "flag_order", description: "Flag an order", handler: async () => "flagged" });
`,
  "component.tsx": `import { useEffect } from "react";
import { CopilotKitProvider, useCopilotKit, useFrontendTool } from "@copilotkit/react-core/v2";
import { z } from "zod";

export function Notes() {
  const { copilotkit } = useCopilotKit();
  useEffect(() => {
    copilotkit.addTool({ name: "pin note", description: "Pin a note", parameters: z.object({ id: z.string() }), handler: async () => "pinned" });
  }, [copilotkit]);
  useCopilotKit().copilotkit.addTool({ name: "archive_note", description: "Archive a note", parameters: z.object({ at: z.date() }), handler: async () => "archived" });
  useFrontendTool({ name: "add_note", description: "Add a note", parameters: z.object({ text: z.string() }), handler: async () => "added" });
  return null;
}

export function App() {
  return (
    <CopilotKitProvider
      runtimeUrl="/api/copilotkit"
      frontendTools={[{ name: "set_theme", description: "Set the theme", parameters: z.object({ theme: z.record(z.string(), z.string()) }), handler: async () => "set" }]}
      humanInTheLoop={[{ name: "approve payment", description: "Approve a payment", available: false, parameters: z.object({ amount: z.number() }) }]}
    >
      <Notes />
    </CopilotKitProvider>
  );
}
`,
  "declared.tsx": `import { CopilotKit, CopilotKitProvider, type ReactFrontendTool, type ReactHumanInTheLoop } from "@copilotkit/react-core/v2";
import { z } from "zod";

const tools: ReactFrontendTool[] = [
  { name: "zoom_map", description: "Zoom the map", parameters: z.object({ level: z.number() }), handler: async () => "zoomed" },
];

export function Map() {
  return <CopilotKitProvider runtimeUrl="/api/copilotkit" frontendTools={tools} />;
}

export function Legacy() {
  return <CopilotKit runtimeUrl="/api/copilotkit" frontendTools={[{ name: "pan_map", description: "Pan the map", handler: async () => "panned" }]} />;
}

export const more = [{ name: "tilt_map", description: "Tilt the map", parameters: z.object({ angle: z.number() }) }] satisfies ReactHumanInTheLoop[];
`,
  "react-core.tsx": `import { CopilotKitCoreReact, useCopilotKit } from "@copilotkit/react-core/v2";
import { z } from "zod";

export const core = new CopilotKitCoreReact({
  runtimeUrl: "/api/copilotkit",
  tools: [{ name: "open file", description: "Open a file", parameters: z.object({ path: z.string() }), handler: async () => "opened" }],
});

core.setTools([
  { name: "close_file", description: "Close a file", parameters: z.object({ flags: z.record(z.string(), z.string()) }), handler: async () => "closed" },
]);

export function Files() {
  const { copilotkit } = useCopilotKit();
  copilotkit.setTools([{ name: "save file", description: "Save a file", handler: async () => "saved" }]);
  return null;
}
`,
  "provider-lists.tsx": `import { useMemo } from "react";
import { CopilotKitProvider, type ReactFrontendTool } from "@copilotkit/react-core/v2";
import { z } from "zod";

const tools = [
  { name: "resize panel", description: "Resize the panel", parameters: z.object({ width: z.number() }), handler: async () => "resized" },
];
const single: ReactFrontendTool = { name: "pin_panel", description: "Pin the panel", handler: async () => "pinned" };
const approvals = [{ name: "approve_refund", description: "Approve a refund", available: false, parameters: z.object({ limits: z.record(z.string(), z.number()) }) }];

export function Panel({ extra }: { extra: ReactFrontendTool[] }) {
  return (
    <>
      <CopilotKitProvider runtimeUrl="/api/copilotkit" frontendTools={tools} humanInTheLoop={approvals} />
      <CopilotKitProvider runtimeUrl="/api/copilotkit" frontendTools={extra} />
      <CopilotKitProvider runtimeUrl="/api/copilotkit" frontendTools={[single, ...tools]} />
    </>
  );
}

export function Memo() {
  const memo = useMemo(() => [{ name: "memo_tool", description: "A memoised tool", handler: async () => "memo" }], []);
  return <CopilotKitProvider runtimeUrl="/api/copilotkit" frontendTools={memo} />;
}
`,
  "lists.ts": `import { CopilotKitCore, type FrontendTool } from "@copilotkit/core";
import { z } from "zod";

const base = [{ name: "base_tool", description: "A base tool", parameters: z.object({ id: z.string() }), handler: async () => "base" }];
const all = [...base, { name: "extra tool", description: "An extra tool", handler: async () => "extra" }];
const core = new CopilotKitCore({ tools: all });

const listed: FrontendTool[] = [{ name: "listed_tool", description: "A listed tool", handler: async () => "listed" }];
core.setTools(listed);

export function boot(tools: FrontendTool[]) {
  core.setTools(tools.filter((tool) => tool.available !== false));
}
`,
  "not-tools.ts": `import { CopilotKitCore } from "@copilotkit/core";

class Registry {
  addTool(tool: { name: string; description: string }) {
    return tool;
  }
  setTools(tools: { name: string; description: string }[]) {
    return tools;
  }
}

new Registry().addTool({ name: "not a tool", description: "An unrelated registry" });
new Registry().setTools([{ name: "not a tool either", description: "An unrelated registry" }]);
export const core: CopilotKitCore | undefined = undefined;
`,
};

const EXPECTED_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  "core.ts": [
    'invalid-name@7:13 Tool name "lookup order" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "lookup_order".',
    'silent-transform@15:34 On the way to OpenAI, Anthropic and Gemini\'s parameters field, @copilotkit/core drops "additionalProperties" from properties.tags. Make sure the handler copes with it.',
  ],
  "component.tsx": [
    'invalid-name@8:32 Tool name "pin note" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "pin_note".',
    'unsendable-tool@10:120 This tool never reaches OpenAI, Anthropic and Gemini\'s parameters field: @copilotkit/core throws "Date cannot be represented in JSON Schema" whenever the agent runs (buildFrontendTools converts every tool\'s schema): use z.iso.datetime().',
    'silent-transform@19:106 On the way to OpenAI, Anthropic and Gemini\'s parameters field, @copilotkit/core drops "additionalProperties" from properties.theme. Make sure the handler copes with it.',
    // `available: false` is not handed on by the provider's humanInTheLoop prop: the tool is sent.
    'invalid-name@20:32 Tool name "approve payment" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "approve_payment".',
  ],
  "declared.tsx": [],
  "provider-lists.tsx": [
    'invalid-name@6:11 Tool name "resize panel" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "resize_panel".',
    // `available: false` is not handed on by the provider's humanInTheLoop prop: the tool is sent.
    'silent-transform@9:130 On the way to OpenAI, Anthropic and Gemini\'s parameters field, @copilotkit/core drops "additionalProperties" from properties.limits. Make sure the handler copes with it.',
    "unfollowed-tools@15:71 The tools `<CopilotKitProvider> frontendTools[]` takes here are not checked: the tools given to <CopilotKitProvider> frontendTools cannot be followed statically: `extra` is bound by destructuring, which the evaluator does not follow. Declare each with the type that reaches here.",
    'unfollowed-tools@23:74 The tools `<CopilotKitProvider> frontendTools[]` takes here are not checked: the tools given to <CopilotKitProvider> frontendTools cannot be followed statically: `useMemo(() => [{ name: "memo_tool", description…` is not an array or object of tool definitions written in the source. Declare each with the type that reaches here.',
  ],
  "lists.ts": [
    'invalid-name@5:31 Tool name "extra tool" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "extra_tool".',
    // A list only the callers know: said once, where it is given.
    "unfollowed-tools@12:17 The tools `core.setTools()[]` takes here are not checked: the tools given to core.setTools() cannot be followed statically: parameter `tools` is not static. Declare each with the type that reaches here.",
  ],
  "react-core.tsx": [
    'invalid-name@6:19 Tool name "open file" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "open_file".',
    'silent-transform@10:86 On the way to OpenAI, Anthropic and Gemini\'s parameters field, @copilotkit/core drops "additionalProperties" from properties.flags. Make sure the handler copes with it.',
    'invalid-name@15:32 Tool name "save file" is rejected by OpenAI, Anthropic and Gemini\'s parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. "save_file".',
  ],
  "not-tools.ts": [],
};

describe("CopilotKit registrations outside the hooks", () => {
  const project = lintProject(FILES, { tsconfig: { compilerOptions: { ...FIXTURE_COMPILER_OPTIONS, jsx: "react-jsx" }, include: ["**/*.ts", "**/*.tsx"] } });

  it.each(Object.entries(EXPECTED_MESSAGES))("%s", async (file, expected) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(expected);
  });

  it("finds addTool and setTools on a core and on useCopilotKit().copilotkit, the core's tools, the provider's props and a typed list, nothing else", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual([
      ["component.tsx", 8, "pin note", "copilotkit.addTool()", "zod"],
      // Never converted (zod throws in the core): reported as sent without input.
      ["component.tsx", 10, "archive_note", "useCopilotKit().copilotkit.addTool()", "none"],
      // The hook's literal is typed ReactFrontendTool too: read once, by the hook.
      ["component.tsx", 11, "add_note", "useFrontendTool() (v2)", "zod"],
      ["component.tsx", 19, "set_theme", "<CopilotKitProvider> frontendTools[]", "zod"],
      ["component.tsx", 20, "approve payment", "<CopilotKitProvider> humanInTheLoop[]", "zod"],
      // `hidden_tool` (available: false) is left out by buildFrontendTools.
      ["core.ts", 7, "lookup order", "new CopilotKitCore() tools[]", "zod"],
      ["core.ts", 12, "tag_order", "core.addTool()", "zod"],
      // A class of the program extending CopilotKitCore.
      ["core.ts", 20, "flag_order", "newOrderCore({}).addTool()", "none"],
      ["declared.tsx", 5, "zoom_map", "ReactFrontendTool[]", "zod"],
      // `<CopilotKit>` hands its props on to CopilotKitProvider (@copilotkit/react-core 1.74.0 dist/copilotkit-DyZh7EH4.mjs: `...v2Props`).
      ["declared.tsx", 13, "pan_map", "<CopilotKit> frontendTools[]", "none"],
      ["declared.tsx", 16, "tilt_map", "ReactHumanInTheLoop[]", "zod"],
      // A spread of another list is followed; a typed list given to setTools is read once, where it is declared.
      ["lists.ts", 4, "base_tool", "new CopilotKitCore() tools[]", "zod"],
      ["lists.ts", 5, "extra tool", "new CopilotKitCore() tools[]", "none"],
      ["lists.ts", 8, "listed_tool", "FrontendTool[]", "none"],
      ["lists.ts", 12, null, "core.setTools()[]", "unresolved"],
      // Lists given to the provider by name: followed to their elements; a prop the caller fills is said.
      // `resize panel` is given twice (by name, then spread): one tool.
      ["provider-lists.tsx", 6, "resize panel", "<CopilotKitProvider> frontendTools[]", "zod"],
      ["provider-lists.tsx", 8, "pin_panel", "<CopilotKitProvider> frontendTools[]", "none"],
      ["provider-lists.tsx", 9, "approve_refund", "<CopilotKitProvider> humanInTheLoop[]", "zod"],
      // A component's prop and a useMemo'd list: the tools behind them are said, not guessed.
      ["provider-lists.tsx", 15, null, "<CopilotKitProvider> frontendTools[]", "unresolved"],
      ["provider-lists.tsx", 23, null, "<CopilotKitProvider> frontendTools[]", "unresolved"],
      // CopilotKitCoreReact's config extends the core's; setTools replaces the provider-owned tools.
      ["react-core.tsx", 6, "open file", "new CopilotKitCoreReact() tools[]", "zod"],
      ["react-core.tsx", 10, "close_file", "core.setTools()[]", "zod"],
      ["react-core.tsx", 15, "save file", "copilotkit.setTools()[]", "none"],
    ]);
  });

  it("sends them as the v2 hooks do: zod's draft-07 input side, without additionalProperties", async () => {
    const { tools } = await project;
    const openai = (name: string) => tools.find((t) => t.name === name)!.destinations.find((d) => d.target === "openai")!.schema;
    expect(openai("set_theme")).toEqual({ type: "object", properties: { theme: { type: "object", propertyNames: { type: "string" } } }, required: ["theme"] });
    expect(openai("tag_order")).toEqual({ type: "object", properties: { tags: { type: "object", propertyNames: { type: "string" } } }, required: ["tags"] });
    expect(openai("zoom_map")).toEqual({ type: "object", properties: { level: { type: "number" } }, required: ["level"] });
  });
});
