import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  Callout,
  Loading,
  PER_DIEM_TABLE_TYPES,
  Table,
  TableScroll,
  Td,
  Th,
  VisuallyHidden,
} from 'shared-kit';
import type { PerDiemRateRow, ProjectDetail } from 'shared-kit/master-data';
import { NumberField, ReadEditField, useDetailMode } from 'shared-kit/form';
import {
  saveProjectPerDiemTable,
  sharedPerDiemTableQueryOptions,
} from 'shared-kit/resources/per-diem-tables';
import { PROJECT_TOAST } from './project-resource';
import { ProjectTab } from './project-tab';
import {
  RATE_COLUMNS,
  perDiemFormSchema,
  perDiemValuesOf,
  sharedTableSlug,
  type EditableRateKey,
  type PerDiemValues,
} from './per-diem-form';

const TYPE_OPTIONS = PER_DIEM_TABLE_TYPES.map((type) => ({ value: type, label: type }));

const Deprecated = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReadOnlyCell = styled(Td)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const rateText = (rate: number | string | null): string =>
  rate === null || rate === '' ? '—' : String(rate);

function RateHeader() {
  return (
    <thead>
      <tr>
        <Th scope="col">Job Class</Th>
        {RATE_COLUMNS.map((column) => (
          <Th scope="col" key={column.key}>
            {column.label}
            {column.deprecated && <Deprecated>deprecated, read-only</Deprecated>}
          </Th>
        ))}
      </tr>
    </thead>
  );
}

/** A shared table's rates, read-only (U-51): the project's own when it uses that type, else GET /per-diem-rate-tables. */
function SharedTable({
  type,
  savedType,
  savedRows,
}: {
  type: string;
  savedType: string;
  savedRows: PerDiemRateRow[];
}) {
  const slug = sharedTableSlug(type);
  const shared = useQuery({
    ...sharedPerDiemTableQueryOptions(slug ?? 'default'),
    enabled: type !== savedType,
  });
  const rows = type === savedType ? savedRows : shared.data?.rows;
  if (shared.error) return <Callout tone="error">This per diem table could not be loaded.</Callout>;
  if (!rows) return <Loading label="Loading per diem rates" />;
  return (
    <TableScroll>
      <Table>
        <caption>{`Per diem rates (${type})`}</caption>
        <RateHeader />
        <tbody>
          {rows.map((row) => (
            <tr key={row.jobClass}>
              <Th scope="row">{row.jobClassAbbreviation}</Th>
              {RATE_COLUMNS.map((column) => (
                <Td key={column.key}>{rateText(row[column.key])}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** A custom table (PROJECTS-45/46): Local, Regional and National editable in edit mode; Standard and Travel not. */
function CustomTable() {
  const mode = useDetailMode();
  const rows = useWatch<PerDiemValues, 'rows'>({ name: 'rows' });
  const editable: EditableRateKey[] = ['local', 'regional', 'national'];
  return (
    <TableScroll>
      <Table>
        <caption>Per diem rates (PROJECT_CUSTOM)</caption>
        <RateHeader />
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.jobClass}>
              <Th scope="row">{row.jobClassAbbreviation}</Th>
              <ReadOnlyCell>{rateText(row.standard)}</ReadOnlyCell>
              <ReadOnlyCell>{rateText(row.travel)}</ReadOnlyCell>
              {editable.map((key) => (
                <Td key={key}>
                  {mode === 'edit' ? (
                    <NumberField
                      name={`rows.${index}.${key}`}
                      label={
                        <VisuallyHidden>{`${RATE_COLUMNS.find((c) => c.key === key)?.label} rate, ${row.jobClassAbbreviation}`}</VisuallyHidden>
                      }
                      min={0}
                      step={1}
                    />
                  ) : (
                    rateText(row[key])
                  )}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function RateTable({ project }: { project: ProjectDetail }) {
  const type = useWatch<PerDiemValues, 'type'>({ name: 'type' });
  return type === 'PROJECT_CUSTOM' ? (
    <CustomTable />
  ) : (
    <SharedTable
      type={type}
      savedType={project.perDiemRateTable.type}
      savedRows={project.perDiemRateTable.rows}
    />
  );
}

/**
 * The Per Diem tab (PROJECTS-41…47): the table type (the eight of §9); PROJECT_CUSTOM edits its Local, Regional and
 * National amounts, starting from the rates the project shows now; other types show that table read-only.
 */
export function PerDiemTab({ project }: { project: ProjectDetail }) {
  return (
    <ProjectTab
      project={project}
      label="Per Diem"
      schema={perDiemFormSchema}
      valuesOf={perDiemValuesOf}
      write={(saved, table) => saveProjectPerDiemTable(saved.projectId, { ...table, version: saved.version })}
      saved={PROJECT_TOAST.perDiemSaved}
      failed={PROJECT_TOAST.perDiemFailed}
    >
      <ReadEditField name="type" label="Per Diem Table" kind="select" options={TYPE_OPTIONS} />
      <RateTable project={project} />
    </ProjectTab>
  );
}
