import type { SignatureFieldInput, SignatureFieldType } from '@atrium/shared/schemas/onboarding/e-signature';

/** A new field's size as fractions of the page, by type (a signature wider than a tick box). */
const DEFAULT_SIZE: Record<SignatureFieldType, { width: number; height: number }> = {
  signature: { width: 0.3, height: 0.07 },
  initials: { width: 0.12, height: 0.05 },
  date_signed: { width: 0.18, height: 0.03 },
  full_name: { width: 0.3, height: 0.03 },
  text: { width: 0.3, height: 0.03 },
  checkbox: { width: 0.03, height: 0.021 },
};

const MIN_SIZE = 0.015;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A field kept whole inside its page, at most 4 decimals (what the server keeps). */
export function keptInPage(field: SignatureFieldInput): SignatureFieldInput {
  const width = round(clamp(field.width, MIN_SIZE, 1));
  const height = round(clamp(field.height, MIN_SIZE, 1));
  return {
    ...field,
    width,
    height,
    x: round(clamp(field.x, 0, 1 - width)),
    y: round(clamp(field.y, 0, 1 - height)),
  };
}

let serial = 0;
const newFieldId = (type: SignatureFieldType) =>
  `${type}-${Date.now().toString(36)}${(serial += 1).toString(36)}`;

/** A new field of a type, centred on a point of a page (fractions of it). */
export function newField(
  type: SignatureFieldType,
  signer: SignatureFieldInput['signer'],
  page: number,
  centre: { x: number; y: number } = { x: 0.5, y: 0.5 },
): SignatureFieldInput {
  const size = DEFAULT_SIZE[type];
  return keptInPage({
    id: newFieldId(type),
    type,
    page,
    x: centre.x - size.width / 2,
    y: centre.y - size.height / 2,
    ...size,
    signer,
    required: true,
    label: '',
  });
}

/** The step of a keyboard move: a little, or more with Shift. */
export const keyStep = (isLarge: boolean) => (isLarge ? 0.02 : 0.004);

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** The field after an arrow key: moved, or with Alt resized; null for any other key. */
export function fieldAfterKey(
  field: SignatureFieldInput,
  key: string,
  options: { isLarge: boolean; isResize: boolean },
): SignatureFieldInput | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = keyStep(options.isLarge);
  return keptInPage(
    options.isResize
      ? { ...field, width: field.width + arrow.dx * step, height: field.height + arrow.dy * step }
      : { ...field, x: field.x + arrow.dx * step, y: field.y + arrow.dy * step },
  );
}
