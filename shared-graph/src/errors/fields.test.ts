import { ApiError } from '../api/client';
import { fieldErrorsOf } from './fields';

const refusal = (error: Record<string, unknown>) => new ApiError(400, 'bad_request', String(error.message), { error: { code: 'bad_request', ...error } });

describe('fieldErrorsOf', () => {
  it('gives every field problem of a refused form at once, by pointer', () => {
    const error = refusal({
      message: 'The rule name must not be empty.',
      field: '/name',
      fields: [
        { field: '/name', message: 'The rule name must not be empty.' },
        { field: '/cooldown_hours', message: 'The cooldown can be at most 720.' },
        { field: '/foo', message: 'The field “foo” is not expected here.' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      '/name': 'The rule name must not be empty.',
      '/cooldown_hours': 'The cooldown can be at most 720.',
      '/foo': 'The field “foo” is not expected here.',
    });
  });

  it('keeps the first problem of a field and reads a refusal that names one field only', () => {
    expect(fieldErrorsOf(refusal({ message: 'That name is taken.', field: '/name' }))).toEqual({ '/name': 'That name is taken.' });
    const twice = refusal({ message: 'first', field: '/a', fields: [{ field: '/a', message: 'first' }, { field: '/a', message: 'second' }] });
    expect(fieldErrorsOf(twice)).toEqual({ '/a': 'first' });
  });

  it('gives nothing for a refusal of no field, a network failure or anything else', () => {
    expect(fieldErrorsOf(refusal({ message: 'Please log in first' }))).toEqual({});
    expect(fieldErrorsOf(new ApiError(0, 'network', 'offline'))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
