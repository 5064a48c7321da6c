import { Controller, useFormContext } from 'react-hook-form';
import { Row, SectionHeading, Stack } from 'shared-kit';
import { Field, FieldError, Label, TextInput } from 'shared-kit/ui';
import { SECTION_ANCHOR } from './data-errors';
import type { TimesheetFormValues } from './form-values';
import { Section } from './section';
import { SignaturePad } from './signature-pad';
import { useIntl } from 'shared-kit/i18n';

/** One signer: the drawn signature over the typed name. */
function Signer({
  signature,
  signatureLabel,
  name,
  nameLabel,
  nameId,
  editable,
}: {
  signature: 'foremanSignature' | 'customerSignature';
  signatureLabel: string;
  name: 'foremanSignerName' | 'customerSignerName';
  nameLabel: string;
  nameId: string;
  editable: boolean;
}) {
  const { control, register, formState } = useFormContext<TimesheetFormValues>();
  const nameError = formState.errors[name];
  return (
    <Stack gap={2}>
      <Controller
        control={control}
        name={signature}
        render={({ field }) => (
          <SignaturePad
            label={signatureLabel}
            value={field.value}
            onChange={field.onChange}
            disabled={!editable}
            error={formState.errors[signature]?.message}
          />
        )}
      />
      <Field>
        <Label htmlFor={nameId}>{nameLabel}</Label>
        <TextInput
          id={nameId}
          readOnly={!editable}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${name}-error` : undefined}
          {...register(name)}
        />
        {nameError?.message && <FieldError id={`${name}-error`}>{nameError.message}</FieldError>}
      </Field>
    </Stack>
  );
}

/** On-Site Signature / Approval (TS-DETAIL-13…15): the foreman's signature and name, the customer's (optional). */
export function SignatureSection({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Section $gap={3} aria-labelledby={`${SECTION_ANCHOR.signature}-heading`}>
      <SectionHeading id={`${SECTION_ANCHOR.signature}-heading`}>
        <span id={SECTION_ANCHOR.signature}>{text('foreman.section.signature')}</span>
      </SectionHeading>
      <Row gap={6} align="flex-start">
        <Signer
          signature="foremanSignature"
          signatureLabel={text('foreman.section.foremanSignature')}
          name="foremanSignerName"
          nameLabel={text('foreman.section.supervisorName')}
          nameId="foreman-signer-name"
          editable={editable}
        />
        <Signer
          signature="customerSignature"
          signatureLabel={text('foreman.section.customerSignature')}
          name="customerSignerName"
          nameLabel={text('foreman.section.customerName')}
          nameId="customer-signer-name"
          editable={editable}
        />
      </Row>
    </Section>
  );
}
