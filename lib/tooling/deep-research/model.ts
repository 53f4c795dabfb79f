import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";

/** One scripted exchange: the prompt's system message and first human message, and the reply. */
export interface ScriptedReply {
  system: string;
  human: string;
  reply: AIMessage;
}

const textOf = (message: BaseMessage | undefined) => message?.text ?? "";

/**
 * A deterministic stand-in for a chat model (no network): it answers a prompt with the reply
 * scripted for its system message and first human message, whatever else the prompt holds, and
 * refuses a prompt it has no reply for, so a change to the graph's prompts cannot pass unnoticed.
 * Keyed by prompt rather than by call order, so concurrent callers get their own replies.
 */
export class ScriptedChatModel extends BaseChatModel {
  constructor(private readonly script: readonly ScriptedReply[]) {
    super({});
  }

  _llmType(): string {
    return "scripted";
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const system = textOf(messages.find((message) => message.type === "system"));
    const human = textOf(messages.find((message) => message.type === "human"));
    const entry = this.script.find((candidate) => candidate.system === system && candidate.human === human);
    if (!entry) throw new Error(`no scripted reply for the prompt "${system.slice(0, 60)}" / "${human.slice(0, 60)}"`);
    const message = new AIMessage({ content: entry.reply.content, tool_calls: entry.reply.tool_calls });
    return { generations: [{ message, text: message.text }] };
  }
}
