import { invalid } from '../errors.ts';

/** The CRM's api_slug form: lowercase snake_case starting with a letter. */
const API_SLUG = /^[a-z][a-z0-9_]*$/;

/** A 400 naming the slug when it is not snake_case. */
export function checkApiSlug(slug: string): void {
  if (!API_SLUG.test(slug)) {
    throw invalid(
      `api_slug "${slug}" is invalid: use lowercase letters, digits and underscores, starting with a letter.`,
    );
  }
}
