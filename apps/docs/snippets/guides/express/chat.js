import { createPlugboard } from '@plugboard/server';
import { aiTools } from '@plugboard/server/ai';
import { toExpress } from '@plugboard/server/express';
import { convertToModelMessages, stepCountIs, streamText } from 'ai';
import express from 'express';
import { signedInEmail } from './session.js';

const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
});

const app = express();
app.use('/api/plugboard', toExpress(plugboard));

// The chat's POST: the model gets the signed-in user's tools, through the same instance.
app.post('/api/chat', express.json({ limit: '1mb' }), async (req, res) => {
  const email = signedInEmail(req.headers.cookie);
  if (!email) return res.status(401).json({ error: 'Sign in first.' });
  const result = streamText({
    // Any AI SDK model: a provider's (`openai('gpt-5')`), or a model id of the AI Gateway.
    model: 'openai/gpt-5-mini',
    messages: await convertToModelMessages(req.body.messages),
    // Built per request: the user's accounts are read once, so the model knows which exist.
    tools: await aiTools(plugboard, {
      user: { identifier: email },
      // By default the allowed tools that only read; a write asks the user before it runs.
      tools: ['crm_list_people', 'crm_create_task'],
    }),
    stopWhen: stepCountIs(5),
  });
  result.pipeUIMessageStreamToResponse(res);
});
