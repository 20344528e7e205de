// Dates travel as YYYY-MM-DD (spec section 9).

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  // Month 13 makes an Invalid Date, whose toISOString throws: a bad date is an answer, not a crash.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
export const DATE_INVALID = 'Enter a valid date (YYYY-MM-DD)';
