import type { Control } from 'react-hook-form';
import { NameAndPhoneFields } from '../../../../../components/form/name-and-phone-fields';
import { FormTextField } from '../../../../../components/form/text-field';
import type { SignUpFormValues } from './sign-up-form-values';

/** Step 1: who is registering. */
export function PersonalInfoStep({ control }: { control: Control<SignUpFormValues> }) {
  return (
    <NameAndPhoneFields
      control={control}
      phoneName="contactNumber"
      phoneLabel="Contact number"
      isPhoneRequired
      autoFocus
    >
      <FormTextField
        control={control}
        name="email"
        label="Work email"
        type="email"
        required
        autoComplete="email"
      />
    </NameAndPhoneFields>
  );
}
