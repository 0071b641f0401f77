import { createMemoryMcpTokenStore } from '@plugboard/server';
import { createPlugboardExpress } from '@plugboard/server/express';
import { createPlugboardMcpExpress } from '@plugboard/server/mcp';
import express from 'express';
import { plugboardOptions } from './plugboard-options.ts';

const endpoint = `${process.env.APP_ORIGIN}/mcp`;
const app = express();

// The `mcp` option turns on the personal tokens a signed-in user creates for their AI client.
const plugboard = createPlugboardExpress({
  ...plugboardOptions,
  mcp: { endpoint, tokenStore: createMemoryMcpTokenStore() },
});
app.use('/api/plugboard', plugboard);

// Answers /mcp and its OAuth protected resource metadata; passes every other path on.
app.use(createPlugboardMcpExpress({ handler: plugboard, endpoint }));

app.listen(3000);
