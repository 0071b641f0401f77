'use client';

import type { LocationSummary, Place, PlaceDescriptions } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/**
 * Points of interest (websearch_local_pois) in full, or the places a local place search found
 * (websearch_local_place_search): address, phone, rating.
 */
export function PlaceList({ places }: { places: ReadonlyArray<Place | LocationSummary> }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-cards" data-viewer="websearch-places" aria-label={strings.places}>
      {places.map((place) => {
        const phone = 'contact' in place ? place.contact?.telephone : undefined;
        const rating = place.rating;
        const [lat, lon] = place.coordinates;
        const href = safeHref('url' in place ? place.url : undefined);
        return (
          <li key={place.id}>
            <article className="pb-card">
              <h3 className="pb-card__title">
                {href ? <a href={href}>{place.title}</a> : place.title}
              </h3>
              <dl className="pb-facts">
                {place.postal_address.displayAddress && (
                  <div className="pb-facts__item">
                    <dt>{strings.address}</dt>
                    <dd>{place.postal_address.displayAddress}</dd>
                  </div>
                )}
                {phone && (
                  <div className="pb-facts__item">
                    <dt>{strings.phone}</dt>
                    <dd>
                      <a href={safeHref(`tel:${phone.replace(/[^\d+]/g, '')}`)}>{phone}</a>
                    </dd>
                  </div>
                )}
                {rating && (
                  <div className="pb-facts__item">
                    <dt>{strings.rating}</dt>
                    <dd>
                      {strings.ratingValue(
                        rating.ratingValue,
                        rating.bestRating,
                        rating.reviewCount,
                      )}
                    </dd>
                  </div>
                )}
                <div className="pb-facts__item">
                  <dt>{strings.coordinates}</dt>
                  <dd>{strings.latitudeLongitude(lat, lon)}</dd>
                </div>
              </dl>
              <p className="pb-card__meta">
                {strings.locationId} <code>{place.id}</code>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** Descriptions of places by location id (websearch_local_descriptions). */
export function DescriptionList({ descriptions }: { descriptions: PlaceDescriptions['results'] }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  return (
    <dl className="pb-viewer pb-facts" data-viewer="websearch-descriptions">
      {descriptions.map((item) => (
        <div key={item.id} className="pb-facts__item">
          <dt>
            <code>{item.id}</code>
          </dt>
          <dd>{item.description ?? strings.noDescription}</dd>
        </div>
      ))}
    </dl>
  );
}
