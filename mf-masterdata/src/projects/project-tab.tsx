import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useNavigate, useNotifyingMutation, usePermission, useStillHere } from 'shared-kit';
import type { ProjectDetail } from 'shared-kit/master-data';
import {
  DetailPage,
  readSavedCopy,
  useAreaForm,
  type FormSchema,
  type RecordDetailProps,
} from 'shared-kit/form';
import { invalidate, invalidateAfter } from 'shared-kit/resources/keys';
import { projectQueryOptions } from 'shared-kit/resources/projects';
import { PROJECTS_PATH } from '../common/paths';

export interface ProjectTabOptions<TValues extends FieldValues, TOutput> {
  schema: FormSchema<TOutput> | (() => FormSchema<TOutput>);
  /** The tab's form values of the project as saved. */
  valuesOf: (project: ProjectDetail) => TValues;
  /** The tab's write (PUT …/roster, …/equipment, …/per-diem-rate-table) with the version read. */
  write: (project: ProjectDetail, form: TOutput) => Promise<ProjectDetail>;
  saved: string;
  failed: string;
}

/**
 * The form and write of a Manpower, Equipment or Per Diem tab, to spread onto a DetailPage: Save sends the tab's
 * list with the version read and says the seed's toast; the answer (the whole project) becomes the cached project,
 * and the page returns to the Project Detail tab, read-only (PROJECTS-15). Reload (after a 409) fetches the project.
 */
export function useProjectTab<TValues extends FieldValues, TOutput>(
  project: ProjectDetail,
  { schema, valuesOf, write, saved, failed }: ProjectTabOptions<TValues, TOutput>,
): Omit<RecordDetailProps<TValues, TOutput>, 'onDelete' | 'isNew'> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  const savedValues = valuesOf(project);
  const form = useAreaForm<TValues, TOutput>(schema, {
    defaultValues: savedValues as DefaultValues<TValues>,
  });
  const { queryKey } = projectQueryOptions(project.projectId);
  const save = useNotifyingMutation({
    mutationFn: (values: TOutput) => write(project, values),
    successMessage: saved,
    errorMessage: failed,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void invalidate(queryClient, invalidateAfter.projectSaved());
      // A replace: the tab's saved form is left without asking, and Back does not return to it.
      if (stillHere()) navigate(`${PROJECTS_PATH}/${project.projectId}`, { replace: true });
    },
  });
  return {
    form,
    savedValues,
    onSave: save.mutateAsync,
    onReload: async () =>
      valuesOf(await readSavedCopy<ProjectDetail>(queryClient, projectQueryOptions(project.projectId))),
    backTo: PROJECTS_PATH,
  };
}

/** A Manpower, Equipment or Per Diem tab: its read/edit frame (Edit Data with Projects_Create), named `label`. */
export function ProjectTab<TValues extends FieldValues, TOutput>({
  project,
  label,
  children,
  ...options
}: ProjectTabOptions<TValues, TOutput> & { project: ProjectDetail; label: string; children: ReactNode }) {
  return (
    <DetailPage
      {...useProjectTab(project, options)}
      formLabel={label}
      canEdit={usePermission('Projects_Create')}
    >
      {children}
    </DetailPage>
  );
}
