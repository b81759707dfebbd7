/** Keeps only digits as the member types, up to `maxLength`: code fields are numeric (spec section 5). */
export const onlyDigits = (value: string, maxLength: number) => value.replace(/\D/g, '').slice(0, maxLength);
