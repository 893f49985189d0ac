/**
 * Spec 2 §9: "Webinars monthly second Thursday noon ET." Eastern time is America/New_York, so
 * noon is 16:00 UTC in summer (EDT) and 17:00 UTC in winter (EST); Intl knows which applies.
 */
export const WEBINAR_TIME_ZONE = 'America/New_York';
export const WEBINAR_HOUR = 12;
/** How long one lasts: it stays "upcoming" until it has ended. */
export const WEBINAR_MINUTES = 60;
const THURSDAY = 4;

/** The day of the month of a month's second Thursday (`month` 0–11). */
export function secondThursday(year: number, month: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((THURSDAY - firstWeekday + 7) % 7) + 7;
}

/** Minutes the zone is ahead of UTC at an instant (New York: −240 in summer, −300 in winter). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a month's webinar: noon in New York on its second Thursday. */
export function webinarStart(year: number, month: number): Date {
  const day = secondThursday(year, month);
  const noonAsUtc = Date.UTC(year, month, day, WEBINAR_HOUR);
  // Clocks change at 2 a.m., so the offset at this guess (7–8 a.m. in New York) is noon's too.
  return new Date(noonAsUtc - zoneOffsetMinutes(noonAsUtc, WEBINAR_TIME_ZONE) * 60_000);
}

/** The next `count` webinars that have not ended by `now`, earliest first. */
export function upcomingWebinars(now: Date, count: number): Date[] {
  const dates: Date[] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() - 1; // last month's may not be over yet in no zone, but start early to be sure
  if (month < 0) {
    month = 11;
    year -= 1;
  }
  while (dates.length < count) {
    const start = webinarStart(year, month);
    if (start.getTime() + WEBINAR_MINUTES * 60_000 > now.getTime()) dates.push(start);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return dates;
}

/** A webinar's start as the visitor reads it: their own zone (or `timeZone`), named. */
export function formatWebinarTime(date: Date, options: { timeZone?: string; locale?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}
