import { isRoute, loginRedirectPath, pathFor, redirectTarget, routePaths } from './index';

describe('routes', () => {
  it('names the redirect targets', () => {
    expect(routePaths).toEqual({
      main: '/',
      login: '/user/login',
      reset: '/user/reset',
      'setup-facebook': '/setup/facebook',
      'setup-adaccount': '/setup/adaccount',
      'setup-extension': '/setup/extension',
      integrations: '/setting/integrations',
      dashboard: '/dashboard',
      updates: '/updates',
      welcome: '/welcome',
    });
  });

  it('builds paths with a query from params', () => {
    expect(pathFor('integrations')).toBe('/setting/integrations');
    expect(pathFor('login', { redirect: '/search?q=a b', skip: undefined })).toBe('/user/login?redirect=%2Fsearch%3Fq%3Da+b');
  });

  it('sends to login with the full current path as redirect', () => {
    expect(loginRedirectPath('/adsmanager/act_1/campaign?x=1#top')).toBe('/user/login?redirect=%2Fadsmanager%2Fact_1%2Fcampaign%3Fx%3D1%23top');
    expect(loginRedirectPath('')).toBe('/user/login?redirect=%2F');
  });

  it('does not loop when already on login', () => {
    expect(loginRedirectPath('/user/login?redirect=%2Fsearch')).toBe('/user/login?redirect=%2Fsearch');
    expect(isRoute('/user/login?x=1', 'login')).toBe(true);
  });

  it('reads back only safe redirect targets', () => {
    expect(redirectTarget('?redirect=%2Fsearch%3Fq%3Da')).toBe('/search?q=a');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(redirectTarget('redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(redirectTarget('', '/')).toBe('/');
  });
});
