//! [`Date`]: a proleptic Gregorian calendar date, and the calendar's arithmetic.

use std::fmt;

/// Smallest supported year.
const MIN_YEAR: i64 = -9999;
/// Largest supported year.
const MAX_YEAR: i64 = 9999;

/// A proleptic Gregorian calendar date (years -9999 to 9999).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

/// Number of days in `month` (1–12) of `year`; 0 for an invalid month.
pub fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// Whether `year` is a Gregorian leap year.
pub fn is_leap_year(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

/// Number of days in `year` (365 or 366).
pub(crate) fn days_in_year(year: i64) -> i64 {
    if is_leap_year(year) { 366 } else { 365 }
}

impl Date {
    /// 1970-01-01, the Unix epoch: a clock nobody set.
    pub const EPOCH: Date = Date {
        year: 1970,
        month: 1,
        day: 1,
    };

    /// The date `year-month-day`, or `None` when it does not exist or is out of range.
    pub fn new(year: i64, month: u32, day: u32) -> Option<Date> {
        if !(MIN_YEAR..=MAX_YEAR).contains(&year) || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(Date {
            year: i32::try_from(year).ok()?,
            month,
            day,
        })
    }

    /// The `day_of_year`th day (1-based) of `year`, or `None` past the year's end.
    pub fn from_year_day(year: i64, day_of_year: i64) -> Option<Date> {
        if !(1..=days_in_year(year)).contains(&day_of_year) {
            return None;
        }
        Date::new(year, 1, 1)?.add_days(day_of_year - 1)
    }

    /// The year.
    pub fn year(&self) -> i32 {
        self.year
    }

    /// The month, 1–12.
    pub fn month(&self) -> u32 {
        self.month
    }

    /// The day of the month, 1–31.
    pub fn day(&self) -> u32 {
        self.day
    }

    /// The day of the week, 0 (Sunday) to 6 (Saturday).
    pub fn weekday(&self) -> u32 {
        // 1970-01-01 was a Thursday (4).
        u32::try_from((self.days_since_epoch() + 4).rem_euclid(7)).unwrap_or(0)
    }

    /// The day of the year, 1–366.
    pub fn day_of_year(&self) -> u32 {
        let first = Date {
            year: self.year,
            month: 1,
            day: 1,
        };
        u32::try_from(self.days_since_epoch() - first.days_since_epoch() + 1).unwrap_or(1)
    }

    /// Days since 1970-01-01 (negative before).
    pub fn days_since_epoch(&self) -> i64 {
        let m = i64::from(self.month);
        let d = i64::from(self.day);
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = (if y >= 0 { y } else { y - 399 }) / 400;
        let yoe = y - era * 400;
        let mp = if m > 2 { m - 3 } else { m + 9 };
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01, or `None` outside the supported years.
    pub fn from_days_since_epoch(days: i64) -> Option<Date> {
        // Roughly ±10,000 years; keeps the arithmetic below far from overflow.
        if days.unsigned_abs() > 4_000_000 {
            return None;
        }
        let z = days + 719_468;
        let era = (if z >= 0 { z } else { z - 146_096 }) / 146_097;
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date::new(year, u32::try_from(month).ok()?, u32::try_from(day).ok()?)
    }

    /// The UTC date of a Unix timestamp in seconds (for feeding a clock, e.g. from
    /// `js_sys::Date::now() / 1000`).
    pub fn from_unix_seconds(seconds: i64) -> Option<Date> {
        Date::from_days_since_epoch(seconds.div_euclid(86_400))
    }

    /// Parses a date written in any of the formats of [`super::parse_loose`], ignoring a
    /// time part.
    pub fn parse(text: &str) -> Option<Date> {
        super::parse_loose(text).map(|dt| dt.date())
    }

    /// The date `n` days later (earlier for negative `n`).
    pub fn add_days(self, n: i64) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch().checked_add(n)?)
    }

    /// The date `n` months later; the day is clamped to the target month's length
    /// (`2024-01-31` + 1 month = `2024-02-29`).
    pub fn add_months(self, n: i64) -> Option<Date> {
        let index = i64::from(self.year)
            .checked_mul(12)?
            .checked_add(i64::from(self.month) - 1)?
            .checked_add(n)?;
        let year = index.div_euclid(12);
        let month = u32::try_from(index.rem_euclid(12) + 1).ok()?;
        let day = self.day.min(days_in_month(year, month));
        Date::new(year, month, day)
    }

    /// The date `n` years later (29 February clamps to 28 February).
    pub fn add_years(self, n: i64) -> Option<Date> {
        self.add_months(n.checked_mul(12)?)
    }

    /// Whole years from `self` to `on` (an age); negative when `on` is earlier, truncated
    /// toward zero as moment's `diff(.., 'years')` (`2024-06-16` to `2024-06-15` is 0, not
    /// -1).
    pub fn years_until(&self, on: Date) -> i64 {
        let (from, to) = (
            (self.year, self.month, self.day),
            (on.year, on.month, on.day),
        );
        if to < from {
            return -on.years_until(*self);
        }
        let mut years = i64::from(on.year) - i64::from(self.year);
        if (on.month, on.day) < (self.month, self.day) {
            years -= 1;
        }
        years
    }

    /// Formats midnight of this date with moment.js tokens (see `date::format`; feature
    /// `dates`).
    #[cfg(feature = "dates")]
    pub fn format(&self, pattern: &str) -> String {
        super::format(&super::DateTime::from_date(*self), pattern)
    }

    /// Writes `YYYY-MM-DD` (a negative year as `-0005`) by hand, as moment's
    /// `format("YYYY-MM-DD")` writes it (what a build without `dates` uses).
    #[cfg(any(not(feature = "dates"), test))]
    pub(crate) fn write_ymd(&self, out: &mut String) {
        if self.year < 0 {
            out.push('-');
        }
        push_padded(out, self.year.unsigned_abs(), 4);
        out.push('-');
        push_padded(out, self.month, 2);
        out.push('-');
        push_padded(out, self.day, 2);
    }
}

