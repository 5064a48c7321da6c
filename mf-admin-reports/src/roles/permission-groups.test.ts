import { PERMISSIONS } from 'shared-kit';
import { PERMISSION_MEANING, groupPermissions, homePageOptions } from './permission-groups';

describe('the role form', () => {
  it('groups every permission of the seeds by area, each once, with its meaning in plain words', () => {
    const groups = groupPermissions([...PERMISSIONS]);
    expect(groups.map((group) => group.area)).toEqual([
      'Foreman',
      'Timesheets',
      'Approver',
      'Payroll',
      'Master data',
      'Roles',
      'Reports',
      'Admin',
    ]);
    const listed = groups.flatMap((group) => group.options.map((option) => option.value));
    expect([...listed].sort()).toEqual([...PERMISSIONS].sort());
    for (const permission of PERMISSIONS) expect(PERMISSION_MEANING[permission]).toMatch(/\.$/);
    expect(groups.find((group) => group.area === 'Payroll')?.options[0]).toEqual({
      value: 'PayrollDashboard_View',
      label: 'PayrollDashboard_View',
      description: 'See the payroll dashboard and the no-pay roster.',
    });
  });

  it('keeps the api order inside a group and puts a permission no area claims under Other', () => {
    const groups = groupPermissions(['Timesheets_Delete', 'Timesheets_View', 'Future_Thing' as never]);
    expect(groups.map((group) => [group.area, group.options.map((option) => option.value)])).toEqual([
      ['Timesheets', ['Timesheets_Delete', 'Timesheets_View']],
      ['Other', ['Future_Thing']],
    ]);
  });

  it('offers Default ("/") first, then each home page title-cased (ROLES-05)', () => {
    expect(
      homePageOptions([
        { name: 'foreman dashboard', path: '/foreman' },
        { name: 'PAYROLL_DASHBOARD', path: '/payroll' },
      ]),
    ).toEqual([
      { value: '', label: 'Default ("/")' },
      { value: '/foreman', label: 'Foreman Dashboard' },
      { value: '/payroll', label: 'Payroll Dashboard' },
    ]);
  });
});
