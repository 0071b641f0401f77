import { html, page, SafeHtml } from '../http/pages/html.ts';
import type { PendingSignIn } from './authorization-server.ts';
import type { SignInChoice } from './sign-in-directory.ts';

function choiceLabel(choice: SignInChoice): string {
  const who = choice.name ?? choice.email;
  return choice.organizationName === undefined ? who : `${who} · ${choice.organizationName}`;
}

/**
 * The authorization server's sign-in page: which client asks for which MCP server, then one
 * button per user of the environment (and organization), or Cancel.
 */
export function signInPage(input: {
  signInId: string;
  pending: PendingSignIn;
  choices: SignInChoice[];
}): string {
  const { signInId, pending, choices } = input;
  const { client, server, scopes } = pending.request;
  const action = `/oauth/sign-in/${signInId}`;
  const clientName = client.clientName ?? client.clientId;
  const resource = server.serverUrl ?? server.resourceId;
  const options =
    choices.length === 0
      ? html`<p>This environment has no users yet: seed some or create them with the API.</p>`
      : html`<ul class="choices">${choices.map(
          (choice) => html`<li><form method="post" action="${action}">
  <input type="hidden" name="user" value="${choice.userId}">
  ${choice.organizationId === undefined ? new SafeHtml('') : html`<input type="hidden" name="organization_id" value="${choice.organizationId}">`}
  <button type="submit" class="choice"><strong>${choiceLabel(choice)}</strong><br><span class="muted">${choice.email}</span></button>
</form></li>`,
        )}</ul>`;
  return page(
    'Sign in',
    html`<h1>Sign in to continue</h1>
<p><strong>${clientName}</strong> wants to use <strong>${resource}</strong> as you${
      scopes.length > 0 ? html` (${scopes.join(', ')})` : ''
    }.</p>
<p class="muted">Choose who signs in.</p>
${options}
<form method="post" action="${action}">
  <div class="actions">
    <button type="submit" name="decision" value="deny">Cancel</button>
  </div>
</form>
<style>
  .choices { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  .choice { width: 100%; text-align: left; }
  .choice:hover { border-color: var(--accent); }
</style>`,
  );
}
