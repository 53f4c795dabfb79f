/**
 * Where a message entering an agent came from. External-user and internal-system messages are
 * trusted at their own tiers; inter-agent content is the hop the envelope guards.
 */
export const MessageOrigin = {
  EXTERNAL_USER: "external_user",
  INTER_AGENT: "inter_agent",
  INTERNAL_SYSTEM: "internal_system",
} as const;

export type MessageOrigin = (typeof MessageOrigin)[keyof typeof MessageOrigin];

export const MESSAGE_ORIGINS: readonly MessageOrigin[] = Object.values(MessageOrigin);
