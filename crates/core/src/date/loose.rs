//! [`parse_loose`] read by hand (no format tokens): what a build without the `dates` feature
//! uses, so that conditions and expressions can still compare dates. (With `dates` the token
//! parser reads them; this module is then compiled for its tests, which check that both
//! agree.)
//!
//! It reads exactly what moment's forgiving mode reads with the formats `YYYY-MM-DD` and
//! `YYYY/MM/DD` (alone, or followed by `T` or a space and `HH:mm`, `HH:mm:ss` or
//! `HH:mm:ss.SSSS`, each optionally followed by a `Z` offset), `MM/DD/YYYY`,
//! `MM/DD/YYYY HH:mm`, `DD.MM.YYYY` and `DD-MM-YYYY`, tried in this order: the first that
//! reads the whole text and gives a real date wins. Its formats use one letter per field
//! and its reader knows only these fields, with the token parser's forgiving widths.

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
    let text = text.trim().as_bytes();
    FORMATS
        .iter()
        .find_map(|format| read(text, format.as_bytes()))
}

/// The formats, in the order they are tried: `Y` is moment's `YYYY`, `M` `MM`, `D` `DD`,
/// `h` `HH`, `m` `mm`, `s` `ss`, `f` `SSSS`, `Z` `Z`; any other character is itself.
const FORMATS: [&str; 30] = [
    "Y-M-D",
    "Y-M-DTh:m",
    "Y-M-DTh:mZ",
    "Y-M-DTh:m:s",
    "Y-M-DTh:m:sZ",
    "Y-M-DTh:m:s.f",
    "Y-M-DTh:m:s.fZ",
    "Y-M-D h:m",
    "Y-M-D h:mZ",
    "Y-M-D h:m:s",
    "Y-M-D h:m:sZ",
    "Y-M-D h:m:s.f",
    "Y-M-D h:m:s.fZ",
    "Y/M/D",
    "Y/M/DTh:m",
    "Y/M/DTh:mZ",
    "Y/M/DTh:m:s",
    "Y/M/DTh:m:sZ",
    "Y/M/DTh:m:s.f",
    "Y/M/DTh:m:s.fZ",
    "Y/M/D h:m",
    "Y/M/D h:mZ",
    "Y/M/D h:m:s",
    "Y/M/D h:m:sZ",
    "Y/M/D h:m:s.f",
    "Y/M/D h:m:s.fZ",
    "M/D/Y",
    "M/D/Y h:m",
    "D.M.Y",
    "D-M-Y",
];

