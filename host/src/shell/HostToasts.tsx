import { useToasts } from 'shared-graph/host';
import { ToastStack } from 'shared-ui';

export function HostToasts() {
  const { toasts, dismiss, pause, resume } = useToasts();
  return <ToastStack toasts={toasts} onDismiss={(id) => dismiss(String(id))} onPause={(id) => pause(String(id))} onResume={(id) => resume(String(id))} />;
}
