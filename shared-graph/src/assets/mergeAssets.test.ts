import type { Asset } from './assetTypes';
import { deliveryStatusOf } from './deliveryStatus';
import { mergeAssets } from './mergeAssets';

const row = (id: string, effective_status: string, name = id) => ({ id, effective_status, status: effective_status, name });

describe('mergeAssets', () => {
  it('puts ACTIVE rows first, keeping the order within each group', () => {
    const merged = mergeAssets([], [row('1', 'PAUSED'), row('2', 'ACTIVE'), row('3', 'WITH_ISSUES'), row('4', 'ACTIVE')]);
    expect(merged.map((a) => a.id)).toEqual(['2', '4', '1', '3']);
  });

  it('merges a new page by id: a refreshed row replaces the old one where it stands, new rows are added', () => {
    const first = [row('1', 'ACTIVE'), row('2', 'PAUSED')];
    const merged = mergeAssets(first, [row('2', 'ACTIVE', 'renamed'), row('3', 'PAUSED')]);
    expect(merged.map((a) => [a.id, a.name])).toEqual([
      ['1', '1'],
      ['2', 'renamed'],
      ['3', '3'],
    ]);
  });

  it('adds a next page below the rows already shown (ACTIVE first among the new ones), moving none of them', () => {
    const first = mergeAssets([], [row('1', 'ACTIVE'), row('2', 'PAUSED')]);
    const merged = mergeAssets(first, [row('3', 'PAUSED'), row('4', 'ACTIVE')]);
    expect(merged.map((a) => a.id)).toEqual(['1', '2', '4', '3']);
  });

  it('keeps a row that was turned off where it was', () => {
    const shown = mergeAssets([], [row('1', 'ACTIVE'), row('2', 'ACTIVE'), row('3', 'PAUSED')]);
    expect(mergeAssets(shown, [row('1', 'PAUSED')]).map((a) => [a.id, a.effective_status])).toEqual([
      ['1', 'PAUSED'],
      ['2', 'ACTIVE'],
      ['3', 'PAUSED'],
    ]);
  });
});

describe('deliveryStatusOf', () => {
  const parent = { effective_status: 'ACTIVE' };
  const child = (effective_status: string) => ({ ...row('c', effective_status), id: effective_status }) as unknown as Asset;

  it("is the first child's effective status once every child is loaded", () => {
    expect(deliveryStatusOf(parent, [child('PAUSED'), child('CAMPAIGN_PAUSED')], true)).toBe('PAUSED');
    expect(deliveryStatusOf({ effective_status: 'PAUSED' }, [child('PAUSED'), child('ACTIVE')], true)).toBe('ACTIVE');
  });

  it("stays the asset's own while children are loading or when there are none", () => {
    expect(deliveryStatusOf(parent, [child('PAUSED')], false)).toBe('ACTIVE');
    expect(deliveryStatusOf(parent, [], true)).toBe('ACTIVE');
    expect(deliveryStatusOf(parent, undefined, true)).toBe('ACTIVE');
  });
});
