import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { findCity } from '../corpus/cities.ts';
import { corpus } from '../corpus/corpus.ts';
import type { Place } from '../corpus/places.ts';
import { validationError } from '../errors.ts';
import { readLocationId } from '../local/location-ids.ts';
import {
  distanceMetres,
  locationDetails,
  locationSummary,
  placeDescription,
} from '../local/place-results.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** How far from a centre places are looked for when the request gives no `radius`. */
const DEFAULT_RADIUS_M = 10_000;

/** The places whose text matches every word of `q`, best first (a web search's `locations`). */
export function placesMatching(q: string): Place[] {
  const { places } = corpus();
  const { hits, allTerms } = places.index.search(q);
  if (!allTerms) return [];
  return hits.flatMap((hit) => places.docs[hit.no] ?? []);
}

/**
 * websearch_local_place_search: places by `q`, near `lat`/`lon` or a `location` (a city the
 * service knows), within `radius` metres (default 10 km) of the centre; by text score when
 * `q` is given, else nearest first. Each result carries a new location ID.
 */
export async function localPlaceSearch(
  params: ToolParams<'websearch_local_place_search'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const { now } = workspace;
  const { q, lat, lon, location, radius, count } = params;
  let center: { lat: number; lon: number } | undefined;
  if (lat !== undefined && lon !== undefined) {
    center = { lat, lon };
  } else if (location !== undefined) {
    const city = findCity(location);
    if (city === undefined) {
      throw validationError(now, [
        {
          param: 'location',
          message: `no place is known by "${location}"; name a city (e.g. "Berlin, Germany") or give lat and lon`,
          input: location,
        },
      ]);
    }
    center = { lat: city.lat, lon: city.lon };
  }
  if (q === undefined && center === undefined) {
    throw validationError(now, [
      { param: 'q', message: 'give q, lat and lon, or location: where or what to look for' },
    ]);
  }

  const { places } = corpus();
  const candidates =
    q === undefined
      ? places.docs.map((place) => ({ place, score: 0 }))
      : places.index.search(q).hits.flatMap((hit) => {
          const place = places.docs[hit.no];
          return place === undefined ? [] : [{ place, score: hit.score }];
        });
  const within = candidates
    .map((candidate) => ({
      ...candidate,
      distance:
        center === undefined
          ? 0
          : distanceMetres(center.lat, center.lon, candidate.place.lat, candidate.place.lon),
    }))
    .filter(
      (candidate) => center === undefined || candidate.distance <= (radius ?? DEFAULT_RADIUS_M),
    )
    .sort((a, b) => b.score - a.score || a.distance - b.distance || a.place.no - b.place.no);

  return {
    type: 'locations',
    results: within.slice(0, count).map(({ place }) => locationSummary(place, now, center)),
  };
}

/**
 * The places `ids` name, in the order asked, each once. IDs the service did not issue, or
 * issued more than 8 hours ago (docs/connectors.md §8), are left out of the answer, as the
 * service leaves out IDs it no longer has (docs/internals/emulator.md §"Beyond the spec").
 */
function placesOf(ids: readonly string[], now: Date): { id: string; place: Place }[] {
  const { places } = corpus();
  const seen = new Set<string>();
  return ids.flatMap((id) => {
    if (seen.has(id)) return [];
    seen.add(id);
    const no = readLocationId(id, now);
    const place = no === undefined ? undefined : places.docs[no];
    return place === undefined ? [] : [{ id, place }];
  });
}

/** websearch_local_pois: the places' details. */
export async function localPois(
  params: ToolParams<'websearch_local_pois'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  return {
    type: 'local_pois',
    results: placesOf(params.ids, workspace.now).map(({ id, place }) =>
      locationDetails(place, id, workspace.now),
    ),
  };
}

/** websearch_local_descriptions: what each place is, in a few sentences. */
export async function localDescriptions(
  params: ToolParams<'websearch_local_descriptions'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  return {
    type: 'local_descriptions',
    results: placesOf(params.ids, workspace.now).map(({ id, place }) => ({
      type: 'local_description',
      id,
      description: placeDescription(place),
    })),
  };
}
