//! moment.js parsing: text read against a format, in moment's strict mode (exact widths,
//! as `moment(value, format, true)`) or its forgiving mode (1–2 digit fields anywhere, any
//! month or weekday name length); and the formats a date written without a format may take.
//!
//! What is left unwritten defaults as moment defaults it, with 2000-01-01 standing for
//! moment's "now": no date at all is that day, a day alone is in its month (January), a
//! month alone in its year (a leap year); a time part left out is 0.

use std::sync::OnceLock;

use super::calendar::{Date, days_in_month, days_in_year};
use super::date_time::DateTime;
use super::format::format_tokens;
use super::names::{MONTHS, MONTHS_SHORT, WEEKDAYS, WEEKDAYS_MIN, WEEKDAYS_SHORT, match_name};
use super::token::{NameWidth, Token, tokenize};
use super::week::{ISO, LOCALE, WeekRule, date_from_week, week_of_year, weeks_in_year};

/// What stands for "now" when a format leaves the date out.
const NOW: (i64, i64, i64) = (2000, 1, 1);

/// A parsed date-time and the UTC offset written with it (`Z`, `ZZ`), in minutes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The date-time as written (the offset is not applied).
    pub date_time: DateTime,
    /// The offset written in the text, if any.
    pub offset_minutes: Option<i32>,
}

/// Parses `text` against the moment.js `format` (strict: moment's strict mode). The text
/// must be read completely and be a real date and time.
///
/// ```
/// use yewform_core::date::parse_with_format;
/// assert!(parse_with_format("5 Mar 2024", "D MMM YYYY", true).is_some());
/// assert!(parse_with_format("05 Mar 2024", "D MMM YYYY", true).is_none());
/// assert!(parse_with_format("05 March 2024", "D MMM YYYY", false).is_some());
/// ```
pub fn parse_with_format(text: &str, format: &str, strict: bool) -> Option<DateTime> {
    parse_zoned(text, format, strict).map(|p| p.date_time)
}

/// Like [`parse_with_format`], keeping the UTC offset written in the text.
pub fn parse_zoned(text: &str, format: &str, strict: bool) -> Option<Parsed> {
    parse_tokens(text, &tokenize(format), strict)
}

/// The `date_format:F` check, as the reference's `moment(value, F).format(F) === value`:
/// `text` parses against `format` and formatting the result gives `text` back.
///
/// ```
/// use yewform_core::date::matches_format;
/// assert!(matches_format("1st January 2020", "Do MMMM YYYY"));
/// assert!(!matches_format("1th January 2020", "Do MMMM YYYY"));
/// assert!(matches_format("09:05 PM", "hh:mm A"));
/// assert!(!matches_format("9:05 PM", "hh:mm A"));
/// ```
pub fn matches_format(text: &str, format: &str) -> bool {
    let tokens = tokenize(format);
    parse_tokens(text, &tokens, true).is_some_and(|p| {
        format_tokens(&p.date_time, p.offset_minutes.unwrap_or(0), &tokens) == text
    })
}

/// Parses a date or date-time written without a format: ISO 8601 (`2024-05-01`,
/// `2024-05-01T10:00`, `2024-05-01T10:00:00.123+02:00`, also with `/` and with a space
/// instead of `T`), `MM/DD/YYYY` (`MM/DD/YYYY HH:mm`), `DD.MM.YYYY` and `DD-MM-YYYY`, in
/// moment's forgiving mode (`2024-5-1` and `1.5.2024` are read too). Surrounding white
/// space is ignored; an offset is not applied.
///
/// A build without the `dates` feature reads the same formats by hand, with the same
/// results (checked by the tests of `date::loose`).
pub fn parse_loose(text: &str) -> Option<DateTime> {
    let text = text.trim();
    known_formats()
        .iter()
        .find_map(|tokens| parse_tokens(text, tokens, false))
        .map(|p| p.date_time)
}

