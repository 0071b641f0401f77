import { PlugboardProvider } from '@plugboard/react';
import { ToolCallCard } from '@plugboard/ui';
import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';

/** A write the assistant wants to make, waiting for the user's approval. */
export function PendingWrite({ onApprove, onDeny }: { onApprove(): void; onDeny(): void }) {
  return (
    <PlugboardProvider>
      <ToolCallCard
        tool="crm_create_person"
        input={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
        state="approval-requested"
        onApprove={onApprove}
        onDeny={onDeny}
      />
    </PlugboardProvider>
  );
}
