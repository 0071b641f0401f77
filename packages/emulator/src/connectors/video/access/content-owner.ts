import { forbidden } from '../errors.ts';
import type { VideoWorkspace } from '../store.ts';

/**
 * Whom an analytics or reporting call acts for: the account's channel, or, with
 * `on_behalf_of_content_owner`, its content owner (Workbench Media). Naming any other content
 * owner is 403, as the account is not one of its users.
 */
export async function actingOwner(
  workspace: VideoWorkspace,
  onBehalfOf: string | undefined,
): Promise<{ ownerId: string; contentOwner: boolean }> {
  if (onBehalfOf === undefined) return { ownerId: workspace.myChannelId, contentOwner: false };
  const platform = await workspace.platform.get('platform');
  if (platform?.contentOwnerId !== onBehalfOf) {
    throw forbidden(
      'global',
      `The account cannot act on behalf of content owner ${onBehalfOf}; its content owner is ${platform?.contentOwnerId}.`,
      'forbidden',
      { location: 'onBehalfOfContentOwner' },
    );
  }
  return { ownerId: onBehalfOf, contentOwner: true };
}
