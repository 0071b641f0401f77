import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './brand.css';
import { connection } from 'next/server';
import type { ReactNode } from 'react';

// Every page waits for its request before it renders: a page rendered ahead, at build, has no
// nonce on its scripts, and the policy would block them.
export const instant = false;

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
