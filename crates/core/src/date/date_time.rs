//! [`DateTime`]: a date with a time of day, millisecond precision, no time zone.

use super::calendar::Date;
#[cfg(any(not(feature = "dates"), test))]
use super::calendar::push_padded;

const MILLIS_PER_DAY: i64 = 86_400_000;

/// A date with a time of day (millisecond precision, no time zone: an offset written in the
/// text is not applied, the date-time is taken as written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    date: Date,
    millis: u32,
}

impl DateTime {
    /// Midnight of `date`.
    pub fn from_date(date: Date) -> DateTime {
        DateTime { date, millis: 0 }
    }

    /// `date` at `hour:minute:second`, or `None` for an invalid time.
    pub fn new(date: Date, hour: u32, minute: u32, second: u32) -> Option<DateTime> {
        DateTime::from_date(date).with_time(hour, minute, second, 0)
    }

    /// The same date at `hour:minute:second.millisecond`, or `None` for an invalid time.
    pub fn with_time(self, hour: u32, minute: u32, second: u32, ms: u32) -> Option<DateTime> {
        if hour > 23 || minute > 59 || second > 59 || ms > 999 {
            return None;
        }
        Some(DateTime {
            date: self.date,
            millis: ((hour * 60 + minute) * 60 + second) * 1000 + ms,
        })
    }

    /// The date-time of a Unix timestamp in milliseconds (UTC).
    pub fn from_unix_millis(ms: i64) -> Option<DateTime> {
        let date = Date::from_days_since_epoch(ms.div_euclid(MILLIS_PER_DAY))?;
        let millis = u32::try_from(ms.rem_euclid(MILLIS_PER_DAY)).ok()?;
        Some(DateTime { date, millis })
    }

    /// Milliseconds since 1970-01-01T00:00 (the date-time read as UTC).
    pub fn unix_millis(&self) -> i64 {
        self.date.days_since_epoch() * MILLIS_PER_DAY + i64::from(self.millis)
    }

    /// Parses a date or date-time written in any of the formats of [`super::parse_loose`];
    /// a date alone is midnight.
    pub fn parse(text: &str) -> Option<DateTime> {
        super::parse_loose(text)
    }

    /// The date part.
    pub fn date(&self) -> Date {
        self.date
    }

    /// The hour, 0–23.
    pub fn hour(&self) -> u32 {
        self.millis / 3_600_000
    }

    /// The minute, 0–59.
    pub fn minute(&self) -> u32 {
        self.millis / 60_000 % 60
    }

    /// The second, 0–59.
    pub fn second(&self) -> u32 {
        self.millis / 1000 % 60
    }

    /// The millisecond, 0–999.
    pub fn millisecond(&self) -> u32 {
        self.millis % 1000
    }

    /// Adds `n` milliseconds (negative to subtract).
    pub fn add_millis(self, n: i64) -> Option<DateTime> {
        DateTime::from_unix_millis(self.unix_millis().checked_add(n)?)
    }

    /// Adds `n` seconds (negative to subtract).
    pub fn add_seconds(self, n: i64) -> Option<DateTime> {
        self.add_millis(n.checked_mul(1000)?)
    }

    /// Adds `n` units, where the unit is one of `years`/`year`/`y`, `months`/`month`/`M`,
    /// `weeks`/`week`/`w`, `days`/`day`/`d`, `hours`/`hour`/`h`, `minutes`/`minute`/`m`,
    /// `seconds`/`second`/`s` (the moment.js names). `None` for an unknown unit.
    pub fn add(self, n: i64, unit: &str) -> Option<DateTime> {
        let with_date = |date: Option<Date>| {
            date.map(|date| DateTime {
                date,
                millis: self.millis,
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

    /// ISO 8601 as moment's `toISOString`: `YYYY-MM-DDTHH:mm:ss.SSSZ`.
    #[cfg(feature = "dates")]
    pub fn to_iso(&self) -> String {
        self.format("YYYY-MM-DDTHH:mm:ss.SSS[Z]")
    }

    /// ISO 8601 as moment's `toISOString`: `YYYY-MM-DDTHH:mm:ss.SSSZ`.
    #[cfg(not(feature = "dates"))]
    pub fn to_iso(&self) -> String {
        self.iso_by_hand()
    }

    /// [`DateTime::to_iso`] written by hand (what a build without `dates` uses).
    #[cfg(any(not(feature = "dates"), test))]
    fn iso_by_hand(&self) -> String {
        let mut out = String::with_capacity(24);
        self.date.write_ymd(&mut out);
        out.push('T');
        push_padded(&mut out, self.hour(), 2);
        out.push(':');
        push_padded(&mut out, self.minute(), 2);
        out.push(':');
        push_padded(&mut out, self.second(), 2);
        out.push('.');
        push_padded(&mut out, self.millisecond(), 3);
        out.push('Z');
        out
    }

    /// Formats with moment.js tokens (see `date::format`; feature `dates`).
    #[cfg(feature = "dates")]
    pub fn format(&self, pattern: &str) -> String {
        super::format(self, pattern)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic() {
        let dt = DateTime::parse("2024-12-31T23:30:00").unwrap();
        assert_eq!(
            dt.add(45, "minutes").unwrap().to_iso(),
            "2025-01-01T00:15:00.000Z"
        );
        assert_eq!(dt.add(1, "M").unwrap().to_iso(), "2025-01-31T23:30:00.000Z");
        assert_eq!(dt.add(1, "fortnight"), None);
        assert_eq!(
            DateTime::from_unix_millis(dt.unix_millis()),
            Some(dt),
            "round trip"
        );
        assert_eq!(
            DateTime::from_unix_millis(-1).unwrap().to_iso(),
            "1969-12-31T23:59:59.999Z"
        );
    }

    #[test]
    fn time_parts() {
        let dt = DateTime::parse("2024-05-06T10:20:30.123+02:00").unwrap();
        assert_eq!(
            (dt.hour(), dt.minute(), dt.second(), dt.millisecond()),
            (10, 20, 30, 123)
        );
        assert_eq!(DateTime::from_date(dt.date()).with_time(24, 0, 0, 0), None);
    }

    #[test]
    fn iso_as_moment_writes_it() {
        let at = |y, ms| {
            DateTime::from_date(Date::new(y, 3, 4).unwrap())
                .add_millis(ms)
                .unwrap()
        };
        assert_eq!(at(2024, 0).to_iso(), "2024-03-04T00:00:00.000Z");
        assert_eq!(at(-12, 86_399_999).to_iso(), "-0012-03-04T23:59:59.999Z");
        assert_eq!(at(7, 3_723_004).to_iso(), "0007-03-04T01:02:03.004Z");
        for dt in [
            at(2024, 0),
            at(-12, 86_399_999),
            at(7, 3_723_004),
            at(1999, 45_296_078),
        ] {
            assert_eq!(dt.iso_by_hand(), dt.to_iso());
        }
    }
}
