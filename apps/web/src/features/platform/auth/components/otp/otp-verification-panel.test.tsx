import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpVerificationPanel, type OtpVerificationPanelProps } from './otp-verification-panel';

type Verify = OtpVerificationPanelProps['verifyCode'];

async function renderPanel(overrides: Partial<OtpVerificationPanelProps> = {}) {
  const props = {
    type: 'email' as const,
    destination: 'a•••@example.com',
    sendCode: vi.fn(async () => ({ message: 'Code sent successfully!', data: { expiresInSeconds: 59 } })),
    verifyCode: vi.fn<Verify>(async () => ({ message: 'Verified' })),
    onVerified: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  render(<OtpVerificationPanel {...props} />);
  // Let the first send settle.
  await act(async () => {});
  return { props, user: userEvent.setup() };
}

const countdown = () => screen.getByTestId('otp-countdown');
const resend = () => screen.getByRole('button', { name: /resend/i });
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const next = () => screen.getByRole('button', { name: 'Next' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(box(1));
  await user.paste(code);
}

describe('OtpVerificationPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the first code on opening and says where it went', async () => {
    const { props } = await renderPanel();
    expect(props.sendCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('a•••@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it('counts down from 00:59 to 00:00, and only then enables Resend', async () => {
    // fireEvent here: user-event waits on timers that fake timers would hold forever.
    vi.useFakeTimers();
    const { props } = await renderPanel();
    expect(countdown()).toHaveTextContent('00:59');
    expect(resend()).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(resend());
    expect(props.sendCode).toHaveBeenCalledTimes(1);

    await tick(30_000);
    expect(countdown()).toHaveTextContent('00:29');
    await tick(28_000);
    expect(countdown()).toHaveTextContent('00:01');
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    await tick(1_000);
    expect(countdown()).toHaveTextContent('00:00');
    expect(resend()).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(resend());
    await act(async () => {});
    expect(props.sendCode).toHaveBeenCalledTimes(2);
    expect(countdown()).toHaveTextContent('00:59');
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('A new code is on its way');
  });

  it("counts from the server's expiry when it gives one", async () => {
    await renderPanel({ sendCode: vi.fn(async () => ({ data: { expiresInSeconds: 30 } })) });
    expect(countdown()).toHaveTextContent('00:30');
  });

  it('keeps Next disabled until all four digits are in, then verifies the code', async () => {
    const { props, user } = await renderPanel();
    expect(next()).toBeDisabled();
    await user.click(box(1));
    await user.keyboard('123');
    expect(next()).toBeDisabled();
    await user.keyboard('4');
    expect(next()).toBeEnabled();
    await user.click(next());
    await act(async () => {});
    expect(props.verifyCode).toHaveBeenCalledWith('1234');
    expect(props.onVerified).toHaveBeenCalledWith({ message: 'Verified' });
  });

  it("shows the server's message for a wrong code, clears the boxes and focuses the first", async () => {
    const wrong = {
      status: 422,
      data: { message: 'That code is wrong. 4 attempts left.', code: 'CODE_INVALID' },
    };
    const { props, user } = await renderPanel({ verifyCode: vi.fn<Verify>(() => Promise.reject(wrong)) });
    await enterCode(user, '1111');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong. 4 attempts left.');
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(props.onVerified).not.toHaveBeenCalled();
  });

  it('opens Resend at once when the attempts are used up', async () => {
    const spent = {
      status: 422,
      data: { message: 'Too many wrong codes. Please request a new one.', code: 'CODE_ATTEMPTS_EXCEEDED' },
    };
    const { user } = await renderPanel({ verifyCode: vi.fn<Verify>(() => Promise.reject(spent)) });
    await enterCode(user, '1111');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please request a new one.',
    );
    expect(resend()).toHaveAttribute('aria-disabled', 'false');
  });

  it('lets the person resend when the first code could not be sent', async () => {
    const limited = {
      status: 429,
      data: { message: 'Please wait a minute before asking again.', code: 'RATE_LIMITED' },
    };
    await renderPanel({ sendCode: vi.fn(() => Promise.reject(limited)) });
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait a minute before asking again.');
    expect(countdown()).toHaveTextContent('00:00');
    expect(resend()).toHaveAttribute('aria-disabled', 'false');
  });
});
