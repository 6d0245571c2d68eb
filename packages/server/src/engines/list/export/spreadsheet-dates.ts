/** Days from the spreadsheet epoch (1899-12-30) to 1970-01-01. */
const EPOCH_DAYS = 25_569;

/** HH:mm[:ss] as a spreadsheet holds a time of day: a fraction of a day. */
export const dayFraction = (time: string) => (Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8) || 0)) / 86_400;

/** yyyy-MM-dd[ HH:mm:ss] as a spreadsheet serial date: days since its epoch, the time as a fraction of a day. */
export const serialDate = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000 + EPOCH_DAYS + (iso.length > 10 ? dayFraction(iso.slice(11)) : 0);
