import { z } from 'zod';
import { connectLinkMessagesOptionSchema } from './connect-link-messages.ts';
import { connectLinkAppearanceSchema } from './connect-link-style.ts';

/**
 * The host's sign-in page: an absolute http(s) URL, or a path of the app's own origin. A path
 * must not start with `//` or `/\`, which browsers read as another host.
 */
export const signInUrlSchema = z
  .string()
  .refine(
    (value) =>
      /^\/(?![/\\])[^\s]*$/.test(value)
        ? URL.canParse(value, 'https://app.invalid')
        : URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be the absolute http(s) URL of your sign-in page, or its path on this origin such as /sign-in',
  );

/** How the connect link's pages read and look: messages by language, and the host's look. */
export const connectLinkPagesOptionSchema = z.strictObject({
  messages: connectLinkMessagesOptionSchema.optional(),
  appearance: connectLinkAppearanceSchema.optional(),
});
