// Every text of the offline queue's parts of the shell a user reads, in one module (the catalogues take them from
// here). The header's line is shared-kit's SAVED_ON_DEVICE, the same words the timesheet shows.

export const SIGN_OUT_WARNING_TITLE = 'Sign out with changes not yet sent?';
export const SIGN_OUT_AND_DELETE = 'Sign out and delete';

/** How many saved changes still wait, and what signing out does to them (Cancel keeps them). */
export const unsentChangesText = (count: number): string =>
  count === 1
    ? '1 change saved on this device is not yet sent. Signing out deletes it from this device.'
    : `${count} changes saved on this device are not yet sent. Signing out deletes them from this device.`;

/** The same question when the device's queue could not be read (its code did not load). */
export const UNSENT_UNKNOWN =
  'Changes saved on this device may not be sent yet. Signing out deletes them from this device.';
