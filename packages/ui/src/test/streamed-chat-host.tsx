import { useExecuteTool } from '@plugboard/react';
import { ToolResultView } from '../viewers/tool-result-view.tsx';

/**
 * What a host writes for a streamed chat: an Ask button that runs websearch_chat_completions with
 * `stream: true`, the run's error, and whatever it answered in `ToolResultView`.
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
      {data && <ToolResultView tool="websearch_chat_completions" data={data} />}
    </>
  );
}
