//! A small civil calendar: dates, date-times, parsing of the formats forms use, day/month/year
//! arithmetic and `YYYY MM DD HH mm ss` formatting. No time zones: every date-time is taken
//! as written (an offset or `Z` suffix is accepted and ignored).

use std::fmt;

/// Smallest supported year.
const MIN_YEAR: i64 = -9999;
/// Largest supported year.
const MAX_YEAR: i64 = 9999;
const SECONDS_PER_DAY: i64 = 86_400;

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
        Date::from_days_since_epoch(seconds.div_euclid(SECONDS_PER_DAY))
    }

    /// Parses a date in any supported format, ignoring a time part: `YYYY-MM-DD`,
    /// `YYYY/MM/DD`, ISO `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM]` (also with a space instead of
    /// `T`), `MM/DD/YYYY` and `DD.MM.YYYY`.
    pub fn parse(text: &str) -> Option<Date> {
        DateTime::parse(text).map(|dt| dt.date())
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

    /// Whole years from `self` to `on` (an age); negative when `on` is earlier.
    pub fn years_until(&self, on: Date) -> i64 {
        let mut years = i64::from(on.year) - i64::from(self.year);
        if (on.month, on.day) < (self.month, self.day) {
            years -= 1;
        }
        years
    }

    /// Formats with the tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss` (the time is midnight);
    /// other characters are copied.
    pub fn format(&self, pattern: &str) -> String {
        DateTime::from_date(*self).format(pattern)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format("YYYY-MM-DD"))
    }
}

/// A date with a time of day (second precision, no time zone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    date: Date,
    seconds: u32,
}

impl DateTime {
    /// Midnight of `date`.
    pub fn from_date(date: Date) -> DateTime {
        DateTime { date, seconds: 0 }
    }

    /// `date` at `hour:minute:second`, or `None` for an invalid time.
    pub fn new(date: Date, hour: u32, minute: u32, second: u32) -> Option<DateTime> {
        if hour > 23 || minute > 59 || second > 59 {
            return None;
        }
        Some(DateTime {
            date,
            seconds: hour * 3600 + minute * 60 + second,
        })
    }

    /// The date part.
    pub fn date(&self) -> Date {
        self.date
    }

    /// The hour, 0–23.
    pub fn hour(&self) -> u32 {
        self.seconds / 3600
    }

    /// The minute, 0–59.
    pub fn minute(&self) -> u32 {
        self.seconds / 60 % 60
    }

    /// The second, 0–59.
    pub fn second(&self) -> u32 {
        self.seconds % 60
    }

    /// Parses the formats listed on [`Date::parse`]; a date alone is midnight.
    pub fn parse(text: &str) -> Option<DateTime> {
        let t = text.trim();
        let bytes: Vec<char> = t.chars().collect();
        match bytes.as_slice() {
            [y1, y2, y3, y4, sep, m1, m2, sep2, d1, d2, rest @ ..]
                if (*sep == '-' && *sep2 == '-') || (*sep == '/' && *sep2 == '/') =>
            {
                let date = Date::new(
                    i64::from(digits(&[*y1, *y2, *y3, *y4])?),
                    digits(&[*m1, *m2])?,
                    digits(&[*d1, *d2])?,
                )?;
                parse_time(date, rest)
            }
            [m1, m2, '/', d1, d2, '/', y1, y2, y3, y4] => Some(DateTime::from_date(Date::new(
                i64::from(digits(&[*y1, *y2, *y3, *y4])?),
                digits(&[*m1, *m2])?,
                digits(&[*d1, *d2])?,
            )?)),
            [d1, d2, '.', m1, m2, '.', y1, y2, y3, y4] => Some(DateTime::from_date(Date::new(
                i64::from(digits(&[*y1, *y2, *y3, *y4])?),
                digits(&[*m1, *m2])?,
                digits(&[*d1, *d2])?,
            )?)),
            _ => None,
        }
    }

    /// Adds `n` seconds (negative to subtract).
    pub fn add_seconds(self, n: i64) -> Option<DateTime> {
        let total = self
            .date
            .days_since_epoch()
            .checked_mul(SECONDS_PER_DAY)?
            .checked_add(i64::from(self.seconds))?
            .checked_add(n)?;
        let date = Date::from_days_since_epoch(total.div_euclid(SECONDS_PER_DAY))?;
        let seconds = u32::try_from(total.rem_euclid(SECONDS_PER_DAY)).ok()?;
        Some(DateTime { date, seconds })
    }

    /// Adds `n` units, where the unit is one of `years`/`year`/`y`, `months`/`month`/`M`,
    /// `weeks`/`week`/`w`, `days`/`day`/`d`, `hours`/`hour`/`h`, `minutes`/`minute`/`m`,
    /// `seconds`/`second`/`s` (the moment.js names). `None` for an unknown unit.
    pub fn add(self, n: i64, unit: &str) -> Option<DateTime> {
        let with_date = |date: Option<Date>| {
            date.map(|date| DateTime {
                date,
                seconds: self.seconds,
            })
        };
        match unit {
            "M" => return with_date(self.date.add_months(n)),
            "m" => return self.add_seconds(n.checked_mul(60)?),
            _ => {}
        }
        match unit.to_ascii_lowercase().as_str() {
            "years" | "year" | "y" => with_date(self.date.add_years(n)),
            "months" | "month" => with_date(self.date.add_months(n)),
            "weeks" | "week" | "w" => with_date(self.date.add_days(n.checked_mul(7)?)),
            "days" | "day" | "d" => with_date(self.date.add_days(n)),
            "hours" | "hour" | "h" => self.add_seconds(n.checked_mul(3600)?),
            "minutes" | "minute" => self.add_seconds(n.checked_mul(60)?),
            "seconds" | "second" | "s" => self.add_seconds(n),
            _ => None,
        }
    }

