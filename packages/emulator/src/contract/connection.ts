import { z } from 'zod';

/** docs/internals/upstream-api.md §2.2. */
export const connectionSchema = z.object({
  id: z.string(),
  key_id: z.string().optional(),
  organization_id: z.string().optional(),
  organization_name: z.string().optional(),
  domains: z.array(z.string()).optional(),
  enabled: z.boolean(),
  provider: z.string(),
  provider_key: z.string().optional(),
  status: z.enum(['DRAFT', 'IN_PROGRESS', 'COMPLETED']),
  type: z.enum([
    'OIDC',
    'SAML',
    'PASSWORD',
    'OAUTH',
    'PASSWORDLESS',
    'BASIC',
    'BEARER',
    'API_KEY',
    'WEBAUTHN',
  ]),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.object({ connections: z.array(connectionSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;
