'use client';

export type { AiSdkToolCallCardProps } from './ai/ai-sdk-tool-call-card.tsx';
export { AiSdkToolCallCard } from './ai/ai-sdk-tool-call-card.tsx';
export type { AiSdkChat, AiSdkToolPart, ToolPartCardProps } from './ai/tool-part-props.ts';
export { toolCallCardProps, toolPartName } from './ai/tool-part-props.ts';
