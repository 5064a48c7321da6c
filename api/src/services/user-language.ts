import type { Language } from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { setEmployeeLanguage } from '../db/repositories/employees.ts';

/**
 * PUT /user/language: the signed-in employee's own portal language, stored with their record so it follows them to
 * another device (issue 43). A preference: last write wins, no version, no audit.
 */
export const chooseLanguage = async (db: Db, user: CurrentUser, language: Language): Promise<CurrentUser> => {
  await setEmployeeLanguage(db, user.employeeId, language);
  return { ...user, language };
};
