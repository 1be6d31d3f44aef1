//! A moment.js format string split into tokens, the way moment's `formattingTokens`
//! regular expression splits it (localised formats `L`, `LT`, … expanded first).

use super::names::long_date_format;

/// One token of a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// Text written as is (`[text]`, `\X`, or any character that is not a token).
    Literal(String),
    /// `Y`: the year, any number of digits, signed.
    YearAny,
    /// `YY`.
    Year2,
    /// `YYYY`, `YYYYY`, `YYYYYY` (width 4, 5, 6).
    Year(u8),
    /// `M`, `MM`.
    Month { pad: bool },
    /// `MMM`.
    MonthShort,
    /// `MMMM`.
    MonthLong,
    /// `Q`.
    Quarter,
    /// `D`, `DD`.
    Day { pad: bool },
    /// `Do`.
    DayOrdinal,
    /// `DDD`, `DDDD`.
    DayOfYear { pad: bool },
    /// `d`.
    Weekday,
    /// `dd`, `ddd`, `dddd`.
    WeekdayName(NameWidth),
    /// `e`.
    LocaleWeekday,
    /// `E`.
    IsoWeekday,
    /// `w`, `ww`.
    Week { pad: bool },
    /// `W`, `WW`.
    IsoWeek { pad: bool },
    /// `gg`, `gggg`, `ggggg` (width 2, 4, 5).
    WeekYear(u8),
    /// `GG`, `GGGG`, `GGGGG`.
    IsoWeekYear(u8),
    /// `Mo`, `DDDo`, `do`, `wo`, `Wo`, `Qo`: written, never read (as moment).
    Ordinal(Ordinal),
    /// `H`, `HH`.
    Hour { pad: bool },
    /// `h`, `hh`.
    Hour12 { pad: bool },
    /// `k`, `kk`.
    Hour24 { pad: bool },
    /// `Hmm`, `Hmmss`, `hmm`, `hmmss`.
    HourMinutes { twelve: bool, seconds: bool },
    /// `a` (lower case), `A`.
    Meridiem { upper: bool },
    /// `m`, `mm`.
    Minute { pad: bool },
    /// `s`, `ss`.
    Second { pad: bool },
    /// `S` … `SSSSSSSSS` (1–9 digits).
    Fraction(u8),
    /// `Z` (`+01:00`), `ZZ` (`+0100`).
    Offset { colon: bool },
    /// `X`.
    UnixSeconds,
    /// `x`.
    UnixMillis,
}

/// Which weekday names: `dd`, `ddd`, `dddd`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NameWidth {
    Min,
    Short,
    Long,
}

/// What an ordinal token numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ordinal {
    Month,
    DayOfYear,
    Weekday,
    Week,
    IsoWeek,
    Quarter,
}

impl Token {
    /// The text of a token as written in a format (how an ordinal-only token is read).
    pub(crate) fn ordinal_text(ordinal: Ordinal) -> &'static str {
        match ordinal {
            Ordinal::Month => "Mo",
            Ordinal::DayOfYear => "DDDo",
            Ordinal::Weekday => "do",
            Ordinal::Week => "wo",
            Ordinal::IsoWeek => "Wo",
            Ordinal::Quarter => "Qo",
        }
    }
}

/// Splits `format` into tokens.
pub(crate) fn tokenize(format: &str) -> Vec<Token> {
    let mut out = Vec::new();
    tokenize_into(format, true, &mut out);
    out
}

fn push_literal(out: &mut Vec<Token>, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(Token::Literal(prev)) = out.last_mut() {
        prev.push_str(text);
    } else {
        out.push(Token::Literal(text.to_string()));
    }
}

