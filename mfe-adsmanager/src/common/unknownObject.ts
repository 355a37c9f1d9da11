import { isGraphError } from 'shared-graph';

/** Meta's 100/33: no such object, or not one this connection may see. Retrying will not change that. */
export function isUnknownObject(error: unknown): boolean {
  return isGraphError(error) && error.code === 100 && error.subCode === 33;
}
