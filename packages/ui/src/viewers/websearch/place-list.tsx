import { safeHref } from '../shared/safe-href.ts';
import type { Place } from './websearch-shapes.ts';

/** Points of interest (websearch_local_pois, _local_place_search): address, phone, rating. */
export function PlaceList({ places }: { places: readonly Place[] }) {
  return (
    <ul className="pb-viewer pb-cards" data-viewer="websearch-places" aria-label="Places">
      {places.map((place) => {
        const phone = place.contact?.telephone;
        const rating = place.rating;
        const [lat, lon] = place.coordinates ?? [];
        const href = safeHref(place.url);
        return (
          <li key={place.id}>
            <article className="pb-card">
              <h3 className="pb-card__title">
                {href ? <a href={href}>{place.title}</a> : place.title}
              </h3>
              <dl className="pb-facts">
                {place.postal_address?.displayAddress && (
                  <div className="pb-facts__item">
                    <dt>Address</dt>
                    <dd>{place.postal_address.displayAddress}</dd>
                  </div>
                )}
                {phone && (
                  <div className="pb-facts__item">
                    <dt>Phone</dt>
                    <dd>
                      <a href={safeHref(`tel:${phone.replace(/[^\d+]/g, '')}`)}>{phone}</a>
                    </dd>
                  </div>
                )}
                {rating && (
                  <div className="pb-facts__item">
                    <dt>Rating</dt>
                    <dd>
                      {rating.ratingValue} of {rating.bestRating ?? 5}
                      {rating.reviewCount !== undefined && ` (${rating.reviewCount} reviews)`}
                    </dd>
                  </div>
                )}
                {lat !== undefined && lon !== undefined && (
                  <div className="pb-facts__item">
                    <dt>Coordinates</dt>
                    <dd>
                      {lat.toFixed(5)}, {lon.toFixed(5)}
                    </dd>
                  </div>
                )}
              </dl>
              <p className="pb-card__meta">
                Location id <code>{place.id}</code>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** Descriptions of places by location id (websearch_local_descriptions). */
export function DescriptionList({
  descriptions,
}: {
  descriptions: ReadonlyArray<{ id: string; description?: string | undefined }>;
}) {
  return (
    <dl className="pb-viewer pb-facts" data-viewer="websearch-descriptions">
      {descriptions.map((item) => (
        <div key={item.id} className="pb-facts__item">
          <dt>
            <code>{item.id}</code>
          </dt>
          <dd>{item.description ?? 'No description.'}</dd>
        </div>
      ))}
    </dl>
  );
}
