import { createPlugboard } from '@plugboard/server';
import { signedInEmail } from './session.js';

export const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
  // Where a signed-out visitor of a connect link signs in; it gets `return_to` to come back.
  app: { signInUrl: '/sign-in' },
  mcp: {
    connectLinkPages: {
      appearance: {
        fontFamily: 'Inter, system-ui, sans-serif',
        light: { primary: '#4f46e5', primaryText: '#ffffff' },
        dark: { primary: '#8b83ff', primaryText: '#0e1117' },
      },
      messages: {
        fr: {
          signedOutTitle: 'Connectez-vous pour continuer',
          wrongUserBody: ({ user, signedInAs }) =>
            `Ce lien est pour ${user ?? 'un autre utilisateur'} ; vous êtes connecté comme ${signedInAs}.`,
        },
      },
    },
  },
});
