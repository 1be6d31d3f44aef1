//! `parse_loose` is read by hand (so that a build without the `dates` feature can compare
//! dates); here it is checked against what it stands for: moment's forgiving parse with
//! the known formats, tried in order, through the token parser.

#![cfg(feature = "dates")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use proptest::prelude::*;
use yewform_core::date::{DateTime, parse_loose, parse_with_format};

/// The formats a date written without a format may take, in the order they are tried.
fn known_formats() -> Vec<String> {
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
    formats
}

fn by_tokens(text: &str) -> Option<DateTime> {
    let text = text.trim();
    known_formats()
        .iter()
        .find_map(|f| parse_with_format(text, f, false))
}

fn same(text: &str) {
    assert_eq!(parse_loose(text), by_tokens(text), "{text:?}");
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
        prop_assert_eq!(parse_loose(&text), by_tokens(&text), "{:?}", text);
    }

    #[test]
    fn iso_like_text_reads_the_same(text in iso_like()) {
        prop_assert_eq!(parse_loose(&text), by_tokens(&text), "{:?}", text);
    }

    #[test]
    fn any_text_reads_the_same(text in "\\PC{0,30}") {
        prop_assert_eq!(parse_loose(&text), by_tokens(&text), "{:?}", text);
    }
}