fn tokenize_into(format: &str, expand: bool, out: &mut Vec<Token>) {
    let mut rest = format;
    while !rest.is_empty() {
        // `[text]`: literal text (no `[` inside).
        if let Some(inner) = rest.strip_prefix('[') {
            if let Some(end) = inner.find(['[', ']']) {
                if inner.get(end..).is_some_and(|t| t.starts_with(']')) {
                    push_literal(out, inner.get(..end).unwrap_or(""));
                    rest = inner.get(end + 1..).unwrap_or("");
                    continue;
                }
            }
        }
        // `\X`: the token (or character) X, literally; backslashes are dropped.
        if let Some(after) = rest.strip_prefix('\\') {
            if after.starts_with('\\') || after.is_empty() {
                rest = after.get(1..).unwrap_or("");
                continue;
            }
            let len = match_token(after).1;
            push_literal(out, after.get(..len).unwrap_or(""));
            rest = after.get(len..).unwrap_or("");
            continue;
        }
        if expand {
            if let Some(len) = match_localised(rest) {
                let name = rest.get(..len).unwrap_or("");
                if let Some(expansion) = long_date_format(name) {
                    tokenize_into(expansion, false, out);
                    rest = rest.get(len..).unwrap_or("");
                    continue;
                }
            }
        }
        let (token, len) = match_token(rest);
        match token {
            Some(t) => out.push(t),
            None => push_literal(out, rest.get(..len).unwrap_or("")),
        }
        rest = rest.get(len..).unwrap_or("");
    }
}

/// The length of a localised format token (`LTS|LT|LL?L?L?|l{1,4}`) at the start of `s`.
fn match_localised(s: &str) -> Option<usize> {
    if s.starts_with("LTS") {
        Some(3)
    } else if s.starts_with("LT") {
        Some(2)
    } else if s.starts_with('L') {
        Some(run(s, b'L', 4))
    } else if s.starts_with('l') {
        Some(run(s, b'l', 4))
    } else {
        None
    }
}

/// How many `c` bytes `s` starts with, at most `max`.
fn run(s: &str, c: u8, max: usize) -> usize {
    s.bytes().take(max).take_while(|&b| b == c).count()
}

