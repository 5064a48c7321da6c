import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { formatProjectNumber, type ProjectListItem } from 'shared-kit';
import { Field } from 'shared-kit/ui';

/**
 * What the Projects filter draws in both of its forms (project-filter.tsx): the field at rest, and the combobox that
 * takes its place once the user reaches for it (project-combobox.tsx).
 */

/** What a project reads as in the filter: its number as the seeds print it, then its name. */
export const projectLabel = (project: Pick<ProjectListItem, 'projectNumber' | 'description'>): string =>
  `${formatProjectNumber(project.projectNumber)} ${project.description}`;

/** Letters and digits only, lower case: 'P-24 HOU', 'p24hou' and 'P24HOU01' find the same project. */
const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a project is one the typed text finds: in its number or its name, ignoring case, spaces and hyphens. */
export const projectMatches = (project: ProjectListItem, typed: string): boolean =>
  compact(projectLabel(project)).includes(compact(typed));

/** The chosen project's name on its chip; an id from an old link that no active project has still shows (to remove). */
export const chosenLabel = (projects: ReadonlyMap<number, ProjectListItem>, projectId: number): string => {
  const project = projects.get(projectId);
  return project ? projectLabel(project) : `Project ${projectId}`;
};

export interface ProjectFilterProps {
  id: string;
  projects: readonly ProjectListItem[];
  /** The chosen projects' ids; none means every project. */
  value: readonly number[];
  onChange(projectIds: number[]): void;
}

/** A chosen project: a button that removes it, named 'Remove {project}'. */
export function ChosenChip({ label, ...props }: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Chip type="button" aria-label={`Remove ${label}`} title={label} {...props}>
      <ChipText>{label}</ChipText>
      <span aria-hidden="true">✕</span>
    </Chip>
  );
}

/** The toggle's arrow, drawn for the eye only: the button has its own name. */
export const toggleArrow = (open: boolean): ReactNode => <span aria-hidden="true">{open ? '▴' : '▾'}</span>;

export const searchPlaceholder = (chosen: number): string =>
  chosen === 0 ? 'All projects' : 'Add a project';

export const ProjectField = styled(Field)`
  position: relative;
  flex: 1 1 20rem;
  max-width: 36rem;
`;

export const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 16rem;
  min-height: 1.75rem;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.onNavActive};
  background: ${({ theme }) => theme.colors.navActive};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.rowHover};
  }
`;

export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SearchInput = styled.input`
  flex: 1 1 8rem;
  min-width: 8rem;
  min-height: 2rem;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ToggleButton = styled.button`
  min-width: 2rem;
  min-height: 2rem;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;
`;

export const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: 20rem;
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  padding: ${({ theme }) => `${theme.space(1)} 0`};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  box-shadow: ${({ theme }) => theme.shadows.toast};
`;

export const Option = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.rowHover : 'transparent')};
  cursor: pointer;
  &[aria-selected='true'] {
    font-weight: 600;
  }
`;

export const Check = styled.span`
  flex: none;
  width: 1rem;
  color: ${({ theme }) => theme.colors.primary};
`;

export const NoMatch = styled.p`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;
