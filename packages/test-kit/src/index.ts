/**
 * Test helpers the packages' tests share: the real BFF and emulator on free ports, the consent
 * page and the MCP sign-in page answered through the emulator's control API, a streamed-chat stand-in BFF, servers on free
 * ports, popup and location stubs, a seeded random. A private workspace package, source only,
 * never published.
 */
export type { LifeTargets, Sample } from './account-life.ts';
export { APP_ORIGIN, LIFE_ROUTES, liveOneAccount } from './account-life.ts';
export type {
  BffFixture,
  BffFixtureOptions,
  BffStack,
  ConnectingClient,
  FetchLike,
  SeenRequest,
} from './bff-harness.ts';
export { setupBff } from './bff-harness.ts';
export type { ChatStreamBff, StreamedAnswer } from './chat-stream-bff.ts';
export { serveChatStreamBff } from './chat-stream-bff.ts';
export type { ConsentRedirect } from './consent.ts';
export { answerConsent } from './consent.ts';
export type { EmulatorProcess, EmulatorProcessOptions } from './emulator-process.ts';
export { startEmulatorProcess } from './emulator-process.ts';
export { accountEvent, FakeEventSource } from './fake-event-source.ts';
export type { FakePopup } from './fake-popup.ts';
export { stubLocationAssign, stubWindowOpen } from './fake-popup.ts';
export { serveFetchHandler } from './fetch-server.ts';
export type { ListeningServer, RunningServer } from './listen.ts';
export { closedPortUrl, listen, listenSilently } from './listen.ts';
export {
  initializeRequest,
  MCP_LIFE_ROUTES,
  MCP_POST_HEADERS,
  MCP_PROTOCOL_VERSION,
  McpWireSession,
} from './mcp-life.ts';
export { SignInProvider } from './mcp-oauth-client.ts';
export type { GrowthVerdict, HeapSample } from './memory-growth.ts';
export { judgeGrowth } from './memory-growth.ts';
export type { OAuthCallback } from './oauth-sign-in.ts';
export { answerOAuthSignIn } from './oauth-sign-in.ts';
export type { Random } from './random.ts';
export { seededRandom } from './random.ts';
export type { ToolAccountsBff, ToolAccountsBffOptions } from './tool-accounts-bff.ts';
export { serveToolAccountsBff } from './tool-accounts-bff.ts';
