import { CONNECTORS } from '@plugboard/schema';
import { accountSlot } from '../../account-slot.ts';
import type { AuthRequestRow } from '../../services/auth-requests.ts';
import type { AccountRow } from '../../services/connected-accounts.ts';
import { html, page } from './html.ts';

/**
 * The page a magic link opens: who asks for which connector and account, allow or cancel. A
 * further account (`<owner>#<slot>`, docs/internals/several-accounts.md) is named as another
 * account for its owner: the slot is no address a person would recognise.
 */
export function consentPage(input: {
  linkToken: string;
  request: AuthRequestRow;
  account: AccountRow;
  clientId: string;
}): string {
  const { linkToken, request, account, clientId } = input;
  const connector = CONNECTORS[account.connector];
  const app = new URL(request.user_verify_url).host;
  const { owner, slot } = accountSlot(request.identifier);
  const [title, asked] =
    slot === null
      ? [
          `Connect your ${connector.name} account`,
          html`your <strong>${connector.name}</strong> account <strong>${owner}</strong>`,
        ]
      : [
          `Connect another ${connector.name} account for ${owner}`,
          html`another <strong>${connector.name}</strong> account for <strong>${owner}</strong>,
one more beside any already connected`,
        ];
  return page(
    slot === null ? `Connect ${connector.name}` : `Connect another ${connector.name} account`,
    html`<h1>${title}</h1>
<p><strong>${app}</strong> (client <code>${clientId}</code>) wants access to ${asked}.</p>
<p class="muted">${connector.description}</p>
<form method="post" action="/connect/${linkToken}">
  <div class="actions">
    <button type="submit" name="decision" value="deny">Cancel</button>
    <button type="submit" name="decision" value="approve">Allow access</button>
  </div>
</form>`,
  );
}