fn known_formats() -> &'static [Vec<Token>] {
    static KNOWN: OnceLock<Vec<Vec<Token>>> = OnceLock::new();
    KNOWN.get_or_init(|| {
        let mut formats = Vec::new();
        for date in ["YYYY-MM-DD", "YYYY/MM/DD"] {
            formats.push(date.to_string());
            for sep in ["T", " "] {
                for time in ["HH:mm", "HH:mm:ss", "HH:mm:ss.SSSS"] {
                    for zone in ["", "Z"] {
                        formats.push(format!("{date}{sep}{time}{zone}"));
                    }
                }
            }
        }
        for f in ["MM/DD/YYYY", "MM/DD/YYYY HH:mm", "DD.MM.YYYY", "DD-MM-YYYY"] {
            formats.push(f.to_string());
        }
        formats.iter().map(|f| tokenize(f)).collect()
    })
}

/// The fields read from the text, as moment's parsing config.
#[derive(Default, Debug)]
struct Fields {
    year: Option<i64>,
    /// 1–12 (not checked yet).
    month: Option<i64>,
    day: Option<i64>,
    hour: Option<i64>,
    minute: Option<i64>,
    second: Option<i64>,
    ms: Option<i64>,
    day_of_year: Option<i64>,
    /// A week token was read (`d` … `dddd`, `e`, `E`, `w`, `W`, `gg`, `GG` …).
    week_info: bool,
    /// `d`, `dd`, `ddd`, `dddd`: 0 = Sunday.
    weekday: Option<i64>,
    /// `e`.
    locale_weekday: Option<i64>,
    /// `E`.
    iso_weekday: Option<i64>,
    week: Option<i64>,
    iso_week: Option<i64>,
    week_year: Option<i64>,
    iso_week_year: Option<i64>,
    /// `a`/`A` read: whether it was pm.
    pm: Option<bool>,
    /// An `h`/`hh` hour not yet known to be 1–12 (moment's `bigHour`).
    big_hour: bool,
    offset: Option<i32>,
    timestamp_ms: Option<i64>,
}

/// The ASCII digits at the start of `s`, at least `min` and at most `max`, and their count.
fn digits(s: &str, min: usize, max: usize) -> Option<(i64, usize)> {
    let n = s.bytes().take(max).take_while(u8::is_ascii_digit).count();
    if n < min {
        return None;
    }
    let value = s.get(..n)?.bytes().try_fold(0_i64, |acc, b| {
        acc.checked_mul(10)?.checked_add(i64::from(b - b'0'))
    })?;
    Some((value, n))
}

/// An optional sign, then `min..=max` digits.
fn signed(s: &str, min: usize, max: usize) -> Option<(i64, usize)> {
    let (neg, skip) = match s.as_bytes().first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    let (v, n) = digits(s.get(skip..)?, min, max)?;
    Some((if neg { -v } else { v }, n + skip))
}

/// moment's `match1to2NoLeadingZero`: `[1-9]\d?`.
fn no_leading_zero(s: &str) -> Option<(i64, usize)> {
    match s.as_bytes().first() {
        Some(b'1'..=b'9') => digits(s, 1, 2),
        _ => None,
    }
}

/// moment's `match1to2HasZero`: `[1-9]\d|\d` (a leading zero is a number of its own).
fn has_zero(s: &str) -> Option<(i64, usize)> {
    match s.as_bytes().first() {
        Some(b'1'..=b'9') => digits(s, 1, 2),
        _ => digits(s, 1, 1),
    }
}

/// `\d\d` strictly, `\d\d?` forgivingly.
fn two(s: &str, strict: bool) -> Option<(i64, usize)> {
    digits(s, if strict { 2 } else { 1 }, 2)
}

/// `[1-9]\d?` strictly, `\d\d?` forgivingly.
fn one_or_two(s: &str, strict: bool) -> Option<(i64, usize)> {
    if strict {
        no_leading_zero(s)
    } else {
        digits(s, 1, 2)
    }
}

/// moment's `parseTwoDigitYear`.
fn two_digit_year(y: i64) -> i64 {
    y + if y > 68 { 1900 } else { 2000 }
}

