import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type ValidatorFor = ReturnType<BuildValidator>;

interface ValidatorCache {
  pool?: BuildValidator;
  compiled?: WeakMap<ValidatorFor, Map<string, ReturnType<ValidatorFor>>>;
}

/**
 * The cache lives on the global object under a registered symbol, so every copy of this module in the process finds
 * the same one: jest evaluates the server's modules again in each test file, and server/jest.environment.cjs hands
 * every file of a worker one object here (compiling the API's schemas again cost half a second per file).
 */
const shared = ((globalThis as { [key: symbol]: ValidatorCache | undefined })[Symbol.for('sasar.validatorCache')] ??= {});
const pool = (shared.pool ??= AjvCompiler());
const compiled = (shared.compiled ??= new WeakMap());

/**
 * Fastify's validator compiler with one cache per process: every Fastify instance built here (the served server,
 * the OpenAPI document's, each test's server) reuses the validator already compiled for the same schema and ajv
 * options. Route modules build their schemas when they register, so the cache is keyed by the schema's JSON, not
 * by the object; ajv's own cache only knows objects. Compiling the API's schemas costs ~250 ms of CPU per instance.
 */
export const cachedValidators: BuildValidator = (externalSchemas, options) => {
  const validatorFor = pool(externalSchemas, options);
  let cache = compiled.get(validatorFor);
  if (!cache) compiled.set(validatorFor, (cache = new Map()));
  const validators = cache;
  const compile: FastifySchemaCompiler<unknown> = (route) => {
    const key = JSON.stringify(route.schema);
    let validator = validators.get(key);
    if (!validator) validators.set(key, (validator = validatorFor(route as Parameters<ValidatorFor>[0])));
    return validator as ReturnType<FastifySchemaCompiler<unknown>>;
  };
  return compile as unknown as ValidatorFor;
};
