import { statusWords, totalsLabel } from './totalsLabel';

const rows = (...statuses: string[]) => statuses.map((effective_status) => ({ effective_status }));

describe('totalsLabel', () => {
  it('names how many rows, which statuses and which period the totals hold', () => {
    expect(totalsLabel({ level: 'campaign', assets: rows('ACTIVE', 'PAUSED', 'ACTIVE'), periodLabel: 'Last 30 days' })).toBe('Totals of 3 campaigns (active, paused) · Last 30 days');
  });

  it('says when only the loaded rows are added up, and which currency a line is in', () => {
    expect(totalsLabel({ level: 'adset', assets: rows('CAMPAIGN_PAUSED'), periodLabel: 'Last 7 days', currency: 'IDR', partial: true })).toBe('Totals in IDR of 1 ad set loaded (paused) · Last 7 days');
  });

  it('reads Meta’s parent and review statuses in a buyer’s words, each once, in a fixed order', () => {
    expect(statusWords(rows('DELETED', 'ADSET_PAUSED', 'WITH_ISSUES', 'ACTIVE', 'PENDING_REVIEW', 'SOMETHING_NEW'))).toEqual(['active', 'paused', 'with issues', 'in review', 'deleted', 'other']);
    expect(totalsLabel({ level: 'ad', assets: [], periodLabel: 'Today' })).toBe('Totals of 0 ads · Today');
  });
});
