import { useCallback } from 'react';
import type { SignUpCompanyBody } from '@atrium/shared/schemas/platform/sign-up';
import { usePageTitle } from '../../../../lib/page-title';
import { useSignUpCompanyMutation } from '../api/auth-api';
import { useLazySearchCompaniesQuery } from '../api/companies-house-api';
import { SignUpFlow } from '../components/sign-up/sign-up-flow';

/** Companies House answers at most this many matches per search. */
const LOOKUP_LIMIT = 10;

export default function SignUpPage() {
  usePageTitle('Sign Up');
  const [searchCompanies] = useLazySearchCompaniesQuery();
  const [signUpCompany] = useSignUpCompanyMutation();

  const search = useCallback(
    async (text: string) =>
      (await searchCompanies({ search: text, limit: LOOKUP_LIMIT }, true).unwrap()).data.items,
    [searchCompanies],
  );
  const submit = useCallback(
    (payload: SignUpCompanyBody) => signUpCompany(payload).unwrap(),
    [signUpCompany],
  );

  return <SignUpFlow searchCompanies={search} submitSignUp={submit} />;
}
