export { currencyDivisor, fromMinorUnits, toMinorUnits, ZERO_DECIMAL_CURRENCIES } from './currencyDivisor';
