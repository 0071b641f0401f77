import type { ToolName } from '@plugboard/schema';
import type { Plugboard, SessionUser } from '@plugboard/server';
import { aiTools } from '@plugboard/server/ai';
import {
  convertToModelMessages,
  type LanguageModel,
  safeValidateUIMessages,
  stepCountIs,
  streamText,
} from 'ai';
import type { Request, Response } from 'express';

/** What the assistant may use: reads across the connectors, and one write that asks first. */
export const CHAT_TOOLS: readonly ToolName[] = [
  'crm_list_people',
  'crm_list_tasks',
  'crm_create_task',
  'websearch_web_search',
  'video_videos_list',
  'warehouse_get_tables',
];

export interface ChatRouteOptions {
  /** The app's instance: the tools share its upstream client and allow-list. */
  plugboard: Plugboard<Request>;
  model: LanguageModel;
  /** The signed-in user as the BFF's `resolveUser` answers it, or null. */
  userOf(req: Request): SessionUser | null;
}

/** POST /api/chat: the chat's messages in, the AI SDK's UI message stream out. */
export function chatRoute({ plugboard, model, userOf }: ChatRouteOptions) {
  return async (req: Request, res: Response) => {
    const user = userOf(req);
    if (!user) {
      res
        .status(401)
        .json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.', status: 401 } });
      return;
    }
    // The browser sends the whole conversation: check it is one before the model reads it.
    const checked = await safeValidateUIMessages({
      messages: (req.body as { messages?: unknown } | undefined)?.messages,
    });
    if (!checked.success) {
      res.status(400).json({
        error: {
          code: 'BAD_REQUEST',
          message: `Send { messages: [...] } as useChat does: ${checked.error.message}`,
          status: 400,
        },
      });
      return;
    }
    // Per request, after the body checks out: the model is told which of the user's accounts
    // each tool can run on (one read of their accounts), and those may change between messages.
    const tools = await aiTools(plugboard, { user, tools: CHAT_TOOLS });
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const result = streamText({
      model,
      system:
        "You are Acme, an assistant inside a SaaS app. Use the tools to answer from the user's connected accounts. When a tool answers authorization_required, tell the user to connect the account shown above. When the user names one of their accounts, pass it as the tool's account; when a tool answers account_choice_required, the user is choosing: wait for them.",
      messages: await convertToModelMessages(checked.data),
      tools,
      stopWhen: stepCountIs(5),
      abortSignal: abort.signal,
    });
    result.pipeUIMessageStreamToResponse(res);
  };
}
