//! [`parse_loose`]: a date written without a format, read by hand (no format tokens), so
//! that conditions and expressions can compare dates in a build without the `dates`
//! feature.
//!
//! It reads exactly what moment's forgiving mode reads with the formats `YYYY-MM-DD` and
//! `YYYY/MM/DD` (alone, or followed by `T` or a space and `HH:mm`, `HH:mm:ss` or
//! `HH:mm:ss.SSSS`, each optionally followed by a `Z` offset), `MM/DD/YYYY`,
//! `MM/DD/YYYY HH:mm`, `DD.MM.YYYY` and `DD-MM-YYYY`, tried in this order: the first that
//! reads the whole text and gives a real date wins. With the `dates` feature, the test
//! `tests/date_loose.rs` checks it against the token parser with those formats.

use super::calendar::Date;
use super::date_time::DateTime;

/// Parses a date or date-time written without a format: ISO 8601 (`2024-05-01`,
/// `2024-05-01T10:00`, `2024-05-01T10:00:00.123+02:00`, also with `/` and with a space
/// instead of `T`), `MM/DD/YYYY` (`MM/DD/YYYY HH:mm`), `DD.MM.YYYY` and `DD-MM-YYYY`, in
/// moment's forgiving mode (`2024-5-1` and `1.5.2024` are read too; a two-digit year is
/// 1969–2068). Surrounding white space is ignored; an offset is not applied; `24:00` is
/// midnight of the next day.
///
/// ```
/// use yewform_core::date::parse_loose;
/// let dt = parse_loose("2024-05-01T10:20:30.5+02:00").unwrap();
/// assert_eq!(dt.to_iso(), "2024-05-01T10:20:30.500Z");
/// assert_eq!(parse_loose("06.05.2024").unwrap().to_iso(), "2024-05-06T00:00:00.000Z");
/// assert!(parse_loose("2024-02-30").is_none());
/// ```
pub fn parse_loose(text: &str) -> Option<DateTime> {
    let s = text.trim().as_bytes();
    iso(s, b'-')
        .or_else(|| iso(s, b'/'))
        .or_else(|| month_first(s))
        .or_else(|| day_first(s, b'.'))
        .or_else(|| day_first(s, b'-'))
}

/// The text not read yet.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn done(&self) -> bool {
        self.0.is_empty()
    }

    /// Reads the byte `c`.
    fn eat(&mut self, c: u8) -> Option<()> {
        let (&first, rest) = self.0.split_first()?;
        (first == c).then(|| self.0 = rest)
    }

    /// Reads 1 to `max` ASCII digits (as many as there are).
    fn digits(&mut self, max: usize) -> Option<&'a [u8]> {
        let n = self
            .0
            .iter()
            .take(max)
            .take_while(|b| b.is_ascii_digit())
            .count();
        let (read, rest) = self.0.split_at_checked(n)?;
        if read.is_empty() {
            return None;
        }
        self.0 = rest;
        Some(read)
    }

    /// Reads exactly `n` ASCII digits.
    fn exact_digits(&mut self, n: usize) -> Option<()> {
        let (read, rest) = self.0.split_at_checked(n)?;
        read.iter().all(u8::is_ascii_digit).then(|| self.0 = rest)
    }

    /// `MM`, `DD`, `HH`, `mm`, `ss` forgivingly: one or two digits.
    fn two(&mut self) -> Option<u32> {
        self.digits(2).map(value)
    }

    /// `YYYY` forgivingly: one to four digits; two digits are 2000–2068 or 1969–1999.
    fn year(&mut self) -> Option<i64> {
        let read = self.digits(4)?;
        let v = i64::from(value(read));
        Some(match read.len() {
            2 if v > 68 => v + 1900,
            2 => v + 2000,
            _ => v,
        })
    }

    /// `SSSS` forgivingly: one or more digits, the first three of which are milliseconds.
    fn fraction(&mut self) -> Option<u32> {
        let read = self.digits(usize::MAX)?;
        let first = read.get(..3).unwrap_or(read);
        let scale = [100, 10, 1].get(first.len().saturating_sub(1)).copied();
        Some(value(first) * scale.unwrap_or(1))
    }

    /// `Z` (moment's `Z|[+-]\d\d(?::?\d\d)?`, case ignored); the offset is not applied.
    fn offset(&mut self) -> Option<()> {
        let (&sign, rest) = self.0.split_first()?;
        self.0 = rest;
        match sign {
            b'Z' | b'z' => return Some(()),
            b'+' | b'-' => {}
            _ => return None,
        }
        self.exact_digits(2)?;
        let mut minutes = Reader(self.0);
        if minutes.eat(b':').is_some() {
            if minutes.exact_digits(2).is_some() {
                self.0 = minutes.0;
            }
        } else {
            // Two more digits are the minutes; anything else is left unread.
            let _ = self.exact_digits(2);
        }
        Some(())
    }
}

/// The value of at most four ASCII digits.
fn value(digits: &[u8]) -> u32 {
    digits
        .iter()
        .fold(0, |acc, b| acc * 10 + u32::from(b.wrapping_sub(b'0')))
}

