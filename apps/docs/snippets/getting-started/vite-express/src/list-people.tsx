import { useExecuteTool } from '@plugboard/react';
import { ToolResultView } from '@plugboard/ui/viewers';

/** Runs one read-only tool with the signed-in user's CRM account and shows its result. */
export function ListPeople() {
  const { execute, isPending, data, error } = useExecuteTool({ tool: 'crm_list_people' });
  return (
    <section aria-label="CRM people">
      <button
        type="button"
        disabled={isPending}
        onClick={() => execute({ limit: 5 }, { connector: 'crm' })}
      >
        List people
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data !== undefined && <ToolResultView tool="crm_list_people" data={data} />}
    </section>
  );
}
