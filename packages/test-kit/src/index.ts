/**
 * Test helpers the ui package shares, exported under the source condition only
 * (`@plugboard/react/test-support`): nothing outside this repository can resolve it.
 */
export type { BffFixture, BffFixtureOptions, SeenRequest } from './bff-harness.ts';
export { setupBff } from './bff-harness.ts';
export type { ChatStreamBff, StreamedAnswer } from './chat-stream-bff.ts';
export { serveChatStreamBff } from './chat-stream-bff.ts';
export type { FakePopup } from './fake-popup.ts';
export { stubLocationAssign, stubWindowOpen } from './fake-popup.ts';
export type { RunningServer } from './fetch-server.ts';
export { serveFetchHandler } from './fetch-server.ts';
