import { apiHitsKey, getApiHits, recordApiHits } from './hits';

describe('API hit counters', () => {
  beforeEach(() => localStorage.clear());

  it('counts per local hour and prunes counters older than 48 h', () => {
    const nine = new Date(2025, 6, 4, 9, 15);
    const ten = new Date(2025, 6, 4, 10, 5);
    localStorage.setItem('sasar.apihits.2025-07-01-08', '12');
    localStorage.setItem('sasar.apihits.2025-07-03-12', '3');
    expect(recordApiHits(1, nine)).toBe(1);
    expect(recordApiHits(5, new Date(2025, 6, 4, 9, 59))).toBe(6);
    expect(recordApiHits(1, ten)).toBe(1);
    expect(getApiHits(nine)).toBe(6);
    expect(getApiHits(ten)).toBe(1);
    expect(apiHitsKey(ten)).toBe('sasar.apihits.2025-07-04-10');
    expect(localStorage.getItem('sasar.apihits.2025-07-01-08')).toBeNull();
    expect(localStorage.getItem('sasar.apihits.2025-07-03-12')).toBe('3');
  });
});
