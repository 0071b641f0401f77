import { CONNECTORS } from '@plugboard/schema';
import type { AuthRequestRow } from '../../services/auth-requests.ts';
import type { AccountRow } from '../../services/connected-accounts.ts';
import { html, page } from './html.ts';

/** The page a magic link opens: who asks for which connector and account, allow or cancel. */
export function consentPage(input: {
  linkToken: string;
  request: AuthRequestRow;
  account: AccountRow;
  clientId: string;
}): string {
  const { linkToken, request, account, clientId } = input;
  const connector = CONNECTORS[account.connector];
  const app = new URL(request.user_verify_url).host;
  return page(
    `Connect ${connector.name}`,
    html`<h1>Connect your ${connector.name} account</h1>
<p><strong>${app}</strong> (client <code>${clientId}</code>) wants access to your
<strong>${connector.name}</strong> account <strong>${request.identifier}</strong>.</p>
<p class="muted">${connector.description}</p>
<form method="post" action="/connect/${linkToken}">
  <div class="actions">
    <button type="submit" name="decision" value="deny">Cancel</button>
    <button type="submit" name="decision" value="approve">Allow access</button>
  </div>
</form>`,
  );
}
