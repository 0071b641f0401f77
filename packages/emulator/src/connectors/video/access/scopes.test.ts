import {
  connectedAccountResponseSchema,
  magicLinkResponseSchema,
} from '@plugboard/schema/upstream';
import { describe, expect, it } from 'vitest';
import { videoError } from '../../../test/exact-answers.ts';
import { seedOwners } from '../../../test/harness.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';
import { VIDEO_SEED } from '../seed/build-ids.ts';
import { VIDEO_SCOPES } from './scopes.ts';

const t = setupVideoHarness();
const v = VIDEO_SEED.videos;

/** One tool of each tag: [ro], [full], [ssl], [full + ssl], and one without a tag. */
const probes = {
  ro: ['video_videos_get_rating', { id: v.joinery }],
  full: ['video_playlist_insert', { title: 'Probe' }],
  ssl: ['video_captions_list', { video_id: v.joinery }],
  fullAndSsl: ['video_videos_rate', { video_id: v.joinery, rating: 'like' }],
  untagged: ['video_channels_list', { part: 'id', mine: true }],
} as const;
type Probe = keyof typeof probes;

/** The status each probe answers for an account granted `scopes`. */
async function statuses(scopes: readonly string[] | null): Promise<Record<Probe, number>> {
  const account = await t.account(scopes);
  const answers = await Promise.all(
    Object.entries(probes).map(async ([name, [tool, params]]) => {
      const answer = await t.execute({ connected_account_id: account, tool_name: tool, params });
      return [name, answer.status] as const;
    }),
  );
  return Object.fromEntries(answers) as Record<Probe, number>;
}

describe('scope tags (docs/connectors.md §4.4)', () => {
  it('lets a read-only token read and nothing else', async () => {
    expect(await statuses([VIDEO_SCOPES.ro])).toEqual({
      ro: 200,
      full: 403,
      ssl: 403,
      fullAndSsl: 403,
      untagged: 200,
    });
  });

  it('lets the full scope read and write, but not what needs force-ssl', async () => {
    expect(await statuses([VIDEO_SCOPES.full])).toEqual({
      ro: 200,
      full: 200,
      ssl: 403,
      fullAndSsl: 403,
      untagged: 200,
    });
  });

  it('lets force-ssl do everything: it is full access over SSL', async () => {
    expect(await statuses([VIDEO_SCOPES.ssl])).toEqual({
      ro: 200,
      full: 200,
      ssl: 200,
      fullAndSsl: 200,
      untagged: 200,
    });
  });

  it('lets a token that names no scopes do everything, and one with others’ scopes only untagged tools', async () => {
    expect(await statuses(null)).toEqual({
      ro: 200,
      full: 200,
      ssl: 200,
      fullAndSsl: 200,
      untagged: 200,
    });
    expect(await statuses(['read', 'write'])).toEqual({
      ro: 403,
      full: 403,
      ssl: 403,
      fullAndSsl: 403,
      untagged: 200,
    });
  });

  it('refuses in the service’s shape, naming the scope to grant, before the tool does anything', async () => {
    const account = await t.account([VIDEO_SCOPES.full]);
    const body = await t.fail(
      account,
      'video_videos_rate',
      { video_id: v.joinery, rating: 'like' },
      403,
    );
    expect(body.details[0]?.error_code).toBe('UPSTREAM_PERMISSION_DENIED');
    const error = videoError(body);
    expect(error).toMatchObject({
      code: 403,
      reason: 'insufficientPermissions',
      errors: [{ domain: 'global', reason: 'insufficientPermissions' }],
    });
    expect(error.message).toContain(VIDEO_SCOPES.ssl);
    // The rating was not made.
    expect(await t.run(account, 'video_videos_get_rating', { id: v.joinery })).toMatchObject({
      items: [{ videoId: v.joinery, rating: 'none' }],
    });
  });

  it('grants an account connected through the consent flow every video scope', async () => {
    const { harness } = t;
    await seedOwners(harness.emulator, { users: ['grace'] });
    const link = await harness.api('POST', '/api/v1/connected_accounts/magic_link', {
      connector: 'video',
      identifier: 'grace@example.com',
      user_id: 'grace',
      user_verify_url: 'http://app.test/callback',
    });
    const path = new URL(magicLinkResponseSchema.parse(link.body).link).pathname;
    const approved = await harness.request(path, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    });
    const authRequestId =
      new URL(approved.headers.get('location') ?? '').searchParams.get('auth_request_id') ?? '';
    const verified = await harness.api('POST', '/api/v1/connected_accounts/user/verify', {
      auth_request_id: authRequestId,
      identifier: 'grace@example.com',
    });
    expect(verified.status).toBe(200);
    const auth = await harness.api(
      'GET',
      '/api/v1/connected_accounts/auth?connector=video&identifier=grace@example.com&user_id=grace',
    );
    const account = connectedAccountResponseSchema.parse(auth.body).connected_account;
    expect(account.authorization_details).toMatchObject({
      oauth_token: { scopes: [VIDEO_SCOPES.full, VIDEO_SCOPES.ro, VIDEO_SCOPES.ssl] },
    });
    expect(
      await t.run(account.id, 'video_videos_rate', { video_id: v.joinery, rating: 'like' }),
    ).toEqual({});
  });
});
