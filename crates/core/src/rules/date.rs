//! Date rules: `date`, `date_format`, `date_equals`, `after`, `after_or_equal`, `before`,
//! `before_or_equal`, and the small date parser they share.
//!
//! Format tokens (moment style): `YYYY` (4 digits), `YY` (2 digits; 00–68 → 20xx, 69–99 →
//! 19xx, as moment), `MM`/`DD`/`HH`/`mm`/`ss` (2 digits), `M`/`D`/`H` (1–2 digits, no
//! leading zero), `[text]` (literal text); every other character is literal.

use serde_json::Value;

use super::context::ValidationContext;
use super::params::RuleParams;

/// A calendar date with an optional time of day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct DateTime {
    /// Year.
    pub year: i32,
    /// Month 1–12.
    pub month: u32,
    /// Day 1–31.
    pub day: u32,
    /// Hour 0–23.
    pub hour: u32,
    /// Minute 0–59.
    pub minute: u32,
    /// Second 0–59.
    pub second: u32,
}

impl DateTime {
    /// The day part, for day-granularity comparisons.
    pub fn day_key(&self) -> (i32, u32, u32) {
        (self.year, self.month, self.day)
    }
}

fn is_leap(y: i32) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

/// The number of days in `month` of `year` (0 for an invalid month).
pub fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// The day after / before `(y, m, d)` (`delta` is +1 or −1).
pub fn shift_day((y, m, d): (i32, u32, u32), delta: i32) -> (i32, u32, u32) {
    if delta > 0 {
        if d < days_in_month(y, m) {
            (y, m, d + 1)
        } else if m < 12 {
            (y, m + 1, 1)
        } else {
            (y.saturating_add(1), 1, 1)
        }
    } else if d > 1 {
        (y, m, d - 1)
    } else if m > 1 {
        (y, m - 1, days_in_month(y, m - 1))
    } else {
        (y.saturating_sub(1), 12, 31)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Year4,
    Year2,
    Month { pad: bool },
    Day { pad: bool },
    Hour { pad: bool },
    Minute,
    Second,
    Literal(char),
}

fn tokenize(format: &str) -> Vec<Token> {
    let chars: Vec<char> = format.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let starts = |i: usize, t: &str| {
        t.chars()
            .enumerate()
            .all(|(k, c)| chars.get(i + k) == Some(&c))
    };
    while let Some(&c) = chars.get(i) {
        if c == '[' {
            if let Some(end) = chars.iter().skip(i + 1).position(|&c| c == ']') {
                out.extend(
                    chars
                        .iter()
                        .skip(i + 1)
                        .take(end)
                        .map(|&c| Token::Literal(c)),
                );
                i += end + 2;
                continue;
            }
        }
        let (tok, len) = if starts(i, "YYYY") {
            (Token::Year4, 4)
        } else if starts(i, "YY") {
            (Token::Year2, 2)
        } else if starts(i, "MM") {
            (Token::Month { pad: true }, 2)
        } else if c == 'M' {
            (Token::Month { pad: false }, 1)
        } else if starts(i, "DD") {
            (Token::Day { pad: true }, 2)
        } else if c == 'D' {
            (Token::Day { pad: false }, 1)
        } else if starts(i, "HH") {
            (Token::Hour { pad: true }, 2)
        } else if c == 'H' {
            (Token::Hour { pad: false }, 1)
        } else if starts(i, "mm") {
            (Token::Minute, 2)
        } else if starts(i, "ss") {
            (Token::Second, 2)
        } else {
            (Token::Literal(c), 1)
        };
        out.push(tok);
        i += len;
    }
    out
}

/// Reads digits at `pos`: exactly `pad` 2 digits, or (unpadded) 1–2 digits without a
/// leading zero. `lenient` accepts 1–2 digits either way.
fn read_num(
    chars: &[char],
    pos: &mut usize,
    width: usize,
    pad: bool,
    lenient: bool,
) -> Option<u32> {
    let mut digits = String::new();
    while digits.len() < width {
        match chars.get(*pos) {
            Some(c) if c.is_ascii_digit() => {
                digits.push(*c);
                *pos += 1;
            }
            _ => break,
        }
    }
    let ok = if lenient {
        !digits.is_empty()
    } else if pad {
        digits.len() == width
    } else {
        matches!(digits.len(), 1) || (digits.len() == 2 && !digits.starts_with('0'))
    };
    if ok { digits.parse().ok() } else { None }
}

/// Parses `text` against a moment-style `format`. `strict` requires the exact widths a
/// round trip (`moment(v, F).format(F) === v`) needs; otherwise 1–2 digit fields are
/// accepted anywhere. The result must be a real calendar date and time.
pub fn parse_with_format(text: &str, format: &str, strict: bool) -> Option<DateTime> {
    let chars: Vec<char> = text.chars().collect();
    let mut pos = 0;
    let mut dt = DateTime {
        year: 1970,
        month: 1,
        day: 1,
        hour: 0,
        minute: 0,
        second: 0,
    };
    for tok in tokenize(format) {
        match tok {
            Token::Year4 => {
                let y = read_num(&chars, &mut pos, 4, true, false)?;
                dt.year = i32::try_from(y).ok()?;
            }
            Token::Year2 => {
                let y = read_num(&chars, &mut pos, 2, true, false)?;
                dt.year = if y > 68 {
                    1900 + y as i32
                } else {
                    2000 + y as i32
                };
            }
            Token::Month { pad } => dt.month = read_num(&chars, &mut pos, 2, pad, !strict)?,
            Token::Day { pad } => dt.day = read_num(&chars, &mut pos, 2, pad, !strict)?,
            Token::Hour { pad } => dt.hour = read_num(&chars, &mut pos, 2, pad, !strict)?,
            Token::Minute => dt.minute = read_num(&chars, &mut pos, 2, true, !strict)?,
            Token::Second => dt.second = read_num(&chars, &mut pos, 2, true, !strict)?,
            Token::Literal(c) => {
                if chars.get(pos) != Some(&c) {
                    return None;
                }
                pos += 1;
            }
        }
    }
    let valid = pos == chars.len()
        && (1..=12).contains(&dt.month)
        && dt.day >= 1
        && dt.day <= days_in_month(dt.year, dt.month)
        && dt.hour < 24
        && dt.minute < 60
        && dt.second < 60;
    if valid { Some(dt) } else { None }
}

/// Formats the reference's `date` rule accepts (a reasonable subset of what `strtotime`
/// parses), tried in order after ISO 8601.
const LOOSE_FORMATS: [&str; 10] = [
    "YYYY-MM-DD",
    "YYYY-MM-DD HH:mm",
    "YYYY-MM-DD HH:mm:ss",
    "YYYY/MM/DD",
    "YYYY/MM/DD HH:mm",
    "YYYY/MM/DD HH:mm:ss",
    "MM/DD/YYYY",
    "MM/DD/YYYY HH:mm",
    "DD.MM.YYYY",
    "DD-MM-YYYY",
];

fn parse_iso(text: &str) -> Option<DateTime> {
    let (date, time) = text.split_once('T')?;
    let mut dt = parse_with_format(date, "YYYY-MM-DD", true)?;
    let time = time.strip_suffix('Z').unwrap_or(time);
    let time = match time.rfind(['+', '-']) {
        Some(i) => {
            let zone = time.get(i + 1..)?;
            parse_with_format(zone, "HH:mm", true)
                .or_else(|| parse_with_format(zone, "HHmm", true))?;
            time.get(..i)?
        }
        None => time,
    };
    let time = match time.split_once('.') {
        Some((t, frac)) if !frac.is_empty() && frac.chars().all(|c| c.is_ascii_digit()) => t,
        Some(_) => return None,
        None => time,
    };
    let t = parse_with_format(time, "HH:mm:ss", true)
        .or_else(|| parse_with_format(time, "HH:mm", true))?;
    dt.hour = t.hour;
    dt.minute = t.minute;
    dt.second = t.second;
    Some(dt)
}

/// Parses a date in any of the common shapes the `date` rule accepts: ISO 8601
/// (`2024-05-01T10:00:00Z`), `YYYY-MM-DD[ HH:mm[:ss]]`, `YYYY/MM/DD`, `MM/DD/YYYY`,
/// `DD.MM.YYYY`, `DD-MM-YYYY` (1–2 digit months and days accepted).
pub fn parse_loose(text: &str) -> Option<DateTime> {
    let text = text.trim();
    parse_iso(text).or_else(|| {
        LOOSE_FORMATS
            .iter()
            .find_map(|f| parse_with_format(text, f, false))
    })
}

/// `date`: the value is text that parses as a date ([`parse_loose`]).
pub fn date(value: &Value) -> bool {
    value.as_str().and_then(parse_loose).is_some()
}

/// `date_format:F`: the value is exactly `F`-formatted (strict widths).
pub fn date_format(value: &Value, params: &RuleParams) -> bool {
    value
        .as_str()
        .is_some_and(|v| parse_with_format(v, &params.raw, true).is_some())
}

/// Parses a date value in the element's value format, else loosely.
fn parse_value(text: &str, ctx: &dyn ValidationContext) -> Option<(i32, u32, u32)> {
    let fmt = ctx.value_date_format();
    parse_with_format(text, &fmt, false)
        .or_else(|| parse_loose(text))
        .map(|d| d.day_key())
}

/// Whether a date parameter is a keyword or an absolute date (else it is an element path).
pub fn is_date_literal(param: &str) -> bool {
    matches!(param, "today" | "tomorrow" | "yesterday") || parse_loose(param).is_some()
}

/// What a date parameter resolves to.
enum Target {
    Day((i32, u32, u32)),
    /// The referenced element is empty or not a date: nothing to compare with.
    Nothing,
}

fn resolve(param: &str, ctx: &dyn ValidationContext) -> Target {
    let today = ctx.today();
    match param {
        "today" => return Target::Day(today),
        "tomorrow" => return Target::Day(shift_day(today, 1)),
        "yesterday" => return Target::Day(shift_day(today, -1)),
        _ => {}
    }
    if let Some(other) = ctx.value(param) {
        return match other.as_str().and_then(|t| parse_value(t, ctx)) {
            Some(d) => Target::Day(d),
            None => Target::Nothing,
        };
    }
    match parse_value(param, ctx) {
        Some(d) => Target::Day(d),
        None => Target::Nothing,
    }
}

/// Which date comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateOp {
    /// `after`.
    After,
    /// `after_or_equal`.
    AfterOrEqual,
    /// `before`.
    Before,
    /// `before_or_equal`.
    BeforeOrEqual,
    /// `date_equals`.
    Equals,
}

