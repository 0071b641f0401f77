import { connectedAccountResponseSchema } from '@plugboard/schema/upstream';
import { expect } from 'vitest';
import {
  addDays,
  SEED_VIDEOS,
  VIDEO_GRANTED_SCOPES,
  VIDEO_SEED,
} from '../connectors/video/index.ts';
import { exactly } from './exact-answers.ts';
import { videoListSchema } from './result-parts.ts';
import { setupToolHarness, type ToolHarness } from './tool-harness.ts';

export interface VideoHarness extends Omit<ToolHarness, 'account'> {
  /**
   * A new ACTIVE video account whose token carries `scopes` (all video scopes unless given;
   * `null`: a token that names no scopes at all), connected with `identifier` when given.
   */
  account(scopes?: readonly string[] | null, identifier?: string): Promise<string>;
  /** GET `url` (a download URL the emulator gave out), answered as is. */
  download(url: string): Promise<Response>;
  /**
   * The day the account's platform was seeded on (`YYYY-MM-DD`), read from a seed video's
   * publication date, so date arithmetic in tests cannot drift across midnight.
   */
  seedDay(accountId: string): Promise<string>;
}

/** One emulator for the test file, with video accounts granted the scopes a test chooses. */
export function setupVideoHarness(): VideoHarness {
  const t = setupToolHarness();
  let accounts = 0;
  return {
    harness: t.harness,
    execute: t.execute,
    run: t.run,
    fail: t.fail,
    async account(scopes = VIDEO_GRANTED_SCOPES, identifier?: string) {
      accounts += 1;
      const created = await t.harness.api('POST', '/api/v1/connected_accounts', {
        connector: 'video',
        identifier: identifier ?? `viewer${accounts}@example.com`,
        connected_account: {
          authorization_details: {
            oauth_token: { access_token: 'at', ...(scopes !== null && { scopes }) },
          },
        },
      });
      expect(created.status).toBe(201);
      return connectedAccountResponseSchema.parse(created.body).connected_account.id;
    },
    download: (url) => fetch(url),
    async seedDay(accountId) {
      const seed = SEED_VIDEOS.find((video) => video.key === 'routerJig');
      const answer = await t.run(accountId, 'video_videos_list', {
        part: 'snippet',
        id: VIDEO_SEED.videos.routerJig,
      });
      const published = exactly.video(videoListSchema, answer).items[0]?.snippet?.publishedAt;
      return addDays(published?.slice(0, 10) ?? '', seed?.ageDays ?? 0);
    },
  };
}
