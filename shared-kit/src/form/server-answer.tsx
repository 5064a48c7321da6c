import { useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { ApiError, Button, Callout, Row, Stack } from 'shared-kit';
import { useTranslateMessage } from 'shared-kit/i18n';

/** The api's 409 text when it gives none (api/src/http/versioning.ts words it per record). */
export const STALE_WRITE =
  'This record was changed by someone else since you opened it. Reload to see the latest version, then make your change again.';
/** A 428: the screen sent no version, so the api cannot tell whether someone else changed the record meanwhile. */
export const VERSION_MISSING =
  'This change was not saved: it did not say which version of the record it was made on, so it could have overwritten someone else’s change. Reload to get the latest version, then make your change again.';
export const RELOAD = 'Reload';
export const KEEP_EDITING = 'Keep editing';
export const RELOAD_REPLACES =
  'Reload replaces what you typed with the saved version; until then nothing is lost.';
/** Reload could not reach the api (or it failed): the notice stays, with this under it. */
export const RELOAD_FAILED =
  'The saved version could not be loaded. Nothing you typed is lost: try Reload again.';
/** Reload found the record gone (404): someone deleted it after this screen read it. */
export const RECORD_GONE =
  'This record no longer exists: someone deleted it after you opened it. What you typed is still on this screen, but it cannot be saved.';

/** What a refused write means for the form. Anything else (5xx, no connection) is left to the mutation's toast. */
export type ServerAnswer =
  | { kind: 'fields'; fieldErrors: ReadonlyArray<{ path: string; message: string }> }
  | { kind: 'stale'; message: string }
  | { kind: 'versionMissing'; message: string };

/**
 * 400 with field messages, 409 with a field (a duplicate: 'Role already exists'), 409 (someone saved first) or 428
 * (no version sent); null for any other error.
 */
export function serverAnswerOf(error: unknown): ServerAnswer | null {
  if (!(error instanceof ApiError)) return null;
  if ((error.status === 400 || error.status === 409) && error.data?.errors?.length)
    return { kind: 'fields', fieldErrors: error.data.errors };
  if (error.status === 409) return { kind: 'stale', message: error.data?.message ?? STALE_WRITE };
  if (error.status === 428) return { kind: 'versionMissing', message: VERSION_MISSING };
  return null;
}

/**
 * The api's field messages (paths like 'timesheetRecords.0.workHours') at their fields. A path the form does not
 * hold (or none) becomes a form-wide message ('root.server'), which the Data Errors summary lists.
 */
export function setServerFieldErrors<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
  fieldErrors: ReadonlyArray<{ path: string; message: string }>,
): void {
  const elsewhere: string[] = [];
  for (const { path, message } of fieldErrors) {
    if (path && form.getValues(path as FieldPath<T>) !== undefined) {
      form.setError(path as FieldPath<T>, { type: 'server', message });
    } else {
      elsewhere.push(path ? `${path}: ${message}` : message);
    }
  }
  if (elsewhere.length > 0) form.setError('root.server', { type: 'server', message: elsewhere.join(' ') });
}

/** The notice of a refused write: why (409, 428), or that the record is gone; whether the last Reload failed. */
export type ServerNotice = (
  Extract<ServerAnswer, { kind: 'stale' | 'versionMissing' }> | { kind: 'gone'; message: string }
) & { reloadFailed?: boolean };

export interface ServerAnswerState {
  /** The 409/428 notice on screen, if any (400s show at their fields instead). */
  notice: ServerNotice | null;
  /** Maps a refused write onto the form; false when the error is none of 400 (fields), 409, 428. */
  handle(error: unknown): boolean;
  dismiss(): void;
  /**
   * The notice's Reload: `fetchSaved` reads the saved version (outside the page's own query, so a failure leaves the
   * page as it is) and `apply` puts it in the form, which closes the notice. One at a time. When it cannot be read,
   * everything typed stays: the notice says so (RELOAD_FAILED), or that the record is gone (404, RECORD_GONE).
   */
  reload<S>(fetchSaved: () => Promise<S>, apply: (saved: S) => void): Promise<void>;
  /** A Reload is under way. */
  reloading: boolean;
}

/** A form's answer to the api: never touches the typed values. */
export function useServerAnswer<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
): ServerAnswerState {
  const [notice, setNotice] = useState<ServerNotice | null>(null);
  const [reloading, setReloading] = useState(false);
  const busy = useRef(false);
  return {
    notice,
    handle(error) {
      const answer = serverAnswerOf(error);
      if (!answer) return false;
      if (answer.kind === 'fields') setServerFieldErrors(form, answer.fieldErrors);
      else setNotice(answer);
      return true;
    },
    dismiss: () => setNotice(null),
    async reload(fetchSaved, apply) {
      if (busy.current) return;
      busy.current = true;
      setReloading(true);
      try {
        const saved = await fetchSaved();
        setNotice(null);
        apply(saved);
      } catch (error) {
        setNotice((shown) =>
          error instanceof ApiError && error.status === 404
            ? { kind: 'gone', message: RECORD_GONE }
            : shown && { ...shown, reloadFailed: true },
        );
      } finally {
        busy.current = false;
        setReloading(false);
      }
    },
    reloading,
  };
}

const Text = styled.p`
  margin: 0;
`;

/**
 * The 409/428 notice: the reason, and the choice between the saved version and going on with what was typed. A record
 * that is gone has no saved version to offer.
 */
export function ServerAnswerNotice({
  notice,
  onReload,
  reloading = false,
  onKeepEditing,
}: {
  notice: ServerAnswerState['notice'];
  onReload?: () => void;
  reloading?: boolean;
  onKeepEditing: () => void;
}) {
  // Every text here, and the api's 409 for a timesheet, is in the kit's catalogue (kit.answer.…) by its English.
  const translate = useTranslateMessage();
  if (!notice) return null;
  const canReload = onReload && notice.kind !== 'gone';
  return (
    <Callout tone="warning">
      <Stack gap={2}>
        {/* Polite live regions: a screen reader hears when a Reload fails or finds the record gone. */}
        <Text aria-live="polite">{translate(notice.message)}</Text>
        {canReload && (
          <Text aria-live="polite">{translate(notice.reloadFailed ? RELOAD_FAILED : RELOAD_REPLACES)}</Text>
        )}
        <Row gap={2}>
          {canReload && (
            <Button onClick={onReload} disabled={reloading}>
              {translate(RELOAD)}
            </Button>
          )}
          <Button variant="secondary" onClick={onKeepEditing}>
            {translate(KEEP_EDITING)}
          </Button>
        </Row>
      </Stack>
    </Callout>
  );
}
