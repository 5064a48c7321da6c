import { QueryClient } from '@tanstack/react-query';
import { mockApi, type MockApi } from 'shared-kit/testing';
import { companyQueryOptions, inCompanyDomain } from 'shared-kit/resources/company';

describe('company resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('reads GET /company once under the company key, and keeps it for the page load', async () => {
    api = mockApi({ 'GET /company': () => ({ name: 'Crewtime', emailDomain: 'example.com' }) });
    const client = new QueryClient();
    const options = companyQueryOptions();
    expect(options.queryKey).toEqual(['company']);
    expect(options.staleTime).toBe(Infinity);
    expect(await client.fetchQuery(options)).toEqual({ name: 'Crewtime', emailDomain: 'example.com' });
    await client.fetchQuery(options);
    expect(api.calls.map((call) => call.path)).toEqual(['/company']);
  });
});

describe('inCompanyDomain (U-36)', () => {
  it.each([
    ['dana.okafor@example.com', true],
    ['  Dana.Okafor@EXAMPLE.com ', true],
    ['dana@example.com.au', false],
    ['dana@notexample.com', false],
    ['dana@sub.example.com', false],
    ['example.com', false],
    ['', false],
    [null, false],
  ])('%p is in example.com: %p', (email, expected) => {
    expect(inCompanyDomain(email, 'example.com')).toBe(expected);
  });

  it('matches no e-mail while the domain is unknown', () => {
    expect(inCompanyDomain('dana@example.com', '')).toBe(false);
  });
});
