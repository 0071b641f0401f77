import { useExecuteTool } from '@plugboard/react';
import { ToolView } from '../viewers/tool-view.tsx';

/**
 * What a host writes for a streamed chat: an Ask button that runs websearch_chat_completions with
 * `stream: true`, the run's error, and whatever it answered in `ToolView`.
 */
export function StreamedChatHost() {
  const { execute, data, error } = useExecuteTool({ tool: 'websearch_chat_completions' });
  const ask = () =>
    execute({ messages: [{ role: 'user', content: 'When did Webb launch?' }], stream: true });
  return (
    <>
      <button type="button" onClick={ask}>
        Ask
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data && <ToolView tool="websearch_chat_completions" data={data} />}
    </>
  );
}
