// What a refused later step left behind, named with Meta's reason: made and paused, to finish later or delete.
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { Made, Refusal } from './usePublish';

const REFUSED: Record<Refusal['call'], string> = { campaign: 'the campaign', adset: 'the ad set', creative: 'the ad’s creative', ad: 'the ad' };

export interface HalfMadeProps {
  made: Made;
  campaignName: string;
  adsetName: string;
  refusal: Refusal;
  deleting: boolean;
  onFinishLater: () => void;
  onDelete: () => void;
}

export function halfMadeSentence({ made, campaignName, adsetName, refusal }: Pick<HalfMadeProps, 'made' | 'campaignName' | 'adsetName' | 'refusal'>): string {
  const what = made.adsetId ? `Campaign “${campaignName}” and ad set “${adsetName}” were created and are paused` : `Campaign “${campaignName}” was created and is paused`;
  return `${what}; ${REFUSED[refusal.call]} was refused: ${refusal.message}`;
}

export function HalfMade(props: HalfMadeProps) {
  const { made, deleting, onFinishLater, onDelete } = props;
  return (
    <Box role="alert" aria-labelledby="half-made-title">
      <Title id="half-made-title">Not finished: nothing runs yet</Title>
      <p>{halfMadeSentence(props)}</p>
      <p>Fix what is marked and publish again — only what is missing is created. Or:</p>
      <Actions>
        <Button variant="secondary" onClick={onFinishLater}>
          {made.adsetId ? 'Finish later: open the ad set' : 'Finish later: open the campaign'}
        </Button>
        <Button variant="danger" loading={deleting} onClick={onDelete}>
          {made.adsetId ? 'Delete the campaign and ad set' : 'Delete the campaign'}
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.errorText};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  p { margin: 0; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  button { height: auto; min-height: 32px; white-space: normal; }
`;
