import { parseAsset } from 'shared-graph';
import { adsetRow } from '../testing/adsServer';
import { planRenames } from './findReplace';

const assets = ['Jakarta | Broad', 'jakarta | Women 25-44', 'Bandung | Broad'].map((name, i) => parseAsset(adsetRow(String(i + 1), name), 'adset', { currency: 'IDR' }));

test('replaces every occurrence, case-insensitive by default, and names the rows it leaves', () => {
  expect(planRenames(assets, 'jakarta', 'Jabodetabek', false).map((r) => [r.after, r.skipped])).toEqual([
    ['Jabodetabek | Broad', null],
    ['Jabodetabek | Women 25-44', null],
    ['Bandung | Broad', 'No “jakarta” in this name.'],
  ]);
  expect(planRenames(assets, 'jakarta', 'X', true).map((r) => r.skipped === null)).toEqual([false, true, false]);
  expect(planRenames(assets, ' | Broad', ' | Broad (old)', false)[0]!.after).toBe('Jakarta | Broad (old)');
});

test('special characters are text, not patterns; an empty find, an emptied or too long name change nothing', () => {
  const dotted = [parseAsset(adsetRow('9', 'v1.0 (test)'), 'adset', { currency: 'IDR' })];
  expect(planRenames(dotted, '1.0 (test)', '2.$&', false)[0]!.after).toBe('v2.$&');
  expect(planRenames(assets, '', 'x', false)[0]!.skipped).toBe('Type the text to find.');
  expect(planRenames([assets[0]!], 'Jakarta | Broad', '   ', false)[0]!.skipped).toBe('The name would be empty.');
  expect(planRenames([assets[0]!], 'Broad', 'x'.repeat(400), false)[0]!.skipped).toBe('The name would be longer than 400 characters.');
});
