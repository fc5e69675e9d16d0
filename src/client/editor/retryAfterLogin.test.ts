import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { retryAfterLogin } from './retryAfterLogin';

const refusal = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code } }] });

describe('retryAfterLogin', () => {
  it('runs the call once when it succeeds, without asking for a login', async () => {
    const requestLogin = vi.fn(async () => true);
    await expect(retryAfterLogin(async () => 'done', requestLogin)).resolves.toBe('done');
    expect(requestLogin).not.toHaveBeenCalled();
  });

  it('asks for a login after a 401 and runs the same call again', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refusal('UNAUTHENTICATED')).mockResolvedValueOnce('saved');
    const requestLogin = vi.fn(async () => true);
    await expect(retryAfterLogin(attempt, requestLogin)).resolves.toBe('saved');
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('rejects with the refusal when the login is given up', async () => {
    const error = refusal('UNAUTHENTICATED');
    await expect(
      retryAfterLogin(
        async () => Promise.reject(error),
        async () => false,
      ),
    ).rejects.toBe(error);
  });

  it('leaves other failures to the caller without a login', async () => {
    const requestLogin = vi.fn(async () => true);
    const error = refusal('BAD_USER_INPUT');
    await expect(retryAfterLogin(async () => Promise.reject(error), requestLogin)).rejects.toBe(error);
    expect(requestLogin).not.toHaveBeenCalled();
  });
});
