import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';
import './app.css';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'Plugboard in Next.js' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts turns `?theme=light|dark|system` into this cookie.
  const asked = (await cookies()).get('theme')?.value;
  const theme = asked === 'dark' || asked === 'system' ? asked : 'light';
  return (
    <html lang="en" data-theme={theme}>
      <body>
        <header className="app-header">
          <span>Acme</span>
          <nav aria-label="Theme">
            <a href="?theme=light">Light</a> <a href="?theme=dark">Dark</a>{' '}
            <a href="?theme=system">System</a>
          </nav>
        </header>
        {children}
      </body>
    </html>
  );
}
