import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormPhoneField } from './phone-field';
import { FormTextField } from './text-field';

export interface NameAndPhoneFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The phone value's field; the names are always firstName and lastName. */
  phoneName: FieldPath<T>;
  phoneLabel: string;
  /** An optional phone may stay empty (spec section 5, telephone input). */
  isPhoneRequired: boolean;
  phoneHelperText?: ReactNode;
  autoFocus?: boolean;
  /** Fields shown between the names and the phone, such as the email on sign-up. */
  children?: ReactNode;
}

/** First and last name side by side, then the phone: the person's details on sign-up and the profile. */
export function NameAndPhoneFields<T extends FieldValues & { firstName: string; lastName: string }>({
  control,
  phoneName,
  phoneLabel,
  isPhoneRequired,
  phoneHelperText,
  autoFocus,
  children,
}: NameAndPhoneFieldsProps<T>) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField
          control={control}
          name={'firstName' as FieldPath<T>}
          label="First name"
          required
          autoComplete="given-name"
          autoFocus={autoFocus}
        />
        <FormTextField
          control={control}
          name={'lastName' as FieldPath<T>}
          label="Last name"
          required
          autoComplete="family-name"
        />
      </Box>
      {children}
      <FormPhoneField
        control={control}
        name={phoneName}
        label={phoneLabel}
        required={isPhoneRequired}
        helperText={phoneHelperText}
        autoComplete="tel"
      />
    </>
  );
}
