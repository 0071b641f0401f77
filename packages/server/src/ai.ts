export type { AiToolsOptions, PlugboardTool } from './ai/ai-tools.ts';
export { aiTools } from './ai/ai-tools.ts';
