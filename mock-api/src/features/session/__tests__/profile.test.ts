/**
 * The caller's profile over HTTP: every signed-in user keeps their own preferences, a bad
 * preference is refused naming the field and changes nothing, and the landing screen must be
 * one the caller may open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, profileSchema } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const preferencesOf = async (user: 'admin' | 'staff' | 'viewer') => {
  const res = await api.as(user).get('/api/v1/profile');
  expect(res.status).toBe(200);
  return profileSchema.parse(res.body).preferences;
};
const detailsOf = (body: unknown) =>
  errorResponseSchema.parse(body).error.details?.map((d) => [d.field, d.message]);

describe('GET and PATCH /profile', () => {
  it('should start every user on the defaults: 10 rows a page, landing on the case list', async () => {
    const profile = profileSchema.parse((await api.as('admin').get('/api/v1/profile')).body);
    expect(profile.user.username).toBe('admin');
    expect(profile.preferences).toMatchObject({ pageSize: 10, landingRoute: 'caseList' });
    expect(profile.updatedAt).toBeNull();
  });

  it('should let a read-only user save their own preferences, and keep them apart', async () => {
    const res = await api
      .as('viewer')
      .patch('/api/v1/profile')
      .send({ preferences: { pageSize: 50, landingRoute: 'calendar' } });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(res.body).preferences).toMatchObject({
      pageSize: 50,
      landingRoute: 'calendar',
    });
    expect(await preferencesOf('viewer')).toMatchObject({ pageSize: 50, landingRoute: 'calendar' });
    expect((await preferencesOf('staff')).pageSize).toBe(10);
  });

  it('should change only the preferences sent', async () => {
    await api
      .as('staff')
      .patch('/api/v1/profile')
      .send({ preferences: { landingRoute: 'howto' } });
    await api
      .as('staff')
      .patch('/api/v1/profile')
      .send({ preferences: { pageSize: 25 } });
    expect(await preferencesOf('staff')).toMatchObject({ pageSize: 25, landingRoute: 'howto' });
  });

  it.each([
    ['a page size the tables do not offer', { pageSize: 30 }, 'preferences.pageSize', /10, 25/],
    ['a page size as text', { pageSize: '25' }, 'preferences.pageSize', /10, 25/],
    ['an unknown screen', { landingRoute: 'nowhere' }, 'preferences.landingRoute', /route id/],
    [
      'a screen that needs a parameter',
      { landingRoute: 'case' },
      'preferences.landingRoute',
      /parameter/,
    ],
    ['/ itself', { landingRoute: 'home' }, 'preferences.landingRoute', /route id/],
    ['an unknown preference', { colour: 'red' }, 'preferences.colour', /unknown field/],
  ])(
    'should refuse %s with 400 naming the field, and change nothing',
    async (_what, preferences, field, message) => {
      const before = await preferencesOf('admin');
      const res = await api.as('admin').patch('/api/v1/profile').send({ preferences });
      expect(res.status).toBe(400);
      const details = detailsOf(res.body);
      expect(details).toEqual([[field, expect.stringMatching(message)]]);
      expect(await preferencesOf('admin')).toEqual(before);
    },
  );

  it('should refuse the admin panel as landing screen of a non-admin with 422', async () => {
    const res = await api
      .as('staff')
      .patch('/api/v1/profile')
      .send({ preferences: { landingRoute: 'admin', pageSize: 100 } });
    expect(res.status).toBe(422);
    expect(detailsOf(res.body)).toEqual([
      ['preferences.landingRoute', 'this screen is only for administrators'],
    ]);
    // Nothing of the refused call is kept, not even the valid page size.
    expect((await preferencesOf('staff')).pageSize).not.toBe(100);
  });

  it('should let an administrator land on the admin panel', async () => {
    const res = await api
      .as('admin')
      .patch('/api/v1/profile')
      .send({ preferences: { landingRoute: 'admin' } });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(res.body).preferences.landingRoute).toBe('admin');
  });

  it('should read a saved screen the user may no longer open as the default', async () => {
    const staff = api.store.users.all().find((u) => u.username === 'staff')!;
    api.store.profiles.put({
      id: staff.id,
      email: staff.email,
      preferences: { pageSize: 50, landingRoute: 'admin' },
      updatedAt: new Date().toISOString(),
    });
    expect(await preferencesOf('staff')).toMatchObject({ pageSize: 50, landingRoute: 'caseList' });
  });

  it('should refuse a caller without a token', async () => {
    expect((await api.as('anonymous').get('/api/v1/profile')).status).toBe(401);
  });
});
