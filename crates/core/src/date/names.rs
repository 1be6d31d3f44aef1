//! English month and weekday names, ordinals and meridiems (moment's `en` locale).

/// `January` … `December`.
pub(crate) const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// `Jan` … `Dec`.
pub(crate) const MONTHS_SHORT: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// `Sunday` … `Saturday`.
pub(crate) const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// `Sun` … `Sat`.
pub(crate) const WEEKDAYS_SHORT: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/// `Su` … `Sa`.
pub(crate) const WEEKDAYS_MIN: [&str; 7] = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

/// The English ordinal suffix of `n`: `st`, `nd`, `rd` or `th`.
pub(crate) fn ordinal_suffix(n: i64) -> &'static str {
    if (n % 100) / 10 == 1 {
        return "th";
    }
    match n % 10 {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    }
}

/// `am` / `pm` for `hour` (upper case for `A`).
pub(crate) fn meridiem(hour: u32, upper: bool) -> &'static str {
    match (hour > 11, upper) {
        (false, false) => "am",
        (true, false) => "pm",
        (false, true) => "AM",
        (true, true) => "PM",
    }
}

/// The index in the first of `lists` with a name that `text` starts with (ASCII case
/// ignored), longest name first, and the name's length in bytes.
pub(crate) fn match_name(text: &str, lists: &[&[&str]]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for list in lists {
        for (i, name) in list.iter().enumerate() {
            let hit = text
                .get(..name.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(name));
            if hit && best.is_none_or(|(_, len)| name.len() > len) {
                best = Some((i, name.len()));
            }
        }
    }
    best
}

/// The English localised format a `LT`, `LTS`, `L` … `LLLL` or `l` … `llll` token stands
/// for.
pub(crate) fn long_date_format(token: &str) -> Option<&'static str> {
    Some(match token {
        "LT" => "h:mm A",
        "LTS" => "h:mm:ss A",
        "L" => "MM/DD/YYYY",
        "LL" => "MMMM D, YYYY",
        "LLL" => "MMMM D, YYYY h:mm A",
        "LLLL" => "dddd, MMMM D, YYYY h:mm A",
        "l" => "M/D/YYYY",
        "ll" => "MMM D, YYYY",
        "lll" => "MMM D, YYYY h:mm A",
        "llll" => "ddd, MMM D, YYYY h:mm A",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111]
            .iter()
            .map(|n| format!("{n}{}", ordinal_suffix(*n)))
            .collect();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "31st",
                "101st", "111th"
            ]
        );
    }

    #[test]
    fn names_match_longest_first() {
        assert_eq!(
            match_name("september", &[&MONTHS, &MONTHS_SHORT]),
            Some((8, 9))
        );
        assert_eq!(match_name("Sep 1", &[&MONTHS, &MONTHS_SHORT]), Some((8, 3)));
        assert_eq!(match_name("Mrz", &[&MONTHS_SHORT]), None);
        assert_eq!(match_name("é", &[&MONTHS_SHORT]), None);
    }
}
