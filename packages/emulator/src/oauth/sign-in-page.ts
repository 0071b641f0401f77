import { html, page, SafeHtml } from '../http/pages/html.ts';
import { addableScopes, optionalScopes } from './authorization-request.ts';
import type { PendingSignIn } from './authorization-server.ts';
import type { SignInChoice } from './sign-in-directory.ts';

function choiceLabel(choice: SignInChoice): string {
  const who = choice.name ?? choice.email;
  return choice.organizationName === undefined ? who : `${who} · ${choice.organizationName}`;
}

/** A choice's form value: the user id, and the organization after a space (ids hold none). */
export function choiceValue(choice: SignInChoice): string {
  return choice.organizationId === undefined
    ? choice.userId
    : `${choice.userId} ${choice.organizationId}`;
}

/**
 * The authorization server's sign-in page: which client asks for which MCP server, the server's
 * requested scopes as ticked boxes the user may untick and its other registered scopes as unticked
 * boxes the user may tick (the standard ones, such as `offline_access`, named and kept as asked),
 * then one button per user of the environment (and organization), or Cancel. One form, so the
 * boxes go with whichever button is pressed.
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
  const optional = optionalScopes(pending.request);
  const addable = addableScopes(pending.request);
  const kept = scopes.filter((scope) => !optional.includes(scope));
  const box = (scope: string, id: string, checked: boolean) =>
    html`<label class="scope" for="${id}"><input type="checkbox" id="${id}" name="scope" value="${scope}"${checked ? new SafeHtml(' checked') : ''}> <code>${scope}</code></label>`;
  const requestedGroup =
    optional.length === 0
      ? new SafeHtml('')
      : html`<div role="group" aria-labelledby="scopes-requested">
  <p class="muted" id="scopes-requested">It asks for these: untick what it should not have.</p>
  ${optional.map((scope, index) => box(scope, `scope-${index}`, true))}
</div>`;
  const addableGroup =
    addable.length === 0
      ? new SafeHtml('')
      : html`<div role="group" aria-labelledby="scopes-addable">
  <p class="muted" id="scopes-addable">${optional.length === 0 ? 'Tick what it should use' : `Also let ${clientName} use`} (it did not ask for these):</p>
  ${addable.map((scope, index) => box(scope, `scope-added-${index}`, false))}
</div>`;
  const scopeChoices =
    optional.length === 0 && addable.length === 0
      ? new SafeHtml('')
      : html`<fieldset class="scopes">
  <legend>What ${clientName} may use</legend>
  ${requestedGroup}
  ${addableGroup}
</fieldset>`;
  const keptNote =
    kept.length === 0
      ? new SafeHtml('')
      : html`<p class="muted">It also asks for ${kept.map(
          (scope, index) => html`${index > 0 ? ', ' : ''}<code>${scope}</code>`,
        )}${kept.includes('offline_access') ? ', so it stays signed in' : ''}.</p>`;
  const options =
    choices.length === 0
      ? html`<p>This environment has no users yet: seed some or create them with the API.</p>`
      : html`<ul class="choices">${choices.map(
          (choice) =>
            html`<li><button type="submit" class="choice" name="account" value="${choiceValue(choice)}"><strong>${choiceLabel(choice)}</strong><br><span class="muted">${choice.email}</span></button></li>`,
        )}</ul>`;
  return page(
    'Sign in',
    html`<h1>Sign in to continue</h1>
<p><strong>${clientName}</strong> wants to use <strong>${resource}</strong> as you.</p>
<form method="post" action="${action}">
${scopeChoices}
${keptNote}
<p class="muted">Choose who signs in.</p>
${options}
  <div class="actions">
    <button type="submit" name="decision" value="deny">Cancel</button>
  </div>
</form>
<style>
  .choices { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  .choice { width: 100%; text-align: left; }
  .choice:hover { border-color: var(--accent); }
  .scopes { border: 1px solid rgb(127 127 127 / 0.35); border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  .scopes legend { font-weight: 600; padding: 0 0.25rem; }
  .scopes p { margin: 0 0 0.5rem; }
  .scopes [role="group"] + [role="group"] { margin-top: 0.75rem; }
  .scope { display: flex; align-items: center; gap: 0.5rem; padding: 0.2rem 0; cursor: pointer; }
  .scope input { width: 1.1rem; height: 1.1rem; accent-color: var(--accent); margin: 0; }
  .scope input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  @media (prefers-color-scheme: dark) { .scope input:focus-visible { outline-color: #a5b4fc; } }
</style>`,
  );
}
