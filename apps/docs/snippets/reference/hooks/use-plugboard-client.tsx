import { usePlugboardClient } from '@plugboard/react';

/** The BFF client of the nearest provider, for a call no hook makes: here, copying ids. */
export function ExportPeopleButton() {
  const client = usePlugboardClient();
  return (
    <button
      type="button"
      onClick={async () => {
        const answer = await client.executeTool({
          tool_name: 'crm_list_people',
          params: { limit: 100 },
        });
        const ids = answer.data.data.map((person) => person.id.record_id);
        await navigator.clipboard.writeText(ids.join('\n'));
      }}
    >
      Copy the ids of 100 people
    </button>
  );
}
