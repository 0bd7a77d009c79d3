import { routeTable } from '@vs/routes';
import { describe, expect, it } from 'vitest';
import { crossOriginRemotePages } from './document-remotes';

const manifest = {
  remotes: [
    { name: 'mypage', entry: 'https://cdn.example/releases/mypage/a1/remoteEntry.js', integrity: 'sha384-x' },
    { name: 'plans_checkout', entry: 'https://cdn.example/releases/plans-checkout/b2/remoteEntry.js' },
    { name: 'auth_login', entry: '/releases/auth-login/c3/remoteEntry.js' },
    { name: 'signup', entry: '/remotes/signup/remoteEntry.js' },
  ],
};
const route = (path: string) => {
  const found = routeTable.find((one) => one.path === path);
  if (!found) throw new Error(path);
  return found;
};
const site = { origin: 'https://store.example' };

describe('crossOriginRemotePages', () => {
  it("loads as a document the pages of another remote released on another origin, and none of this server's", () => {
    const fromLogin = crossOriginRemotePages(manifest, routeTable, { ...site, pathname: '/login' });
    expect(fromLogin(route('/mypage'))).toBe(true);
    expect(fromLogin(route('/plans'))).toBe(true);
    expect(fromLogin(route('/login'))).toBe(false);
    expect(fromLogin(route('/signup'))).toBe(false);
  });

  it('keeps client-side navigation inside the remote that rendered the document', () => {
    const fromMypage = crossOriginRemotePages(manifest, routeTable, { ...site, pathname: '/mypage' });
    expect(fromMypage(route('/mypage/sessions'))).toBe(false);
    expect(fromMypage(route('/plans'))).toBe(true);
  });
});
