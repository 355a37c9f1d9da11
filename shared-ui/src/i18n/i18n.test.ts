import { countryName, countryNamesEn, countryNamesId, worldwideName } from './countries';
import { PRODUCT_NAME } from './pageMeta';
import { uiText } from './uiText';

describe('country names', () => {
  it('names the main markets in Indonesian and in English', () => {
    expect(countryName('US', 'id')).toBe('Amerika Serikat');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('SG', 'id')).toBe('Singapura');
    expect(countryName('SG', 'en')).toBe('Singapore');
    expect(countryName('PH', 'id')).toBe('Filipina');
    expect(countryName('PH', 'en')).toBe('Philippines');
    expect(countryName('ID', 'id')).toBe('Indonesia');
    expect(countryName('ID', 'en')).toBe('Indonesia');
  });

  it('has an English name for every country it names in Indonesian, and no code without one', () => {
    expect(Object.keys(countryNamesEn).sort()).toEqual(Object.keys(countryNamesId).sort());
    for (const [code, name] of Object.entries(countryNamesId)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(0);
    }
  });

  it('names countries as Meta does, not as ICU would', () => {
    expect(countryName('HK', 'en')).toBe('Hong Kong');
    expect(countryName('HK', 'id')).toBe('Hong Kong');
    expect(countryName('MM', 'id')).toBe('Myanmar');
  });

  it('asks the runtime (Intl.DisplayNames) for a code outside the tables', () => {
    expect(countryName('IS', 'en')).toBe('Iceland');
    expect(countryName('IS', 'id')).toBe('Islandia');
    expect(countryName('lu', 'en')).toBe('Luxembourg');
  });

  it('falls back to the platform name, then the code, for what nobody can name', () => {
    expect(countryName('QQ', 'en', 'Somewhere')).toBe('Somewhere');
    expect(countryName('QQ', 'id')).toBe('QQ');
    expect(countryName('worldwide', 'en', 'Worldwide')).toBe('Worldwide');
    expect(countryName('', 'id')).toBe('');
    expect(countryName('\u0000\ud800', 'en')).toBe('\u0000\ud800');
  });

  it('names the World Wide group in each language', () => {
    expect(worldwideName('id')).toBe('Seluruh Dunia');
    expect(worldwideName('en')).toBe('Worldwide');
  });
});

describe('texts', () => {
  it('has the product name and the default UI texts', () => {
    expect(PRODUCT_NAME).toBe('Sasar');
    expect(uiText.retry).toBe('Retry');
    expect(uiText.dismissNotification).toBe('Dismiss notification');
  });
});
