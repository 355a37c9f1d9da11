import { groupAccountsText, groupTitle, shortName } from './groupTitle';

const accounts = [
  { name: 'Batik ID', currency: 'IDR' },
  { name: 'Batik Global', currency: 'USD' },
  { name: 'Santoso Export', currency: 'USD' },
];

it('never gives a ratio or a percentage a currency; money keeps its own', () => {
  expect(groupTitle('roas', 'USD', [accounts[1]!])).toBe('Purchase ROAS (return on ad spend)');
  expect(groupTitle('roas', 'USD', accounts)).toBe('Purchase ROAS (return on ad spend) — Batik Global (USD), Santoso Export (USD)');
  expect(groupTitle('spend', 'IDR', accounts)).toBe('Amount spent (IDR) — Batik ID');
  expect(groupTitle('spend', 'USD', [accounts[1]!])).toBe('Amount spent (USD)');
  expect(groupTitle('ctr', null, accounts)).toBe('CTR (all)');
});

it('names at most two accounts of a group, each by a short name and its currency', () => {
  const many = [...accounts, { name: 'Toko Online Batik Lestari Jakarta Selatan', currency: 'USD' }, { name: 'Kopi', currency: 'USD' }];
  expect(groupAccountsText('USD', many)).toBe('Batik Global (USD), Santoso Export (USD) and 2 more');
  expect(shortName('Toko Online Batik Lestari Jakarta Selatan')).toBe('Toko Online Batik Lesta…');
  expect(shortName('Toko Online Batik Lestari Jakarta Selatan').length).toBeLessThanOrEqual(24);
});
