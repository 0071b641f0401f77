export type { EmulatorControl } from './control.ts';
export type { Emulator } from './create-emulator.ts';
export { createEmulator } from './create-emulator.ts';
export type {
  OAuthServerControl,
  RegisteredMcpServer,
  SignInAnswer,
} from './oauth/authorization-server.ts';
export type { McpServerRegistration } from './oauth/mcp-servers.ts';
export type { EmulatorOptions } from './options.ts';
export type { ScenarioName } from './scenarios/scenarios.ts';
export type { SeedData } from './scenarios/seed-data.ts';
export type { Decision as ConsentDecision } from './services/auth-requests.ts';
export type { Fault, FaultSpec } from './services/faults.ts';
export type { EmulatorRateLimit } from './services/rate-limit.ts';
export type { SeedInput, SeedResult } from './services/seed.ts';
export type { RefreshOutcome } from './webhooks/token-refresh.ts';
export type { WebhookControl } from './webhooks/webhook-control.ts';
export type { DeliveryAttempt, WebhookDelivery } from './webhooks/webhook-deliveries.ts';
export type { WebhookEndpoint, WebhookEndpointInput } from './webhooks/webhook-endpoints.ts';
export type { WebhookFaultInput } from './webhooks/webhook-faults.ts';
