// Placements of SPEC §3: a platform's checkbox follows its positions (checked, mixed, clear).
import { PLACEMENT_POSITIONS, placementState, setPlacement, type PlacementPlatform, type Placements } from 'shared-graph';
import { Checkbox } from 'shared-ui';
import styled from 'styled-components';

const PLATFORM_LABEL: Record<PlacementPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram', messenger: 'Messenger', audience_network: 'Audience Network' };
const words = (text: string) => text.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function PlacementPicker({ placements, onChange }: { placements: Placements; onChange: (next: Placements) => void }) {
  const change = (path: string, on: boolean) => onChange(setPlacement({ placements }, path, on).placements);
  return (
    <Groups>
      {(Object.keys(PLACEMENT_POSITIONS) as PlacementPlatform[]).map((platform) => {
        const state = placementState(placements, platform);
        return (
          <fieldset key={platform}>
            <legend>
              <Checkbox label={PLATFORM_LABEL[platform]} checked={state === 'all'} indeterminate={state === 'some'} onChange={(e) => change(platform, e.target.checked)} />
            </legend>
            {PLACEMENT_POSITIONS[platform].map((position) => (
              <Checkbox
                key={position}
                label={words(position)}
                checked={(placements[platform].positions as Record<string, boolean>)[position] ?? false}
                onChange={(e) => change(`${platform}.${position}`, e.target.checked)}
              />
            ))}
          </fieldset>
        );
      })}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  fieldset { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; margin: 0; padding: ${({ theme }) => theme.space.sm}; display: grid; gap: 2px; }
  legend { padding: 0 4px; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  fieldset > label { margin-left: 20px; }
`;
