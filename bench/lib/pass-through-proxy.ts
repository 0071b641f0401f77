import { createServer } from 'node:http';
import { Agent } from 'undici';
import { serveInChild } from './serve-in-child.ts';

/**
 * The floor of any proxy in the overhead benchmark: the BFF's own Node server and transport
 * (undici over kept-alive connections, a fresh request id per call) with none of its work. Every
 * request, whatever its path, is answered with the upstream's JSON for one fixed URL, parsed and
 * serialised again as the BFF does. What the BFF costs beyond this is its own logic; what this
 * costs over direct is the extra hop on a machine whose cores it shares with the upstream.
 * Settings come from PLUGBOARD_BENCH_PROXY as JSON `{url, token}`; prints `listening <url>`.
 */
const { url, token } = JSON.parse(process.env.PLUGBOARD_BENCH_PROXY ?? '{}') as {
  url: string;
  token: string;
};
const target = new URL(url);
const agent = new Agent({ keepAliveTimeout: 4_000 });

const server = createServer((_req, res) => {
  agent
    .request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': crypto.randomUUID() },
    })
    .then(async (answer) => {
      const body = JSON.stringify(JSON.parse(await answer.body.text()));
      res.writeHead(answer.statusCode, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
      });
      res.end(body);
    })
    .catch(() => res.destroy());
});
serveInChild(server);
