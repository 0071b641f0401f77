import { useTools } from '@plugboard/react';

/** The tools the server lets this user run, with what each does. */
export function ToolList() {
  const { data: tools, isLoading, error } = useTools({ connector: 'crm' });
  if (isLoading) return <p>Loading…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <dl>
      {tools?.map((tool) => (
        <div key={tool.name}>
          <dt>{tool.name}</dt>
          <dd>{tool.description}</dd>
        </div>
      ))}
    </dl>
  );
}
