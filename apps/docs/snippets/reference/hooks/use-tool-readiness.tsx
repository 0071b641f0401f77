import { useToolReadiness } from '@plugboard/react';

/** Which CRM tools can run now, and why the others cannot. */
export function CrmReadiness() {
  const { data: readiness, isLoading } = useToolReadiness({ connector: 'crm' });
  if (isLoading) return <p>Checking…</p>;
  return (
    <ul>
      {readiness?.map((tool) => (
        <li key={tool.tool_name}>
          {tool.tool_name}: {tool.ready ? 'ready' : tool.reason}
        </li>
      ))}
    </ul>
  );
}
