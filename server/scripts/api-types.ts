import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, generateApiTypes } from '../src/docs/api-types';

const text = await generateApiTypes();
const before = (() => {
  try {
    return readFileSync(API_TYPES_FILE, 'utf8');
  } catch {
    return '';
  }
})();
writeFileSync(API_TYPES_FILE, text);
console.log(`${path.relative(process.cwd(), API_TYPES_FILE)} ${before === text ? 'unchanged' : 'written'}`);
