import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Module } from '@atrium/shared/constants/modules';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import type { SignUpCompanyBody } from '@atrium/shared/schemas/platform/sign-up';
import { paths } from '../../../../../config/paths';
import { fieldErrors } from '../../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../../lib/toast';
import type { SearchCompanies } from './company-lookup-field';
import { ModuleCards } from './module-cards';
import { LAST_STEP, toSignUpPayload, type SignUpFormValues } from './sign-up-form-values';
import { SignUpWizardForm } from './sign-up-wizard';
import { useSignUpWizard } from './use-sign-up-wizard';
import { useWizardScreen } from './use-wizard-screen';

export interface SignUpFlowProps {
  searchCompanies: SearchCompanies;
  /** Sends the payload; resolves with the server's answer, rejects with its error. */
  submitSignUp: (payload: SignUpCompanyBody) => Promise<{ message?: string }>;
}

/**
 * Module cards, then the three steps (spec sections 2 and 4). The server calls come in as props, so
 * the whole flow runs in tests without a network.
 */
export function SignUpFlow({ searchCompanies, submitSignUp }: SignUpFlowProps) {
  const [modules, setModules] = useState<Module[]>([]);
  // Screen 0 is the module cards; screens 1-3 are the form's steps 0-2.
  const { screen, show, back } = useWizardScreen(LAST_STEP + 1);
  // Lives here rather than in the form, so going back to the cards keeps every typed value.
  const wizard = useSignUpWizard(Math.max(screen - 1, 0), (step) => show(step + 1), back);
  const navigate = useNavigate();

  const toggleModule = (module: Module) =>
    setModules((current) =>
      current.includes(module) ? current.filter((m) => m !== module) : [...current, module],
    );

  const submit = async (values: SignUpFormValues) => {
    try {
      const answer = await submitSignUp(toSignUpPayload(values, modules));
      toastSuccess(successMessage(answer, SUCCESS_MESSAGES.signUp));
      navigate(paths.signIn());
    } catch (error) {
      toastError(error);
      wizard.showServerErrors(fieldErrors(error));
    }
  };

  // No modules chosen (the cards were skipped by URL): the cards come first.
  if (screen === 0 || modules.length === 0) {
    return <ModuleCards selected={modules} onToggle={toggleModule} onContinue={() => show(1)} />;
  }
  return (
    <SignUpWizardForm
      wizard={wizard}
      searchCompanies={searchCompanies}
      onBackToModules={back}
      onSubmit={submit}
    />
  );
}
