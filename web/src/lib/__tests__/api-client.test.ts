import { CSRF_HEADER, CSRF_HEADER_VALUE, MESSAGES, type SessionUser } from '@backoffice/core';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { useAppStore } from '../store/app-store.ts';

const seen: InternalAxiosRequestConfig[] = [];

/** Answers every request with `status`, the way axios's own adapters do. */
function answer(status: number): AxiosAdapter {
  return (config) => {
    seen.push(config);
    const response = { data: {}, status, statusText: '', headers: {}, config };
    if (status < 400) return Promise.resolve(response);
    return Promise.reject(new AxiosError('failed', 'ERR', config, null, response));
  };
}

const sam: SessionUser = {
  userId: 'u-2',
  username: 'staff',
  displayName: 'Sam Staff',
  roles: [],
  privileges: [],
  clientNames: [],
  isAdmin: false,
};

describe('the api client', () => {
  const assign = vi.fn();

  beforeEach(() => {
    seen.length = 0;
    assign.mockReset();
    window.history.pushState(null, '', '/trades?page=2');
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    useAppStore.getState().signedIn(sam);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should send the anti-CSRF header on every call under /api/v1', async () => {
    await api.get('/cases', { adapter: answer(200) });
    await api.post('/cases', {}, { adapter: answer(200) });
    expect(seen.map((c) => AxiosHeaders.from(c.headers).get(CSRF_HEADER))).toEqual([
      CSRF_HEADER_VALUE,
      CSRF_HEADER_VALUE,
    ]);
    expect(seen[0]?.baseURL).toBe('/api/v1');
  });

  it('should log the user out with the spec message on a 401 and go to the login page', async () => {
    await expect(api.get('/cases', { adapter: answer(401) })).rejects.toThrow();
    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().systemMessage).toBe(MESSAGES.loggedOut);
    expect(assign).toHaveBeenCalledWith('/login?returnTo=%2Ftrades%3Fpage%3D2');
  });

  it("should leave the browser to the user's logout when a call in flight then gets a 401", async () => {
    useAppStore.setState({ systemMessage: null });
    // Sent before the logout began; answered once the gateway has ended the session.
    const inFlight: AxiosAdapter = (config) => {
      useAppStore.setState({ sessionStatus: 'leaving' });
      return answer(401)(config);
    };
    await expect(api.get('/cases', { adapter: inFlight })).rejects.toThrow();
    expect(seen).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(useAppStore.getState().systemMessage).toBeNull();
  });

  it('should send no call to the API while the page signs out, but the logout itself', async () => {
    useAppStore.setState({ sessionStatus: 'leaving', systemMessage: null });
    await expect(api.get('/notifications/unread', { adapter: answer(200) })).rejects.toThrow(
      'signing out',
    );
    expect(seen).toEqual([]);
    await api.post('/auth/logout', undefined, { baseURL: '', adapter: answer(200) });
    expect(seen.map((c) => c.url)).toEqual(['/auth/logout']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('should have the error shape loaded before a refusal reaches the caller', async () => {
    const refusal: AxiosAdapter = (config) => {
      const data = { error: { code: 'not_found', message: 'No case CA-9', requestId: 'r-1' } };
      const response = { data, status: 404, statusText: '', headers: {}, config };
      return Promise.reject(new AxiosError('failed', 'ERR', config, null, response));
    };
    // A page whose calls have all succeeded so far: nothing has loaded the schema yet.
    vi.resetModules();
    const [fresh, { describeApiError }, { errorContract }] = await Promise.all([
      import('../api-client.ts'),
      import('../api/api-error.ts'),
      import('../api/error-contract.ts'),
    ]);
    expect(errorContract()).toBeUndefined();
    const failure = await fresh.api.get('/cases/CA-9', { adapter: refusal }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(describeApiError(failure)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('should keep the user signed in on a 5xx', async () => {
    await expect(api.get('/cases', { adapter: answer(502) })).rejects.toThrow();
    expect(useAppStore.getState().user).toEqual(sam);
    expect(assign).not.toHaveBeenCalled();
  });
});
