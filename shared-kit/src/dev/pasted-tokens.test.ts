import { readPastedTokens } from './pasted-tokens.ts';

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';

describe('readPastedTokens', () => {
  it('reads the JSON the console snippet copies', () => {
    expect(readPastedTokens(JSON.stringify({ idToken: ID_TOKEN, accessToken: 'access-1' }))).toEqual({
      idToken: ID_TOKEN,
      accessToken: 'access-1',
    });
  });

  it('takes a bare id token, with surrounding white space, and no access token', () => {
    expect(readPastedTokens(`  ${ID_TOKEN}\n`)).toEqual({ idToken: ID_TOKEN, accessToken: '' });
  });

  it('keeps the id token when the access token is missing or not a string', () => {
    expect(readPastedTokens(JSON.stringify({ idToken: ID_TOKEN }))).toEqual({
      idToken: ID_TOKEN,
      accessToken: '',
    });
    expect(readPastedTokens(JSON.stringify({ idToken: ID_TOKEN, accessToken: null }))).toEqual({
      idToken: ID_TOKEN,
      accessToken: '',
    });
  });

  it.each([
    ['an empty paste', ''],
    ['text that is no JSON', 'hello there'],
    ['JSON without an id token', '{"accessToken":"access-1"}'],
    ['an empty id token', '{"idToken":""}'],
    ['an id token that is not a string', '{"idToken":42}'],
    ['a JSON string', `"${ID_TOKEN}"`],
    ['null', 'null'],
    ['a token of two parts', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9'],
  ])('refuses %s', (_what, pasted) => {
    expect(readPastedTokens(pasted)).toBeNull();
  });
});
