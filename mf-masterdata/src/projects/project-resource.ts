import { projectFormSchema, type ProjectDetail } from 'shared-kit/master-data';
import { recordResource } from 'shared-kit/form';
import { invalidateAfter } from 'shared-kit/resources/keys';
import { createProject, projectQueryOptions, updateProjectDetails } from 'shared-kit/resources/projects';
import { PROJECTS_PATH } from '../common/paths';
import { projectValuesOf } from './project-values';

/** The toasts of seed 001 §8 for the project screens, character for character. */
export const PROJECT_TOAST = {
  created: 'Project data saved successfully',
  createFailed: 'Unable to save project data',
  updated: 'Project data updated successfully',
  // U-58: the seed gives the create failure only; the update reuses it.
  updateFailed: 'Unable to save project data',
  loadFailed: 'Unable to load project data',
  rosterSaved: "Project's employee roster saved successfully",
  rosterFailed: "Unable to save project's employee roster",
  equipmentSaved: 'Equipment list successfully submitted',
  equipmentFailed: 'Problem submitting updated equipment list',
  equipmentLoadFailed: 'Unable to load equipment data',
  perDiemSaved: 'Per diem data saved successfully',
  perDiemFailed: 'Unable to save per diem data',
} as const;

/** How the Project Detail tab reads and writes a project (PROJECTS-16…32). */
export const PROJECT = recordResource({
  query: projectQueryOptions,
  idOf: (project: ProjectDetail) => project.projectId,
  valuesOf: projectValuesOf,
  schema: projectFormSchema,
  create: createProject,
  update: (project, form) => updateProjectDetails(project.projectId, { ...form, version: project.version }),
  stale: invalidateAfter.projectSaved,
  listPath: PROJECTS_PATH,
  // PROJECTS-15: saving returns to the project's detail; a new one stays open for its Manpower, Equipment and Per Diem.
  afterSave: 'record',
  toasts: PROJECT_TOAST,
});
