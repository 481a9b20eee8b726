// Where LangChain takes a set of tools, for the tools a package makes among them
// (`recognition/packaged-tools.ts`): a chat model's `bindTools`, the agents and the tool node.
import type { ToolSinks } from "../types.js";

/**
 * `model.bindTools(tools)` of every chat model (declared by `@langchain/core`'s `BaseChatModel`,
 * overridden by each provider's package and by the model `langchain`'s `initChatModel()` gives),
 * `createAgent({ model, tools })` of `langchain` 1.x, and LangGraph's prebuilt `createReactAgent({
 * llm, tools })` and `new ToolNode(tools)`. Tools of the framework's own packages (a provider
 * package's server tools among them) are read by its forms; `@langchain/mcp-adapters` gives the
 * tools an MCP server lists at run time.
 */
export const LANGCHAIN_TOOL_SINKS: ToolSinks = {
  calls: [
    { module: "langchain", names: ["createAgent"], property: "tools" },
    { module: "@langchain/langgraph/prebuilt", names: ["createReactAgent"], property: "tools" },
    { module: "@langchain/langgraph/prebuilt", names: ["ToolNode"] },
  ],
  methods: [{ name: "bindTools", declaredIn: ["@langchain/*", "langchain"] }],
  notUserTools: ["@langchain/mcp-adapters"],
  source:
    "@langchain/core 1.4.0 dist/language_models/chat_models.d.ts (BaseChatModel.bindTools(tools, kwargs)); langchain 0.3.2 and 1.5.14 dist/chat_models/universal.d.ts (ConfigurableModel.bindTools(tools, params)); langchain 1.5.14 dist/agents/index.d.ts (createAgent(params), params.tools); @langchain/langgraph 1.7.3 dist/prebuilt/react_agent_executor.d.ts (CreateReactAgentParams.tools) and tool_node.d.ts (ToolNode constructor(tools)); @langchain/mcp-adapters (MultiServerMCPClient.getTools, loadMcpTools)",
};
