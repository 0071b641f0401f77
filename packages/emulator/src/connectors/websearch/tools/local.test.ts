import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exactly, websearchError } from '../../../test/exact-answers.ts';
import {
  placeDescriptionsSchema,
  placeSearchSchema,
  placesSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { runWithNewToken, websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);
// The expiry test moves the clock past the harness's access token: back to real time after it.
afterEach(() => t.harness.emulator.control.reset());

const BERLIN = { lat: 52.52, lon: 13.405 };

describe('websearch_local_place_search', () => {
  it('finds places by what they are in a named location, with location IDs', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const answer = exactly.websearch(
      placeSearchSchema,
      await t.run(account, 'websearch_local_place_search', {
        q: 'bakery',
        location: 'Berlin, Germany',
      }),
    );
    expect(answer.results).toHaveLength(5);
    for (const place of answer.results) {
      expect(place.categories).toEqual(['Bakery']);
      expect(place.postal_address.addressLocality).toBe('Berlin');
      expect(place.distance?.value).toBeLessThanOrEqual(10);
    }
    expect(new Set(answer.results.map((place) => place.id)).size).toBe(5);
  });

  it('lists the places nearest to lat and lon within the radius', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const near = async (radius: number) =>
      exactly.websearch(
        placeSearchSchema,
        await t.run(account, 'websearch_local_place_search', { ...BERLIN, radius, count: 20 }),
      ).results;
    const close = await near(2000);
    const distances = close.map((place) => place.distance?.value ?? Number.NaN);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const distance of distances) expect(distance).toBeLessThanOrEqual(2);
    expect((await near(6000)).length).toBeGreaterThan(close.length);
  });

  it('needs q, lat and lon, or a location it knows', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const nothing = await t.fail(account, 'websearch_local_place_search', {}, 400);
    expect(websearchError(nothing)).toMatchObject({ status: 422, code: 'VALIDATION' });
    const nowhere = await t.fail(
      account,
      'websearch_local_place_search',
      { location: 'Atlantis' },
      400,
    );
    expect(websearchError(nowhere).detail).toContain('Atlantis');
    const half = await t.fail(account, 'websearch_local_place_search', { lat: 52.5 }, 400);
    expect(half.details[0]?.error_code).toBe('INVALID_PARAMS');
  });

  it('needs the Data for AI plan', async () => {
    const ai = await websearchAccount(t, 'ai');
    const refused = await t.fail(ai, 'websearch_local_place_search', { q: 'cafe' }, 403);
    expect(websearchError(refused).meta).toMatchObject({
      plan: 'AI',
      required_plan: 'Data for AI',
    });
  });
});

describe('websearch_local_pois and websearch_local_descriptions', () => {
  async function placeIds(account: string) {
    const answer = exactly.websearch(
      placeSearchSchema,
      await t.run(account, 'websearch_local_place_search', {
        q: 'museum',
        location: 'Paris',
        count: 3,
      }),
    );
    return answer.results;
  }

  it('detail and describe the places their IDs name, in the order asked', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const places = await placeIds(account);
    const ids = places.map((place) => place.id).reverse();
    const pois = exactly.websearch(
      placesSchema,
      await t.run(account, 'websearch_local_pois', { ids }),
    );
    expect(pois.results.map((poi) => poi.id)).toEqual(ids);
    expect(pois.results.map((poi) => poi.title)).toEqual(
      places.map((place) => place.title).reverse(),
    );
    for (const poi of pois.results) {
      expect(poi.timezone).toBe('Europe/Paris');
      // Museums close on Mondays.
      expect(poi.opening_hours?.days.map(([day]) => day?.abbr_name)).not.toContain('Mon');
    }

    const descriptions = exactly.websearch(
      placeDescriptionsSchema,
      await t.run(account, 'websearch_local_descriptions', { ids }),
    );
    expect(descriptions.results.map((item) => item.id)).toEqual(ids);
    expect(descriptions.results[0]?.description).toContain(pois.results[0]?.title ?? '?');
  });

  it('leave out IDs they did not issue and IDs older than 8 hours', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const [place] = await placeIds(account);
    const id = place?.id ?? '';
    const forged = `${id.slice(0, 31)}${id.endsWith('0') ? '1' : '0'}`;
    const answer = exactly.websearch(
      placesSchema,
      await t.run(account, 'websearch_local_pois', { ids: [id, forged, 'not-an-id'] }),
    );
    expect(answer.results.map((poi) => poi.id)).toEqual([id]);

    await t.harness.emulator.control.advanceClock(8 * 3600);
    const expired = await runWithNewToken(t, account, 'websearch_local_descriptions', {
      ids: [id],
    });
    expect(expired.status).toBe(200);
    expect(
      exactly.websearch(placeDescriptionsSchema, (expired.body as { data: unknown }).data).results,
    ).toEqual([]);
  });

  it('take at most 20 IDs', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const ids = Array.from({ length: 21 }, (_, index) => index.toString(16).padStart(32, '0'));
    const refused = await t.fail(account, 'websearch_local_pois', { ids }, 400);
    expect(refused.details[0]?.error_code).toBe('INVALID_PARAMS');
  });
});
