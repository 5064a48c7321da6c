import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, VisuallyHidden, notify } from 'shared-kit';
import { projectEquipmentSchema, type ProjectDetail } from 'shared-kit/master-data';
import { NumberField, SelectField, TextField } from 'shared-kit/form';
import { equipmentCatalogQueryOptions, saveProjectEquipment } from 'shared-kit/resources/projects';
import { Options } from 'shared-kit/ui';
import { EditableRows, type RowColumn } from './editable-rows';
import { PROJECT_TOAST } from './project-resource';
import { ProjectTab } from './project-tab';

/** An equipment row as the form holds it (PROJECTS-38); the name only shows. */
interface EquipmentRowValues {
  equipmentId: string;
  equipmentName: string;
  quantity: string;
  vendor: string;
}
interface EquipmentValues {
  equipment: EquipmentRowValues[];
}

const equipmentValuesOf = (project: ProjectDetail): EquipmentValues => ({
  equipment: project.equipment.map((item) => ({
    equipmentId: String(item.equipmentId),
    equipmentName: item.equipmentName,
    quantity: String(item.quantity),
    vendor: item.vendor ?? '',
  })),
});

const NEW_ROW: EquipmentRowValues = { equipmentId: '', equipmentName: '', quantity: '1', vendor: '' };
const rowLabel = (index: number) => `row ${index + 1}`;
const hidden = (text: string) => <VisuallyHidden>{text}</VisuallyHidden>;

function EquipmentRows() {
  const catalog = useQuery(equipmentCatalogQueryOptions());
  // Read here, not only in the cells: TanStack Query re-renders for the fields a render reads, and the cells of a
  // list with no rows read none.
  const pieces = catalog.data ?? [];
  useEffect(() => {
    if (catalog.error) notify.error(PROJECT_TOAST.equipmentLoadFailed, catalog.error);
  }, [catalog.error]);
  const columns: ReadonlyArray<RowColumn<EquipmentRowValues>> = [
    {
      header: 'Equipment',
      read: (row) => row.equipmentName,
      edit: (_row, index) => (
        <SelectField name={`equipment.${index}.equipmentId`} label={hidden(`Equipment, ${rowLabel(index)}`)}>
          <option value="">Select equipment</option>
          <Options
            items={pieces}
            value={(item) => item.equipmentId}
            label={(item) => `${item.name} (${item.category})`}
          />
        </SelectField>
      ),
    },
    {
      header: 'Quantity',
      read: (row) => row.quantity,
      edit: (_row, index) => (
        <NumberField
          name={`equipment.${index}.quantity`}
          label={hidden(`Quantity, ${rowLabel(index)}`)}
          min={1}
          step={1}
        />
      ),
    },
    {
      header: 'Vendor',
      read: (row) => row.vendor,
      edit: (_row, index) => (
        <TextField name={`equipment.${index}.vendor`} label={hidden(`Vendor, ${rowLabel(index)}`)} />
      ),
    },
  ];
  return (
    <EditableRows<EquipmentValues, 'equipment'>
      name="equipment"
      caption="Equipment"
      columns={columns}
      rowName={(_row, index) => rowLabel(index)}
      emptyText="No equipment is listed for this project yet."
      adder={(append) => (
        <div>
          <Button variant="secondary" onClick={() => append(NEW_ROW)}>
            Add Equipment
          </Button>
        </div>
      )}
    />
  );
}

/** The Equipment tab (PROJECTS-38…40): equipment from GET /equipments, quantity and vendor; PUT …/equipment. */
export function EquipmentTab({ project }: { project: ProjectDetail }) {
  return (
    <ProjectTab
      project={project}
      label="Equipment"
      schema={projectEquipmentSchema}
      valuesOf={equipmentValuesOf}
      write={(saved, input) =>
        saveProjectEquipment(saved.projectId, {
          ...input,
          projectId: saved.projectId,
          version: saved.version,
        })
      }
      saved={PROJECT_TOAST.equipmentSaved}
      failed={PROJECT_TOAST.equipmentFailed}
    >
      <EquipmentRows />
    </ProjectTab>
  );
}
