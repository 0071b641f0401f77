import { aiTools } from '@plugboard/server/ai';
import { convertToModelMessages, stepCountIs, streamText, type UIMessage } from 'ai';
import { plugboard } from '../../plugboard';
import { signedInEmail } from '../../session';

/** The chat's POST: the model gets the signed-in user's tools, through the app's instance. */
export async function POST(request: Request): Promise<Response> {
  const email = signedInEmail(request.headers.get('cookie'));
  if (!email) return Response.json({ error: 'Sign in first.' }, { status: 401 });
  const { messages }: { messages: UIMessage[] } = await request.json();
  const result = streamText({
    // Any AI SDK model: a provider's (`openai('gpt-5')`), or a model id of the AI Gateway.
    model: 'openai/gpt-5-mini',
    messages: await convertToModelMessages(messages),
    // Built per request: the user's accounts are read once, so the model knows which exist.
    tools: await aiTools(plugboard, {
      user: { identifier: email },
      // By default the allowed tools that only read; a write asks the user before it runs.
      tools: ['crm_list_people', 'crm_create_task'],
    }),
    stopWhen: stepCountIs(5),
  });
  return result.toUIMessageStreamResponse();
}
