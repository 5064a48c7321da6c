import type { ReactNode } from 'react';
import {
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import { EmptyState, Table, TableScroll, Td, Th, VisuallyHidden } from 'shared-kit';
import { RemoveButton } from 'shared-kit/ui';
import { useDetailMode } from 'shared-kit/form';

export interface RowColumn<Row> {
  header: string;
  /** The cell in read mode. */
  read: (row: Row) => ReactNode;
  /** The cell in edit mode (a bound field at `${name}.${index}.…`); the read cell when left out. */
  edit?: (row: Row, index: number) => ReactNode;
}

export interface EditableRowsProps<TValues extends FieldValues, TName extends ArrayPath<TValues>> {
  /** The form's list the rows are (useFieldArray). */
  name: TName;
  caption: string;
  columns: ReadonlyArray<RowColumn<FieldArray<TValues, TName>>>;
  /** Names a row for its Remove button ('Remove Garza, Luis'). */
  rowName: (row: FieldArray<TValues, TName>, index: number) => string;
  emptyText: string;
  /** Above the table in edit mode: how rows are added. Gets `append`. */
  adder?: (append: (row: FieldArray<TValues, TName>) => void) => ReactNode;
}

/**
 * A list a project tab edits as a whole (the Manpower roster, the equipment): read-only cells until Edit Data, then
 * each row's bound fields and a Remove button; the whole list is saved with the tab.
 */
export function EditableRows<TValues extends FieldValues, TName extends ArrayPath<TValues>>({
  name,
  caption,
  columns,
  rowName,
  emptyText,
  adder,
}: EditableRowsProps<TValues, TName>) {
  const mode = useDetailMode();
  const { control } = useFormContext<TValues>();
  const rows = useFieldArray<TValues, TName>({ control, name });
  const list = rows.fields as unknown as Array<FieldArray<TValues, TName> & { id: string }>;
  return (
    <>
      {mode === 'edit' && adder?.((row) => rows.append(row))}
      {list.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <TableScroll>
          <Table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <Th scope="col" key={column.header}>
                    {column.header}
                  </Th>
                ))}
                {mode === 'edit' && (
                  <Th scope="col">
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.map((row, index) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <Td key={column.header}>
                      {mode === 'edit' && column.edit ? column.edit(row, index) : column.read(row)}
                    </Td>
                  ))}
                  {mode === 'edit' && (
                    <Td>
                      <RemoveButton what={rowName(row, index)} onClick={() => rows.remove(index)} />
                    </Td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
