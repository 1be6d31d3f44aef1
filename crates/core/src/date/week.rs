//! Weeks of the year as moment.js computes them: ISO weeks (start on Monday, the week of
//! 4 January is week 1) and the English locale's weeks (start on Sunday, the week of
//! 1 January is week 1).

use super::calendar::{Date, days_in_year};

/// A week rule: the first day of the week (0 = Sunday) and moment's `doy` (7 + dow minus
/// the January day that is always in week 1).
#[derive(Clone, Copy, Debug)]
pub(crate) struct WeekRule {
    pub dow: i64,
    pub doy: i64,
}

/// ISO 8601 weeks.
pub(crate) const ISO: WeekRule = WeekRule { dow: 1, doy: 4 };
/// The English locale's weeks.
pub(crate) const LOCALE: WeekRule = WeekRule { dow: 0, doy: 6 };

/// The offset of week 1's first day from 1 January (moment's `firstWeekOffset`).
fn first_week_offset(year: i64, rule: WeekRule) -> i64 {
    let fwd = 7 + rule.dow - rule.doy;
    let weekday = Date::new(year, 1, 1)
        .and_then(|d| d.add_days(fwd - 1))
        .map_or(0, |d| i64::from(d.weekday()));
    let fwdlw = (7 + weekday - rule.dow) % 7;
    -fwdlw + fwd - 1
}

/// Number of weeks (52 or 53) in the week year `year`.
pub(crate) fn weeks_in_year(year: i64, rule: WeekRule) -> i64 {
    (days_in_year(year) - first_week_offset(year, rule) + first_week_offset(year + 1, rule)) / 7
}

/// The week of the year of `date` and the week year it belongs to.
pub(crate) fn week_of_year(date: Date, rule: WeekRule) -> (i64, i64) {
    let year = i64::from(date.year());
    let week =
        (i64::from(date.day_of_year()) - first_week_offset(year, rule) - 1).div_euclid(7) + 1;
    if week < 1 {
        (week + weeks_in_year(year - 1, rule), year - 1)
    } else if week > weeks_in_year(year, rule) {
        (week - weeks_in_year(year, rule), year + 1)
    } else {
        (week, year)
    }
}

/// The date of `weekday` (0 = Sunday … 6, or 7 = Sunday for ISO) in `week` of the week
/// year `year`.
pub(crate) fn date_from_week(year: i64, week: i64, weekday: i64, rule: WeekRule) -> Option<Date> {
    let local_weekday = (7 + weekday - rule.dow).rem_euclid(7);
    let day_of_year = 1 + 7 * (week - 1) + local_weekday + first_week_offset(year, rule);
    Date::new(year, 1, 1)?.add_days(day_of_year - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i64, m: u32, day: u32) -> Date {
        Date::new(y, m, day).unwrap()
    }

    #[test]
    fn iso_weeks() {
        assert_eq!(week_of_year(d(2024, 3, 5), ISO), (10, 2024));
        assert_eq!(week_of_year(d(2021, 1, 3), ISO), (53, 2020));
        assert_eq!(week_of_year(d(2024, 12, 30), ISO), (1, 2025));
        assert_eq!(weeks_in_year(2020, ISO), 53);
        assert_eq!(weeks_in_year(2021, ISO), 52);
        assert_eq!(date_from_week(2024, 10, 2, ISO), Some(d(2024, 3, 5)));
        assert_eq!(date_from_week(2020, 53, 7, ISO), Some(d(2021, 1, 3)));
    }

    #[test]
    fn locale_weeks() {
        assert_eq!(week_of_year(d(2024, 3, 5), LOCALE), (10, 2024));
        assert_eq!(week_of_year(d(2023, 12, 31), LOCALE), (1, 2024));
        assert_eq!(week_of_year(d(2022, 12, 31), LOCALE), (53, 2022));
        assert_eq!(date_from_week(2024, 1, 0, LOCALE), Some(d(2023, 12, 31)));
    }
}