/// Reads one token at the start of `s` into `f`; the number of bytes read.
fn read_token(s: &str, token: &Token, strict: bool, f: &mut Fields) -> Option<usize> {
    let set = |slot: &mut Option<i64>, (v, n): (i64, usize)| {
        *slot = Some(v);
        Some(n)
    };
    match *token {
        Token::Literal(ref text) => s.starts_with(text.as_str()).then_some(text.len()),
        Token::YearAny => set(&mut f.year, signed(s, 1, 18)?),
        Token::Year2 => {
            let (v, n) = two(s, strict)?;
            set(&mut f.year, (two_digit_year(v), n))
        }
        Token::Year(4) => {
            let (v, n) = digits(s, if strict { 4 } else { 1 }, 4)?;
            set(&mut f.year, (if n == 2 { two_digit_year(v) } else { v }, n))
        }
        Token::Year(_) => set(&mut f.year, signed(s, if strict { 6 } else { 1 }, 6)?),
        Token::Month { pad: true } | Token::Day { pad: true } => {
            let slot = if matches!(token, Token::Month { .. }) {
                &mut f.month
            } else {
                &mut f.day
            };
            set(slot, two(s, strict)?)
        }
        Token::Month { pad: false } => set(&mut f.month, one_or_two(s, strict)?),
        Token::Day { pad: false } => set(&mut f.day, one_or_two(s, strict)?),
        Token::MonthShort | Token::MonthLong => {
            let lists: &[&[&str]] = match (strict, token) {
                (true, Token::MonthShort) => &[&MONTHS_SHORT],
                (true, _) => &[&MONTHS],
                (false, _) => &[&MONTHS, &MONTHS_SHORT],
            };
            let (index, n) = match_name(s, lists)?;
            set(&mut f.month, (i64::try_from(index).ok()? + 1, n))
        }
        Token::Quarter => {
            let (q, n) = digits(s, 1, 1)?;
            set(&mut f.month, ((q - 1) * 3 + 1, n))
        }
        Token::DayOrdinal => {
            let (v, n) = digits(s, 1, 2)?;
            let suffix = s
                .get(n..)
                .and_then(|rest| rest.get(..2))
                .filter(|x| matches!(*x, "th" | "st" | "nd" | "rd"));
            match suffix {
                Some(_) => set(&mut f.day, (v, n + 2)),
                None if !strict => set(&mut f.day, (v, n)),
                None => None,
            }
        }
        Token::DayOfYear { pad } => set(&mut f.day_of_year, digits(s, if pad { 3 } else { 1 }, 3)?),
        Token::Weekday => week(f, |f| &mut f.weekday, digits(s, 1, 2)?),
        Token::LocaleWeekday => week(f, |f| &mut f.locale_weekday, digits(s, 1, 2)?),
        Token::IsoWeekday => week(f, |f| &mut f.iso_weekday, digits(s, 1, 2)?),
        Token::WeekdayName(width) => {
            let lists: &[&[&str]] = match (strict, width) {
                (true, NameWidth::Min) => &[&WEEKDAYS_MIN],
                (true, NameWidth::Short) => &[&WEEKDAYS_SHORT],
                (true, NameWidth::Long) => &[&WEEKDAYS],
                (false, _) => &[&WEEKDAYS, &WEEKDAYS_SHORT, &WEEKDAYS_MIN],
            };
            let (index, n) = match_name(s, lists)?;
            week(f, |f| &mut f.weekday, (i64::try_from(index).ok()?, n))
        }
        Token::Week { pad } => {
            let v = if pad {
                two(s, strict)?
            } else {
                one_or_two(s, strict)?
            };
            week(f, |f| &mut f.week, v)
        }
        Token::IsoWeek { pad } => {
            let v = if pad {
                two(s, strict)?
            } else {
                one_or_two(s, strict)?
            };
            week(f, |f| &mut f.iso_week, v)
        }
        Token::WeekYear(width) | Token::IsoWeekYear(width) => {
            let (v, n) = match width {
                2 => {
                    let (v, n) = two(s, strict)?;
                    (two_digit_year(v), n)
                }
                4 => digits(s, if strict { 4 } else { 1 }, 4)?,
                _ => signed(s, if strict { 6 } else { 1 }, 6)?,
            };
            if matches!(token, Token::WeekYear(_)) {
                week(f, |f| &mut f.week_year, (v, n))
            } else {
                week(f, |f| &mut f.iso_week_year, (v, n))
            }
        }
        // Ordinal-only tokens are not parsed by moment: their text is matched literally.
        Token::Ordinal(which) => {
            let text = Token::ordinal_text(which);
            s.starts_with(text).then_some(text.len())
        }
        Token::Hour { pad } => {
            let v = match (pad, strict) {
                (true, _) => two(s, strict)?,
                (false, true) => has_zero(s)?,
                (false, false) => digits(s, 1, 2)?,
            };
            set(&mut f.hour, v)
        }
        Token::Hour12 { pad } => {
            let v = if pad {
                two(s, strict)?
            } else {
                one_or_two(s, strict)?
            };
            f.big_hour = true;
            set(&mut f.hour, v)
        }
        Token::Hour24 { pad } => {
            let (v, n) = if pad {
                two(s, strict)?
            } else {
                one_or_two(s, strict)?
            };
            set(&mut f.hour, (if v == 24 { 0 } else { v }, n))
        }
        Token::HourMinutes { twelve, seconds } => {
            let (min, max) = if seconds { (5, 6) } else { (3, 4) };
            let (v, n) = digits(s, min, max)?;
            if seconds {
                f.hour = Some(v / 10_000);
                f.minute = Some(v / 100 % 100);
                f.second = Some(v % 100);
            } else {
                f.hour = Some(v / 100);
                f.minute = Some(v % 100);
            }
            f.big_hour |= twelve;
            Some(n)
        }
        Token::Meridiem { .. } => {
            // moment's English `meridiemParse`: /[ap]\.?m?\.?/i
            let b = s.as_bytes();
            let pm = match b.first().map(u8::to_ascii_lowercase) {
                Some(b'a') => false,
                Some(b'p') => true,
                _ => return None,
            };
            let mut n = 1;
            if b.get(n) == Some(&b'.') {
                n += 1;
            }
            if b.get(n).is_some_and(|c| c.eq_ignore_ascii_case(&b'm')) {
                n += 1;
            }
            if b.get(n) == Some(&b'.') {
                n += 1;
            }
            f.pm = Some(pm);
            Some(n)
        }
        Token::Minute { pad } | Token::Second { pad } => {
            let v = match (pad, strict) {
                (true, _) => two(s, strict)?,
                (false, true) => has_zero(s)?,
                (false, false) => digits(s, 1, 2)?,
            };
            if matches!(token, Token::Minute { .. }) {
                set(&mut f.minute, v)
            } else {
                set(&mut f.second, v)
            }
        }
        Token::Fraction(width) => {
            let (min, max) = match (width, strict) {
                (1..=3, false) => (1, 3),
                (w @ 1..=3, true) => (usize::from(w), usize::from(w)),
                _ => (1, usize::MAX),
            };
            let n = s.bytes().take(max).take_while(u8::is_ascii_digit).count();
            if n < min {
                return None;
            }
            // The first three digits are the milliseconds (moment keeps no more).
            let ms = s
                .bytes()
                .take(n.min(3))
                .chain(std::iter::repeat(b'0'))
                .take(3)
                .fold(0, |acc, b| acc * 10 + i64::from(b - b'0'));
            set(&mut f.ms, (ms, n))
        }
        Token::Offset { .. } => {
            let (minutes, n) = read_offset(s)?;
            f.offset = Some(minutes);
            Some(n)
        }
        Token::UnixSeconds => {
            let (secs, n) = signed(s, 1, 15)?;
            let (frac, m) = match s.get(n..).and_then(|r| r.strip_prefix('.')) {
                Some(r) => match digits(r, 1, 3) {
                    Some((v, k)) => (v * 10_i64.pow(3 - u32::try_from(k).ok()?), k + 1),
                    None => (0, 0),
                },
                None => (0, 0),
            };
            let ms = secs * 1000
                + if secs < 0 || s.starts_with('-') {
                    -frac
                } else {
                    frac
                };
            f.timestamp_ms = Some(ms);
            Some(n + m)
        }
        Token::UnixMillis => {
            let (ms, n) = signed(s, 1, 18)?;
            f.timestamp_ms = Some(ms);
            Some(n)
        }
    }
}

