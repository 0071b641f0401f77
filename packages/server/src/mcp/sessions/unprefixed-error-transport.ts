import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * An `McpError`'s message already reads "MCP error <code>: …", and the SDK's server sends that
 * message as the JSON-RPC error's; the client's `McpError` prefixes it again, so users read
 * "MCP error -32602: MCP error -32602: …". The wire message carries the code on its own: send the
 * message without the prefix, whoever threw it (our handlers or the SDK's request validation).
 */
export class UnprefixedErrorTransport extends WebStandardStreamableHTTPServerTransport {
  override send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return super.send(withoutErrorPrefix(message), options);
  }
}

function withoutErrorPrefix(message: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in message)) return message;
  const prefix = `MCP error ${message.error.code}: `;
  if (!message.error.message.startsWith(prefix)) return message;
  return {
    ...message,
    error: { ...message.error, message: message.error.message.slice(prefix.length) },
  };
}
