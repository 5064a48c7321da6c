// 'shared-kit/form': one way to build a form (react-hook-form + the zod resolver on a domain schema), its bound
// fields, the Data Errors summary, the api's answer mapped onto the form, the unsaved-changes guard, and the
// read/edit detail frame. A library shared on its own: loaded only with the screens that have a form.
export { useAreaForm, type AreaFormOptions, type AreaFormReturn, type FormSchema } from './use-area-form.ts';
export { AreaForm, type AreaFormProps } from './area-form.tsx';
export {
  TextField,
  TextAreaField,
  NumberField,
  SelectField,
  CheckboxField,
  ProjectSelectField,
  ProjectsLoadFailed,
  projectOptionLabel,
  LOADING_PROJECTS,
  PROJECTS_FAILED,
  type BoundFieldProps,
  type ProjectOption,
} from './fields.tsx';
export {
  DataErrors,
  DATA_ERRORS_TITLE,
  DATA_ERRORS_TEXT,
  flattenErrors,
  type DataErrorSection,
  type DataErrorsProps,
  type FlatError,
} from './data-errors.tsx';
export { useFormFeedback } from './use-form-feedback.ts';
export {
  serverAnswerOf,
  setServerFieldErrors,
  useServerAnswer,
  ServerAnswerNotice,
  STALE_WRITE,
  VERSION_MISSING,
  RELOAD,
  RELOAD_REPLACES,
  RELOAD_FAILED,
  RECORD_GONE,
  KEEP_EDITING,
  type ServerAnswer,
  type ServerAnswerState,
  type ServerNotice,
} from './server-answer.tsx';
// The guard is the host contract's (one set of listeners for the page, whichever copy of this library a remote
// runs): named here too, where a form's author looks for it.
export {
  UNSAVED_CHANGES,
  useUnsavedChangesPrompt,
  type UnsavedChangesGuard,
} from 'shared-kit/unsaved-changes';
export {
  ReadEditField,
  DetailModeContext,
  useDetailMode,
  EMPTY_VALUE,
  YES,
  NO,
  type DetailMode,
  type ReadEditFieldProps,
} from './read-edit-field.tsx';
export { DetailPage, DETAIL_BUTTON, type DetailPageProps } from './detail-page.tsx';
export { firstLoadError, useLeaveOnLoadError } from './load-error.ts';
export {
  readSavedCopy,
  recordResource,
  useRecordQuery,
  useRecordDetail,
  type RecordResource,
  type RecordToasts,
  type RecordDetailProps,
} from './record-detail.ts';