    /// ISO 8601 as moment's `toISOString`: `YYYY-MM-DDTHH:mm:ss.000Z`.
    pub fn to_iso(&self) -> String {
        self.format("YYYY-MM-DDTHH:mm:ss.000Z")
    }

    /// Formats with the tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`; other characters are
    /// copied unchanged.
    pub fn format(&self, pattern: &str) -> String {
        let mut out = String::with_capacity(pattern.len() + 4);
        let mut rest = pattern;
        while let Some(c) = rest.chars().next() {
            let (text, len) = if rest.starts_with("YYYY") {
                (format_year(self.date.year), 4)
            } else if rest.starts_with("MM") {
                (format!("{:02}", self.date.month), 2)
            } else if rest.starts_with("DD") {
                (format!("{:02}", self.date.day), 2)
            } else if rest.starts_with("HH") {
                (format!("{:02}", self.hour()), 2)
            } else if rest.starts_with("mm") {
                (format!("{:02}", self.minute()), 2)
            } else if rest.starts_with("ss") {
                (format!("{:02}", self.second()), 2)
            } else {
                (c.to_string(), c.len_utf8())
            };
            out.push_str(&text);
            rest = rest.get(len..).unwrap_or("");
        }
        out
    }
}

fn format_year(year: i32) -> String {
    if year < 0 {
        format!("-{:04}", year.unsigned_abs())
    } else {
        format!("{year:04}")
    }
}

fn digits(chars: &[char]) -> Option<u32> {
    chars
        .iter()
        .try_fold(0u32, |acc, c| Some(acc * 10 + c.to_digit(10)?))
}

/// Parses an optional `THH:MM[:SS[.fff]][Z|±HH:MM]` tail after a date.
fn parse_time(date: Date, rest: &[char]) -> Option<DateTime> {
    let [sep, h1, h2, ':', n1, n2, tail @ ..] = rest else {
        return rest.is_empty().then_some(DateTime::from_date(date));
    };
    if *sep != 'T' && *sep != ' ' {
        return None;
    }
    let (second, tail) = match tail {
        [':', s1, s2, more @ ..] => (digits(&[*s1, *s2])?, more),
        more => (0, more),
    };
    let tail = match tail {
        ['.', more @ ..] => {
            let n = more.iter().take_while(|c| c.is_ascii_digit()).count();
            if n == 0 {
                return None;
            }
            more.get(n..)?
        }
        more => more,
    };
    let zone_ok = match tail {
        [] | ['Z'] => true,
        [sign, a, b, ':', c, d] | [sign, a, b, c, d] if *sign == '+' || *sign == '-' => {
            [a, b, c, d].iter().all(|ch| ch.is_ascii_digit())
        }
        _ => false,
    };
    if !zone_ok {
        return None;
    }
    DateTime::new(date, digits(&[*h1, *h2])?, digits(&[*n1, *n2])?, second)
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
    fn parses_supported_formats() {
        assert_eq!(Date::parse("2024-02-29"), Some(d(2024, 2, 29)));
        assert_eq!(Date::parse("2023-02-29"), None);
        assert_eq!(Date::parse("2024-05-06T10:20:30.123Z"), Some(d(2024, 5, 6)));
        assert_eq!(Date::parse("2024-05-06 10:20"), Some(d(2024, 5, 6)));
        assert_eq!(Date::parse("05/06/2024"), Some(d(2024, 5, 6)));
        assert_eq!(Date::parse("06.05.2024"), Some(d(2024, 5, 6)));
        assert_eq!(Date::parse("2024-05-06T25:00"), None);
        assert_eq!(Date::parse("2024-5-6"), None);
        assert_eq!(Date::parse("soon"), None);
        let dt = DateTime::parse("2024-05-06T10:20:30+02:00").unwrap();
        assert_eq!((dt.hour(), dt.minute(), dt.second()), (10, 20, 30));
    }

    #[test]
    fn arithmetic() {
        assert_eq!(d(2024, 1, 31).add_months(1), Some(d(2024, 2, 29)));
        assert_eq!(d(2024, 2, 29).add_years(1), Some(d(2025, 2, 28)));
        assert_eq!(d(2024, 1, 1).add_days(-1), Some(d(2023, 12, 31)));
        assert_eq!(d(2024, 3, 1).add_months(-15), Some(d(2022, 12, 1)));
        assert_eq!(d(9999, 12, 31).add_days(1), None);
        let dt = DateTime::parse("2024-12-31T23:30:00").unwrap();
        assert_eq!(
            dt.add(45, "minutes").unwrap().to_iso(),
            "2025-01-01T00:15:00.000Z"
        );
        assert_eq!(dt.add(1, "M").unwrap().to_iso(), "2025-01-31T23:30:00.000Z");
        assert_eq!(dt.add(1, "fortnight"), None);
    }

    #[test]
    fn ages_and_formatting() {
        assert_eq!(d(2000, 6, 15).years_until(d(2024, 6, 14)), 23);
        assert_eq!(d(2000, 6, 15).years_until(d(2024, 6, 15)), 24);
        assert_eq!(
            d(2024, 5, 6).format("DD.MM.YYYY HH:mm:ss"),
            "06.05.2024 00:00:00"
        );
        assert_eq!(d(2024, 5, 6).to_string(), "2024-05-06");
    }
}