/// `after` / `after_or_equal` / `before` / `before_or_equal` / `date_equals:X`, compared
/// at day granularity. X is `today`, `tomorrow`, `yesterday`, another element's path, or
/// an absolute date. A list value requires every item to pass. A value that is not a date
/// fails. When X names an element that is empty (or not a date) the rule passes: there is
/// nothing to compare with yet.
///
/// Difference from the reference: `date_equals` compares dates (so `date_equals:today`
/// works), not the raw text.
pub fn compare(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
    op: DateOp,
) -> bool {
    let param = params.raw.as_str();
    let target = match resolve(param, ctx) {
        Target::Day(d) => d,
        Target::Nothing => return true,
    };
    let check = |v: &Value| {
        let Some(day) = v.as_str().and_then(|t| parse_value(t, ctx)) else {
            return false;
        };
        match op {
            DateOp::After => day > target,
            DateOp::AfterOrEqual => day >= target,
            DateOp::Before => day < target,
            DateOp::BeforeOrEqual => day <= target,
            DateOp::Equals => day == target,
        }
    };
    match value {
        Value::Array(items) => items.iter().all(check),
        other => check(other),
    }
}

/// The `:date` placeholder: the other element's value when the parameter names one,
/// else the parameter as written.
pub fn date_text(params: &RuleParams, ctx: &dyn ValidationContext) -> String {
    let param = params.raw.as_str();
    if !is_date_literal(param) {
        if let Some(Value::String(s)) = ctx.value(param) {
            if !s.is_empty() {
                return s;
            }
        }
        if let Some(name) = ctx.generic_name(param) {
            return name;
        }
    }
    param.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert!(parse_with_format("2024-02-29 13:05:09", "YYYY-MM-DD HH:mm:ss", true).is_some());
        assert!(parse_with_format("2023-02-29", "YYYY-MM-DD", true).is_none());
        assert!(parse_with_format("2024-2-01", "YYYY-MM-DD", true).is_none());
        assert!(parse_with_format("1/2/24", "D/M/YY", true).is_some());
        assert!(parse_with_format("01/2/24", "D/M/YY", true).is_none());
        assert!(parse_with_format("24:00", "HH:mm", true).is_none());
        assert!(parse_with_format("at 10", "[at] H", true).is_some());
        assert_eq!(
            parse_with_format("70", "YY", true).map(|d| d.year),
            Some(1970)
        );
    }

    #[test]
    fn loose_dates() {
        for ok in [
            "2024-05-01",
            "2024-05-01T10:00:00Z",
            "2024-05-01T10:00:00.123+02:00",
            "05/01/2024",
            "1.5.2024",
            "2024/5/1 10:00",
        ] {
            assert!(parse_loose(ok).is_some(), "{ok}");
        }
        for bad in ["", "tomorrow-ish", "2024-13-01", "2024-05-01T25:00"] {
            assert!(parse_loose(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn shifting_days() {
        assert_eq!(shift_day((2024, 2, 28), 1), (2024, 2, 29));
        assert_eq!(shift_day((2023, 12, 31), 1), (2024, 1, 1));
        assert_eq!(shift_day((2024, 3, 1), -1), (2024, 2, 29));
        assert_eq!(shift_day((2024, 1, 1), -1), (2023, 12, 31));
    }
}