/// `YYYY{sep}MM{sep}DD`, then optionally `T` or a space and `HH:mm`, `HH:mm:ss` or
/// `HH:mm:ss.SSSS`, then optionally `Z`.
fn iso(s: &[u8], sep: u8) -> Option<DateTime> {
    let mut r = Reader(s);
    let year = r.year()?;
    r.eat(sep)?;
    let month = r.two()?;
    r.eat(sep)?;
    let day = r.two()?;
    if r.done() {
        return resolve(year, month, day, [0; 4]);
    }
    r.eat(b'T').or_else(|| r.eat(b' '))?;
    let hour = r.two()?;
    r.eat(b':')?;
    let minute = r.two()?;
    let (mut second, mut ms) = (0, 0);
    if r.eat(b':').is_some() {
        second = r.two()?;
        if r.eat(b'.').is_some() {
            ms = r.fraction()?;
        }
    }
    if !r.done() {
        r.offset()?;
    }
    r.done()
        .then(|| resolve(year, month, day, [hour, minute, second, ms]))?
}

/// `MM/DD/YYYY`, `MM/DD/YYYY HH:mm`.
fn month_first(s: &[u8]) -> Option<DateTime> {
    let mut r = Reader(s);
    let month = r.two()?;
    r.eat(b'/')?;
    let day = r.two()?;
    r.eat(b'/')?;
    let year = r.year()?;
    let mut time = [0; 4];
    if !r.done() {
        r.eat(b' ')?;
        time[0] = r.two()?;
        r.eat(b':')?;
        time[1] = r.two()?;
    }
    r.done().then(|| resolve(year, month, day, time))?
}

/// `DD{sep}MM{sep}YYYY`.
fn day_first(s: &[u8], sep: u8) -> Option<DateTime> {
    let mut r = Reader(s);
    let day = r.two()?;
    r.eat(sep)?;
    let month = r.two()?;
    r.eat(sep)?;
    let year = r.year()?;
    r.done().then(|| resolve(year, month, day, [0; 4]))?
}

/// The date-time read, if it exists (as moment's `checkOverflow`): `[hour, minute,
/// second, millisecond]`; `24:00` is midnight of the next day.
fn resolve(
    year: i64,
    month: u32,
    day: u32,
    [hour, minute, second, ms]: [u32; 4],
) -> Option<DateTime> {
    let date = Date::new(year, month, day)?;
    if hour == 24 && minute == 0 && second == 0 && ms == 0 {
        return Some(DateTime::from_date(date.add_days(1)?));
    }
    DateTime::from_date(date).with_time(hour, minute, second, ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ymd(dt: DateTime) -> (i32, u32, u32) {
        let d = dt.date();
        (d.year(), d.month(), d.day())
    }

    #[test]
    fn loose_dates() {
        for ok in [
            "2024-05-01",
            "2024-05-01T10:00:00Z",
            "2024-05-01T10:00:00.123+02:00",
            "2024-05-06 10:20",
            "05/01/2024",
            "1.5.2024",
            "2024/5/1 10:00",
            "15-06-2000",
            " 2024-05-01 ",
        ] {
            assert!(parse_loose(ok).is_some(), "{ok}");
        }
        for bad in [
            "",
            "tomorrow-ish",
            "2024-13-01",
            "2024-05-01T25:00",
            "2024-05-06T",
        ] {
            assert!(parse_loose(bad).is_none(), "{bad}");
        }
        assert_eq!(parse_loose("06.05.2024").map(ymd), Some((2024, 5, 6)));
        assert_eq!(parse_loose("05/06/2024").map(ymd), Some((2024, 5, 6)));
    }

    #[test]
    fn times_fractions_and_offsets() {
        let iso = |t: &str| parse_loose(t).map(|d| d.to_iso());
        assert_eq!(
            iso("2024-05-01T10:20:30.5"),
            Some("2024-05-01T10:20:30.500Z".into())
        );
        assert_eq!(
            iso("2024-05-01 10:20:30.123456z"),
            Some("2024-05-01T10:20:30.123Z".into())
        );
        assert_eq!(
            iso("2024-05-01T10:20-0530"),
            Some("2024-05-01T10:20:00.000Z".into())
        );
        assert_eq!(
            iso("2024-05-01T10:20+05"),
            Some("2024-05-01T10:20:00.000Z".into())
        );
        assert_eq!(
            iso("2024-12-31T24:00"),
            Some("2025-01-01T00:00:00.000Z".into())
        );
        assert_eq!(iso("24-1-2"), Some("2024-01-02T00:00:00.000Z".into()));
        assert_eq!(iso("31-12-20"), Some("2031-12-20T00:00:00.000Z".into()));
        assert_eq!(iso("1/2/99 7:05"), Some("1999-01-02T07:05:00.000Z".into()));
        for bad in [
            "2024-05-01T10:20+05:",
            "2024-05-01T10:20+052",
            "2024-05-01T24:01",
            "2024-05-01T10:20.5",
            "2024-05-01T10:20:30.",
            "9999-12-31T24:00",
            "2024-05-01t10:20",
        ] {
            assert_eq!(iso(bad), None, "{bad}");
        }
    }
}
