import { createPlugboard } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import { createMcpEndpoint } from '@plugboard/server/mcp';
import express from 'express';
import { plugboardOptions } from './plugboard-options.ts';

// The `mcp` group turns on the endpoint and the personal tokens a signed-in user creates for
// their AI client; the endpoint is PLUGBOARD_APP_URL + /mcp unless `mcp.endpoint` says otherwise.
const plugboard = createPlugboard({ ...plugboardOptions, mcp: {} });

const app = express();
app.use('/api/plugboard', toExpress(plugboard));
// Answers /mcp and its OAuth protected resource metadata; passes every other path on.
app.use(toExpress(createMcpEndpoint(plugboard)));

app.listen(3000);
