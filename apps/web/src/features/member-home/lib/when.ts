/** A training's time as a parent reads it: the weekday, day, and from–to, in the club's wall clock. */
export function trainingTime(startAt: string, endAt: string, timeZone: string, locale: string): string {
  const day = new Date(startAt).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day}, ${time(startAt)}–${time(endAt)}`;
}