/// Stores a week-related field and notes that the text had week information.
fn week(
    f: &mut Fields,
    slot: fn(&mut Fields) -> &mut Option<i64>,
    (v, n): (i64, usize),
) -> Option<usize> {
    f.week_info = true;
    *slot(f) = Some(v);
    Some(n)
}

/// moment's `matchShortOffset`: `Z|[+-]\d\d(?::?\d\d)?` (case ignored), in minutes.
fn read_offset(s: &str) -> Option<(i32, usize)> {
    let b = s.as_bytes();
    let sign = match b.first()? {
        b'Z' | b'z' => return Some((0, 1)),
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let (hours, _) = digits(s.get(1..)?, 2, 2)?;
    let rest = s.get(3..)?;
    let (minutes, n) = match digits(rest.strip_prefix(':').unwrap_or(rest), 2, 2) {
        Some((m, _)) if rest.starts_with(':') => (m, 6),
        Some((m, _)) => (m, 5),
        None => (0, 3),
    };
    Some((sign * i32::try_from(hours * 60 + minutes).ok()?, n))
}

/// Reads `text` with `tokens`, then checks and completes the fields as moment does.
fn parse_tokens(text: &str, tokens: &[Token], strict: bool) -> Option<Parsed> {
    let mut f = Fields::default();
    let mut rest = text;
    for token in tokens {
        let n = read_token(rest, token, strict, &mut f)?;
        rest = rest.get(n..)?;
    }
    if !rest.is_empty() {
        return None;
    }
    resolve(f, strict)
}

/// Turns the week fields into a year and a day of the year (moment's
/// `dayOfYearFromWeekInfo`); `None` when the week or weekday does not exist.
fn date_from_week_info(f: &Fields) -> Option<Date> {
    let now = Date::new(NOW.0, 1, 1)?;
    let iso = f.iso_week_year.is_some() || f.iso_week.is_some() || f.iso_weekday.is_some();
    let (rule, year, week, weekday): (WeekRule, i64, i64, i64) = if iso {
        let weekday = f.iso_weekday.unwrap_or(1);
        if !(1..=7).contains(&weekday) {
            return None;
        }
        let year = f
            .iso_week_year
            .or(f.year)
            .unwrap_or(week_of_year(now, ISO).1);
        (ISO, year, f.iso_week.unwrap_or(1), weekday)
    } else {
        let (current_week, current_year) = week_of_year(now, LOCALE);
        let year = f.week_year.or(f.year).unwrap_or(current_year);
        let weekday = match (f.weekday, f.locale_weekday) {
            (Some(d), _) => d,
            (None, Some(e)) => e + LOCALE.dow,
            (None, None) => LOCALE.dow,
        };
        if !(0..=6).contains(&weekday) {
            return None;
        }
        (LOCALE, year, f.week.unwrap_or(current_week), weekday)
    };
    if week < 1 || week > weeks_in_year(year, rule) {
        return None;
    }
    date_from_week(year, week, weekday, rule)
}

/// moment's `configFromArray` and `checkOverflow`, plus strict mode's checks.
fn resolve(mut f: Fields, strict: bool) -> Option<Parsed> {
    if f.big_hour && f.hour.is_some_and(|h| h > 0 && h <= 12) {
        f.big_hour = false;
    }
    if strict && f.big_hour {
        return None;
    }
    if let (Some(pm), Some(h)) = (f.pm, f.hour) {
        if pm && h < 12 {
            f.hour = Some(h + 12);
        } else if !pm && h == 12 {
            f.hour = Some(0);
        }
    }
    if let Some(ms) = f.timestamp_ms {
        return Some(Parsed {
            date_time: DateTime::from_unix_millis(ms)?,
            offset_minutes: None,
        });
    }
    let mut year = f.year;
    let mut month = f.month;
    let mut day = f.day;
    if f.week_info && day.is_none() && month.is_none() {
        let date = date_from_week_info(&f)?;
        year = Some(i64::from(date.year()));
        month = Some(i64::from(date.month()));
        day = Some(i64::from(date.day()));
    } else if let Some(doy) = f.day_of_year {
        let y = year.unwrap_or(NOW.0);
        if doy < 1 || doy > days_in_year(y) {
            return None;
        }
        let date = Date::from_year_day(y, doy)?;
        month = Some(i64::from(date.month()));
        day = Some(i64::from(date.day()));
    }
    // Unwritten leading parts come from "now", later ones are the first month and day.
    let (year, month, day) = match (year, month, day) {
        (None, None, None) => NOW,
        (None, None, Some(d)) => (NOW.0, NOW.1, d),
        (None, Some(m), d) => (NOW.0, m, d.unwrap_or(1)),
        (Some(y), m, d) => (y, m.unwrap_or(1), d.unwrap_or(1)),
    };
    let (minute, second, ms) = (
        f.minute.unwrap_or(0),
        f.second.unwrap_or(0),
        f.ms.unwrap_or(0),
    );
    let mut hour = f.hour.unwrap_or(0);
    let next_day = hour == 24 && minute == 0 && second == 0 && ms == 0;
    if next_day {
        hour = 0;
    }
    let month = u32::try_from(month).ok().filter(|m| (1..=12).contains(m))?;
    let day = u32::try_from(day)
        .ok()
        .filter(|d| *d >= 1 && *d <= days_in_month(year, month))?;
    let date = Date::new(year, month, day)?;
    let mut date_time = DateTime::from_date(date).with_time(
        u32::try_from(hour).ok()?,
        u32::try_from(minute).ok()?,
        u32::try_from(second).ok()?,
        u32::try_from(ms).ok()?,
    )?;
    if next_day {
        date_time = DateTime::from_date(date.add_days(1)?);
    }
    if f.weekday
        .is_some_and(|d| d != i64::from(date_time.date().weekday()))
    {
        return None;
    }
    Some(Parsed {
        date_time,
        offset_minutes: f.offset,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ymd(dt: DateTime) -> (i32, u32, u32) {
        let d = dt.date();
        (d.year(), d.month(), d.day())
    }

    #[test]
    fn strict_and_forgiving_widths() {
        assert!(parse_with_format("2024-02-29 13:05:09", "YYYY-MM-DD HH:mm:ss", true).is_some());
        assert!(parse_with_format("2023-02-29", "YYYY-MM-DD", true).is_none());
        assert!(parse_with_format("2024-2-01", "YYYY-MM-DD", true).is_none());
        assert!(parse_with_format("2024-2-1", "YYYY-MM-DD", false).is_some());
        assert!(parse_with_format("1/2/24", "D/M/YY", true).is_some());
        assert!(parse_with_format("01/2/24", "D/M/YY", true).is_none());
        assert!(parse_with_format("24:00", "HH:mm", true).is_some());
        assert!(parse_with_format("24:01", "HH:mm", true).is_none());
        assert!(parse_with_format("at 10", "[at] H", true).is_some());
        assert_eq!(
            parse_with_format("70", "YY", true).map(|d| d.date().year()),
            Some(1970)
        );
    }

    #[test]
    fn defaults_and_week_dates() {
        let p = |t, f| parse_with_format(t, f, true).map(ymd);
        assert_eq!(p("31", "DD"), Some((2000, 1, 31)));
        assert_eq!(p("02-29", "MM-DD"), Some((2000, 2, 29)));
        assert_eq!(p("2024 31", "YYYY DD"), Some((2024, 1, 31)));
        assert_eq!(p("2024 60", "YYYY DDD"), Some((2024, 2, 29)));
        assert_eq!(p("2020-W53-7", "GGGG-[W]WW-E"), Some((2021, 1, 3)));
        assert_eq!(p("2024 1 0", "gggg w d"), Some((2023, 12, 31)));
        assert_eq!(p("Q3 2024", "[Q]Q YYYY"), Some((2024, 7, 1)));
        assert_eq!(
            p("2024-02-29 24:00", "YYYY-MM-DD HH:mm"),
            Some((2024, 3, 1))
        );
    }

    #[test]
    fn offsets_and_timestamps() {
        let z = |t| parse_zoned(t, "HH:mm Z", true).and_then(|p| p.offset_minutes);
        assert_eq!(z("10:00 +01:00"), Some(60));
        assert_eq!(z("10:00 -0530"), Some(-330));
        assert_eq!(z("10:00 +01"), Some(60));
        assert_eq!(z("10:00 Z"), Some(0));
        assert_eq!(z("10:00 +1"), None);
        let x = parse_with_format("-1.5", "X", true).unwrap();
        assert_eq!(x.to_iso(), "1969-12-31T23:59:58.500Z");
    }
}
