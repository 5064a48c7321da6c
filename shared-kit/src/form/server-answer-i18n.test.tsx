import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared-kit';
import { KIT_CATALOGUES } from 'shared-kit/i18n';
import { renderWithProviders } from 'shared-kit/testing';
import {
  KEEP_EDITING,
  RECORD_GONE,
  RELOAD,
  RELOAD_FAILED,
  RELOAD_REPLACES,
  ServerAnswerNotice,
  STALE_WRITE,
  VERSION_MISSING,
} from './server-answer.tsx';

describe("the 409/428 notice's words in the kit's catalogue", () => {
  afterEach(() => act(() => setLanguage('en')));

  it('are the constants the forms and their tests use, in English', () => {
    expect(KIT_CATALOGUES.en).toMatchObject({
      'kit.answer.staleWrite': STALE_WRITE,
      'kit.answer.versionMissing': VERSION_MISSING,
      'kit.answer.reload': RELOAD,
      'kit.answer.keepEditing': KEEP_EDITING,
      'kit.answer.reloadReplaces': RELOAD_REPLACES,
      'kit.answer.reloadFailed': RELOAD_FAILED,
      'kit.answer.recordGone': RECORD_GONE,
      // The api words its 409 per record (api/src/services/errors.ts staleWrite('timesheet')).
      'kit.answer.staleTimesheet': STALE_WRITE.replace('This record', 'This timesheet'),
    });
  });

  it("reads in Spanish, the api's 409 for a timesheet too, with the typed values' choice kept", () => {
    act(() => setLanguage('es'));
    renderWithProviders(
      <ServerAnswerNotice
        notice={{ kind: 'stale', message: KIT_CATALOGUES.en['kit.answer.staleTimesheet'] as string }}
        onReload={() => undefined}
        onKeepEditing={() => undefined}
      />,
    );
    expect(screen.getByText(/^Otra persona cambió este parte/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Seguir editando' })).toBeVisible();
  });
});
