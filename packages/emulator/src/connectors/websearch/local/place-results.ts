import type { Place } from '../corpus/places.ts';
import { swatch } from '../results/thumbnails.ts';
import { issueLocationId } from './location-ids.ts';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** The weekday (0 Sunday) it is at `now` where `place` is. */
function localWeekday(place: Place, now: Date): number {
  const abbr = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    timeZone: place.city.timezone,
  }).format(now);
  return WEEKDAYS.findIndex(([name]) => name === abbr);
}

function openingDay(place: Place, day: number) {
  const [abbr_name, full_name] = WEEKDAYS[day] ?? WEEKDAYS[0];
  return {
    abbr_name,
    full_name,
    opens: place.category.hours.opens,
    closes: place.category.hours.closes,
  };
}

function isOpenOn(place: Place, day: number): boolean {
  return place.category.hours.closedOn !== day;
}

/** docs/tool-results.md §"websearch": `postal_address`. */
function postalAddress(place: Place) {
  const { city } = place;
  const locality = city.postalFirst
    ? `${place.postalCode} ${city.name}`
    : `${city.name}, ${city.region} ${place.postalCode}`;
  return {
    type: 'PostalAddress',
    country: city.country,
    postalCode: place.postalCode,
    streetAddress: place.streetAddress,
    addressLocality: city.name,
    addressRegion: city.region,
    displayAddress: `${place.streetAddress}, ${locality}`,
  };
}

function rating(place: Place) {
  return {
    ratingValue: place.ratingValue,
    bestRating: 5,
    reviewCount: place.reviewCount,
    is_tripadvisor: false,
  };
}

/** The great-circle distance between two points, in metres. */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/**
 * A place as a search lists it (`type: "location_result"`), with a new location ID issued at
 * `now` and, from a `center`, its distance in km.
 */
export function locationSummary(
  place: Place,
  now: Date,
  center?: { lat: number; lon: number },
): Record<string, unknown> {
  return {
    type: 'location_result',
    id: issueLocationId(place.no, now),
    title: place.name,
    coordinates: [place.lat, place.lon],
    postal_address: postalAddress(place),
    categories: [place.category.label],
    rating: rating(place),
    ...(center !== undefined && {
      distance: {
        value: Math.round(distanceMetres(center.lat, center.lon, place.lat, place.lon) / 10) / 100,
        units: 'km',
      },
    }),
  };
}

/** docs/tool-results.md §"websearch" local POIs: a place in full, under the ID it was asked by. */
export function locationDetails(place: Place, id: string, now: Date): Record<string, unknown> {
  const today = localWeekday(place, now);
  const order = [1, 2, 3, 4, 5, 6, 0];
  return {
    type: 'location_result',
    id,
    title: place.name,
    url: place.website,
    provider_url: place.website,
    coordinates: [place.lat, place.lon],
    zoom_level: 16,
    thumbnail: { src: swatch(place.name, (place.no * 47) % 360, 200, 150) },
    postal_address: postalAddress(place),
    opening_hours: {
      current_day: isOpenOn(place, today) ? [openingDay(place, today)] : [],
      days: order.filter((day) => isOpenOn(place, day)).map((day) => [openingDay(place, day)]),
    },
    contact: { telephone: place.telephone },
    ...(place.priceLevel !== undefined && {
      price_range: place.city.currency.repeat(place.priceLevel),
    }),
    rating: rating(place),
    categories: [place.category.label],
    ...(place.cuisine !== undefined && { serves_cuisine: [place.cuisine] }),
    timezone: place.city.timezone,
  };
}

/** What a local description says of a place: who it is, and when it opens. */
export function placeDescription(place: Place): string {
  const { opens, closes, closedOn } = place.category.hours;
  const hours =
    opens === '00:00' && closes === '23:59'
      ? 'It is open around the clock.'
      : closedOn === undefined
        ? `It is open daily from ${opens} to ${closes}.`
        : `It is open from ${opens} to ${closes}, except on ${WEEKDAYS[closedOn]?.[1]}s.`;
  return [...place.about, hours, `Call ${place.telephone} or visit ${place.website}.`].join(' ');
}
