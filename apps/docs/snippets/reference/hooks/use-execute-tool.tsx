import { useExecuteTool } from '@plugboard/react';
import { ToolResultView } from '@plugboard/ui/viewers';
import { useState } from 'react';

export function WebSearch() {
  const [query, setQuery] = useState('');
  const { execute, isPending, data, error } = useExecuteTool({ tool: 'websearch_web_search' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void execute({ q: query });
      }}
    >
      <input
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label="Search the web"
      />
      <button type="submit" disabled={isPending}>
        Search
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data && <ToolResultView tool="websearch_web_search" data={data} />}
    </form>
  );
}
