import dayjs from 'dayjs';
import { DEFAULT_DATE_FORMAT, formatDate, toDayjs } from './date';

// Local-time constructors keep these tests independent of the machine's time zone.
const opening = new Date(2026, 8, 8, 9, 30, 15);
const openingMs = opening.getTime();
const openingSeconds = Math.floor(openingMs / 1000);

describe('DEFAULT_DATE_FORMAT', () => {
  it('is year-month-day with 24-hour time', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });
});

describe('toDayjs', () => {
  it('reads a 10-digit number as seconds', () => {
    expect(String(openingSeconds)).toHaveLength(10);
    expect(toDayjs(openingSeconds).valueOf()).toBe(openingSeconds * 1000);
  });

  it('reads a 10-digit numeric string as seconds', () => {
    expect(toDayjs(String(openingSeconds)).valueOf()).toBe(openingSeconds * 1000);
    expect(toDayjs(` ${openingSeconds} `).valueOf()).toBe(openingSeconds * 1000);
  });

  it('reads a 13-digit number or numeric string as milliseconds', () => {
    expect(String(openingMs)).toHaveLength(13);
    expect(toDayjs(openingMs).valueOf()).toBe(openingMs);
    expect(toDayjs(String(openingMs)).valueOf()).toBe(openingMs);
  });

  it('parses other strings with dayjs', () => {
    expect(toDayjs('2026-09-08 09:30:15').valueOf()).toBe(openingMs);
    expect(toDayjs('2026-09-08T01:30:15Z').valueOf()).toBe(Date.UTC(2026, 8, 8, 1, 30, 15));
  });

  it('accepts Date and Dayjs instances', () => {
    expect(toDayjs(opening).valueOf()).toBe(openingMs);
    expect(toDayjs(dayjs(opening)).valueOf()).toBe(openingMs);
  });

  it('gives an invalid date for empty input instead of the current time', () => {
    expect(toDayjs(null).isValid()).toBe(false);
    expect(toDayjs(undefined).isValid()).toBe(false);
    expect(toDayjs('').isValid()).toBe(false);
    expect(toDayjs('   ').isValid()).toBe(false);
  });
});

describe('formatDate', () => {
  it('uses the default format', () => {
    expect(formatDate(opening)).toBe('2026-09-08 09:30:15');
  });

  it('accepts a custom format', () => {
    expect(formatDate(opening, 'YYYY-MM-DD')).toBe('2026-09-08');
    expect(formatDate(opening, 'MM/DD HH:mm')).toBe('09/08 09:30');
  });

  it('formats second and millisecond timestamps alike', () => {
    expect(formatDate(openingSeconds)).toBe('2026-09-08 09:30:15');
    expect(formatDate(String(openingSeconds))).toBe('2026-09-08 09:30:15');
    expect(formatDate(openingMs)).toBe('2026-09-08 09:30:15');
  });

  it('formats UTC strings in local time', () => {
    const utc = '2026-09-08T01:30:15Z';
    expect(formatDate(utc)).toBe(dayjs(Date.UTC(2026, 8, 8, 1, 30, 15)).format(DEFAULT_DATE_FORMAT));
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(NaN)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
  });
});
