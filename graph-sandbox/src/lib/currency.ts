/** Per-currency facts: minor-unit divisor (SPEC §9), Meta's minimum daily budget, and plausible market prices. */
export interface CurrencyInfo {
  code: string;
  /** 1 for zero-decimal currencies (IDR, JPY …), else 100. */
  divisor: number;
  /** `min_daily_budget` in minor units. */
  minDailyBudget: number;
  /** Cost per thousand impressions, major units. */
  cpm: [number, number];
  /** Average order value, major units. */
  orderValue: [number, number];
  /** A typical ad-set daily budget, major units, and the step budgets are rounded to. */
  dailyBudget: [number, number];
  budgetStep: number;
  symbol: string;
  thousandsSeparator: string;
  decimalSeparator: string;
}

const ZERO_DECIMAL = new Set(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

const CURRENCIES: Record<string, CurrencyInfo> = {
  IDR: { code: 'IDR', dailyBudget: [100000, 1500000], budgetStep: 10000, divisor: 1, minDailyBudget: 15000, cpm: [9000, 26000], orderValue: [85000, 450000], symbol: 'Rp', thousandsSeparator: '.', decimalSeparator: ',' },
  USD: { code: 'USD', dailyBudget: [20, 300], budgetStep: 5, divisor: 100, minDailyBudget: 100, cpm: [4.5, 14], orderValue: [28, 120], symbol: '$', thousandsSeparator: ',', decimalSeparator: '.' },
  JPY: { code: 'JPY', dailyBudget: [2000, 30000], budgetStep: 500, divisor: 1, minDailyBudget: 150, cpm: [450, 1300], orderValue: [2800, 12000], symbol: '¥', thousandsSeparator: ',', decimalSeparator: '.' },
  EUR: { code: 'EUR', dailyBudget: [20, 250], budgetStep: 5, divisor: 100, minDailyBudget: 100, cpm: [4, 11], orderValue: [25, 110], symbol: '€', thousandsSeparator: '.', decimalSeparator: ',' },
  SGD: { code: 'SGD', dailyBudget: [25, 350], budgetStep: 5, divisor: 100, minDailyBudget: 140, cpm: [6, 16], orderValue: [35, 150], symbol: 'S$', thousandsSeparator: ',', decimalSeparator: '.' },
  MYR: { code: 'MYR', dailyBudget: [60, 900], budgetStep: 10, divisor: 100, minDailyBudget: 450, cpm: [12, 30], orderValue: [90, 400], symbol: 'RM', thousandsSeparator: ',', decimalSeparator: '.' },
};

export function currencyInfo(code: string): CurrencyInfo {
  const known = CURRENCIES[code];
  if (known) return known;
  const divisor = ZERO_DECIMAL.has(code) ? 1 : 100;
  const usd = CURRENCIES.USD as CurrencyInfo;
  return { ...usd, code, divisor, symbol: code };
}

/** Major-unit amount → integer minor units. */
export function toMinor(major: number, code: string): number {
  return Math.round(major * currencyInfo(code).divisor);
}

/** Minor units → major-unit decimal string as insights print it (`"120.50"`, IDR `"150000"`). */
export function minorToMajorString(minor: number, code: string): string {
  const { divisor } = currencyInfo(code);
  if (divisor === 1) return String(Math.round(minor));
  return (minor / divisor).toFixed(2);
}

/** Human display like `$24.52` or `Rp1.250.000`, as used in funding-source display strings. */
export function displayAmount(minor: number, code: string): string {
  const info = currencyInfo(code);
  const major = minor / info.divisor;
  const decimals = info.divisor === 1 ? 0 : 2;
  const [whole = '0', fraction] = major.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, info.thousandsSeparator);
  return `${info.symbol}${grouped}${fraction ? info.decimalSeparator + fraction : ''}`;
}
