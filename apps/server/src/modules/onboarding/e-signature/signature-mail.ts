import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';

export interface NextSigner {
  to: string;
  firstName: string;
}

const signingLink = (publicUrl: string, requestId: string) => ({
  label: 'Review and sign',
  url: new URL(`/onboarding/documents/${requestId}`, publicUrl).toString(),
});

/** To the person whose signature a document now waits for: the hire, or then the counter-signer. */
export function signNextMail(
  companyId: string,
  publicUrl: string,
  signer: NextSigner,
  document: { requestId: string; name: string; hireName: string; party: 'new_hire' | 'counter_signer' },
): OutgoingMessage {
  const paragraphs =
    document.party === 'new_hire'
      ? [`Hello ${signer.firstName},`, `"${document.name}" is ready for you to sign.`]
      : [
          `Hello ${signer.firstName},`,
          `${document.hireName} has signed "${document.name}". It now waits for your counter-signature.`,
        ];
  return {
    to: signer.to,
    companyId,
    subject:
      document.party === 'new_hire'
        ? `Please sign: ${document.name}`
        : `Please counter-sign: ${document.name} (${document.hireName})`,
    ...renderMail({
      heading: document.party === 'new_hire' ? 'A document to sign' : 'A document to counter-sign',
      paragraphs,
      action: signingLink(publicUrl, document.requestId),
      footnote: 'You sign in your browser after signing in to your account.',
    }),
  };
}
