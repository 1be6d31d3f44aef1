//! The one calendar of yewform: dates and date-times, moment.js format tokens, parsing and
//! formatting. The date rules (`date`, `date_format`, `after`, …), the condition operators
//! (`today`, `before`, `after`) and the expression date functions (`AGE`, `DATE_ADD`,
//! `FORMAT_DATE`, …) all use it.
//!
//! - [`Date`] and [`DateTime`] (in `calendar` and `date_time`): a proleptic Gregorian
//!   calendar (years -9999 to 9999) with day, month and year arithmetic; no time zones (a
//!   date-time is taken as written).
//! - `week`: ISO weeks and the English locale's weeks (weeks start on Sunday, the week of
//!   1 January is week 1), as moment computes them.
//! - `parse_with_format` and `matches_format`: moment.js parsing against a format, in
//!   moment's strict or forgiving mode; `matches_format` is the `date_format` check
//!   (`moment(value, F).format(F) === value`). Feature `dates`.
//! - `format`, `format_with_offset`, `Date::format`, `DateTime::format`: moment.js
//!   formatting. Feature `dates`.
//! - [`parse_loose`]: the formats a date written without a format may take (ISO 8601,
//!   `YYYY-MM-DD`, `YYYY/MM/DD`, `MM/DD/YYYY`, `DD.MM.YYYY`, `DD-MM-YYYY`); with
//!   [`Date::parse`], [`DateTime::parse`], [`DateTime::to_iso`] and the arithmetic it is
//!   there whatever the features (without `dates`, read and written by hand, with the same
//!   results).
//!
//! # The `dates` feature (default)
//!
//! The format tokens (parsing against a format and formatting) are yewform-core's `dates`
//! feature, forwarded by yewform-elements' `dates`. Without it a build carries no
//! format-token code (about 7 KB of gzip wasm) and:
//!
//! - the date rules (`after`, `after_or_equal`, `before`, `before_or_equal`, `date`,
//!   `date_equals`, `date_format`) are a schema error naming the feature
//!   (`the date rule needs yewform-core's "dates" feature`);
//! - the expression function `FORMAT_DATE` is an expression error naming the feature;
//! - the condition operators `today`, `before` and `after` and the expression functions
//!   `AGE`, `DATE_ADD`, `TODAY` and `NOW` work as with it: they read dates with
//!   [`parse_loose`], which gives the same results in both builds.
//!
//! # Format tokens
//!
//! Every token of moment.js's English locale:
//!
//! | tokens | meaning |
//! |---|---|
//! | `YYYY` `YY` `Y` `YYYYY` `YYYYYY` | year (4 digits, 2 digits 00–68 → 20xx and 69–99 → 19xx, any) |
//! | `M` `MM` `MMM` `MMMM` `Mo` | month: number, padded, `Mar`, `March`, `3rd` |
//! | `Q` `Qo` | quarter |
//! | `D` `DD` `Do` | day of the month: number, padded, `5th` |
//! | `DDD` `DDDD` `DDDo` | day of the year |
//! | `d` `do` `dd` `ddd` `dddd` | day of the week: 0–6 from Sunday, `2nd`, `Tu`, `Tue`, `Tuesday` |
//! | `e` `E` | day of the week: locale (0–6 from Sunday), ISO (1–7 from Monday) |
//! | `w` `ww` `wo` `gg` `gggg` `ggggg` | locale week of the year and its year |
//! | `W` `WW` `Wo` `GG` `GGGG` `GGGGG` | ISO week of the year and its year |
//! | `H` `HH` `h` `hh` `k` `kk` | hour: 0–23, 1–12, 1–24 |
//! | `Hmm` `Hmmss` `hmm` `hmmss` | hour with minutes (and seconds), no separator |
//! | `a` `A` | `am`/`pm`, `AM`/`PM` |
//! | `m` `mm` `s` `ss` | minute, second |
//! | `S` … `SSSSSSSSS` | fraction of a second (millisecond precision, as moment) |
//! | `Z` `ZZ` | UTC offset `+01:00`, `+0100` |
//! | `X` `x` | Unix timestamp in seconds, in milliseconds |
//! | `LT` `LTS` `L` `LL` `LLL` `LLLL` `l` `ll` `lll` `llll` | English localised formats (`L` = `MM/DD/YYYY`, `LL` = `MMMM D, YYYY`, …) |
//! | `[text]`, `\X` | literal text |
//!
//! Other characters are literal. Month and day names are English.
//!
//! ```
//! # #[cfg(feature = "dates")] {
//! use yewform_core::date::{DateTime, format, matches_format, parse_with_format};
//!
//! assert!(matches_format("05 Mar 2024", "DD MMM YYYY"));
//! assert!(!matches_format("31 Feb 2024", "DD MMM YYYY"));
//! let dt = parse_with_format("1st January 2020 9:05 pm", "Do MMMM YYYY h:mm a", true).unwrap();
//! assert_eq!(format(&dt, "YYYY-MM-DD HH:mm"), "2020-01-01 21:05");
//! assert_eq!(DateTime::parse("2020-01-01T21:05:00Z"), Some(dt));
//! # }
//! ```

mod calendar;
mod date_time;
#[cfg(feature = "dates")]
mod format;
// Without `dates`, `parse_loose` is read by hand; with it, by the token parser (the hand
// reader is then compiled for its tests only, which check that both agree).
#[cfg(any(not(feature = "dates"), test))]
mod loose;
#[cfg(feature = "dates")]
mod names;
#[cfg(feature = "dates")]
mod parse;
#[cfg(feature = "dates")]
mod token;
#[cfg(feature = "dates")]
mod week;

pub use calendar::{Date, days_in_month, is_leap_year};
pub use date_time::DateTime;
#[cfg(feature = "dates")]
pub use format::{format, format_with_offset};
#[cfg(not(feature = "dates"))]
pub use loose::parse_loose;
#[cfg(feature = "dates")]
pub use parse::{Parsed, matches_format, parse_loose, parse_with_format, parse_zoned};
