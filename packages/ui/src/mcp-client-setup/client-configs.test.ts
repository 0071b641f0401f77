import { describe, expect, test } from 'vitest';
import { clientConfig } from './client-configs.ts';

const ENDPOINT = 'https://app.example.com/mcp';
const TOKEN = 'pbm_secret';

describe('clientConfig', () => {
  test('Claude Code: one command with the HTTP transport and the bearer header', () => {
    expect(clientConfig('claude-code', ENDPOINT, TOKEN).text).toBe(
      "claude mcp add --transport http plugboard 'https://app.example.com/mcp' \\\n  --header 'Authorization: Bearer pbm_secret'",
    );
  });

  test('Cursor: mcpServers with url and headers', () => {
    expect(JSON.parse(clientConfig('cursor', ENDPOINT, TOKEN, 'Acme app').text)).toEqual({
      mcpServers: {
        'Acme-app': { url: ENDPOINT, headers: { Authorization: 'Bearer pbm_secret' } },
      },
    });
  });

  test('VS Code: servers with type http, url and headers', () => {
    expect(JSON.parse(clientConfig('vscode', ENDPOINT, TOKEN).text)).toEqual({
      servers: {
        plugboard: { type: 'http', url: ENDPOINT, headers: { Authorization: 'Bearer pbm_secret' } },
      },
    });
  });

  test('a quote in the URL cannot end the shell word early', () => {
    const { text } = clientConfig('claude-code', "https://x.example/mcp?a='b", TOKEN);
    expect(text).toContain("'https://x.example/mcp?a='\\''b'");
  });
});
