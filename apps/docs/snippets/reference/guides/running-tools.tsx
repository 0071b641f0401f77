import { PlugboardProvider, useExecuteTool, useToolReadiness } from '@plugboard/react';
import { ConnectButton } from '@plugboard/ui';
import { ToolResultView } from '@plugboard/ui/viewers';
import { useState } from 'react';
import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';

/** Search the web with the user's account, and show the results as the service would. */
function WebSearch() {
  const [query, setQuery] = useState('');
  const { data: readiness } = useToolReadiness({ connector: 'websearch' });
  const { execute, isPending, data, error, reset } = useExecuteTool({
    tool: 'websearch_web_search',
  });
  const search = readiness?.find((tool) => tool.tool_name === 'websearch_web_search');

  // Not connected yet, or the account expired: offer to connect before the user types anything.
  if (search && !search.ready) return <ConnectButton connector="websearch" />;

  return (
    <section>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void execute({ q: query, count: 5 });
        }}
      >
        <input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label="Search the web"
        />
        <button type="submit" disabled={isPending || query === ''}>
          {isPending ? 'Searching…' : 'Search'}
        </button>
        {data && (
          <button type="button" onClick={reset}>
            Clear
          </button>
        )}
      </form>
      {error && <p role="alert">{error.message}</p>}
      {data && <ToolResultView tool="websearch_web_search" data={data} />}
    </section>
  );
}

export function SearchPage() {
  return (
    <PlugboardProvider>
      <WebSearch />
    </PlugboardProvider>
  );
}
