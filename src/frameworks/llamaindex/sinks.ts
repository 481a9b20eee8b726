// Where LlamaIndex.TS takes a set of tools, for the tools a package makes among them
// (`recognition/packaged-tools.ts`): the workflow agents, the older agent classes and an LLM's `chat`.
import type { ToolSinks } from "../types.js";

/**
 * `agent({ llm, tools })` and `new FunctionAgent({ tools })` of `@llamaindex/workflow`, the agent classes
 * of `llamaindex` (`ReActAgent`), `@llamaindex/openai` (`OpenAIAgent`) and `@llamaindex/anthropic`
 * (`AnthropicAgent`), and `llm.chat({ messages, tools })` of every LLM class (declared by
 * `@llamaindex/core`'s `BaseLLM`, overridden by each provider package). `@llamaindex/tools` makes tools
 * of its own (`wiki()`, `weather()`…, said) and the tools an MCP server or an OpenAPI spec lists at run
 * time (`mcp(…).tools()`, `getOpenAPIActionTools()`, `toToolFunctions()`), which hold no schema of the
 * program's.
 */
export const LLAMAINDEX_TOOL_SINKS: ToolSinks = {
  calls: [
    { module: "@llamaindex/workflow", names: ["agent", "FunctionAgent"], property: "tools" },
    { module: "llamaindex", names: ["ReActAgent"], property: "tools" },
    { module: "@llamaindex/openai", names: ["OpenAIAgent"], property: "tools" },
    { module: "@llamaindex/anthropic", names: ["AnthropicAgent"], property: "tools" },
  ],
  methods: [{ name: "chat", declaredIn: ["@llamaindex/*", "llamaindex"], property: "tools" }],
  notUserTools: ["@llamaindex/tools#MCPClient.tools", "@llamaindex/tools#getOpenAPIActionTools", "@llamaindex/tools#OpenAPIActionTool.toToolFunctions"],
  source:
    "@llamaindex/workflow 1.1.24 dist/index.d.ts (agent(params: SingleAgentParams), FunctionAgent constructor, `tools?: BaseToolWithCall[]`); llamaindex 0.12.1 agent/dist/index.d.ts (ReActAgent, AgentParamsBase.tools of @llamaindex/core 0.6.23 agent/dist); @llamaindex/openai 0.4.23 (OpenAIAgent) and @llamaindex/anthropic 0.3.27 (AnthropicAgent) dist/index.d.ts; @llamaindex/core 0.6.23 llms/dist/index.d.ts (BaseLLM.chat(params), LLMChatParamsBase.tools); @llamaindex/tools 0.1.12 dist/index.d.ts (MCPClient.tools(), mcp(), getOpenAPIActionTools, OpenAPIActionTool.toToolFunctions, wiki, weather, duckduckgo, interpreter…)",
};
