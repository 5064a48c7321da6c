import { KIT_CATALOGUES, messagesFor } from 'shared-kit/i18n';
import { SAVED_ON_DEVICE } from './offline-texts.ts';

/** The kit's Spanish (fetched before the tests, src/test-setup.ts). */
const SPANISH = (): Readonly<Record<string, string>> => messagesFor('es');

describe("the offline queue's words", () => {
  it("are the kit catalogue's English, which the timesheet and the header show and the tests look for", () => {
    expect(KIT_CATALOGUES.en['kit.offline.savedOnDevice']).toBe(SAVED_ON_DEVICE);
    expect(SPANISH()['kit.offline.savedOnDevice']).not.toBe(SAVED_ON_DEVICE);
  });
});
