//! moment.js formatting: a [`DateTime`] written with format tokens.

use std::fmt::Write as _;

use super::date_time::DateTime;
use super::names::{
    MONTHS, MONTHS_SHORT, WEEKDAYS, WEEKDAYS_MIN, WEEKDAYS_SHORT, meridiem, ordinal_suffix,
};
use super::token::{NameWidth, Ordinal, Token, tokenize};
use super::week::{ISO, LOCALE, week_of_year};

/// Writes `dt` with moment.js format tokens (see the [module](super) table); the UTC offset
/// (`Z`, `ZZ`) is `+00:00` and the timestamps (`X`, `x`) read the date-time as UTC.
///
/// ```
/// use yewform_core::date::{DateTime, format};
/// let dt = DateTime::parse("2024-03-05T21:04:05").unwrap();
/// assert_eq!(format(&dt, "dddd, MMMM Do YYYY, h:mm a"), "Tuesday, March 5th 2024, 9:04 pm");
/// assert_eq!(format(&dt, "[Week] W, [day] DDD"), "Week 10, day 65");
/// ```
#[must_use]
pub fn format(dt: &DateTime, pattern: &str) -> String {
    format_with_offset(dt, 0, pattern)
}

/// Like [`format()`], for a date-time written at `offset_minutes` from UTC (what `Z`
/// writes; `X` and `x` subtract it).
#[must_use]
pub fn format_with_offset(dt: &DateTime, offset_minutes: i32, pattern: &str) -> String {
    format_tokens(dt, offset_minutes, &tokenize(pattern))
}

/// `n` with at least `width` digits, `-` before negative numbers (`+` before others when
/// `sign`), as moment's `zeroFill`.
fn zero_fill(out: &mut String, n: i64, width: usize, sign: bool) {
    if n < 0 {
        out.push('-');
    } else if sign {
        out.push('+');
    }
    let _ = write!(out, "{:0width$}", n.unsigned_abs());
}

fn number(out: &mut String, n: i64, pad: bool) {
    zero_fill(out, n, if pad { 2 } else { 1 }, false);
}

fn ordinal(out: &mut String, n: i64) {
    let _ = write!(out, "{n}{}", ordinal_suffix(n));
}

