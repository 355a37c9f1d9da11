// Breaks "no import cycles": first → second → first.
import { second } from './second';

export const first = () => second();