/// Reads all of `text` with `format` (moment's forgiving mode), then checks the date.
fn read(text: &[u8], format: &[u8]) -> Option<DateTime> {
    let mut r = Reader(text);
    let (mut year, mut month, mut day) = (0, 0, 0);
    let (mut hour, mut minute, mut second, mut ms) = (0, 0, 0, 0);
    for &c in format {
        match c {
            b'Y' => year = r.year()?,
            b'M' => month = r.two()?,
            b'D' => day = r.two()?,
            b'h' => hour = r.two()?,
            b'm' => minute = r.two()?,
            b's' => second = r.two()?,
            b'f' => ms = r.fraction()?,
            b'Z' => r.offset()?,
            literal => r.eat(literal)?,
        }
    }
    if !r.done() {
        return None;
    }
    // As moment's `checkOverflow`; `24:00` is midnight of the next day.
    let date = Date::new(year, month, day)?;
    if hour == 24 && minute == 0 && second == 0 && ms == 0 {
        return Some(DateTime::from_date(date.add_days(1)?));
    }
    DateTime::from_date(date).with_time(hour, minute, second, ms)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn ymd(dt: DateTime) -> (i32, u32, u32) {
        let d = dt.date();
        (d.year(), d.month(), d.day())
    }

    /// The loose reader's cases, for the hand-written reader here and (with `dates`) the
    /// token parser's `parse_loose`.
    fn check_loose_dates(parse_loose: fn(&str) -> Option<DateTime>) {
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
    fn loose_dates() {
        check_loose_dates(parse_loose);
    }

    #[cfg(feature = "dates")]
    #[test]
    fn loose_dates_of_the_token_parser() {
        check_loose_dates(crate::date::parse::parse_loose);
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

/// With `dates`: the hand reader reads what the token parser reads.
#[cfg(all(test, feature = "dates"))]
mod agrees_with_tokens {
    use proptest::prelude::*;

    use super::parse_loose;
    use crate::date::parse::parse_loose as tokens;

    fn same(text: &str) {
        assert_eq!(parse_loose(text), tokens(text), "{text:?}");
    }

    #[test]
    fn written_dates_read_as_the_token_parser_reads_them() {
        for text in [
            "2024-05-01",
            "2024-05-01T10:00:00Z",
            "2024-05-01T10:00:00.123+02:00",
            "2024-05-01T10:00:00.1234567-0530",
            "2024-05-01T10:00:00.5z",
            "2024-05-01T10:00+05",
            "2024-05-01T10:00+05:",
            "2024-05-01T10:00+052",
            "2024-05-01T10:00+5",
            "2024-05-06 10:20",
            "2024-05-06 10:20:",
            "2024-05-06T",
            "2024-05-06t10:20",
            "2024-05-06T10:20:30.",
            "2024-12-31T24:00",
            "2024-12-31T24:00:00.000",
            "2024-12-31T24:00:01",
            "9999-12-31T24:00",
            "0000-01-01",
            "05/01/2024",
            "05/01/2024 7:5",
            "05/01/2024 07:05:00",
            "1/2/99",
            "1/2/99 24:00",
            "1.5.2024",
            "1.5.24",
            "31.12.69",
            "2024/5/1 10:00",
            "2024/5/1T10:00:59.9",
            "15-06-2000",
            "31-12-20",
            "12-31-20",
            "24-1-2",
            "5-1-2",
            "123-1-2",
            "2024-02-29",
            "2023-02-29",
            "2024-13-01",
            "2024-00-10",
            "2024-05-00",
            "2024-05-01T25:00",
            "2024-05-01T23:60",
            "2024-05-01T23:59:60",
            " 2024-05-01 ",
            "\u{a0}2024-05-01\t",
            "2024-05-01é",
            "２０２４-05-01",
            "",
            " ",
            "tomorrow-ish",
            "20240501",
        ] {
            same(text);
        }
    }

    /// Pieces the known formats are made of, and a few that are not.
    fn piece() -> impl Strategy<Value = String> {
        prop_oneof![
            4 => "[0-9]{1,5}",
            3 => prop::sample::select(vec!["-", "/", ".", ":", " ", "T"]).prop_map(String::from),
            1 => prop::sample::select(vec!["Z", "z", "+", "t", "é", "\u{a0}", "x", "\t"])
                .prop_map(String::from),
        ]
    }

    fn iso_like() -> impl Strategy<Value = String> {
        (
            "[0-9]{1,5}",
            "[-/]",
            "[0-9]{1,3}",
            "[-/]",
            "[0-9]{1,3}",
            "([T ][0-9]{1,3}:[0-9]{1,3}(:[0-9]{1,3}(\\.[0-9]{0,5})?)?([Zz]|[+-][0-9]{1,2}(:?[0-9]{0,3})?)?)?",
        )
            .prop_map(|(y, s1, m, s2, d, t)| format!("{y}{s1}{m}{s2}{d}{t}"))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn any_pieces_read_the_same(pieces in prop::collection::vec(piece(), 0..12)) {
            let text = pieces.concat();
            prop_assert_eq!(parse_loose(&text), tokens(&text), "{:?}", text);
        }

        #[test]
        fn iso_like_text_reads_the_same(text in iso_like()) {
            prop_assert_eq!(parse_loose(&text), tokens(&text), "{:?}", text);
        }

        #[test]
        fn any_text_reads_the_same(text in "\\PC{0,30}") {
            prop_assert_eq!(parse_loose(&text), tokens(&text), "{:?}", text);
        }
    }
}
