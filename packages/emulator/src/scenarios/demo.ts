import type { SeedData } from './seed-data.ts';

/**
 * Two organizations with members in every membership state and connected accounts in every
 * status, for demos and for looking around the dashboard.
 */
export const DEMO: SeedData = {
  organizations: [
    {
      id: 'org_acme',
      display_name: 'Acme Corp',
      external_id: 'acme',
      metadata: { plan: 'enterprise' },
      features: [{ name: 'sso', enabled: true }],
      roles: [
        {
          name: 'support_agent',
          display_name: 'Support agent',
          extends: 'member',
          permissions: ['tickets:read', 'tickets:reply'],
        },
      ],
      connections: [
        { id: 'conn_acme_sso', provider: 'IDP_SIMULATOR', type: 'OIDC', domains: ['acme.test'] },
      ],
    },
    { id: 'org_globex', display_name: 'Globex', external_id: 'globex' },
  ],
  users: [
    {
      id: 'usr_ada',
      email: 'ada@acme.test',
      external_id: 'ada',
      user_profile: {
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'Ada Lovelace',
        locale: 'en-GB',
        email_verified: true,
        external_identities: [
          {
            connection_id: 'conn_acme_sso',
            connection_type: 'OIDC',
            connection_provider: 'IDP_SIMULATOR',
            connection_user_id: 'idp-ada',
            is_social: false,
          },
        ],
      },
      memberships: [
        {
          organization_id: 'org_acme',
          roles: [{ name: 'admin' }],
          provisioning_method: 'org_creator',
        },
      ],
    },
    {
      id: 'usr_grace',
      email: 'grace@acme.test',
      user_profile: { given_name: 'Grace', family_name: 'Hopper' },
      memberships: [{ organization_id: 'org_acme', roles: [{ name: 'support_agent' }] }],
    },
    {
      id: 'usr_margaret',
      email: 'margaret@acme.test',
      user_profile: { given_name: 'Margaret' },
      memberships: [
        {
          organization_id: 'org_acme',
          membership_status: 'INVITE_EXPIRED',
          inviter_email: 'ada@acme.test',
        },
      ],
    },
    {
      id: 'usr_linus',
      email: 'linus@globex.test',
      user_profile: { given_name: 'Linus' },
      memberships: [
        {
          organization_id: 'org_globex',
          membership_status: 'PENDING_INVITE',
          inviter_email: 'ada@acme.test',
        },
      ],
    },
    {
      id: 'usr_alan',
      email: 'alan@globex.test',
      user_profile: { given_name: 'Alan' },
      memberships: [
        { organization_id: 'org_globex', provisioning_method: 'invitation' },
        { organization_id: 'org_acme', membership_status: 'INACTIVE' },
      ],
    },
  ],
  connected_accounts: [
    { connector: 'docsapp', identifier: 'ada@acme.test', user_id: 'usr_ada', status: 'ACTIVE' },
    { connector: 'crm', identifier: 'ada@acme.test', user_id: 'usr_ada', status: 'EXPIRED' },
    {
      connector: 'video',
      identifier: 'grace@acme.test',
      user_id: 'usr_grace',
      status: 'PENDING_AUTH',
    },
    {
      connector: 'doclib',
      identifier: 'grace@acme.test',
      user_id: 'usr_grace',
      status: 'PENDING_VERIFICATION',
    },
    { connector: 'warehouse', identifier: 'acme-analytics', organization_id: 'org_acme' },
    {
      connector: 'websearch',
      identifier: 'globex-search',
      organization_id: 'org_globex',
      status: 'DISCONNECTED',
      // A key on the plan that runs every web search tool (websearch/plans.ts).
      connected_account: {
        authorization_details: {
          static_auth: { details: { token: 'demo_globex_search_key', plan: 'data_for_ai' } },
        },
      },
    },
  ],
};
