import { Agent, request } from 'node:http';
import { createEmulator } from '../src/index.ts';

const emulator = await createEmulator({ memory: true });
await emulator.control.seed({
  data: {
    organizations: Array.from({ length: 200 }, (_, n) => ({
      id: `org_b_${n}`,
      display_name: `Org ${n}`,
      metadata: { tier: 'gold' },
    })),
  },
});
const agent = new Agent({ keepAlive: true });
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<string>((resolve) => {
    const r = request(emulator.url + path, { method, agent, headers }, (res) => {
      let t = '';
      res.on('data', (c) => (t += c));
      res.on('end', () => resolve(t));
    });
    r.end(body);
  });
}
const tok = JSON.parse(
  await send(
    'POST',
    '/oauth/token',
    { 'content-type': 'application/x-www-form-urlencoded' },
    `grant_type=client_credentials&client_id=${emulator.clientId}&client_secret=${emulator.clientSecret}`,
  ),
).access_token;
const h = { authorization: `Bearer ${tok}` };
const s = performance.now();
await Promise.all(
  Array.from({ length: 20 }, async () => {
    for (let i = 0; i < 150; i++) {
      await send('GET', '/api/v1/organizations', h);
      await send('GET', '/api/v1/organizations/org_b_7', h);
    }
  }),
);
console.log('done', performance.now() - s);
await emulator.close();
agent.destroy();
