import type { AccountListItem, OfferedConnector } from '@plugboard/schema';
import { TOOL_SAMPLES } from './tool-samples.ts';
import { TryItCard } from './try-it-card.tsx';

interface TryItSectionProps {
  connectors: readonly OfferedConnector[];
  accounts: readonly AccountListItem[];
}

/** Step 3: one sample run per connected tool, so the visitor sees their own data come through. */
export function TryItSection({ connectors, accounts }: TryItSectionProps) {
  const ready = connectors.filter(
    (connector) =>
      TOOL_SAMPLES[connector.id] !== undefined &&
      accounts.some((account) => account.connector === connector.id && account.status === 'ACTIVE'),
  );
  return (
    <section aria-labelledby="try-heading" className="app-section">
      <p className="app-step">Step 3 of 3</p>
      <h2 id="try-heading">See your data in Acme</h2>
      {ready.length === 0 ? (
        <p className="app-lede">Connect a tool above, then try it here.</p>
      ) : (
        <ul className="app-try-grid">
          {ready.map((connector) => {
            const sample = TOOL_SAMPLES[connector.id];
            const active = accounts.filter(
              (account) => account.connector === connector.id && account.status === 'ACTIVE',
            );
            return (
              sample && (
                <TryItCard
                  key={connector.id}
                  connector={connector}
                  sample={sample}
                  accounts={active}
                />
              )
            );
          })}
        </ul>
      )}
    </section>
  );
}
