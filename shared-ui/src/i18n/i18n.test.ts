import { countryNamesId, worldwideNameId } from './countries';
import { pageMetaId, PRODUCT_NAME } from './pageMeta';
import { uiText } from './uiText';

describe('i18n strings', () => {
  it('names the main markets in Indonesian', () => {
    expect(countryNamesId.ID).toBe('Indonesia');
    expect(countryNamesId.MY).toBe('Malaysia');
    expect(countryNamesId.SG).toBe('Singapura');
    expect(countryNamesId.TH).toBe('Thailand');
    expect(countryNamesId.PH).toBe('Filipina');
    expect(countryNamesId.VN).toBe('Vietnam');
    expect(countryNamesId.US).toBe('Amerika Serikat');
    expect(worldwideNameId).toBe('Seluruh Dunia');
  });
  it('keys countries by ISO alpha-2 code with non-empty names', () => {
    for (const [code, name] of Object.entries(countryNamesId)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(0);
    }
  });
  it('has page meta with titles for the Indonesian pages', () => {
    expect(PRODUCT_NAME).toBe('Sasar');
    for (const meta of Object.values(pageMetaId)) expect(meta.title.length).toBeGreaterThan(0);
    expect(pageMetaId.search.title).toMatch(/Interest/);
  });
  it('has default UI texts', () => {
    expect(uiText.retry).toBe('Retry');
    expect(uiText.dismissNotification).toBe('Dismiss notification');
  });
});
