import { isDevHost, liveSiteUrlFor } from './dev-host';

describe('dev host (SHELL-40…43, U-25)', () => {
  it("treats a host name containing 'dev' as a dev host", () => {
    expect(isDevHost('dev.crewtime.example')).toBe(true);
    expect(isDevHost('crewtime-dev.example.com')).toBe(true);
    expect(isDevHost('crewtime.example.com')).toBe(false);
    expect(isDevHost('localhost')).toBe(false);
  });

  it("sends 'Go to Live Site' to the configured live URL when there is one", () => {
    expect(liveSiteUrlFor('https://dev.crewtime.example/foreman', 'https://portal.example.com/')).toBe(
      'https://portal.example.com/',
    );
  });

  it("otherwise to the same URL with 'dev' taken out of the host", () => {
    expect(liveSiteUrlFor('https://dev.crewtime.example/foreman?x=1')).toBe(
      'https://crewtime.example/foreman?x=1',
    );
    expect(liveSiteUrlFor('https://crewtime-dev.example.com/payroll')).toBe(
      'https://crewtime.example.com/payroll',
    );
    expect(liveSiteUrlFor('https://dev-crewtime.example.com/')).toBe('https://crewtime.example.com/');
    expect(liveSiteUrlFor('http://crewtimedev.example.com:8080/')).toBe('http://crewtime.example.com:8080/');
  });
});
