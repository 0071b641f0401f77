import { CITIES } from './cities.ts';
import { PLACE_CATEGORIES } from './place-categories.ts';
import { type Entity, TOPICS } from './topics.ts';

/** A query people make: what suggestions complete a prefix to. */
export interface SuggestedQuery {
  readonly no: number;
  readonly query: string;
  /** The entity the query names on its own (`is_entity`). */
  readonly entity: Entity | undefined;
  /** The country where it is asked most, for queries about a place. */
  readonly country: string | undefined;
  /** How often it is asked, 0 to 1. */
  readonly popularity: number;
}

/**
 * The queries suggestions come from: every entity's name and what people search about it, and
 * the kinds of place in every city.
 */
export function buildSuggestedQueries(): SuggestedQuery[] {
  const queries: Omit<SuggestedQuery, 'no'>[] = [];
  for (const topic of TOPICS) {
    for (const entity of topic.entities) {
      const name = entity.name.toLowerCase();
      queries.push({ query: name, entity, country: undefined, popularity: 1 });
      entity.searches.forEach((search, rank) => {
        queries.push({
          query: `${name} ${search}`,
          entity: undefined,
          country: undefined,
          popularity: 0.8 - rank * 0.1,
        });
      });
    }
  }
  for (const city of CITIES) {
    for (const category of PLACE_CATEGORIES) {
      queries.push({
        query: `${category.keywords[0]} ${city.name.toLowerCase()}`,
        entity: undefined,
        country: city.country,
        popularity: 0.5,
      });
    }
  }
  return queries.map((query, no) => ({ ...query, no }));
}
