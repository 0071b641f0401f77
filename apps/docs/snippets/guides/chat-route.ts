import type { Plugboard } from '@plugboard/server';
import { aiTools } from '@plugboard/server/ai';
import {
  convertToModelMessages,
  type LanguageModel,
  stepCountIs,
  streamText,
  type UIMessage,
} from 'ai';

/**
 * The chat's POST route (Next.js: app/api/chat/route.ts). It takes the instance you already
 * serve, so the tools reuse its secret, token cache and allow-list, and run as the session user.
 */
export function chatRoute(
  plugboard: Plugboard,
  model: LanguageModel,
  session: (request: Request) => Promise<{ email: string; orgId?: string } | null>,
) {
  return async function POST(request: Request): Promise<Response> {
    const user = await session(request);
    if (!user) return new Response(null, { status: 401 });
    const { messages }: { messages: UIMessage[] } = await request.json();
    const result = streamText({
      model,
      messages: await convertToModelMessages(messages),
      tools: aiTools(plugboard, {
        user: { identifier: user.email, organizationId: user.orgId },
        // By default the allowed tools that only read; writes ask the user before they run.
        tools: ['crm_list_people', 'crm_create_task'],
      }),
      stopWhen: stepCountIs(5),
    });
    return result.toUIMessageStreamResponse();
  };
}
