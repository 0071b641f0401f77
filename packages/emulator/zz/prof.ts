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
    connected_accounts: Array.from({ length: 200 }, (_, n) => ({
      id: `ca_b_${n}`,
      connector: 'crm' as const,
      identifier: `u${n}@b.test`,
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
const h = { authorization: `Bearer ${tok}`, 'content-type': 'application/json' };
for (const path of [
  '/api/v1/organizations/org_b_7',
  '/api/v1/organizations',
  '/api/v1/organizations?page_size=10',
  '/api/v1/connected_accounts/auth?id=ca_b_7',
  '/api/v1/connected_accounts',
  '/api/v1/connections',
]) {
  for (let i = 0; i < 100; i++) await send('GET', path, h);
  const n = 500;
  const s = performance.now();
  for (let i = 0; i < n; i++) await send('GET', path, h);
  console.log(path, ((performance.now() - s) / n).toFixed(2), 'ms');
}
{
  const n = 300;
  const s = performance.now();
  for (let i = 0; i < n; i++)
    await send('POST', '/api/v1/organizations', h, JSON.stringify({ display_name: 'x' + i }));
  console.log('create', ((performance.now() - s) / n).toFixed(2), 'ms');
}
await emulator.close();
agent.destroy();
