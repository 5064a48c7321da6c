import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ApiError, Button, PageHeading, Row, Stack, navigateTo, useLocation } from 'shared-kit';
import { ConfirmDialog } from 'shared-kit/ui';
import { AreaForm } from './area-form.tsx';
import { DataErrors, type DataErrorSection } from './data-errors.tsx';
import { DetailModeContext, type DetailMode } from './read-edit-field.tsx';
import { useUnsavedChangesPrompt } from 'shared-kit/unsaved-changes';
import type { AreaFormReturn } from './use-area-form.ts';

/** The detail pages' buttons, character for character (PROJECTS-12/13, CUSTOMERS-06, ROLES-04). */
export const DETAIL_BUTTON = {
  edit: 'Edit Data',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  back: 'Back',
} as const;

export interface DetailPageProps<TValues extends FieldValues, TOutput> {
  /** The page's heading; left out where the page around it has one (a tab of a tabbed record). */
  title?: ReactNode;
  /** Names the form when the title does not (a tab: its tab's name). */
  formLabel?: string;
  /** From useAreaForm, with the saved record as its default values. */
  form: AreaFormReturn<TValues, TOutput>;
  /** The record as saved, as form values: Cancel returns to them, and read mode follows them. */
  savedValues: TValues;
  /** Writes the record; a rejection keeps edit mode and what was typed (400 at the fields, 409/428 a notice). */
  onSave(values: TOutput): Promise<unknown>;
  /** Fetches the saved record again, as form values, for the stale-write notice's Reload. */
  onReload?: () => Promise<TValues>;
  /** The list the page belongs to: Back returns to it, as it was left when the page was opened from its DataTable. */
  backTo: string;
  /** A new record starts in edit mode; its Cancel goes back to the list. */
  isNew?: boolean;
  /** False hides Edit Data (no permission to change the record). */
  canEdit?: boolean;
  /** More buttons for read mode. */
  actions?: ReactNode;
  /**
   * Deletes the record (CUSTOMERS-06): a Delete button in read mode (with canEdit) that first asks `deleteQuestion`,
   * which names the record. On success the screen leaves (U-48); a rejection closes the question (its toast said why).
   */
  onDelete?: () => Promise<unknown>;
  deleteQuestion?: ReactNode;
  /** Groups the Data Errors summary by part of the page. */
  errorSections?: readonly DataErrorSection[];
  children: ReactNode;
}

/**
 * The list as it was left, when the page was opened from a row of it (DataTable's row links carry `listUrl` in their
 * history state), so Back returns to that search, sort and page; else the list itself.
 */
export function listLeftFrom(state: unknown, backTo: string): string {
  const listUrl = typeof state === 'object' && state !== null && 'listUrl' in state ? state.listUrl : null;
  return typeof listUrl === 'string' && (listUrl === backTo || listUrl.startsWith(`${backTo}?`))
    ? listUrl
    : backTo;
}

/**
 * The frame of a master data or role screen: the title, the record read-only by default; Edit Data switches to
 * edit mode, Save writes (disabled while saving, once per click however fast) and returns to read mode (unless
 * something was typed while it saved: that stays, unsaved, in edit mode), Cancel reverts to the saved values and
 * returns to read mode, Back goes to the list. While there are unsaved changes, every way of leaving asks first.
 */
export function DetailPage<TValues extends FieldValues, TOutput>({
  title,
  formLabel,
  form,
  savedValues,
  onSave,
  onReload,
  backTo,
  isNew = false,
  canEdit = true,
  actions,
  onDelete,
  deleteQuestion,
  errorSections,
  children,
}: DetailPageProps<TValues, TOutput>) {
  const [mode, setMode] = useState<DetailMode>(isNew ? 'edit' : 'read');
  const [deletion, setDeletion] = useState<'asking' | 'deleting' | null>(null);
  const listUrl = listLeftFrom(useLocation().state, backTo);
  const { isDirty, isSubmitting, errors } = form.formState;
  const guard = useUnsavedChangesPrompt(isDirty);
  const fields = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);

  // Read mode shows the record as saved: a refetch (after this page's save, or someone else's) shows at once.
  const savedKey = JSON.stringify(savedValues);
  const latestSavedKey = useRef(savedKey);
  latestSavedKey.current = savedKey;
  // The saved values when the last save started: until newer ones arrive, read mode keeps what was saved.
  const staleKey = useRef<string | null>(null);
  useEffect(() => {
    if (mode !== 'read' || savedKey === staleKey.current) return;
    staleKey.current = null;
    form.reset(savedValues);
    // savedKey stands for savedValues: a new object with the same values is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, mode]);

  useEffect(() => {
    if (mode !== 'edit' || !focusFirstField.current) return;
    focusFirstField.current = false;
    fields.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [mode]);

  const edit = () => {
    focusFirstField.current = true;
    setMode('edit');
  };

  const save = async (values: TOutput) => {
    const before = latestSavedKey.current;
    const submitted = form.getValues();
    await onSave(values);
    staleKey.current = before;
    // What was saved is the new baseline until the refetched record arrives (read mode then shows it).
    const typedSince = form.getValues();
    form.reset(submitted);
    if (JSON.stringify(typedSince) === JSON.stringify(submitted)) {
      setMode('read');
      return;
    }
    // Typed while the save was under way: not saved. It stays in edit mode as an unsaved change of the saved record.
    form.reset(typedSince, { keepDefaultValues: true });
  };

  const cancel = () => {
    form.reset(savedValues);
    if (!isNew) {
      setMode('read');
      return;
    }
    guard.release();
    navigateTo(backTo);
  };

  const runDelete = async () => {
    setDeletion('deleting');
    try {
      await onDelete?.();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setDeletion(null);
    }
  };

  const back = () => {
    if (guard.confirmLeave()) navigateTo(listUrl);
  };

  return (
    <Stack>
      {title !== undefined && <PageHeading>{title}</PageHeading>}
      <AreaForm
        form={form}
        onValid={save}
        onReload={onReload}
        aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)}
      >
        <Stack>
          <Row gap={2}>
            {/* Keyed: reused for Save, the clicked Edit Data button would turn type=submit before the browser's
                click activation runs (React renders between the listener and it) and submit the unchanged form. */}
            {mode === 'read' ? (
              <>
                {canEdit && (
                  <Button key="edit" onClick={edit}>
                    {DETAIL_BUTTON.edit}
                  </Button>
                )}
                {canEdit && onDelete && !isNew && (
                  <Button variant="danger" onClick={() => setDeletion('asking')}>
                    {DETAIL_BUTTON.delete}
                  </Button>
                )}
                {actions}
              </>
            ) : (
              <>
                <Button key="save" type="submit" disabled={isSubmitting}>
                  {DETAIL_BUTTON.save}
                </Button>
                <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
                  {DETAIL_BUTTON.cancel}
                </Button>
              </>
            )}
            <Button variant="secondary" onClick={back}>
              {DETAIL_BUTTON.back}
            </Button>
          </Row>
          <DetailModeContext.Provider value={mode}>
            <Stack ref={fields}>{children}</Stack>
          </DetailModeContext.Provider>
          {mode === 'edit' && <DataErrors errors={errors} sections={errorSections} />}
        </Stack>
      </AreaForm>
      {deletion && (
        <ConfirmDialog
          title={DETAIL_BUTTON.delete}
          confirmLabel={DETAIL_BUTTON.delete}
          busy={deletion === 'deleting'}
          onConfirm={() => void runDelete()}
          onClose={() => setDeletion(null)}
        >
          {deleteQuestion}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
