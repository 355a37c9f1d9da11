// Manual placements: every current position in words, grouped by platform; a platform's box follows its positions.
import { Checkbox } from 'shared-ui';
import styled from 'styled-components';
import { PLATFORM_LABELS, PLATFORMS, positionsOf } from './placements';

export function PlacementPicker({ chosen, onChange, disabled }: { chosen: readonly string[]; onChange: (next: string[]) => void; disabled?: boolean }) {
  const toggle = (keys: string[], on: boolean) => onChange(on ? [...new Set([...chosen, ...keys])] : chosen.filter((k) => !keys.includes(k)));
  return (
    <Groups>
      {PLATFORMS.map((platform) => {
        const positions = positionsOf(platform);
        const picked = positions.filter((p) => chosen.includes(p.key)).length;
        return (
          <fieldset key={platform}>
            <legend>
              <Checkbox
                label={PLATFORM_LABELS[platform]}
                checked={picked === positions.length}
                indeterminate={picked > 0 && picked < positions.length}
                disabled={disabled}
                onChange={(e) => toggle(positions.map((p) => p.key), e.target.checked)}
              />
            </legend>
            {positions.map((p) => (
              <Checkbox key={p.key} label={p.label} aria-label={`${PLATFORM_LABELS[platform]} ${p.label}`} checked={chosen.includes(p.key)} disabled={disabled} onChange={(e) => toggle([p.key], e.target.checked)} />
            ))}
          </fieldset>
        );
      })}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  fieldset { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; margin: 0; padding: ${({ theme }) => theme.space.sm}; display: grid; gap: 2px; min-width: 0; }
  legend { padding: 0 4px; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  fieldset > label { margin-left: 20px; }
`;