/// Writes `n` with at least `width` digits (leading zeros).
#[cfg(any(not(feature = "dates"), test))]
pub(crate) fn push_padded(out: &mut String, n: u32, width: usize) {
    let mut digits = [b'0'; 10];
    let mut len = 0;
    let mut rest = n;
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + u8::try_from(rest % 10).unwrap_or(0);
        rest /= 10;
        len += 1;
        if rest == 0 && len >= width {
            break;
        }
    }
    let start = digits.len().saturating_sub(len);
    out.extend(digits.iter().skip(start).map(|&b| char::from(b)));
}

/// `YYYY-MM-DD`.
impl fmt::Display for Date {
    #[cfg(feature = "dates")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format("YYYY-MM-DD"))
    }

    #[cfg(not(feature = "dates"))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(10);
        self.write_ymd(&mut out);
        f.write_str(&out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i64, m: u32, day: u32) -> Date {
        Date::new(y, m, day).unwrap()
    }

    #[test]
    fn epoch_round_trip() {
        assert_eq!(d(1970, 1, 1).days_since_epoch(), 0);
        assert_eq!(d(2000, 3, 1).days_since_epoch(), 11_017);
        for days in [-800_000_i64, -1, 0, 59, 60, 10_957, 19_782, 2_000_000] {
            assert_eq!(
                Date::from_days_since_epoch(days)
                    .unwrap()
                    .days_since_epoch(),
                days
            );
        }
        assert_eq!(Date::from_days_since_epoch(i64::MAX), None);
    }

    #[test]
    fn arithmetic() {
        assert_eq!(d(2024, 1, 31).add_months(1), Some(d(2024, 2, 29)));
        assert_eq!(d(2024, 2, 29).add_years(1), Some(d(2025, 2, 28)));
        assert_eq!(d(2024, 1, 1).add_days(-1), Some(d(2023, 12, 31)));
        assert_eq!(d(2024, 3, 1).add_months(-15), Some(d(2022, 12, 1)));
        assert_eq!(d(9999, 12, 31).add_days(1), None);
    }

    #[test]
    fn weekdays_and_days_of_year() {
        assert_eq!(d(2024, 3, 5).weekday(), 2);
        assert_eq!(d(1970, 1, 1).weekday(), 4);
        assert_eq!(d(-1, 12, 31).weekday(), d(0, 1, 7).weekday());
        assert_eq!(d(2024, 12, 31).day_of_year(), 366);
        assert_eq!(Date::from_year_day(2024, 60), Some(d(2024, 2, 29)));
        assert_eq!(Date::from_year_day(2023, 366), None);
        assert_eq!(Date::from_year_day(2023, 0), None);
    }

    #[test]
    fn ages() {
        assert_eq!(d(2000, 6, 15).years_until(d(2024, 6, 14)), 23);
        assert_eq!(d(2000, 6, 15).years_until(d(2024, 6, 15)), 24);
        // Earlier: truncated toward zero.
        assert_eq!(d(2024, 6, 16).years_until(d(2024, 6, 15)), 0);
        assert_eq!(d(2030, 1, 1).years_until(d(2024, 6, 15)), -5);
        assert_eq!(d(2025, 6, 15).years_until(d(2024, 6, 15)), -1);
        assert_eq!(d(2024, 5, 6).to_string(), "2024-05-06");
    }

    #[test]
    fn written_as_moment_writes_yyyy_mm_dd() {
        assert_eq!(d(5, 1, 2).to_string(), "0005-01-02");
        assert_eq!(d(-5, 12, 31).to_string(), "-0005-12-31");
        assert_eq!(d(-9999, 1, 1).to_string(), "-9999-01-01");
        assert_eq!(d(0, 10, 10).to_string(), "0000-10-10");
        for date in [
            d(5, 1, 2),
            d(-5, 12, 31),
            d(0, 10, 10),
            d(-9999, 1, 1),
            d(9999, 2, 3),
        ] {
            let mut by_hand = String::new();
            date.write_ymd(&mut by_hand);
            assert_eq!(by_hand, date.to_string());
        }
    }
}
