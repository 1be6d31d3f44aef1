//! Moment.js format tokens, as the `date_format:F` rule and `FORMAT_DATE` see them: a
//! table of format/value pairs taken from moment's documented tokens, valid and invalid,
//! and the one calendar shared by the date rules and the expression date functions.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
// The date rules are built-in rules: they need `rules` too (tests/features_dates.rs).
#![cfg(all(feature = "dates", feature = "rules"))]

#[path = "rules_support.rs"]
mod support;

use serde_json::json;
use support::Ctx;
use yewform_core::rules::{Validation, parse_rules};
#[cfg(feature = "expressions")]
use yewform_core::{
    conditions::DataContext,
    expression::{Date, Expression},
};

/// Whether `value` passes `date_format:<format>`.
fn date_format_accepts(format: &str, value: &str) -> bool {
    let rules = parse_rules(&json!([format!("date_format:{format}")])).unwrap();
    let mut v = Validation::new(rules, None);
    v.validate(&json!(value), &Ctx::new());
    !v.invalid()
}

fn rule_accepts(rule: &str, value: &str) -> bool {
    let mut v = Validation::new(parse_rules(&json!([rule])).unwrap(), None);
    v.validate(&json!(value), &Ctx::new());
    !v.invalid()
}

#[cfg(feature = "expressions")]
fn eval(src: &str) -> serde_json::Value {
    let ctx = DataContext::new(json!({}), Date::new(2024, 6, 15).unwrap())
        .with_now("2024-06-15T08:30:00.000Z");
    Expression::parse(src)
        .unwrap_or_else(|e| panic!("{e}"))
        .evaluate(&ctx, "")
}

/// (format, value) pairs moment's `moment(value, format).format(format) === value` accepts.
const VALID: &[(&str, &str)] = &[
    // Years.
    ("YYYY-MM-DD", "2024-02-29"),
    ("YY", "24"),
    ("Y", "2024"),
    ("YYYY", "0999"),
    // Months.
    ("M/D/YYYY", "3/5/2024"),
    ("MM/DD/YYYY", "03/05/2024"),
    ("DD MMM YYYY", "05 Mar 2024"),
    ("DD MMM YYYY", "29 Feb 2024"),
    ("D MMMM YYYY", "5 March 2024"),
    ("MMMM YYYY", "September 2024"),
    ("MMM", "Sep"),
    // Days of the month and of the year.
    ("Do MMMM YYYY", "1st January 2020"),
    ("Do MMMM YYYY", "2nd January 2020"),
    ("Do MMMM YYYY", "3rd January 2020"),
    ("Do MMMM YYYY", "11th January 2020"),
    ("Do MMMM YYYY", "22nd January 2020"),
    ("Do MMMM YYYY", "31st December 2020"),
    ("MMMM Do", "April 30th"),
    ("DDD", "60"),
    ("YYYY DDDD", "2024 366"),
    ("YYYY DDDD", "2024 005"),
    // Days of the week.
    ("dddd, MMMM D, YYYY", "Tuesday, March 5, 2024"),
    ("ddd DD.MM.YYYY", "Tue 05.03.2024"),
    ("dd DD.MM.YYYY", "Tu 05.03.2024"),
    ("dddd", "Sunday"),
    ("d", "2"),
    ("e", "6"),
    ("E", "7"),
    // Weeks and week years.
    ("GGGG-[W]WW-E", "2024-W10-2"),
    ("GGGG-[W]W", "2020-W53"),
    ("gggg-ww", "2024-10"),
    ("w", "52"),
    // Quarters.
    ("Q YYYY", "1 2024"),
    ("[Q]Q", "Q4"),
    // Hours, meridiem, minutes, seconds.
    ("hh:mm A", "09:05 PM"),
    ("hh:mm A", "12:00 AM"),
    ("h:mm a", "9:05 pm"),
    ("H:m:s", "9:5:7"),
    ("H:mm", "0:30"),
    ("HH:mm", "23:59"),
    ("k:mm", "24:00"),
    ("kk:mm", "13:15"),
    ("HHmm", "0930"),
    ("Hmm", "930"),
    ("hmm A", "930 PM"),
    // Fractional seconds.
    ("HH:mm:ss.SSS", "13:04:05.123"),
    ("HH:mm:ss.S", "13:04:05.1"),
    ("HH:mm:ss.SS", "13:04:05.12"),
    ("HH:mm:ss.SSSSSS", "13:04:05.123000"),
    ("HH:mm:ss.SSSSSSSSS", "13:04:05.120000000"),
    // Offsets and timestamps.
    ("YYYY-MM-DDTHH:mm:ssZ", "2024-03-05T10:00:00+01:00"),
    ("YYYY-MM-DDTHH:mm:ssZ", "2024-03-05T10:00:00-05:30"),
    ("YYYY-MM-DDTHH:mm:ssZZ", "2024-03-05T10:00:00+0100"),
    ("X", "1709632800"),
    ("x", "1709632800000"),
    // Escaped text.
    ("[Day] D", "Day 5"),
    ("[Week of] YYYY", "Week of 2024"),
    ("[today is] dddd", "today is Monday"),
    ("YYYY \\Q Q", "2024 Q 3"),
    // Localised formats (English).
    ("L", "03/05/2024"),
    ("LL", "March 5, 2024"),
    ("LT", "9:05 PM"),
    ("LLLL", "Tuesday, March 5, 2024 9:05 PM"),
];

