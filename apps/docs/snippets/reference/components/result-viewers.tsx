import { PlugboardProvider } from '@plugboard/react';
import { JsonViewer, ToolResultView } from '@plugboard/ui/viewers';
import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';

/** Any result in its connector's viewer; the CRM's as a plain JSON tree instead. */
export function Result({ tool, data }: { tool: string; data: unknown }) {
  return (
    <PlugboardProvider>
      <ToolResultView
        tool={tool}
        data={data}
        viewers={{ crm: (props) => <JsonViewer data={props.data} label={props.tool} /> }}
      />
    </PlugboardProvider>
  );
}
