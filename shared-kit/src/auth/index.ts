export {
  session,
  createSessionStore,
  STORAGE_KEYS,
  type AuthSession,
  type SessionStore,
  type SessionTokens,
  type SessionStorageAreas,
} from './session.ts';
export { useSession, useCurrentUser, usePermission } from './hooks.ts';
