import { KIT_CATALOGUES } from 'shared-kit/i18n';
import { SAVED_ON_DEVICE } from './offline-texts.ts';

describe("the offline queue's words", () => {
  it("are the kit catalogue's English, which the timesheet and the header show and the tests look for", () => {
    expect(KIT_CATALOGUES.en['kit.offline.savedOnDevice']).toBe(SAVED_ON_DEVICE);
    expect(KIT_CATALOGUES.es['kit.offline.savedOnDevice']).not.toBe(SAVED_ON_DEVICE);
  });
});
