import type { AsyncOptionItem } from '../../../../components/form/async-autocomplete-field';
import type { PersonRef } from '../api/company-api';

export const personName = (person: Pick<PersonRef, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A person as the kit's async pickers show one: by full name, keyed by id. */
export const personOption = (person: PersonRef): AsyncOptionItem => ({
  _id: person.id,
  fullName: personName(person),
});
