/**
 * Public listing codes look like `SP10234`: two capital letters and four to seven digits.
 * Because a code always has digits, the static paths of the catalogue (`universities`,
 * `filters`, `term`) can never be read as one.
 */
export const PROPERTY_CODE_PATTERN = /^[A-Z]{2}\d{4,7}$/;

export const isPropertyCode = (value: string): boolean => PROPERTY_CODE_PATTERN.test(value);

export const formatPropertyCode = (sequence: number, prefix = "SP"): string => `${prefix}${String(10000 + sequence)}`;