/// (format, value) pairs it rejects.
const INVALID: &[(&str, &str)] = &[
    ("YYYY-MM-DD", "2023-02-29"),
    ("YYYY-MM-DD", "2024-2-01"),
    ("YYYY-MM-DD", ""),
    ("YYYY-MM-DD", "2024-02-01 "),
    ("YYYY", "24"),
    ("M/D/YYYY", "03/05/2024"),
    ("DD MMM YYYY", "31 Feb 2024"),
    ("DD MMM YYYY", "05 mar 2024"),
    ("DD MMM YYYY", "05 March 2024"),
    ("DD MMM YYYY", "05 Mrz 2024"),
    ("D MMMM YYYY", "5 Mar 2024"),
    ("Do MMMM YYYY", "1th January 2020"),
    ("Do MMMM YYYY", "1 January 2020"),
    ("Do MMMM YYYY", "32nd January 2020"),
    ("YYYY DDDD", "2023 366"),
    ("YYYY DDDD", "2024 5"),
    ("dddd, MMMM D, YYYY", "Monday, March 5, 2024"),
    ("dddd", "Someday"),
    ("ddd", "Tuesday"),
    ("d", "7"),
    ("E", "0"),
    ("GGGG-[W]WW-E", "2024-W54-1"),
    ("GGGG-[W]W", "2021-W53"),
    ("Q", "5"),
    ("hh:mm A", "9:05 PM"),
    ("hh:mm A", "13:05 PM"),
    ("hh:mm A", "00:00 AM"),
    ("hh:mm A", "09:05 P.M."),
    ("h:mm a", "9:05 PM"),
    ("H:m:s", "09:05:07"),
    ("HH:mm", "24:01"),
    ("kk:mm", "00:00"),
    ("HH:mm:ss.SSS", "13:04:05.12"),
    ("HH:mm:ss.SSS", "13:60:05.123"),
    ("HH:mm:ss.SSSSSS", "13:04:05.123456"),
    ("YYYY-MM-DDTHH:mm:ssZ", "2024-03-05T10:00:00+0100"),
    ("YYYY-MM-DDTHH:mm:ssZ", "2024-03-05T10:00:00"),
    ("X", "1709632800.5"),
    ("X", "soon"),
    ("[Day] D", "day 5"),
    ("[Day] D", "Day 05"),
    ("LL", "March 05, 2024"),
];

#[test]
fn date_format_accepts_moment_tokens() {
    let wrong: Vec<_> = VALID
        .iter()
        .filter(|(f, v)| !date_format_accepts(f, v))
        .collect();
    assert!(wrong.is_empty(), "rejected: {wrong:?}");
}

#[test]
fn date_format_rejects_what_moment_does_not_round_trip() {
    let wrong: Vec<_> = INVALID
        .iter()
        .filter(|(f, v)| date_format_accepts(f, v))
        .collect();
    assert!(wrong.is_empty(), "accepted: {wrong:?}");
}

#[cfg(feature = "expressions")]
#[test]
fn format_date_writes_every_token() {
    let cases = [
        ("DD MMM YYYY", "05 Mar 2024"),
        (
            "dddd, MMMM Do YYYY, h:mm:ss a",
            "Tuesday, March 5th 2024, 9:04:05 pm",
        ),
        ("ddd dd d e E", "Tue Tu 2 2 2"),
        ("[Q]Q W WW w ww GGGG gggg", "Q1 10 10 10 10 2024 2024"),
        ("DDD DDDD", "65 065"),
        ("YY Y M MM D", "24 2024 3 03 5"),
        ("H HH h hh k kk A", "21 21 9 09 21 21 PM"),
        ("m mm s ss", "4 04 5 05"),
        ("S SS SSS SSSS", "1 12 123 1230"),
        ("Z ZZ", "+00:00 +0000"),
        ("X x", "1709672645 1709672645123"),
        ("[YYYY] \\\\D", "YYYY D"),
        ("LLL", "March 5, 2024 9:04 PM"),
    ];
    for (format, want) in cases {
        assert_eq!(
            eval(&format!(
                "FORMAT_DATE('2024-03-05T21:04:05.123', '{format}')"
            )),
            json!(want),
            "{format}"
        );
    }
}

#[test]
fn rules_and_expressions_share_one_calendar() {
    // Every date the `date` rule accepts, the expression functions read the same way.
    for (text, age) in [
        ("2000-06-15", 24),
        ("2000/06/16", 23),
        ("06/15/2000", 24),
        ("15.06.2000", 24),
        ("15-06-2000", 24),
        ("2000-06-15T10:00:00Z", 24),
        ("2000-06-15 10:00", 24),
        ("2000-06-15T10:00:00.5+02:00", 24),
    ] {
        assert!(rule_accepts("date", text), "date rule rejects {text}");
        #[cfg(feature = "expressions")]
        assert_eq!(eval(&format!("AGE('{text}')")), json!(age), "AGE('{text}')");
        let _ = age;
    }
    for text in ["2000-02-30", "31.02.2000", "not a date", "2000-06-15T24:30"] {
        assert!(!rule_accepts("date", text), "date rule accepts {text}");
        #[cfg(feature = "expressions")]
        assert_eq!(
            eval(&format!("AGE('{text}')")),
            json!(null),
            "AGE('{text}')"
        );
    }
}
