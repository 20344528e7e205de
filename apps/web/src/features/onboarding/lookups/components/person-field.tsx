import { useCallback, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
} from '../../../../components/form/async-autocomplete-field';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useLazySearchOnboardingPeopleQuery,
  useLazySearchOnboardingUsersQuery,
  type NamedRef,
} from '../api/lookups-api';
import { ONBOARDING_LOOKUPS_PERMISSION } from '../hooks/use-company-lookups';

/** A person as the picker holds them. */
export type PersonOption = AsyncOptionItem;

export const personOption = (person: NamedRef | null | undefined): PersonOption | null =>
  person ? { _id: person.id, fullName: person.name } : null;

export interface FormPersonFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

/**
 * One of the company's active people, searched as you type; the value is `{ _id, fullName }` or null.
 * Onboarding's people answer whoever sees new hires; anyone else (a settings page's holder) searches
 * the people list when they may, and otherwise keeps the person the record already names.
 */
export function FormPersonField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  helperText,
}: FormPersonFieldProps<T>) {
  const canSearchOnboarding = useHasPermission(ONBOARDING_LOOKUPS_PERMISSION);
  const canSearchUsers = useHasPermission('sso.admin.users.user.view');
  const [searchOnboarding] = useLazySearchOnboardingPeopleQuery();
  const [searchUsers] = useLazySearchOnboardingUsersQuery();
  const canSearch = canSearchOnboarding || canSearchUsers;
  const fetchOptions = useCallback(
    async (text: string): Promise<PersonOption[]> => {
      if (canSearchOnboarding)
        return (await searchOnboarding(text, true).unwrap()).map((person) => ({
          _id: person.id,
          fullName: person.name,
        }));
      if (canSearchUsers)
        return (await searchUsers(text, true).unwrap()).map((person) => ({
          _id: person.id,
          fullName: person.name,
        }));
      return [];
    },
    [canSearchOnboarding, canSearchUsers, searchOnboarding, searchUsers],
  );
  return (
    <FormAsyncAutocompleteField<T, PersonOption>
      name={name}
      control={control}
      label={label}
      required={required}
      placeholder="Type a name"
      helperText={helperText}
      fetchOptions={fetchOptions}
      noOptionsText={canSearch ? 'No one found' : 'Finding people needs access to the people list'}
    />
  );
}
