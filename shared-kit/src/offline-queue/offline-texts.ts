// Every text of 'shared-kit/offline-queue' a user reads, in one module (the catalogues take them from here).

/** Issue 43: shown in the timesheet and in the header while a write of this user waits (em dash, exact). */
export const SAVED_ON_DEVICE = 'Saved on this device — sends when online';
