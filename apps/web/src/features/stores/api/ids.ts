/** A row id as the server writes it; anything else in the address is a page that does not exist. */
export const isStoreRowId = (id: string) => /^[1-9]\d{0,17}$/.test(id);