/// The token at the start of `s` (non-empty) and its length in bytes; `None` for a
/// character that is no token (written literally). Follows the alternation order of
/// moment's `formattingTokens`.
fn match_token(s: &str) -> (Option<Token>, usize) {
    use Token as T;
    let starts = |p: &str| s.starts_with(p);
    let tok = |t: Token, len: usize| (Some(t), len);
    if starts("Hmmss") {
        return tok(
            T::HourMinutes {
                twelve: false,
                seconds: true,
            },
            5,
        );
    }
    if starts("hmmss") {
        return tok(
            T::HourMinutes {
                twelve: true,
                seconds: true,
            },
            5,
        );
    }
    if starts("Hmm") {
        return tok(
            T::HourMinutes {
                twelve: false,
                seconds: false,
            },
            3,
        );
    }
    if starts("hmm") {
        return tok(
            T::HourMinutes {
                twelve: true,
                seconds: false,
            },
            3,
        );
    }
    if starts("Mo") {
        return tok(T::Ordinal(Ordinal::Month), 2);
    }
    if starts("M") {
        return match run(s, b'M', 4) {
            1 => tok(T::Month { pad: false }, 1),
            2 => tok(T::Month { pad: true }, 2),
            3 => tok(T::MonthShort, 3),
            _ => tok(T::MonthLong, 4),
        };
    }
    if starts("Do") {
        return tok(T::DayOrdinal, 2);
    }
    if starts("DDDo") {
        return tok(T::Ordinal(Ordinal::DayOfYear), 4);
    }
    if starts("D") {
        return match run(s, b'D', 4) {
            1 => tok(T::Day { pad: false }, 1),
            2 => tok(T::Day { pad: true }, 2),
            3 => tok(T::DayOfYear { pad: false }, 3),
            _ => tok(T::DayOfYear { pad: true }, 4),
        };
    }
    if starts("dd") {
        return match run(s, b'd', 4) {
            2 => tok(T::WeekdayName(NameWidth::Min), 2),
            3 => tok(T::WeekdayName(NameWidth::Short), 3),
            _ => tok(T::WeekdayName(NameWidth::Long), 4),
        };
    }
    if starts("do") {
        return tok(T::Ordinal(Ordinal::Weekday), 2);
    }
    if starts("d") {
        return tok(T::Weekday, 1);
    }
    if starts("wo") {
        return tok(T::Ordinal(Ordinal::Week), 2);
    }
    if starts("ww") {
        return tok(T::Week { pad: true }, 2);
    }
    if starts("w|") || starts("W|") {
        // moment's `w[o|w]?` also takes `w|`, a token with no meaning: literal text.
        return (None, 2);
    }
    if starts("w") {
        return tok(T::Week { pad: false }, 1);
    }
    if starts("Wo") {
        return tok(T::Ordinal(Ordinal::IsoWeek), 2);
    }
    if starts("WW") {
        return tok(T::IsoWeek { pad: true }, 2);
    }
    if starts("W") {
        return tok(T::IsoWeek { pad: false }, 1);
    }
    if starts("Qo") {
        return tok(T::Ordinal(Ordinal::Quarter), 2);
    }
    if starts("Q") {
        return tok(T::Quarter, 1);
    }
    if starts("Y") {
        return match run(s, b'Y', 6) {
            1 => tok(T::YearAny, 1),
            2 | 3 => tok(T::Year2, 2),
            n => tok(T::Year(n as u8), n),
        };
    }
    if starts("gg") {
        return match run(s, b'g', 5) {
            2 | 3 => tok(T::WeekYear(2), 2),
            n => tok(T::WeekYear(n as u8), n),
        };
    }
    if starts("GG") {
        return match run(s, b'G', 5) {
            2 | 3 => tok(T::IsoWeekYear(2), 2),
            n => tok(T::IsoWeekYear(n as u8), n),
        };
    }
    if starts("e") {
        return tok(T::LocaleWeekday, 1);
    }
    if starts("E") {
        return tok(T::IsoWeekday, 1);
    }
    if starts("a") {
        return tok(T::Meridiem { upper: false }, 1);
    }
    if starts("A") {
        return tok(T::Meridiem { upper: true }, 1);
    }
    if starts("hh") {
        return tok(T::Hour12 { pad: true }, 2);
    }
    if starts("h") {
        return tok(T::Hour12 { pad: false }, 1);
    }
    if starts("HH") {
        return tok(T::Hour { pad: true }, 2);
    }
    if starts("H") {
        return tok(T::Hour { pad: false }, 1);
    }
    if starts("kk") {
        return tok(T::Hour24 { pad: true }, 2);
    }
    if starts("k") {
        return tok(T::Hour24 { pad: false }, 1);
    }
    if starts("mm") {
        return tok(T::Minute { pad: true }, 2);
    }
    if starts("m") {
        return tok(T::Minute { pad: false }, 1);
    }
    if starts("ss") {
        return tok(T::Second { pad: true }, 2);
    }
    if starts("s") {
        return tok(T::Second { pad: false }, 1);
    }
    if starts("S") {
        let n = run(s, b'S', 9);
        return tok(T::Fraction(n as u8), n);
    }
    if starts("x") {
        return tok(T::UnixMillis, 1);
    }
    if starts("X") {
        return tok(T::UnixSeconds, 1);
    }
    if starts("ZZ") {
        return tok(T::Offset { colon: false }, 2);
    }
    if starts("Z") {
        return tok(T::Offset { colon: true }, 1);
    }
    (None, s.chars().next().map_or(1, char::len_utf8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_like_moment() {
        use Token as T;
        assert_eq!(
            tokenize("YYYY-MM-DDTHH:mm"),
            [
                T::Year(4),
                T::Literal("-".into()),
                T::Month { pad: true },
                T::Literal("-".into()),
                T::Day { pad: true },
                T::Literal("T".into()),
                T::Hour { pad: true },
                T::Literal(":".into()),
                T::Minute { pad: true },
            ]
        );
        assert_eq!(
            tokenize("[Day] Do \\Q YYY"),
            [
                T::Literal("Day ".into()),
                T::DayOrdinal,
                T::Literal(" Q ".into()),
                T::Year2,
                T::YearAny,
            ]
        );
        assert_eq!(tokenize("MMMMM"), [T::MonthLong, T::Month { pad: false }]);
        assert_eq!(
            tokenize("[a[b]"),
            [
                T::Literal("[".into()),
                T::Meridiem { upper: false },
                T::Literal("b".into()),
            ]
        );
        assert_eq!(tokenize("é"), [T::Literal("é".into())]);
        assert_eq!(tokenize("\\"), []);
    }

    #[test]
    fn expands_localised_formats() {
        assert_eq!(tokenize("LT"), tokenize("h:mm A"));
        assert_eq!(tokenize("LLLL"), tokenize("dddd, MMMM D, YYYY h:mm A"));
        assert_eq!(tokenize("l"), tokenize("M/D/YYYY"));
        assert_eq!(tokenize("[L]"), [Token::Literal("L".into())]);
        assert_eq!(tokenize("\\LT"), [Token::Literal("LT".into())]);
    }
}