pub(crate) fn format_tokens(dt: &DateTime, offset_minutes: i32, tokens: &[Token]) -> String {
    let date = dt.date();
    let year = i64::from(date.year());
    let month = i64::from(date.month());
    let month_index = usize::try_from(date.month()).unwrap_or(1).saturating_sub(1);
    let weekday = i64::from(date.weekday());
    let weekday_index = usize::try_from(date.weekday()).unwrap_or(0);
    let hour = i64::from(dt.hour());
    let ms = i64::from(dt.millisecond());
    let mut out = String::with_capacity(tokens.len() * 3);
    for token in tokens {
        let o = &mut out;
        match *token {
            Token::Literal(ref text) => o.push_str(text),
            Token::YearAny => {
                if year <= 9999 {
                    zero_fill(o, year, 4, false);
                } else {
                    let _ = write!(o, "+{year}");
                }
            }
            Token::Year2 => zero_fill(o, year % 100, 2, false),
            Token::Year(width) => zero_fill(o, year, usize::from(width), width == 6),
            Token::Month { pad } => number(o, month, pad),
            Token::MonthShort => o.push_str(MONTHS_SHORT.get(month_index).unwrap_or(&"")),
            Token::MonthLong => o.push_str(MONTHS.get(month_index).unwrap_or(&"")),
            Token::Quarter => number(o, (month + 2) / 3, false),
            Token::Day { pad } => number(o, i64::from(date.day()), pad),
            Token::DayOrdinal => ordinal(o, i64::from(date.day())),
            Token::DayOfYear { pad } => {
                zero_fill(
                    o,
                    i64::from(date.day_of_year()),
                    if pad { 3 } else { 1 },
                    false,
                );
            }
            Token::Weekday | Token::LocaleWeekday => number(o, weekday, false),
            Token::WeekdayName(width) => {
                let names = match width {
                    NameWidth::Min => &WEEKDAYS_MIN,
                    NameWidth::Short => &WEEKDAYS_SHORT,
                    NameWidth::Long => &WEEKDAYS,
                };
                o.push_str(names.get(weekday_index).unwrap_or(&""));
            }
            Token::IsoWeekday => number(o, if weekday == 0 { 7 } else { weekday }, false),
            Token::Week { pad } => number(o, week_of_year(date, LOCALE).0, pad),
            Token::IsoWeek { pad } => number(o, week_of_year(date, ISO).0, pad),
            Token::WeekYear(width) => week_year(o, week_of_year(date, LOCALE).1, width),
            Token::IsoWeekYear(width) => week_year(o, week_of_year(date, ISO).1, width),
            Token::Ordinal(which) => {
                let n = match which {
                    Ordinal::Month => month,
                    Ordinal::DayOfYear => i64::from(date.day_of_year()),
                    Ordinal::Weekday => weekday,
                    Ordinal::Week => week_of_year(date, LOCALE).0,
                    Ordinal::IsoWeek => week_of_year(date, ISO).0,
                    Ordinal::Quarter => (month + 2) / 3,
                };
                ordinal(o, n);
            }
            Token::Hour { pad } => number(o, hour, pad),
            Token::Hour12 { pad } => number(o, hour12(hour), pad),
            Token::Hour24 { pad } => number(o, if hour == 0 { 24 } else { hour }, pad),
            Token::HourMinutes { twelve, seconds } => {
                let h = if twelve { hour12(hour) } else { hour };
                let _ = write!(o, "{h}{:02}", dt.minute());
                if seconds {
                    let _ = write!(o, "{:02}", dt.second());
                }
            }
            Token::Meridiem { upper } => o.push_str(meridiem(dt.hour(), upper)),
            Token::Minute { pad } => number(o, i64::from(dt.minute()), pad),
            Token::Second { pad } => number(o, i64::from(dt.second()), pad),
            Token::Fraction(n) => match n {
                1 => number(o, ms / 100, false),
                2 => zero_fill(o, ms / 10, 2, false),
                _ => {
                    let scaled = ms * 10_i64.pow(u32::from(n).saturating_sub(3));
                    zero_fill(o, scaled, usize::from(n), false);
                }
            },
            Token::Offset { colon } => {
                let sign = if offset_minutes < 0 { '-' } else { '+' };
                let abs = offset_minutes.unsigned_abs();
                let sep = if colon { ":" } else { "" };
                let _ = write!(o, "{sign}{:02}{sep}{:02}", abs / 60, abs % 60);
            }
            Token::UnixSeconds => {
                let _ = write!(o, "{}", utc_millis(dt, offset_minutes).div_euclid(1000));
            }
            Token::UnixMillis => {
                let _ = write!(o, "{}", utc_millis(dt, offset_minutes));
            }
        }
    }
    out
}

fn hour12(hour: i64) -> i64 {
    match hour % 12 {
        0 => 12,
        h => h,
    }
}

fn week_year(out: &mut String, year: i64, width: u8) {
    match width {
        2 => zero_fill(out, year % 100, 2, false),
        w => zero_fill(out, year, usize::from(w), false),
    }
}

fn utc_millis(dt: &DateTime, offset_minutes: i32) -> i64 {
    dt.unix_millis() - i64::from(offset_minutes) * 60_000
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::date::Date;

    #[test]
    fn years_and_signs() {
        let dt = |y| DateTime::from_date(Date::new(y, 1, 2).unwrap());
        assert_eq!(
            format(&dt(5), "Y YY YYYY YYYYY YYYYYY"),
            "0005 05 0005 00005 +000005"
        );
        assert_eq!(format(&dt(-5), "Y YY YYYY"), "-0005 -05 -0005");
        assert_eq!(format(&dt(2024), "gg GG gggg"), "24 24 2024");
    }

    #[test]
    fn hours_and_offsets() {
        let midnight = DateTime::from_date(Date::new(2024, 3, 5).unwrap());
        assert_eq!(
            format(&midnight, "H h k a hmm Hmmss"),
            "0 12 24 am 1200 00000"
        );
        assert_eq!(
            format_with_offset(&midnight, -330, "Z ZZ X"),
            "-05:30 -0530 1709616600"
        );
        assert_eq!(
            format(&midnight, "Mo DDDo do wo Wo Qo"),
            "3rd 65th 2nd 10th 10th 1st"
        );
    }
}
