import { formatWebinarTime, secondThursday, upcomingWebinars, webinarStart } from './webinar-dates';

describe('webinar dates: monthly, second Thursday, noon Eastern time (spec 2 §9)', () => {
  it('finds the second Thursday whatever weekday the month starts on', () => {
    expect(secondThursday(2026, 0)).toBe(8); // 1 Jan 2026 is a Thursday
    expect(secondThursday(2026, 9)).toBe(8); // 1 Oct 2026 is a Thursday
    expect(secondThursday(2026, 4)).toBe(14); // 1 May 2026 is a Friday
    expect(secondThursday(2026, 11)).toBe(10); // 1 Dec 2026 is a Tuesday
    expect(secondThursday(2027, 1)).toBe(11); // 1 Feb 2027 is a Monday
  });

  it('is noon in New York on either side of the clock changes: 17:00 UTC in winter, 16:00 in summer', () => {
    expect(webinarStart(2026, 1).toISOString()).toBe('2026-02-12T17:00:00.000Z'); // EST
    // 2026's daylight saving time starts on 8 March, before the second Thursday (12 March)
    expect(webinarStart(2026, 2).toISOString()).toBe('2026-03-12T16:00:00.000Z'); // EDT
    expect(webinarStart(2026, 9).toISOString()).toBe('2026-10-08T16:00:00.000Z'); // EDT
    // it ends on 1 November 2026, before the second Thursday (12 November)
    expect(webinarStart(2026, 10).toISOString()).toBe('2026-11-12T17:00:00.000Z'); // EST
    expect(formatWebinarTime(webinarStart(2026, 2), { timeZone: 'America/New_York', locale: 'en-US' })).toMatch(
      /^Thursday, March 12, 2026 at 12:00\sPM EDT$/,
    );
  });

  it('shows the same instant in the visitor’s zone, whose own clock changes on other days', () => {
    const march = webinarStart(2026, 2); // New York already on summer time, Europe not yet
    // (the punctuation between weekday and date differs between ICU versions)
    expect(formatWebinarTime(march, { timeZone: 'Europe/Berlin', locale: 'en-GB' })).toMatch(
      /^Thursday,? 12 March 2026 at 17:00 CET$/,
    );
    expect(formatWebinarTime(webinarStart(2026, 3), { timeZone: 'Europe/Berlin', locale: 'en-GB' })).toMatch(
      /^Thursday,? 9 April 2026 at 18:00 CEST$/,
    );
    // Tokyo is already on Friday
    expect(formatWebinarTime(webinarStart(2026, 11), { timeZone: 'Asia/Tokyo', locale: 'en-US' })).toMatch(
      /^Friday, December 11, 2026 at 2:00\sAM GMT\+9$/,
    );
  });

  it('lists the coming ones in order, keeping one that is under way until it ends', () => {
    const during = new Date('2026-11-12T17:30:00Z'); // half an hour into November's
    expect(upcomingWebinars(during, 3).map((d) => d.toISOString())).toEqual([
      '2026-11-12T17:00:00.000Z',
      '2026-12-10T17:00:00.000Z',
      '2027-01-14T17:00:00.000Z',
    ]);
    const after = new Date('2026-11-12T18:00:00Z');
    expect(upcomingWebinars(after, 1)[0]!.toISOString()).toBe('2026-12-10T17:00:00.000Z');
    expect(upcomingWebinars(new Date('2026-12-31T23:00:00Z'), 1)[0]!.toISOString()).toBe('2027-01-14T17:00:00.000Z');
  });
});
