import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FetchQueryOptions, QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useLocation, useNavigate, useNotifyingMutation, useStillHere } from 'shared-kit';
import { listLeftFrom, type DetailPageProps } from './detail-page.tsx';
import { firstLoadError, useLeaveOnLoadError } from './load-error.ts';
import { useAreaForm, type FormSchema } from './use-area-form.ts';

/** The seed's toasts of a detail page (§8), character for character. */
export interface RecordToasts {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted?: string;
  deleteFailed?: string;
  /** The record failed to load; the page then goes back to the list. */
  loadFailed: string;
}

/**
 * How a master data or role detail page reads and writes its record: the resource's requests (shared-kit/resources),
 * the form's schema and values, what a write makes stale, the list it belongs to and the seed's toasts.
 */
export interface RecordResource<TRecord, TValues extends FieldValues, TForm, TKey extends QueryKey> {
  /** The resource's queryOptions of one record, e.g. customerQueryOptions. */
  query: (id: number) => UseQueryOptions<TRecord, Error, TRecord, TKey>;
  idOf: (record: TRecord) => number;
  /** The form's values of a record; of none (a new record), the empty form. */
  valuesOf: (record: TRecord | undefined) => TValues;
  schema: FormSchema<TForm>;
  create: (form: TForm) => Promise<TRecord>;
  /** Sends the version read (If-Match): `record.version`. */
  update: (record: TRecord, form: TForm) => Promise<TRecord>;
  /** Without it the page offers no Delete. */
  remove?: (record: TRecord) => Promise<unknown>;
  /** What a write makes stale besides the record itself (cached from the write's answer): invalidateAfter.…(). */
  stale: () => readonly QueryKey[];
  /** The record's list: Back, after a delete (U-48), after a failed load; `${listPath}/${id}` is the record's page. */
  listPath: string;
  /**
   * Where a saved record's page goes, said by each screen: 'record' stays on the record, read-only (a new record's
   * page replaces the new form's, e.g. a project, whose other tabs open once it is saved); 'list' returns to the
   * list as it was left (U-48: a role, a standalone correction), a new record's list replacing the new form's entry.
   */
  afterSave: 'record' | 'list';
  toasts: RecordToasts;
  /**
   * When the fields are checked: 'submit' (default) on the first Save, then on every change; 'touched' once a field
   * is left, then on every change (seed 001 §5: the standalone correction form validates on blur, then on change).
   */
  validateOn?: 'submit' | 'touched';
}

/**
 * A record read again for a Reload, outside the page's own query (under a key of its own, kept by nobody): a failure
 * leaves the page's query as it was, so the page neither shows a load error nor goes back to its list and everything
 * typed stays. The copy read becomes the page's record (its version is the one the next save sends).
 */
export async function readSavedCopy<TRecord>(
  queryClient: QueryClient,
  options: { queryKey: QueryKey; queryFn?: unknown },
): Promise<TRecord> {
  const saved = await queryClient.fetchQuery<TRecord, Error, TRecord, QueryKey>({
    ...(options as FetchQueryOptions<TRecord, Error, TRecord, QueryKey>),
    queryKey: [...options.queryKey, 'reload'],
    staleTime: 0,
    gcTime: 0,
  });
  queryClient.setQueryData<TRecord, QueryKey>(options.queryKey, saved);
  return saved;
}

/** A RecordResource, its types read from the resource's requests (no type arguments to spell). */
export const recordResource = <TRecord, TValues extends FieldValues, TForm, TKey extends QueryKey>(
  resource: RecordResource<TRecord, TValues, TForm, TKey>,
): RecordResource<TRecord, TValues, TForm, TKey> => resource;

/**
 * The record of a detail route: `id` is the route's parameter, undefined on the route of a new record (which is
 * never read as an id). A record that fails to load gives the seed's toast and returns to the list.
 */
