import dayjs from 'dayjs';

/** An ISO instant as a `datetime-local` input shows it, in the browser's time zone. */
export const localInputFromIso = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/** A `datetime-local` value as an ISO instant with offset (what the API takes), or '' when empty. */
export const isoFromLocalInput = (value: string) => (value ? dayjs(value).toISOString() : '');
