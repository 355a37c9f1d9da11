import { adsetStage, audienceStage } from './funnel-stage';

const purchaseRule = JSON.stringify({
  inclusions: { operator: 'or', rules: [{ event_sources: [{ id: '1', type: 'pixel' }], retention_seconds: 86400, filter: { operator: 'and', filters: [{ field: 'event', operator: 'eq', value: 'Purchase' }] } }] },
});
const visitRule = JSON.stringify({
  inclusions: { operator: 'or', rules: [{ event_sources: [{ id: '1', type: 'pixel' }], filter: { operator: 'and', filters: [{ field: 'url', operator: 'i_contains', value: '' }] } }] },
});

describe('audienceStage', () => {
  test.each([
    ['a lookalike reaches new people', { id: '1', subtype: 'LOOKALIKE' }, 1],
    ['an audience of an unknown subtype counts as cold', { id: '1', subtype: 'FOX' }, 1],
    ['page and video engagers', { id: '1', subtype: 'ENGAGEMENT' }, 2],
    ['pixel visitors', { id: '1', subtype: 'WEBSITE', rule: visitRule }, 3],
    ['app users', { id: '1', subtype: 'APP' }, 3],
    ['pixel purchasers', { id: '1', subtype: 'WEBSITE', rule: purchaseRule }, 4],
    ['an imported customer list', { id: '1', subtype: 'CUSTOM' }, 4],
    ['offline conversions', { id: '1', subtype: 'OFFLINE_CONVERSION' }, 4],
    ['a website audience whose rule is not JSON is a visitor audience', { id: '1', subtype: 'WEBSITE', rule: '{broken' }, 3],
  ])('%s', (_, audience, stage) => {
    expect(audienceStage(audience)).toBe(stage);
  });
});

describe('adsetStage', () => {
  const audiences = new Map([
    ['look', { id: 'look', subtype: 'LOOKALIKE' }],
    ['engaged', { id: 'engaged', subtype: 'ENGAGEMENT' }],
    ['visitors', { id: 'visitors', subtype: 'WEBSITE', rule: visitRule }],
    ['buyers', { id: 'buyers', subtype: 'WEBSITE', rule: purchaseRule }],
  ]);

  test('no audiences: cold', () => expect(adsetStage([], audiences)).toBe(1));
  test('the warmest included audience decides', () => {
    expect(adsetStage(['look', 'engaged'], audiences)).toBe(2);
    expect(adsetStage(['engaged', 'visitors'], audiences)).toBe(3);
    expect(adsetStage(['visitors', 'buyers', 'look'], audiences)).toBe(4);
  });
  test('an audience the account does not list (shared from elsewhere) counts as cold', () => {
    expect(adsetStage(['unknown'], audiences)).toBe(1);
  });
});
