/**
 * Test helpers the packages' tests share: the real BFF and emulator on free ports, a streamed-chat
 * stand-in BFF, popup and location stubs. A private workspace package, source only, never
 * published.
 */
export type { BffFixture, BffFixtureOptions, SeenRequest } from './bff-harness.ts';
export { setupBff } from './bff-harness.ts';
export type { ChatStreamBff, StreamedAnswer } from './chat-stream-bff.ts';
export { serveChatStreamBff } from './chat-stream-bff.ts';
export type { FakePopup } from './fake-popup.ts';
export { stubLocationAssign, stubWindowOpen } from './fake-popup.ts';
export type { RunningServer } from './fetch-server.ts';
export { serveFetchHandler } from './fetch-server.ts';
