import { useEffect, useId, useRef } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import styled, { useTheme } from 'styled-components';
import { Button, Row, Stack } from 'shared-kit';
import { FieldError, Label } from 'shared-kit/ui';
import { useIntl } from 'shared-kit/i18n';

/** Seed 000 §9 / TS-DETAIL-15: the timesheet's canvas and stroke. */
export const SIGNATURE_SIZE = { width: 300, height: 150 } as const;
export const SIGNATURE_STROKE = { minWidth: 0.5, maxWidth: 2.5, minDistance: 5 } as const;

const Frame = styled.div`
  width: ${SIGNATURE_SIZE.width}px;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  canvas {
    display: block;
    max-width: 100%;
    touch-action: none;
  }
`;

/**
 * A drawn signature kept as a PNG data URL (null when blank), with a Clear button. Read-only when `disabled`.
 */
export function SignaturePad({
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled: boolean;
  error?: string;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const labelId = useId();
  const errorId = useId();
  const canvas = useRef<SignatureCanvas>(null);
  // The data URL last drawn here: a value coming from outside (load, reset) is painted, our own is not re-painted.
  const drawn = useRef<string | null>(null);

  useEffect(() => {
    const pad = canvas.current;
    if (!pad || value === drawn.current) return;
    pad.clear();
    drawn.current = value;
    if (value) void pad.fromDataURL(value, { ratio: 1, ...SIGNATURE_SIZE });
  }, [value]);

  useEffect(() => {
    if (disabled) canvas.current?.off();
    else canvas.current?.on();
  }, [disabled]);

  const onEnd = () => {
    const pad = canvas.current;
    if (!pad) return;
    const dataUrl = pad.isEmpty() ? null : pad.toDataURL('image/png');
    drawn.current = dataUrl;
    onChange(dataUrl);
  };

  const clear = () => {
    canvas.current?.clear();
    drawn.current = null;
    onChange(null);
  };

  return (
    <Stack gap={1}>
      <Label as="span" id={labelId}>
        {label}
      </Label>
      <Frame>
        <SignatureCanvas
          ref={canvas}
          backgroundColor={theme.colors.warningBackground}
          minWidth={SIGNATURE_STROKE.minWidth}
          maxWidth={SIGNATURE_STROKE.maxWidth}
          minDistance={SIGNATURE_STROKE.minDistance}
          clearOnResize={false}
          onEnd={onEnd}
          canvasProps={{
            ...SIGNATURE_SIZE,
            role: 'img',
            'aria-labelledby': labelId,
            'aria-describedby': error ? errorId : undefined,
            'aria-invalid': error ? true : undefined,
          }}
        />
      </Frame>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {!disabled && (
        <Row>
          <Button
            variant="secondary"
            onClick={clear}
            aria-label={intl.formatMessage({ id: 'foreman.sheet.clearNamed' }, { label })}
          >
            {intl.formatMessage({ id: 'foreman.sheet.clear' })}
          </Button>
        </Row>
      )}
    </Stack>
  );
}
