import { describe, expect, test } from 'vitest';
import { readCallbackParams } from './callback-params.ts';
import { PlugboardError } from './plugboard-error.ts';

function failure(search: string): PlugboardError {
  try {
    readCallbackParams(search);
  } catch (error) {
    if (error instanceof PlugboardError) return error;
  }
  throw new Error(`expected ${search} to be refused`);
}

describe('readCallbackParams', () => {
  test('reads auth_request_id and state, decoded', () => {
    expect(readCallbackParams('?auth_request_id=ar_1&state=a.b%2Bc')).toEqual({
      auth_request_id: 'ar_1',
      state: 'a.b+c',
    });
  });

  test('a provider error wins over the other parameters', () => {
    const error = failure('?error=access_denied&error_description=User%20said%20no&state=s');
    expect(error.code).toBe('AUTHORIZATION_DENIED');
    expect(error.message).toBe('Authorization was not completed (access_denied: User said no).');
  });

  test.each(['', '?state=s', '?auth_request_id=ar_1', '?auth_request_id=&state=s'])(
    '%j is an invalid callback that says what is missing',
    (search) => {
      const error = failure(search);
      expect(error.code).toBe('INVALID_CALLBACK');
      expect(error.message).toMatch(/auth_request_id and state/);
    },
  );
});
