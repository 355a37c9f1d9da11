import { useToasts } from 'shared-graph/host';
import { ToastStack } from 'shared-ui';

export function HostToasts() {
  const { toasts, dismiss } = useToasts();
  return <ToastStack toasts={toasts} onDismiss={(id) => dismiss(String(id))} />;
}