export function useRecordQuery<TRecord, TValues extends FieldValues, TForm, TKey extends QueryKey>(
  resource: RecordResource<TRecord, TValues, TForm, TKey>,
  id: string | undefined,
): { isNew: boolean; record: TRecord | undefined; ready: boolean } {
  const isNew = id === undefined;
  const query = useQuery({ ...resource.query(Number(id)), enabled: !isNew });
  useLeaveOnLoadError(firstLoadError(query), resource.toasts.loadFailed, resource.listPath);
  return { isNew, record: query.data, ready: isNew || query.data !== undefined };
}

export type RecordDetailProps<TValues extends FieldValues, TForm> = Pick<
  DetailPageProps<TValues, TForm>,
  'form' | 'savedValues' | 'onSave' | 'onReload' | 'onDelete' | 'isNew' | 'backTo'
>;

/**
 * A DetailPage's form and writes for `record` (undefined: a new one), to spread onto it: Save creates or updates with
 * the version read, each with the seed's toasts, then goes where the resource's `afterSave` says; the answer is
 * cached as the record and what it makes stale is refetched; Reload (after a 409) fetches the record again; Delete
 * deletes and returns to the list as it was left.
 */
export function useRecordDetail<TRecord, TValues extends FieldValues, TForm, TKey extends QueryKey>(
  resource: RecordResource<TRecord, TValues, TForm, TKey>,
  record: TRecord | undefined,
): RecordDetailProps<TValues, TForm> {
  const { toasts, listPath, remove } = resource;
  const navigate = useNavigate();
  const listUrl = listLeftFrom(useLocation().state, listPath);
  const stillHere = useStillHere();
  const queryClient = useQueryClient();
  const savedValues = resource.valuesOf(record);
  // The full values are a valid DefaultValues (a deep partial); TypeScript cannot see it through the generic.
  const form = useAreaForm<TValues, TForm>(resource.schema, {
    defaultValues: savedValues as DefaultValues<TValues>,
    ...(resource.validateOn === 'touched' && { mode: 'onTouched' }),
  });
  const refetchStale = () =>
    Promise.all(resource.stale().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const save = useNotifyingMutation({
    mutationFn: (values: TForm) => (record ? resource.update(record, values) : resource.create(values)),
    successMessage: record ? toasts.updated : toasts.created,
    errorMessage: record ? toasts.updateFailed : toasts.createFailed,
    onSuccess: (saved) => {
      queryClient.setQueryData<TRecord, QueryKey>(resource.query(resource.idOf(saved)).queryKey, saved);
      void refetchStale();
    },
  });
  const saveAndGo = async (values: TForm) => {
    const submitted = JSON.stringify(form.getValues());
    const saved = await save.mutateAsync(values);
    if (!stillHere()) return saved;
    // A new record's form is replaced, so Back does not return to an empty form. An update typed into while it saved
    // stays, with that typing unsaved (DetailPage keeps it in edit mode).
    if (resource.afterSave === 'list' && (!record || JSON.stringify(form.getValues()) === submitted)) {
      navigate(listUrl, { replace: !record });
    } else if (!record) {
      navigate(`${listPath}/${resource.idOf(saved)}`, { replace: true });
    }
    return saved;
  };
  const deletion = useNotifyingMutation({
    mutationFn: (deleted: TRecord) => remove?.(deleted) ?? Promise.resolve(),
    successMessage: toasts.deleted,
    errorMessage: toasts.deleteFailed ?? toasts.updateFailed,
    onSuccess: () => {
      void refetchStale();
      navigate(listUrl);
    },
  });

  return {
    form,
    savedValues,
    onSave: saveAndGo,
    onReload:
      record &&
      (async () =>
        resource.valuesOf(await readSavedCopy<TRecord>(queryClient, resource.query(resource.idOf(record))))),
    onDelete: record && remove && (() => deletion.mutateAsync(record)),
    isNew: record === undefined,
    backTo: listPath,
  };
}
