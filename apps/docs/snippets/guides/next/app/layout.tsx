import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './brand.css';
import { connection } from 'next/server';
import type { ReactNode } from 'react';

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered for each request, never ahead at build: a page built ahead has no nonce on its
  // scripts, and the policy would block them.
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
