// The four funnel stages (SPEC §9) as the dashboard names them. The server places each ad set by the audiences it
// includes (server/src/funnel); these are the words for it.
export type FunnelStageId = 1 | 2 | 3 | 4;

export interface FunnelStageInfo {
  id: FunnelStageId;
  label: string;
  description: string;
}

export const FUNNEL_STAGES: readonly FunnelStageInfo[] = [
  { id: 1, label: 'Cold', description: 'New people: no custom audience, or lookalikes' },
  { id: 2, label: 'Engaged', description: 'People who engaged with the page, Instagram or videos' },
  { id: 3, label: 'Visitors', description: 'Website (pixel) and app visitors' },
  { id: 4, label: 'Buyers & lists', description: 'Purchasers and imported customer lists' },
];

export function funnelStage(id: number): FunnelStageInfo {
  return FUNNEL_STAGES.find((stage) => stage.id === id) ?? FUNNEL_STAGES[0]!;
}
