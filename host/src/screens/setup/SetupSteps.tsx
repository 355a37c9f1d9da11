import { Badge, Inline } from 'shared-ui';

const STEPS = [
  { path: '/setup', label: 'Welcome' },
  { path: '/setup/extension', label: 'Extension' },
  { path: '/setup/facebook', label: 'Facebook' },
  { path: '/setup/adaccount', label: 'Ad account' },
];

/** Where the user is in the four setup screens. */
export function Steps({ current }: { current: number }) {
  return (
    <Inline gap="sm" aria-label="Setup steps">
      {STEPS.map((step, index) => (
        <Badge key={step.path} tone={index === current ? 'brand' : index < current ? 'success' : 'neutral'}>
          {index + 1}. {step.label}
        </Badge>
      ))}
    </Inline>
  );
}
