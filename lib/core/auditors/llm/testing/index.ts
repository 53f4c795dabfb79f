// Test support: scripted models for the OpenAI-compatible test server in lib/core/node.
export { reply, call, type ChatRequest, type ScriptedModel, type ScriptedTurn, type ScriptedToolCall } from "./scripted-model";
export { numberPolicy, type NumberPolicyOptions } from "./number-policy";
