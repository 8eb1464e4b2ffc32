import { describe, expect, it } from 'vitest';
import { definePath, loginPath, logoutPath, paths } from './paths';

describe('paths', () => {
  it('builds manager paths from their patterns', () => {
    expect(paths.manager.overview('abc')).toBe('/dashboard/manager/abc/overview');
    expect(paths.manager.overview.pattern).toBe('/dashboard/manager/:clubHash/overview');
    expect(paths.manager.teamDetails('c1', 't1')).toBe('/dashboard/manager/c1/teams/t1/details');
    expect(paths.manager.bookings.connectedCalendars('c1')).toBe('/dashboard/manager/c1/bookings/connected-calendars');
    expect(paths.manager.campaigns('c1')).toBe('/dashboard/manager/ecommerce/c1/campaigns/list');
    expect(paths.manager.messages.deleted('c1')).toBe('/dashboard/manager/c1/messages/deleted-messages');
    expect(paths.manager.subsidy('c1', '7')).toBe('/dashboard/manager/c1/subsidies/7');
  });

  it('builds guardian and member paths with the user id first', () => {
    expect(paths.guardian.overview('u1', 'c1')).toBe('/dashboard/guardian/u1/c1/overview');
    expect(paths.member.myId('u1', 'c1')).toBe('/dashboard/member/u1/c1/my-id');
    expect(paths.member.messages.thread('c1', 'th1')).toBe('/dashboard/member/c1/messages/thread/th1');
  });

  it('encodes parameter values', () => {
    expect(definePath('/p/:clubShortName')('a b/c')).toBe('/p/a%20b%2Fc');
  });

  it('builds the optional admin club and the status pages', () => {
    expect(paths.admin.impersonate()).toBe('/admin/impersonate');
    expect(paths.admin.impersonate('c1')).toBe('/admin/impersonate/c1');
    expect(paths.status.page(403)).toBe('/403');
  });

  it('builds login and logout paths with from and expiredToken', () => {
    expect(loginPath()).toBe('/auth/login');
    expect(loginPath('/dashboard/x?a=1')).toBe('/auth/login?from=%2Fdashboard%2Fx%3Fa%3D1');
    expect(logoutPath('/x', true)).toBe('/auth/logout?from=%2Fx&expiredToken=true');
  });
});
