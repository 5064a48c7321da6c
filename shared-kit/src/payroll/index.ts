// 'shared-kit/payroll': the payroll api bodies — periods, contractors, the no-pay roster, project corrections,
// roles. (The period actions' rules are on the root: the dashboard's first render needs them.) A library shared on its own, loaded with the screens that use it. The rules live in src/domain (the
// api reads them from 'shared-kit/domain'); this entry only re-exports them.
export * from '../domain/api-payroll.ts';
