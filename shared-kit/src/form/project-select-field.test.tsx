import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { setLanguage } from 'shared-kit';
import { KIT_CATALOGUES } from 'shared-kit/i18n';
import { renderWithProviders } from 'shared-kit/testing';
import { AreaForm } from './area-form.tsx';
import {
  LOADING_PROJECTS,
  PROJECTS_FAILED,
  ProjectSelectField,
  ProjectsLoadFailed,
  projectOptionLabel,
  type ProjectOption,
} from './fields.tsx';
import { useAreaForm } from './use-area-form.ts';

const PROJECTS: ProjectOption[] = [
  { projectId: 4, projectNumber: 'P-24 HOU 01', description: 'Ship Channel Pump Station', status: 'Active' },
  { projectId: 9, projectNumber: 'P-24 HOU 02', description: 'Clinton Dr Bridge', status: 'Inactive' },
];
const schema = z.object({ projectId: z.string().check(z.minLength(1, 'Choose a project')) });

function Criteria({
  projects,
  onValid,
  label,
}: {
  projects: { data?: ProjectOption[]; isPending: boolean };
  onValid: (values: { projectId: string }) => void;
  label?: string;
}) {
  const form = useAreaForm<{ projectId: string }>(schema, { defaultValues: { projectId: '' } });
  return (
    <AreaForm form={form} onValid={onValid} aria-label="Criteria">
      <ProjectSelectField
        name="projectId"
        {...(label === undefined ? {} : { label })}
        projects={projects}
        placeholder="Select a project"
      />
      <button type="submit">Open</button>
    </AreaForm>
  );
}

describe('ProjectSelectField', () => {
  it('names a project by its number and description, and its status when it is not Active', () => {
    expect(projectOptionLabel(PROJECTS[0]!)).toBe('P-24 HOU 01 - Ship Channel Pump Station');
    expect(projectOptionLabel(PROJECTS[1]!)).toBe('P-24 HOU 02 - Clinton Dr Bridge (Inactive)');
  });

  it("is labelled 'Project' unless the screen names it otherwise", () => {
    renderWithProviders(<Criteria projects={{ isPending: true }} onValid={jest.fn()} label="Job" />);
    expect(screen.getByRole('combobox', { name: 'Job' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
  });

  it('is disabled and says so while the projects load', () => {
    renderWithProviders(<Criteria projects={{ isPending: true }} onValid={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeDisabled();
    expect(screen.getByRole('option', { name: LOADING_PROJECTS })).toBeInTheDocument();
  });

  it('gives the form the chosen project id', async () => {
    const onValid = jest.fn();
    renderWithProviders(<Criteria projects={{ data: PROJECTS, isPending: false }} onValid={onValid} />);
    expect(screen.getByRole('option', { name: 'Select a project' })).toHaveValue('');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Project' }),
      'P-24 HOU 02 - Clinton Dr Bridge (Inactive)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onValid).toHaveBeenCalledWith({ projectId: '9' });
  });

  it('says when the projects could not be loaded, and Retry asks again', async () => {
    const refetch = jest.fn();
    const loaded = renderWithProviders(<ProjectsLoadFailed projects={{ isError: false, refetch }} />);
    expect(screen.queryByText(PROJECTS_FAILED)).not.toBeInTheDocument();
    loaded.unmount();
    renderWithProviders(<ProjectsLoadFailed projects={{ isError: true, refetch }} />);
    expect(screen.getByText(PROJECTS_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  describe('in Spanish', () => {
    afterEach(() => act(() => setLanguage('en')));

    it('keeps its English texts in the catalogue and says them in Spanish', () => {
      expect(KIT_CATALOGUES.en['kit.projects.loading']).toBe(LOADING_PROJECTS);
      expect(KIT_CATALOGUES.en['kit.projects.loadFailed']).toBe(PROJECTS_FAILED);
      act(() => setLanguage('es'));
      renderWithProviders(<ProjectsLoadFailed projects={{ isError: true, refetch: jest.fn() }} />);
      expect(screen.getByText('No se pudieron cargar las obras.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    });
  });
});
